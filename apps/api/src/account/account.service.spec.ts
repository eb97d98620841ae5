import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@profileproof/contracts/account';
import {
  accountWithPassword,
  PASSWORD,
  SUBJECT,
  withProofs,
} from '../../test/support/account-proofs';
import { type ServiceMocks, TX_MANAGER } from '../../test/support/new-test-service';
import { AuditLog } from '../audit/audit-log.service';
import { AuditRepository, CLOSED_ACCOUNT } from '../audit/audit.repository';
import { SubmissionsRepository } from '../submissions/submissions.repository';
import type { User } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { AccountService } from './account.service';
import { EmailTokensService } from '../auth/email-tokens.service';
import { LoginAttemptsService } from '../auth/login-attempts.service';
import { SessionsRepository } from '../auth/sessions/sessions.repository';
import { SessionsService } from '../auth/sessions/sessions.service';

describe(AccountService.name, () => {
  let sut: AccountService;
  let mocks: ServiceMocks;
  let account: User;

  beforeAll(async () => {
    account = await accountWithPassword();
  });

  beforeEach(() => {
    ({ sut, mocks } = withProofs(AccountService, account));
    mocks.get(SessionsService).endOthers.mockResolvedValue(2);
  });

  it('changes the password and ends the other sessions in one transaction, keeping this one', async () => {
    await expect(sut.changePassword(SUBJECT, PASSWORD, 'a brand new secret')).resolves.toEqual({
      detail: ACCOUNT_MESSAGES.passwordChanged,
    });
    expect(mocks.get(UsersService).changePassword).toHaveBeenCalledWith(
      7,
      expect.stringMatching(/^\$argon2/),
      TX_MANAGER,
    );
    expect(mocks.get(SessionsService).endOthers).toHaveBeenCalledWith(7, 'mine', TX_MANAGER);
    expect(mocks.get(EmailTokensService).consumeAll).toHaveBeenCalledWith(
      7,
      'password_reset',
      TX_MANAGER,
    );
    expect(mocks.get(EmailTokensService).spendEmailChanges).toHaveBeenCalledWith(7, TX_MANAGER);
    expect(mocks.get(AuditLog).record).not.toHaveBeenCalled();
  });

  it('checks the current password through the login limiter and changes nothing when it is wrong', async () => {
    await expect(sut.changePassword(SUBJECT, 'wrong', 'a brand new secret')).rejects.toMatchObject({
      response: { detail: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    expect(mocks.get(LoginAttemptsService).attempt).toHaveBeenCalledWith(
      'ada@example.com',
      expect.any(Function),
    );
    expect(mocks.get(UsersService).changePassword).not.toHaveBeenCalled();
    expect(mocks.get(SessionsService).endOthers).not.toHaveBeenCalled();
  });

  it("audits an admin's password change with the sessions it ended", async () => {
    mocks
      .get(UsersService)
      .findByIdForUpdate.mockResolvedValue({ ...account, role: 'admin' } as User);
    await sut.changePassword(SUBJECT, PASSWORD, 'a brand new secret');
    expect(mocks.get(AuditLog).record).toHaveBeenCalledWith(
      TX_MANAGER,
      expect.objectContaining({
        action: 'admin.password_changed',
        details: { via: 'account_page', sessions_ended: 2 },
      }),
    );
  });

  it("answers 404 for a session that is not the caller's", async () => {
    mocks.get(SessionsService).endOwn.mockResolvedValue(false);
    await expect(sut.endSession(SUBJECT, 'theirs')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('keeps the last admin', async () => {
    mocks
      .get(UsersService)
      .findByIdForUpdate.mockResolvedValue({ ...account, role: 'admin' } as User);
    mocks.get(UsersRepository).lockOtherAdmins.mockResolvedValue(0);
    await expect(sut.close(SUBJECT, PASSWORD)).rejects.toMatchObject({
      response: { detail: ACCOUNT_MESSAGES.lastAdmin },
    });
    expect(mocks.get(UsersRepository).lockOtherAdmins).toHaveBeenCalledWith(TX_MANAGER, 7);
    expect(mocks.get(SubmissionsRepository).eraseOwnContent).not.toHaveBeenCalled();
    expect(mocks.get(UsersRepository).deleteById).not.toHaveBeenCalled();
  });

  it("closes an admin's account while another remains: erased, audited without the address, deleted", async () => {
    mocks
      .get(UsersService)
      .findByIdForUpdate.mockResolvedValue({ ...account, role: 'admin' } as User);
    mocks.get(UsersRepository).lockOtherAdmins.mockResolvedValue(1);
    await sut.close(SUBJECT, PASSWORD);
    expect(mocks.get(SessionsService).endAll).toHaveBeenCalledWith(7, TX_MANAGER);
    expect(mocks.get(SubmissionsRepository).eraseOwnContent).toHaveBeenCalledWith(TX_MANAGER, 7);
    expect(mocks.get(AuditRepository).eraseAccount).toHaveBeenCalledWith(
      TX_MANAGER,
      7,
      'ada@example.com',
    );
    expect(mocks.get(AuditLog).record).toHaveBeenCalledWith(TX_MANAGER, {
      actor: { id: 7, email: CLOSED_ACCOUNT },
      action: 'admin.account_closed',
      target: { type: 'user', id: CLOSED_ACCOUNT },
    });
    expect(mocks.get(UsersRepository).deleteById).toHaveBeenCalledWith(TX_MANAGER, 7);
  });

  it('asks an account without a password for a sign-in of the last 5 minutes', async () => {
    mocks.get(UsersService).findById.mockResolvedValue({ ...account, passwordHash: null } as User);
    const sessions = mocks.get(SessionsRepository);
    sessions.findLiveSession.mockResolvedValue({
      session_started_at: new Date(Date.now() - 6 * 60_000),
    } as Awaited<ReturnType<SessionsRepository['findLiveSession']>>);
    await expect(sut.close(SUBJECT, undefined)).rejects.toBeInstanceOf(ForbiddenException);
    sessions.findLiveSession.mockResolvedValue({
      session_started_at: new Date(Date.now() - 60_000),
    } as Awaited<ReturnType<SessionsRepository['findLiveSession']>>);
    await sut.close(SUBJECT, undefined);
    expect(mocks.get(UsersRepository).deleteById).toHaveBeenCalledWith(TX_MANAGER, 7);
  });
});
