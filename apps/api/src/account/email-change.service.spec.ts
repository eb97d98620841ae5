import { ConflictException } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@profileproof/contracts/account';
import {
  accountWithPassword,
  PASSWORD,
  SUBJECT,
  withProofs,
} from '../../test/support/account-proofs';
import type { ServiceMocks } from '../../test/support/new-test-service';
import { appConfig } from '../config';
import { MailJobs } from '../mail/mail-jobs.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { EmailChangeService } from './email-change.service';
import { EmailTokensService } from '../auth/email-tokens.service';
import { SessionsService } from '../auth/sessions/sessions.service';

describe(EmailChangeService.name, () => {
  let sut: EmailChangeService;
  let mocks: ServiceMocks;
  let account: User;

  beforeAll(async () => {
    account = await accountWithPassword();
  });

  beforeEach(() => {
    ({ sut, mocks } = withProofs(EmailChangeService, account, [
      [appConfig.KEY, { webOrigin: 'https://app.example' }],
    ]));
    mocks.get(SessionsService).endOthers.mockResolvedValue(2);
  });

  it('does the same work for a taken address as for a free one: one token statement, two mails', async () => {
    const users = mocks.get(UsersService);
    const tokens = mocks.get(EmailTokensService);
    users.findByEmail.mockResolvedValueOnce(null);
    await sut.requestEmailChange(SUBJECT, PASSWORD, 'new@example.com');
    users.findByEmail.mockResolvedValueOnce({ id: 99, email: 'taken@example.com' } as User);
    await sut.requestEmailChange(SUBJECT, PASSWORD, 'Taken@Example.com');
    expect(tokens.issueEmailChange.mock.calls.map(([userId]) => userId)).toEqual([7, null]);
    const mails = mocks.get(MailJobs).enqueue.mock.calls.map(([message]) => message);
    expect(mails.map((message) => message?.to)).toEqual([
      'new@example.com',
      'ada@example.com',
      'taken@example.com',
      'ada@example.com',
    ]);
    expect(mails[0]?.link).toMatch(/^https:\/\/app\.example\/account\?confirm_email=/);
    expect(mails.slice(1).every((message) => message?.link === undefined)).toBe(true);
  });

  it("moves the account only with the caller's own unused link", async () => {
    mocks
      .get(EmailTokensService)
      .findEmailChange.mockResolvedValue({ userId: 8, newEmail: 'x@example.com' });
    await expect(sut.confirmEmailChange(SUBJECT, 'token', PASSWORD)).rejects.toMatchObject({
      response: { detail: ACCOUNT_MESSAGES.emailChangeLinkInvalid },
    });
    expect(mocks.get(UsersService).changeEmail).not.toHaveBeenCalled();
  });

  it('refuses an address taken meanwhile with 409', async () => {
    const tokens = mocks.get(EmailTokensService);
    tokens.findEmailChange.mockResolvedValue({ userId: 7, newEmail: 'x@example.com' });
    tokens.consume.mockResolvedValue(7);
    mocks.get(UsersService).findByEmail.mockResolvedValue({ id: 99 } as User);
    await expect(sut.confirmEmailChange(SUBJECT, 'token', PASSWORD)).rejects.toBeInstanceOf(
      ConflictException,
    );
    expect(mocks.get(UsersService).changeEmail).not.toHaveBeenCalled();
  });
});
