import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { EmailToken, type EmailTokenPurpose } from './entities/email-token.entity';
import { hashSecretToken, newSecretToken } from './secret-tokens';

const HOUR_MS = 3_600_000;

/** How long a link in an e-mail works. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  password_reset: HOUR_MS,
};

/** A usable token, as `find` answers it. */
export interface UsableEmailToken {
  userId: number;
  /** The password hash a verification token sets (see `EmailToken.passwordHash`). */
  passwordHash: string | null;
}

/**
 * The single-use tokens of e-mail links (address verification, password reset), stored hashed.
 * Spending a token also clears the password hash it may carry.
 */
@Injectable()
export class EmailTokensService {
  constructor(@InjectRepository(EmailToken) private readonly tokens: Repository<EmailToken>) {}

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
    await this.tokens.insert({
      userId,
      purpose,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
      passwordHash,
    });
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
    await manager.query(
      `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, password_hash)
       SELECT $1::integer, $2, $3, $4, $5 WHERE $1::integer IS NOT NULL`,
      [
        userId,
        purpose,
        hashSecretToken(token),
        new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
        passwordHash,
      ],
    );
    return token;
  }

  /** Whether the token is unused, unexpired and (if given) the user's; it stays usable. */
  async isUsable(token: string, purpose: EmailTokenPurpose, userId?: number): Promise<boolean> {
    const query = this.usable(this.tokens.createQueryBuilder('token'), token, purpose);
    if (userId !== undefined) query.andWhere('token.userId = :userId', { userId });
    return query.getExists();
  }

  /** The token if it is unused and unexpired (it stays usable); null otherwise. */
  async find(
    token: string,
    purpose: EmailTokenPurpose,
    manager: EntityManager,
  ): Promise<UsableEmailToken | null> {
    const found = await this.usable(
      manager.getRepository(EmailToken).createQueryBuilder('token'),
      token,
      purpose,
    )
      .select(['token.id', 'token.userId', 'token.passwordHash'])
      .getOne();
    return found ? { userId: found.userId, passwordHash: found.passwordHash } : null;
  }

  /**
   * The password hash carried by the user's most recent outstanding verification token that has
   * one (that is, of the latest sign-up whose link still works), or null.
   */
  async latestVerificationPasswordHash(userId: number): Promise<string | null> {
    const found = await this.tokens
      .createQueryBuilder('token')
      .select(['token.id', 'token.passwordHash'])
      .where('token.userId = :userId AND token.purpose = :purpose', {
        userId,
        purpose: 'verify_email',
      })
      .andWhere(
        'token.usedAt IS NULL AND token.expiresAt > :now AND token.passwordHash IS NOT NULL',
        { now: new Date() },
      )
      .orderBy('token.createdAt', 'DESC')
      .addOrderBy('token.id', 'DESC')
      .getOne();
    return found?.passwordHash ?? null;
  }

  /**
   * Spends the token and answers whose it was; null when it is unknown, used, expired or (with
   * `userId`) someone else's. One statement: of two concurrent uses, exactly one succeeds.
   */
  async consume(
    token: string,
    purpose: EmailTokenPurpose,
    manager: EntityManager,
    userId?: number,
  ): Promise<number | null> {
    const query = manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: new Date(), passwordHash: null })
      .where('token_hash = :hash AND purpose = :purpose', { hash: hashSecretToken(token), purpose })
      .andWhere('used_at IS NULL AND expires_at > :now', { now: new Date() });
    if (userId !== undefined) query.andWhere('user_id = :userId', { userId });
    const result = await query.returning('user_id').execute();
    const [row] = result.raw as { user_id: number }[];
    return row ? row.user_id : null;
  }

  /** Spends every outstanding token of the user for this purpose (the other links stop working). */
  async consumeAll(
    userId: number,
    purpose: EmailTokenPurpose,
    manager: EntityManager,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: new Date(), passwordHash: null })
      .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', { userId, purpose })
      .execute();
  }

  private usable(
    query: SelectQueryBuilder<EmailToken>,
    token: string,
    purpose: EmailTokenPurpose,
  ): SelectQueryBuilder<EmailToken> {
    return query
      .where('token.tokenHash = :hash AND token.purpose = :purpose', {
        hash: hashSecretToken(token),
        purpose,
      })
      .andWhere('token.usedAt IS NULL AND token.expiresAt > :now', { now: new Date() });
  }
}
