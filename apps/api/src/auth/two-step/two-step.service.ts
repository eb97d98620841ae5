import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
  BadRequestException,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import {
  AUTH_MESSAGES,
  type AuthResponse,
  type DetailResponse,
  type MfaRequiredResponse,
  ROUTES,
} from '@profileproof/contracts';
import {
  MFA_TOKEN_MAX_FAILURES,
  MFA_TOKEN_TTL_SECONDS,
  TWO_STEP_LOCK_AFTER_FAILURES,
  TWO_STEP_MESSAGES,
  TWO_STEP_WARN_EVERY_FAILURES,
  type TwoStepEnableResponse,
  type TwoStepSetupResponse,
} from '@profileproof/contracts/two-step';
import { toString as qrSvg } from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import { validationFailed } from '../../app/validation';
import { AuditLog } from '../../audit/audit-log.service';
import { appConfig, authConfig } from '../../config';
import { MailJobs } from '../../mail/mail-jobs.service';
import type { User } from '../../users/entities/user.entity';
import { verifyPassword } from '../../users/passwords';
import { UsersService } from '../../users/users.service';
import type { AuthenticatedUser } from '../authenticated-user';
import { signInLockedMail, wrongSignInCodesMail } from '../auth-mails';
import { AuthResponseDto } from '../dto/auth-responses.dto';
import { LoginAttemptsService } from '../login-attempts.service';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import type { SessionClient } from '../sessions/session-client';
import { SessionsService } from '../sessions/sessions.service';
import {
  newBackupCodes,
  newTotpSecret,
  normalizedBackupCode,
  otpauthUrl,
  TotpSecretCipher,
  totpStep,
} from './totp';
import { type StoredCredential, TwoStepRepository } from './two-step.repository';

/**
 * Two-step sign-in: set-up, the login's second step, turning off, and the admins' reset. Every code
 * and password check counts against the account's own limit (LoginAttemptsService, under a key of
 * its own, so a right password never clears failed codes); a TOTP step and a backup code are each
 * accepted once, by a single conditional UPDATE, whichever instance takes the request.
 */
@Injectable()
export class TwoStepService {
  private readonly logger = new Logger('TwoStep');
  private readonly cipher: TotpSecretCipher;

  constructor(
    private readonly repository: TwoStepRepository,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly loginAttempts: LoginAttemptsService,
    private readonly auditLog: AuditLog,
    private readonly dataSource: DataSource,
    private readonly mailJobs: MailJobs,
    @Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.cipher = new TotpSecretCipher(auth.twoStep.encryptionKey);
  }

  isEnabled(userId: number): Promise<boolean> {
    return this.repository.isEnabled(userId);
  }

  /** A new secret, pending until `enable`; a set-up not confirmed is replaced. 409 when already on. */
  async setup(user: AuthenticatedUser): Promise<TwoStepSetupResponse> {
    const secret = newTotpSecret();
    if (!(await this.repository.savePending(user.id, this.cipher.encrypt(secret))))
      throw new ConflictException({ detail: TWO_STEP_MESSAGES.alreadyOn });
    const url = otpauthUrl(secret, user.email);
    return { secret, otpauth_url: url, qr_svg: await qrSvg(url, { type: 'svg', margin: 1 }) };
  }

  /** Turns the pending set-up on with a right code; the backup codes are answered once, kept hashed. */
  async enable(user: AuthenticatedUser, code: string): Promise<TwoStepEnableResponse> {
    const credential = await this.repository.find(user.id);
    if (!credential) throw new BadRequestException({ detail: TWO_STEP_MESSAGES.notSetUp });
    if (credential.enabled) throw new ConflictException({ detail: TWO_STEP_MESSAGES.alreadyOn });
    const secret = this.secretOf(user.id, credential.secretCiphertext);
    const step = await this.loginAttempts.attempt(codeKey(user.email), async () =>
      totpStep(secret, code.trim()),
    );
    if (step === null) throw validationFailed({ code: [TWO_STEP_MESSAGES.wrongCode] });
    const codes = newBackupCodes();
    const hashes = codes.map((backup) =>
      this.cipher.backupCodeHash(normalizedBackupCode(backup) ?? ''),
    );
    if (!(await this.repository.enable(user.id, step, hashes)))
      throw new ConflictException({ detail: TWO_STEP_MESSAGES.alreadyOn });
    return { backup_codes: codes };
  }

