import { randomBytes } from 'node:crypto';
import { TWO_STEP_MESSAGES } from '@profileproof/contracts/two-step';
import { newTestService, type ServiceMocks } from '../../../test/support/new-test-service';
import { AuditLog } from '../../audit/audit-log.service';
import { appConfig, authConfig } from '../../config';
import { User } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { MailJobs } from '../../mail/mail-jobs.service';
import { LoginAttemptsService } from '../login-attempts.service';
import { hashSecretToken } from '../secret-tokens';
import { SessionsService } from '../sessions/sessions.service';
import { newTotpSecret, TotpSecretCipher, totpCode } from './totp';
import { TwoStepRepository } from './two-step.repository';
import { TwoStepService } from './two-step.service';

const KEY = randomBytes(32);
const USER = Object.assign(new User(), {
  id: 9,
  email: 'ada@example.com',
  role: 'user',
  passwordHash: null,
});
const ADMIN = { id: 1, email: 'admin@example.com', role: 'admin' as const };

describe(TwoStepService.name, () => {
  let sut: TwoStepService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<TwoStepRepository>;
  const secret = newTotpSecret();
  const stored = {
    secretCiphertext: new TotpSecretCipher(KEY).encrypt(secret),
    enabled: true,
    failedCodes: 0,
  };

  beforeEach(() => {
    ({ sut, mocks } = newTestService(TwoStepService, [
      [authConfig.KEY, { twoStep: { encryptionKey: KEY, requiredForAdmins: true } }],
      [appConfig.KEY, { webOrigin: 'https://app.example.com' }],
    ]));
    repository = mocks.get(TwoStepRepository);
    mocks.get(UsersService).findById.mockResolvedValue(USER);
    mocks.get(UsersService).findByEmail.mockResolvedValue(USER);
    // The per-account limit lets the check run and passes on its result.
    mocks
      .get(LoginAttemptsService)
      .attempt.mockImplementation((_key, check) => check() as Promise<never>);
    mocks.get(SessionsService).start.mockResolvedValue({ access: 'a', refresh: 'r' });
  });

  it('answers 409, not 500, when the stored secret was encrypted with another key', async () => {
    repository.find.mockResolvedValue({
      ...stored,
      secretCiphertext: new TotpSecretCipher(randomBytes(32)).encrypt(secret),
      enabled: false,
    } as never);
    await expect(sut.enable(USER, totpCode(secret))).rejects.toMatchObject({
      status: 409,
      response: { detail: TWO_STEP_MESSAGES.unreadable },
    });
  });

  it('asks for no code when two-step sign-in is off', async () => {
    repository.isEnabled.mockResolvedValue(false);
    await expect(sut.challengeFor(USER)).resolves.toBeNull();
    expect(repository.createChallenge).not.toHaveBeenCalled();
  });

  it('stores only the hash of the mfa_token, valid for 5 minutes', async () => {
    repository.isEnabled.mockResolvedValue(true);
    const answer = await sut.challengeFor(USER);
    expect(answer?.mfa_required).toBe(true);
    expect(repository.createChallenge).toHaveBeenCalledWith(
      USER.id,
      hashSecretToken(answer?.mfa_token ?? ''),
      300,
    );
  });

  it("starts a session for a right code, spending the code's step and the token", async () => {
    repository.findLiveChallenge.mockResolvedValue({ id: 4, userId: USER.id });
    repository.find.mockResolvedValue(stored);
    repository.useStep.mockResolvedValue(true);
    await expect(sut.completeLogin('token', totpCode(secret))).resolves.toMatchObject({
      access: 'a',
      user_id: USER.id,
    });
    expect(repository.useStep).toHaveBeenCalledWith(USER.id, expect.any(Number), mocks.manager);
    expect(repository.deleteChallenge).toHaveBeenCalledWith(4, mocks.manager);
  });

  it('refuses a code whose step was used, and counts it against the token', async () => {
    repository.findLiveChallenge.mockResolvedValue({ id: 4, userId: USER.id });
    repository.find.mockResolvedValue(stored);
    repository.useStep.mockResolvedValue(false);
    await expect(sut.completeLogin('token', totpCode(secret))).rejects.toMatchObject({
      status: 401,
      response: { detail: TWO_STEP_MESSAGES.wrongCode },
    });
    expect(repository.countFailure).toHaveBeenCalledWith(4, 5, mocks.manager);
    expect(mocks.get(SessionsService).start).not.toHaveBeenCalled();
  });

  it('checks a backup code by its keyed hash only', async () => {
    repository.findLiveChallenge.mockResolvedValue({ id: 4, userId: USER.id });
    repository.find.mockResolvedValue(stored);
    repository.useBackupCode.mockResolvedValue(true);
    await sut.completeLogin('token', 'ABCDE-FGHIJ');
    expect(repository.useBackupCode).toHaveBeenCalledWith(
      USER.id,
      new TotpSecretCipher(KEY).backupCodeHash('abcdefghij'),
      mocks.manager,
    );
  });

  it('records the admin reset in the audit log, in the same transaction', async () => {
    repository.remove.mockResolvedValue(true);
    await expect(sut.reset(ADMIN, USER.email)).resolves.toEqual({ success: true });
    expect(repository.remove).toHaveBeenCalledWith(USER.id, mocks.manager);
    expect(mocks.get(AuditLog).record).toHaveBeenCalledWith(mocks.manager, {
      actor: ADMIN,
      action: 'two_step.reset',
      target: { type: 'user', id: USER.email },
    });
  });

  it('records nothing when there was nothing to reset', async () => {
    repository.remove.mockResolvedValue(false);
    await expect(sut.reset(ADMIN, USER.email)).rejects.toMatchObject({ status: 404 });
    expect(mocks.get(AuditLog).record).not.toHaveBeenCalled();
  });

  describe('lock-out (issue 36)', () => {
    beforeEach(() => {
      repository.findLiveChallenge.mockResolvedValue({ id: 4, userId: USER.id });
      repository.useStep.mockResolvedValue(false);
    });

    it('mails the owner at the 10th wrong code in a row, in the transaction of the count', async () => {
      repository.find.mockResolvedValue({ ...stored, failedCodes: 9 });
      repository.countWrongCode.mockResolvedValue(10);
      await expect(sut.completeLogin('token', '000000')).rejects.toMatchObject({ status: 401 });
      expect(repository.countWrongCode).toHaveBeenCalledWith(USER.id, mocks.manager);
      const mailJobs = mocks.get(MailJobs);
      expect(mailJobs.enqueue).toHaveBeenCalledTimes(1);
      expect(mailJobs.enqueue).toHaveBeenCalledWith(
        expect.objectContaining({
          to: USER.email,
          link: 'https://app.example.com/forgot-password',
        }),
        mocks.manager,
      );
      expect(mailJobs.wake).toHaveBeenCalled();
    });

    it('mails nobody between the tens', async () => {
      repository.find.mockResolvedValue(stored);
      repository.countWrongCode.mockResolvedValue(11);
      await expect(sut.completeLogin('token', '000000')).rejects.toMatchObject({ status: 401 });
      expect(mocks.get(MailJobs).enqueue).not.toHaveBeenCalled();
    });

    it('answers 423 at the 100th, and from then on checks no code at all', async () => {
      repository.find.mockResolvedValue({ ...stored, failedCodes: 99 });
      repository.countWrongCode.mockResolvedValue(100);
      await expect(sut.completeLogin('token', '000000')).rejects.toMatchObject({
        status: 423,
        response: { detail: TWO_STEP_MESSAGES.locked },
      });
      expect(mocks.get(MailJobs).enqueue).toHaveBeenCalledTimes(1);

      repository.find.mockResolvedValue({ ...stored, failedCodes: 100 });
      repository.useStep.mockClear();
      await expect(sut.completeLogin('token', totpCode(secret))).rejects.toMatchObject({
        status: 423,
      });
      expect(repository.useStep).not.toHaveBeenCalled();
      expect(mocks.get(LoginAttemptsService).attempt).toHaveBeenCalledTimes(1);
    });

    it('forgets the count at a right code', async () => {
      repository.find.mockResolvedValue({ ...stored, failedCodes: 42 });
      repository.useStep.mockResolvedValue(true);
      await sut.completeLogin('token', totpCode(secret));
      expect(repository.forgetWrongCodes).toHaveBeenCalledWith(USER.id, mocks.manager);
    });

    it('records the admin unlock in the audit log, and nothing when not locked', async () => {
      repository.find.mockResolvedValue({ ...stored, failedCodes: 100 });
      repository.unlock.mockResolvedValue(true);
      await expect(sut.unlock(ADMIN, USER.email)).resolves.toEqual({ success: true });
      expect(repository.unlock).toHaveBeenCalledWith(USER.id, 100, mocks.manager);
      expect(mocks.get(AuditLog).record).toHaveBeenCalledWith(mocks.manager, {
        actor: ADMIN,
        action: 'two_step.unlock',
        target: { type: 'user', id: USER.email },
        details: { failed_codes: 100 },
      });

      mocks.get(AuditLog).record.mockClear();
      repository.unlock.mockResolvedValue(false);
      await expect(sut.unlock(ADMIN, USER.email)).rejects.toMatchObject({ status: 409 });
      expect(mocks.get(AuditLog).record).not.toHaveBeenCalled();
    });
  });
});
