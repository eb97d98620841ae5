import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { AUTH_MESSAGES, type DetailResponse, ROUTES } from '@profileproof/contracts';
import {
  ACCOUNT_MESSAGES,
  type AccountSession,
  type EmailChangePreview,
  FRESH_SIGN_IN_MINUTES,
  type RevokeOthersResponse,
  ACCOUNT_CONFIRM_PARAM,
} from '@profileproof/contracts/account';
import { DataSource, type EntityManager } from 'typeorm';
import { validationFailed } from '../app/validation';
import { isUniqueViolation } from '../database/errors';
import { AuditLog } from '../audit/audit-log.service';
import { appConfig } from '../config';
import { MailJobs } from '../mail/mail-jobs.service';
import { canonicalEmail } from '../users/canonical-email';
import type { User } from '../users/entities/user.entity';
import { newPasswordError } from '../users/password-policy';
import { hashPassword, verifyPassword } from '../users/passwords';
import { UsersService } from '../users/users.service';
import type { AccessTokenSubject } from './access-tokens.service';
import { AccountDataRepository, CLOSED_ACCOUNT } from './account-data.repository';
import { emailChangeMail, emailChangeNoticeMail, emailChangeTakenMail } from './auth-mails';
import { EmailTokensService } from './email-tokens.service';
import { LoginAttemptsService } from './login-attempts.service';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

const MINUTE_MS = 60_000;

/**
 * The signed-in user's own account: password and e-mail changes, sessions, closing. Every check of
 * a password counts against the account's login limit (LoginAttemptsService), as a login does.
 * Changes to an admin account are audited in their transaction.
 */
