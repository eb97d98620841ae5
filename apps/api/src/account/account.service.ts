import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type DetailResponse } from '@profileproof/contracts';
import {
  ACCOUNT_MESSAGES,
  type AccountSession,
  type RevokeOthersResponse,
} from '@profileproof/contracts/account';
import { DataSource } from 'typeorm';
import { validationFailed } from '../app/validation';
import { AuditLog } from '../audit/audit-log.service';
import { AuditRepository, CLOSED_ACCOUNT } from '../audit/audit.repository';
import { SubmissionsRepository } from '../submissions/submissions.repository';
import { newPasswordError } from '../users/password-policy';
import { hashPassword } from '../users/passwords';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import type { AccessTokenSubject } from '../auth/access-tokens.service';
import { AccountProofs } from './account-proofs';
import { BillingService } from '../billing/billing.service';
import { EmailTokensService } from '../auth/email-tokens.service';
import { SessionsService } from '../auth/sessions/sessions.service';

/**
 * The signed-in user's own account: the password change, sessions, closing (the e-mail change:
 * EmailChangeService). Each change first asks for its proof (AccountProofs); changes to an admin
 * account are audited in their transaction.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly emailTokens: EmailTokensService,
    private readonly audit: AuditLog,
    private readonly usersRepository: UsersRepository,
    private readonly submissions: SubmissionsRepository,
    private readonly auditRepository: AuditRepository,
    private readonly proofs: AccountProofs,
    private readonly billing: BillingService,
  ) {}

  /** New password after the current one; ends every other session, keeps the caller's. */
  async changePassword(
    { user, sessionId }: AccessTokenSubject,
    currentPassword: string,
    password: string,
  ): Promise<DetailResponse> {
    const account = await this.proofs.account(user.id);
    if (!account.passwordHash)
      throw new BadRequestException({ detail: ACCOUNT_MESSAGES.noPassword });
    if (!(await this.proofs.passwordMatches(account, currentPassword)))
      throw new BadRequestException({
        detail: ACCOUNT_MESSAGES.currentPasswordWrong,
        errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
      });
    const refused = newPasswordError(password, account.email);
    if (refused) throw validationFailed({ password: [refused] });
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.proofs.lock(account.id, manager);
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
   * A customer's paid subscriptions end at the provider first (503 while it cannot be reached).
   */
  async close(
    { user, sessionId }: AccessTokenSubject,
    password: string | undefined,
  ): Promise<void> {
    const account = await this.proofs.account(user.id);
    if (account.passwordHash) {
      if (!password || !(await this.proofs.passwordMatches(account, password)))
        throw new BadRequestException({
          detail: ACCOUNT_MESSAGES.passwordWrong,
          errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
        });
    } else if (!(await this.proofs.signedInRecently(account.id, sessionId))) {
      throw new ForbiddenException({ detail: ACCOUNT_MESSAGES.freshSignInRequired });
    }
    // A paid plan ends with the account (no refund): nobody is charged for an account that is gone.
    if (account.role !== 'admin') await this.billing.endForClosingAccount(account.id);
    const closed = await this.dataSource.transaction(async (manager) => {
      // The billing customers first, then the user: a sync of them takes their locks in that order.
      await this.billing.lockForClosingAccount(manager, account.id);
      const locked = await this.proofs.lock(account.id, manager);
      if (
        locked.role === 'admin' &&
        (await this.usersRepository.lockOtherAdmins(manager, locked.id)) === 0
      )
        return false;
      await this.sessions.endAll(locked.id, manager);
      // Its personal content goes; its submissions stay counted in their month's totals, its
      // entries in the audit log (with the actor's id) stay without its address.
      await this.submissions.eraseOwnContent(manager, locked.id);
      await this.auditRepository.eraseAccount(manager, locked.id, locked.email);
      if (locked.role === 'admin')
        await this.audit.record(manager, {
          actor: { id: locked.id, email: CLOSED_ACCOUNT },
          action: 'admin.account_closed',
          target: { type: 'user', id: CLOSED_ACCOUNT },
        });
      await this.usersRepository.deleteById(manager, locked.id);
      return true;
    });
    if (!closed) throw new ConflictException({ detail: ACCOUNT_MESSAGES.lastAdmin });
  }
}
