import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { type DetailResponse, ROUTES } from '@profileproof/contracts';
import {
  ACCOUNT_CONFIRM_PARAM,
  ACCOUNT_MESSAGES,
  type EmailChangePreview,
} from '@profileproof/contracts/account';
import { DataSource } from 'typeorm';
import { validationFailed } from '../app/validation';
import { AuditLog } from '../audit/audit-log.service';
import { appConfig } from '../config';
import { isUniqueViolation } from '../database/errors';
import { MailJobs } from '../mail/mail-jobs.service';
import { canonicalEmail } from '../users/canonical-email';
import { UsersService } from '../users/users.service';
import type { AccessTokenSubject } from '../auth/access-tokens.service';
import { AccountProofs } from './account-proofs';
import { emailChangeMail, emailChangeNoticeMail, emailChangeTakenMail } from '../auth/auth-mails';
import { EmailTokensService } from '../auth/email-tokens.service';
import { SessionsService } from '../auth/sessions/sessions.service';

/**
 * The signed-in user's change of e-mail address: a link mailed to the new address (a notice to the
 * current one), previewed, then confirmed by the owner, signed in, with a proof (AccountProofs).
 * An admin's change is audited in its transaction.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly emailTokens: EmailTokensService,
    private readonly mailJobs: MailJobs,
    private readonly audit: AuditLog,
    private readonly proofs: AccountProofs,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

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
    const account = await this.proofs.account(user.id);
    if (!(await this.proofs.passwordMatches(account, password)))
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
    const account = await this.proofs.account(user.id);
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
    const account = await this.proofs.account(user.id);
    if (preview.confirm_with === 'password') {
      if (!password)
        throw new BadRequestException({
          detail: ACCOUNT_MESSAGES.emailChangePasswordRequired,
          errors: { password: [ACCOUNT_MESSAGES.emailChangePasswordRequired] },
        });
      if (!(await this.proofs.passwordMatches(account, password)))
        throw new BadRequestException({
          detail: ACCOUNT_MESSAGES.passwordWrong,
          errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
        });
    } else if (!(await this.proofs.signedInRecently(account.id, sessionId))) {
      throw new ForbiddenException({ detail: ACCOUNT_MESSAGES.emailChangeFreshSignInRequired });
    }
    const outcome = await this.dataSource
      .transaction(async (manager) => {
        const found = await this.emailTokens.findEmailChange(token, manager);
        if (!found || found.userId !== user.id) return 'invalid' as const;
        // A password change or reset meanwhile spent the link (under this lock): consume fails.
        const locked = await this.proofs.lock(user.id, manager);
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

  private webLink(path: string): string {
    return `${this.app.webOrigin}${path}`;
  }
}

/** The link of the e-mail change's confirmation mail (its landing page in the auth remote). */
export function confirmLink(token: string): string {
  return `${ROUTES.account}?${ACCOUNT_CONFIRM_PARAM}=${encodeURIComponent(token)}`;
}
