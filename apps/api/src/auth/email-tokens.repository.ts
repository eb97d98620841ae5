import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { EmailToken, type EmailTokenPurpose } from './entities/email-token.entity';

/** A token to store; only its hash is kept. */
export interface NewEmailToken {
  purpose: EmailTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  /** The password hash a verification token sets (see `EmailToken.passwordHash`). */
  passwordHash: string | null;
  /** The address an e-mail change token moves the account to (see `EmailToken.newEmail`). */
  newEmail?: string;
}

/**
 * Every statement of the email_tokens table. A token is usable while it is unused and unexpired at
 * `now`; spending one also clears the password hash it may carry. Methods that take an
 * `EntityManager` run in the caller's transaction.
 */
@Injectable()
export class EmailTokensRepository {
  constructor(@InjectRepository(EmailToken) private readonly tokens: Repository<EmailToken>) {}

  async insert(userId: number, token: NewEmailToken): Promise<void> {
    await this.tokens.insert({ userId, ...token });
  }

  /**
   * As `insert` for a user; for none (null) the very same statement, which then inserts nothing:
   * the work does not tell whether there was an account.
   */
  async insertUnlessNobody(
    manager: EntityManager,
    userId: number | null,
    token: NewEmailToken,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, password_hash, new_email)
       SELECT $1::integer, $2, $3, $4, $5, $6 WHERE $1::integer IS NOT NULL`,
      [
        userId,
        token.purpose,
        token.tokenHash,
        token.expiresAt,
        token.passwordHash,
        token.newEmail ?? null,
      ],
    );
  }

  /** Whether a usable token has this hash (and, if given, is the user's). */
  existsUsable(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
    userId?: number,
  ): Promise<boolean> {
    const query = usable(this.tokens.createQueryBuilder('token'), tokenHash, purpose, now);
    if (userId !== undefined) query.andWhere('token.userId = :userId', { userId });
    return query.getExists();
  }

  /** The usable token with this hash: its user and the password hash it carries; null if none. */
  findUsable(
    manager: EntityManager,
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<Pick<EmailToken, 'id' | 'userId' | 'passwordHash'> | null> {
    return usable(
      manager.getRepository(EmailToken).createQueryBuilder('token'),
      tokenHash,
      purpose,
      now,
    )
      .select(['token.id', 'token.userId', 'token.passwordHash'])
      .getOne();
  }

  /** The usable e-mail change token with this hash: its user and new address; null if none. */
  async findUsableEmailChange(
    manager: EntityManager,
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: number; newEmail: string } | null> {
    const found = await usable(
      manager.getRepository(EmailToken).createQueryBuilder('token'),
      tokenHash,
      'email_change',
      now,
    )
      .select(['token.id', 'token.userId', 'token.newEmail'])
      .getOne();
    return found?.newEmail ? { userId: found.userId, newEmail: found.newEmail } : null;
  }

  /** The password hash of the user's most recent usable verification token that carries one. */
  async findLatestVerificationPasswordHash(userId: number, now: Date): Promise<string | null> {
    const found = await this.tokens
      .createQueryBuilder('token')
      .select(['token.id', 'token.passwordHash'])
      .where('token.userId = :userId AND token.purpose = :purpose', {
        userId,
        purpose: 'verify_email',
      })
      .andWhere(
        'token.usedAt IS NULL AND token.expiresAt > :now AND token.passwordHash IS NOT NULL',
        { now },
      )
      .orderBy('token.createdAt', 'DESC')
      .addOrderBy('token.id', 'DESC')
      .getOne();
    return found?.passwordHash ?? null;
  }

  /**
   * Spends the usable token with this hash (and, if given, the user's) and answers whose it was;
   * null when there is none. One statement: of two concurrent uses, exactly one succeeds.
   */
  async consume(
    manager: EntityManager,
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
    userId?: number,
  ): Promise<number | null> {
    const query = manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: now, passwordHash: null })
      .where('token_hash = :hash AND purpose = :purpose', { hash: tokenHash, purpose })
      .andWhere('used_at IS NULL AND expires_at > :now', { now });
    if (userId !== undefined) query.andWhere('user_id = :userId', { userId });
    const result = await query.returning('user_id').execute();
    const [row] = result.raw as { user_id: number }[];
    return row ? row.user_id : null;
  }

  /** Spends every unused token of the user for this purpose; for null, the same statement spends none. */
  async consumeAll(
    manager: EntityManager,
    userId: number | null,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: now, passwordHash: null })
      .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', { userId, purpose })
      .execute();
  }
}

function usable(
  query: SelectQueryBuilder<EmailToken>,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): SelectQueryBuilder<EmailToken> {
  return query
    .where('token.tokenHash = :hash AND token.purpose = :purpose', { hash: tokenHash, purpose })
    .andWhere('token.usedAt IS NULL AND token.expiresAt > :now', { now });
}
