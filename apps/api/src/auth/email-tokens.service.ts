import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EmailTokensRepository, type NewEmailToken } from './email-tokens.repository';
import type { EmailTokenPurpose } from './entities/email-token.entity';
import { hashSecretToken, newSecretToken } from './secret-tokens';

const HOUR_MS = 3_600_000;

/** How long a link in an e-mail works. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  password_reset: HOUR_MS,
  email_change: 24 * HOUR_MS,
};

/** A usable token, as `find` answers it. */
export interface UsableEmailToken {
  userId: number;
  /** The password hash a verification token sets (see `EmailToken.passwordHash`). */
  passwordHash: string | null;
}

/**
 * The single-use tokens of e-mail links (address verification, password reset), stored hashed
 * (EmailTokensRepository). Spending a token also clears the password hash it may carry.
 */
@Injectable()
export class EmailTokensService {
  constructor(private readonly repository: EmailTokensRepository) {}

  /**
   * A new token for the user; only its hash is kept. A verification token may carry the password
   * hash of the sign-up that asked for it, set on the account when the link is used.
   */
  async issue(
    userId: number,
    purpose: 'verify_email',
    passwordHash: string | null,
  ): Promise<string>;
  async issue(userId: number, purpose: 'password_reset'): Promise<string>;
  async issue(
    userId: number,
    purpose: EmailTokenPurpose,
    passwordHash: string | null = null,
  ): Promise<string> {
    const token = newSecretToken();
    await this.repository.insert(userId, stored(token, purpose, passwordHash));
    return token;
  }

  /**
   * As `issue`, in the caller's transaction; for no account (null) the very same statement, which
   * then inserts nothing. So sign-up and forgot-password send the same statements whether or not
   * the address has an account (or a verified one), and the work does not tell which.
   */
  async issueUnlessNobody(
    userId: number | null,
    purpose: EmailTokenPurpose,
    passwordHash: string | null,
    manager: EntityManager,
  ): Promise<string> {
    const token = newSecretToken();
    await this.repository.insertUnlessNobody(manager, userId, stored(token, purpose, passwordHash));
    return token;
  }

  /**
   * An e-mail change link carrying `newEmail`, in the caller's transaction; for no account (null,
   * the address is taken) the same statement, inserting nothing (the work does not tell which).
   */
  async issueEmailChange(
    userId: number | null,
    newEmail: string,
    manager: EntityManager,
  ): Promise<string> {
    const token = newSecretToken();
    await this.repository.insertUnlessNobody(manager, userId, {
      ...stored(token, 'email_change', null),
      newEmail,
    });
    return token;
  }

  /** The usable e-mail change token: its user and new address; null otherwise. It stays usable. */
  findEmailChange(
    token: string,
    manager: EntityManager,
  ): Promise<{ userId: number; newEmail: string } | null> {
    return this.repository.findUsableEmailChange(manager, hashSecretToken(token), new Date());
  }

  /** Whether the token is unused, unexpired and (if given) the user's; it stays usable. */
  isUsable(token: string, purpose: EmailTokenPurpose, userId?: number): Promise<boolean> {
    return this.repository.existsUsable(hashSecretToken(token), purpose, new Date(), userId);
  }

  /** The token if it is unused and unexpired (it stays usable); null otherwise. */
  async find(
    token: string,
    purpose: EmailTokenPurpose,
    manager: EntityManager,
  ): Promise<UsableEmailToken | null> {
    const found = await this.repository.findUsable(
      manager,
      hashSecretToken(token),
      purpose,
      new Date(),
    );
    return found ? { userId: found.userId, passwordHash: found.passwordHash } : null;
  }

  /**
   * The password hash carried by the user's most recent outstanding verification token that has
   * one (that is, of the latest sign-up whose link still works), or null.
   */
  latestVerificationPasswordHash(userId: number): Promise<string | null> {
    return this.repository.findLatestVerificationPasswordHash(userId, new Date());
  }

  /**
   * Spends the token and answers whose it was; null when it is unknown, used, expired or (with
   * `userId`) someone else's. One statement: of two concurrent uses, exactly one succeeds.
   */
  consume(
    token: string,
    purpose: EmailTokenPurpose,
    manager: EntityManager,
    userId?: number,
  ): Promise<number | null> {
    return this.repository.consume(manager, hashSecretToken(token), purpose, new Date(), userId);
  }

  /**
   * Spends every outstanding token of the user for this purpose (the other links stop working). For
   * no account (null) the very same statement, which spends nothing (forgot-password's work does not
   * tell whether the address has an account).
   */
  consumeAll(
    userId: number | null,
    purpose: EmailTokenPurpose,
    manager: EntityManager,
  ): Promise<void> {
    return this.repository.consumeAll(manager, userId, purpose, new Date());
  }

  /**
   * Spends every pending e-mail change of the account (issue 36): a password change, a reset, a
   * verification and "sign out everywhere" are the owner's defence, and a change asked for from a
   * session they have just shut out must not outlive it.
   */
  spendEmailChanges(userId: number, manager: EntityManager): Promise<void> {
    return this.consumeAll(userId, 'email_change', manager);
  }
}

/** What is stored of a new token: its hash, and when it stops working. */
function stored(
  token: string,
  purpose: EmailTokenPurpose,
  passwordHash: string | null,
): NewEmailToken {
  return {
    purpose,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
    passwordHash,
  };
}