  /** With the account's password (none for a Google-only account) and a code or a backup code. */
  async disable(user: AuthenticatedUser, password: string, code: string): Promise<DetailResponse> {
    const account = await this.users.findById(user.id);
    if (!account) throw new UnauthorizedException({ detail: AUTH_MESSAGES.accountGone });
    const credential = await this.repository.find(user.id);
    if (!credential?.enabled) throw new BadRequestException({ detail: TWO_STEP_MESSAGES.notOn });
    const done = await this.loginAttempts.attempt(codeKey(account.email), async () =>
      this.dataSource.transaction(async (manager) => {
        const passwordRight =
          account.passwordHash === null || (await verifyPassword(account.passwordHash, password));
        // Both are checked (the code spent only with the right password): the answer does not say which was wrong.
        if (!passwordRight || !(await this.acceptCode(user.id, credential, code, manager)))
          return null;
        await this.repository.remove(user.id, manager);
        return true;
      }),
    );
    // 400, not 401: the session is fine, the form is not.
    if (!done) throw new BadRequestException({ detail: TWO_STEP_MESSAGES.wrongPasswordOrCode });
    return { detail: TWO_STEP_MESSAGES.disabled };
  }

  /** After a right password or Google identity: the second step to take, when two-step sign-in is on; else null. */
  async challengeFor(user: User): Promise<MfaRequiredResponse | null> {
    if (!(await this.repository.isEnabled(user.id))) return null;
    const token = newSecretToken();
    await this.repository.createChallenge(user.id, hashSecretToken(token), MFA_TOKEN_TTL_SECONDS);
    return { mfa_required: true, mfa_token: token };
  }

  /**
   * The login's second step. The challenge is locked while its code is checked, so a token is
   * spent once even when sent twice at once; a wrong code counts, and the fifth ends the token.
   *
   * Wrong codes also count in a row against the account, in the database (over every token, never
   * forgotten with time; only someone past the password can add to it): its owner is mailed at every
   * TWO_STEP_WARN_EVERY_FAILURES, and at TWO_STEP_LOCK_AFTER_FAILURES every second step is refused
   * (423, a right code too) until a password reset or an admin's unlock. A right code clears it.
   */
  async completeLogin(token: string, code: string, client?: SessionClient): Promise<AuthResponse> {
    const invalid = () => new UnauthorizedException({ detail: TWO_STEP_MESSAGES.challengeInvalid });
    const tokenHash = hashSecretToken(token);
    const found = await this.repository.findLiveChallenge(tokenHash, MFA_TOKEN_MAX_FAILURES);
    const user = found && (await this.users.findById(found.userId));
    if (!found || !user) throw invalid();
    // Before the account's limit: a locked account's attempts are not failures to count there.
    if (isLockedOut(await this.repository.find(user.id))) throw lockedOut();
    let outcome: 'invalid' | 'wrong' | 'right' | 'locked' = 'invalid';
    let mailed = false;
    await this.loginAttempts.attempt(codeKey(user.email), () =>
      this.dataSource.transaction(async (manager) => {
        const challenge = await this.repository.findLiveChallenge(
          tokenHash,
          MFA_TOKEN_MAX_FAILURES,
          manager,
        );
        // Locked: a concurrent wrong code cannot reach the lock while a right one is accepted.
        const credential = challenge && (await this.repository.find(user.id, manager, true));
        if (!challenge || !credential?.enabled) return null;
        if (isLockedOut(credential)) {
          outcome = 'locked';
          return null;
        }
        if (await this.acceptCode(user.id, credential, code, manager)) {
          await this.repository.deleteChallenge(challenge.id, manager);
          await this.repository.forgetWrongCodes(user.id, manager);
          outcome = 'right';
          return true;
        }
        await this.repository.countFailure(challenge.id, MFA_TOKEN_MAX_FAILURES, manager);
        const failures = await this.repository.countWrongCode(user.id, manager);
        mailed = await this.tellOwner(user.email, failures, manager);
        outcome = failures >= TWO_STEP_LOCK_AFTER_FAILURES ? 'locked' : 'wrong';
        return null;
      }),
    );
    if (mailed) this.mailJobs.wake();
    if (outcome === 'invalid') throw invalid();
    if (outcome === 'locked') throw lockedOut();
    if (outcome === 'wrong') throw wrongCode();
    return AuthResponseDto.of(user, await this.sessions.start(user, client), false);
  }

  /**
   * An admin lifts a user's lock-out (too many wrong codes): the count goes back to 0 and two-step
   * sign-in stays on; audited. Not one's own (a stolen admin session must not lift its own lock).
   */
  async unlock(admin: AuthenticatedUser, email: string): Promise<{ success: true }> {
    const target = await this.users.findByEmail(email);
    if (!target) throw new NotFoundException({ detail: TWO_STEP_MESSAGES.userNotFound });
    if (target.id === admin.id)
      throw new BadRequestException({ detail: TWO_STEP_MESSAGES.ownUnlock });
    const refusal = await this.dataSource.transaction(async (manager) => {
      const credential = await this.repository.find(target.id, manager, true);
      if (!credential?.enabled) return new NotFoundException({ detail: TWO_STEP_MESSAGES.notOn });
      if (!(await this.repository.unlock(target.id, TWO_STEP_LOCK_AFTER_FAILURES, manager)))
        return new ConflictException({ detail: TWO_STEP_MESSAGES.notLocked });
      await this.auditLog.record(manager, {
        actor: admin,
        action: 'two_step.unlock',
        target: { type: 'user', id: target.email },
        details: { failed_codes: credential.failedCodes },
      });
      return null;
    });
    if (refusal) throw refusal;
    return { success: true };
  }

