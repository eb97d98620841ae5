import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { EmailToken, type EmailTokenPurpose } from './entities/email-token.entity';
import { hashSecretToken, newSecretToken } from './secret-tokens';

const HOUR_MS = 3_600_000;

/** How long a link in an e-mail works. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  password_reset: HOUR_MS,
};

/** The single-use tokens of e-mail links (address verification, password reset), stored hashed. */
@Injectable()
export class EmailTokensService {
  constructor(@InjectRepository(EmailToken) private readonly tokens: Repository<EmailToken>) {}

  /** A new token for the user; only its hash is kept. */
  async issue(userId: number, purpose: EmailTokenPurpose): Promise<string> {
    const token = newSecretToken();
    await this.tokens.insert({
      userId,
      purpose,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
    });
    return token;
  }

  /** Whether the token is unused, unexpired and (if given) the user's; it stays usable. */
  async isUsable(token: string, purpose: EmailTokenPurpose, userId?: number): Promise<boolean> {
    const query = this.tokens
      .createQueryBuilder('token')
      .where('token.tokenHash = :hash AND token.purpose = :purpose', { hash: hashSecretToken(token), purpose })
      .andWhere('token.usedAt IS NULL AND token.expiresAt > :now', { now: new Date() });
    if (userId !== undefined) query.andWhere('token.userId = :userId', { userId });
    return query.getExists();
  }

  /**
   * Spends the token and answers whose it was; null when it is unknown, used, expired or (with
   * `userId`) someone else's. One statement: of two concurrent uses, exactly one succeeds.
   */
  async consume(token: string, purpose: EmailTokenPurpose, manager: EntityManager, userId?: number): Promise<number | null> {
    const query = manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: new Date() })
      .where('token_hash = :hash AND purpose = :purpose', { hash: hashSecretToken(token), purpose })
      .andWhere('used_at IS NULL AND expires_at > :now', { now: new Date() });
    if (userId !== undefined) query.andWhere('user_id = :userId', { userId });
    const result = await query.returning('user_id').execute();
    const [row] = result.raw as { user_id: number }[];
    return row ? row.user_id : null;
  }

  /** Spends every outstanding token of the user for this purpose (the other links stop working). */
  async consumeAll(userId: number, purpose: EmailTokenPurpose, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: new Date() })
      .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', { userId, purpose })
      .execute();
  }
}