@Injectable()
export class AccountService {
  /** Hashed once: an account without a password is still "checked" against it, to take as long. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly sessionsRepository: SessionsRepository,
    private readonly emailTokens: EmailTokensService,
    private readonly loginAttempts: LoginAttemptsService,
    private readonly mailJobs: MailJobs,
    private readonly audit: AuditLog,
    private readonly data: AccountDataRepository,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /** New password after the current one; ends every other session, keeps the caller's. */
  async changePassword(
    { user, sessionId }: AccessTokenSubject,
    currentPassword: string,
    password: string,
  ): Promise<DetailResponse> {
    const account = await this.account(user.id);
    if (!account.passwordHash)
      throw new BadRequestException({ detail: ACCOUNT_MESSAGES.noPassword });
    if (!(await this.passwordMatches(account, currentPassword)))
      throw new BadRequestException({
        detail: ACCOUNT_MESSAGES.currentPasswordWrong,
        errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
      });
    const refused = newPasswordError(password, account.email);
    if (refused) throw validationFailed({ password: [refused] });
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.lock(account.id, manager);
      await this.users.changePassword(locked.id, passwordHash, manager);
      // A reset link sent before would undo the change; an e-mail change asked for before (from a
      // session the owner is shutting out, say) must not outlive it either.
      await this.emailTokens.consumeAll(locked.id, 'password_reset', manager);
      await this.emailTokens.spendEmailChanges(locked.id, manager);
      const ended = await this.sessions.endOthers(locked.id, sessionId, manager);
      if (locked.role === 'admin')
        await this.audit.record(manager, {
          actor: { id: locked.id, email: locked.email },
          action: 'admin.password_changed',
          target: { type: 'user', id: locked.email },
          details: { via: 'account_page', sessions_ended: ended },
        });
    });
    return { detail: ACCOUNT_MESSAGES.passwordChanged };
  }

  /**
   * Mails a confirmation link to the new address and a notice (no link) to the current one. A taken
   * address gets the same answer after the same work (the same statements, two mail jobs): its
   * owner is told someone tried, and no link is stored. So neither answer nor time tells. Every
   * address is the canonical form (`canonicalEmail`): the link carries it, the mails go to it, the
   * taken address's mail to its holder's address as stored.
   */
  async requestEmailChange(
    { user }: AccessTokenSubject,
    password: string,
    newEmail: string,
  ): Promise<DetailResponse> {
    const account = await this.account(user.id);
    if (!(await this.passwordMatches(account, password)))
      throw new BadRequestException({
        detail: ACCOUNT_MESSAGES.passwordWrong,
        errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
      });
    const address = canonicalEmail(newEmail);
    if (address === account.email)
      throw validationFailed({ new_email: [ACCOUNT_MESSAGES.sameEmail] });
    await this.dataSource.transaction(async (manager) => {
      const holder = await this.users.findByEmail(address, manager);
      const token = await this.emailTokens.issueEmailChange(
        holder ? null : account.id,
        address,
        manager,
      );
      await this.mailJobs.enqueue(
        holder
          ? emailChangeTakenMail(holder.email)
          : emailChangeMail(address, this.webLink(confirmLink(token))),
        manager,
      );
      await this.mailJobs.enqueue(emailChangeNoticeMail(account.email, address), manager);
    });
    this.mailJobs.wake();
    return { detail: ACCOUNT_MESSAGES.emailChangeSent };
  }

  /**
   * What a change link would do, never doing it: the new address, and what confirming takes (the
   * password; for an account without one, a Google sign-in within FRESH_SIGN_IN_MINUTES). 400 for an
   * unknown, used, expired or another account's link.
   */
  async previewEmailChange(
    { user }: AccessTokenSubject,
    token: string,
  ): Promise<EmailChangePreview> {
    const account = await this.account(user.id);
    const found = await this.dataSource.transaction((manager) =>
      this.emailTokens.findEmailChange(token, manager),
    );
    if (!found || found.userId !== account.id)
      throw new BadRequestException({ detail: ACCOUNT_MESSAGES.emailChangeLinkInvalid });
    return {
      new_email: found.newEmail,
      confirm_with: account.passwordHash ? 'password' : 'fresh_sign_in',
    };
  }

  /**
   * Moves the account to the link's address: only the account's owner, signed in (a link alone is
   * not enough), who proves it again — the password (counted as a login attempt), or for an account
   * without one a Google sign-in within FRESH_SIGN_IN_MINUTES — and only if the address is still
   * free. Spends the account's other change links, marks the address verified (the link proved it),
   * ends every other session. A password change, a reset or "sign out everywhere" before spends the
   * link (`EmailTokensService.spendEmailChanges`).
   */
  async confirmEmailChange(
    { user, sessionId }: AccessTokenSubject,
    token: string,
    password: string | undefined,
  ): Promise<DetailResponse> {
    const invalid = () =>
      new BadRequestException({ detail: ACCOUNT_MESSAGES.emailChangeLinkInvalid });
    // The link first (no password is counted for a dead link), then who confirms, then the change.
    const preview = await this.previewEmailChange({ user, sessionId }, token);
    const account = await this.account(user.id);
    if (preview.confirm_with === 'password') {
      if (!password)
        throw new BadRequestException({
          detail: ACCOUNT_MESSAGES.emailChangePasswordRequired,
          errors: { password: [ACCOUNT_MESSAGES.emailChangePasswordRequired] },
        });
      if (!(await this.passwordMatches(account, password)))
        throw new BadRequestException({
          detail: ACCOUNT_MESSAGES.passwordWrong,
          errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
        });
    } else if (!(await this.signedInRecently(account.id, sessionId))) {
      throw new ForbiddenException({ detail: ACCOUNT_MESSAGES.emailChangeFreshSignInRequired });
    }
    const outcome = await this.dataSource
      .transaction(async (manager) => {
        const found = await this.emailTokens.findEmailChange(token, manager);
        if (!found || found.userId !== user.id) return 'invalid' as const;
        // A password change or reset meanwhile spent the link (under this lock): consume fails.
        const locked = await this.lock(user.id, manager);
        if ((await this.emailTokens.consume(token, 'email_change', manager, user.id)) === null)
          return 'invalid' as const;
        const holder = await this.users.findByEmail(found.newEmail, manager);
        if (holder && holder.id !== user.id) return 'taken' as const;
        // Unique on the canonical address: a concurrent sign-up taking it fails this update.
        await this.users.changeEmail(user.id, found.newEmail, manager);
        await this.emailTokens.consumeAll(user.id, 'email_change', manager);
        await this.emailTokens.consumeAll(user.id, 'verify_email', manager);
        await this.emailTokens.consumeAll(user.id, 'password_reset', manager);
        const ended = await this.sessions.endOthers(user.id, sessionId, manager);
        if (locked.role === 'admin')
          await this.audit.record(manager, {
            actor: { id: locked.id, email: locked.email },
            action: 'admin.email_changed',
            target: { type: 'user', id: found.newEmail },
            details: { from: locked.email, sessions_ended: ended },
          });
        return 'changed' as const;
      })
      // A sign-up took the address between the check and the update (unique on the address).
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return 'taken' as const;
        throw error;
      });
    if (outcome === 'invalid') throw invalid();
    if (outcome === 'taken') throw new ConflictException({ detail: ACCOUNT_MESSAGES.emailTaken });
    return { detail: ACCOUNT_MESSAGES.emailChanged };
  }

  listSessions({ user, sessionId }: AccessTokenSubject): Promise<AccountSession[]> {
    return this.sessions.list(user.id, sessionId);
  }

  /** Ends one of the caller's sessions (their current one too: that is signing out); another's id → 404. */
  async endSession({ user }: AccessTokenSubject, id: string): Promise<void> {
    if (!(await this.sessions.endOwn(user.id, id)))
      throw new NotFoundException({ detail: ACCOUNT_MESSAGES.sessionNotFound });
  }

  /** "Sign out everywhere else": ends the other sessions and spends every pending e-mail change. */
  async endOtherSessions({ user, sessionId }: AccessTokenSubject): Promise<RevokeOthersResponse> {
    const revoked = await this.dataSource.transaction(async (manager) => {
      await this.emailTokens.spendEmailChanges(user.id, manager);
      return this.sessions.endOthers(user.id, sessionId, manager);
    });
    return { revoked };
  }

  /**
   * Closes the account: after its password, or for an account without one (Google sign-in only)
   * within FRESH_SIGN_IN_MINUTES of the sign-in of the caller's session. Not the last admin's.
   */
  async close(
    { user, sessionId }: AccessTokenSubject,
    password: string | undefined,
  ): Promise<void> {
    const account = await this.account(user.id);
    if (account.passwordHash) {
      if (!password || !(await this.passwordMatches(account, password)))
        throw new BadRequestException({
          detail: ACCOUNT_MESSAGES.passwordWrong,
          errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
        });
    } else if (!(await this.signedInRecently(account.id, sessionId))) {
      throw new ForbiddenException({ detail: ACCOUNT_MESSAGES.freshSignInRequired });
    }
    const closed = await this.dataSource.transaction(async (manager) => {
      const locked = await this.lock(account.id, manager);
      if (locked.role === 'admin' && (await this.data.otherAdmins(manager, locked.id)) === 0)
        return false;
      await this.sessions.endAll(locked.id, manager);
      await this.data.erase(manager, locked.id, locked.email);
      if (locked.role === 'admin')
        await this.audit.record(manager, {
          actor: { id: locked.id, email: CLOSED_ACCOUNT },
          action: 'admin.account_closed',
          target: { type: 'user', id: CLOSED_ACCOUNT },
        });
      await this.data.deleteUser(manager, locked.id);
      return true;
    });
    if (!closed) throw new ConflictException({ detail: ACCOUNT_MESSAGES.lastAdmin });
  }

  private async account(userId: number): Promise<User> {
    const account = await this.users.findById(userId);
    if (!account) throw new UnauthorizedException({ detail: AUTH_MESSAGES.accountGone });
    return account;
  }

  private async lock(userId: number, manager: EntityManager): Promise<User> {
    const locked = await this.users.findByIdForUpdate(userId, manager);
    if (!locked) throw new UnauthorizedException({ detail: AUTH_MESSAGES.accountGone });
    return locked;
  }

  /** Counted as a login attempt of the account (429 once blocked); false when wrong or there is none. */
  private async passwordMatches(account: User, password: string): Promise<boolean> {
    const matched = await this.loginAttempts.attempt(account.email, async () => {
      if (!account.passwordHash) {
        await verifyPassword(await this.dummyPasswordHash(), password);
        return null;
      }
      return (await this.users.passwordMatches(account, password)) ? true : null;
    });
    return matched === true;
  }

  private async signedInRecently(userId: number, sessionId: string): Promise<boolean> {
    const session = await this.sessionsRepository.findLiveSession(sessionId, userId);
    return (
      session !== null &&
      Date.now() - session.session_started_at.getTime() < FRESH_SIGN_IN_MINUTES * MINUTE_MS
    );
  }

  private webLink(path: string): string {
    return `${this.app.webOrigin}${path}`;
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword('not the password of any account');
    return this.dummyHash;
  }
}

/** The link of the e-mail change's confirmation mail (its landing page in the auth remote). */
export function confirmLink(token: string): string {
  return `${ROUTES.account}?${ACCOUNT_CONFIRM_PARAM}=${encodeURIComponent(token)}`;
}