  /** A password reset: the wrong codes in a row are forgotten, and a lock-out with them. */
  forgetWrongCodes(userId: number, manager: EntityManager): Promise<void> {
    return this.repository.forgetWrongCodes(userId, manager);
  }

  /** An admin turns off another user's two-step sign-in (they lost their phone and codes); audited. */
  async reset(admin: AuthenticatedUser, email: string): Promise<{ success: true }> {
    const target = await this.users.findByEmail(email);
    if (!target) throw new NotFoundException({ detail: TWO_STEP_MESSAGES.userNotFound });
    // Not one's own: a stolen admin session must not strip the admin's second factor without a code.
    if (target.id === admin.id)
      throw new BadRequestException({ detail: TWO_STEP_MESSAGES.ownReset });
    const reset = await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.remove(target.id, manager))) return false;
      await this.auditLog.record(manager, {
        actor: admin,
        action: 'two_step.reset',
        target: { type: 'user', id: target.email },
      });
      return true;
    });
    if (!reset) throw new NotFoundException({ detail: TWO_STEP_MESSAGES.notOn });
    return { success: true };
  }

  /**
   * Enqueues the owner's mail (in the transaction of the count) at every TWO_STEP_WARN_EVERY_FAILURES
   * wrong codes in a row, the lock's own at the lock; true when it did (the caller wakes the worker).
   */
  private async tellOwner(
    email: string,
    failures: number,
    manager: EntityManager,
  ): Promise<boolean> {
    const link = `${this.app.webOrigin}${ROUTES.forgotPassword}`;
    let message;
    if (failures === TWO_STEP_LOCK_AFTER_FAILURES)
      message = signInLockedMail(email, TWO_STEP_LOCK_AFTER_FAILURES, link);
    else if (
      failures > 0 &&
      failures < TWO_STEP_LOCK_AFTER_FAILURES &&
      failures % TWO_STEP_WARN_EVERY_FAILURES === 0
    )
      message = wrongSignInCodesMail(email, failures, TWO_STEP_LOCK_AFTER_FAILURES, link);
    else return false;
    await this.mailJobs.enqueue(message, manager);
    return true;
  }

  /** A TOTP code of a step after the last one used, or an unused backup code: spent here. */
  private async acceptCode(
    userId: number,
    credential: { secretCiphertext: string },
    code: string,
    manager: EntityManager,
  ): Promise<boolean> {
    const compact = code.replace(/\s/g, '');
    const step = totpStep(this.secretOf(userId, credential.secretCiphertext), compact);
    if (step !== null) return this.repository.useStep(userId, step, manager);
    const backup = normalizedBackupCode(compact);
    return backup !== null
      ? this.repository.useBackupCode(userId, this.cipher.backupCodeHash(backup), manager)
      : false;
  }

  /**
   * The stored secret in clear. It cannot be read when the key it was encrypted with changed
   * (TOTP_ENCRYPTION_KEY, or JWT_SECRET while that is unset): the operator is told in the log, the
   * user gets a 409 saying what to do (an admin resets it), never a 500.
   */
  private secretOf(userId: number, ciphertext: string): string {
    try {
      return this.cipher.decrypt(ciphertext);
    } catch (error) {
      this.logger.error(
        `The two-step sign-in secret of user ${userId} cannot be decrypted (${error instanceof Error ? error.message : String(error)}): ` +
          'TOTP_ENCRYPTION_KEY (or JWT_SECRET, when it is unset) changed since it was stored. Reset it for the user, or restore the key.',
      );
      throw new ConflictException({ detail: TWO_STEP_MESSAGES.unreadable });
    }
  }
}

/** The per-account counter of code checks: apart from the password's, which a right password clears. */
function codeKey(email: string): string {
  return `two-step:${email}`;
}

const wrongCode = () => new UnauthorizedException({ detail: TWO_STEP_MESSAGES.wrongCode });

/** 423: second steps refused after TWO_STEP_LOCK_AFTER_FAILURES wrong codes in a row. */
const lockedOut = () => new HttpException({ detail: TWO_STEP_MESSAGES.locked }, HttpStatus.LOCKED);

function isLockedOut(credential: StoredCredential | null): boolean {
  return (credential?.failedCodes ?? 0) >= TWO_STEP_LOCK_AFTER_FAILURES;
}
