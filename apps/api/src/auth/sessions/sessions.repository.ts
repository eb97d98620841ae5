import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { StreamSelector } from '../../live-events/live-event-message';
import { joinUser } from '../../users/users.repository';
import { RefreshToken } from './entities/refresh-token.entity';

/** The session's one live refresh token (the partial index on family_id), joined to its user. */
const SESSION_SQL = `SELECT "token"."session_started_at", "token"."created_at", "token"."expires_at", "user"."role"
  FROM "refresh_tokens" "token" ${joinUser('user', '"token"."user_id"')}
  WHERE "token"."family_id" = $1 AND "token"."revoked_at" IS NULL AND "token"."user_id" = $2
  LIMIT 1`;

/** A session's live refresh token joined to its user, as the session check reads it. */
export interface LiveSessionRow {
  session_started_at: Date;
  created_at: Date;
  expires_at: Date;
  role: string;
}

/** A refresh token to store; only its hash is kept. */
export type NewRefreshToken = Pick<
  RefreshToken,
  'userId' | 'familyId' | 'sessionStartedAt' | 'tokenHash' | 'expiresAt' | 'userAgent' | 'ip'
>;

/** A live session as its owner's list shows it: its live token. */
export type LiveSessionToken = Pick<
  RefreshToken,
  'familyId' | 'sessionStartedAt' | 'createdAt' | 'expiresAt' | 'userAgent' | 'ip'
>;

/**
 * Revokes the live refresh token of every session `selector` names (all of the user's, or one),
 * in the caller's transaction; the number of sessions ended (a session has one live token). A plain
 * function for the operator's changes, made where nothing is injected (the command line).
 */
export async function revokeLiveSessions(
  manager: EntityManager,
  { userId, sessionId }: StreamSelector,
): Promise<number> {
  const live =
    sessionId === undefined
      ? { userId, revokedAt: IsNull() }
      : { userId, familyId: sessionId, revokedAt: IsNull() };
  const { affected } = await manager.update(RefreshToken, live, { revokedAt: new Date() });
  return affected ?? 0;
}

/**
 * Every statement of the refresh_tokens table: sessions (token families), their rotation and their
 * end, and the session check's read. Methods that take an `EntityManager` run in the caller's
 * transaction (with the embedded database, a query outside it would wait for its one connection).
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The session's live refresh token joined to its user; null when the session has ended. */
  async findLiveSession(sessionId: string, userId: number): Promise<LiveSessionRow | null> {
    const [row] = await this.dataSource.query<LiveSessionRow[]>(SESSION_SQL, [sessionId, userId]);
    return row ?? null;
  }

  /** The new token's id; in the caller's transaction when given one. */
  async insert(token: NewRefreshToken, manager?: EntityManager): Promise<string> {
    const result = await (manager ?? this.dataSource.manager).insert(RefreshToken, token);
    const [{ id }] = result.identifiers as { id: string }[];
    return id;
  }

  /** The token with this hash, its row locked (FOR UPDATE) until the end of the transaction. */
  findByHashForUpdate(manager: EntityManager, tokenHash: string): Promise<RefreshToken | null> {
    return manager
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .setLock('pessimistic_write')
      .where('token.tokenHash = :hash', { hash: tokenHash })
      .getOne();
  }

  /** The token with this id, its row locked (FOR UPDATE) until the end of the transaction. */
  findByIdForUpdate(manager: EntityManager, id: string): Promise<RefreshToken | null> {
    return manager
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .setLock('pessimistic_write')
      .where('token.id = :id', { id })
      .getOne();
  }

  /**
   * Spends the token: revoked now (the time of its rotation), replaced by its successor, which
   * `successorSealed` holds sealed (see sealed-successor.ts).
   */
  async markReplaced(
    manager: EntityManager,
    id: string,
    successorId: string,
    successorSealed: Buffer,
  ): Promise<void> {
    await manager.update(RefreshToken, id, {
      revokedAt: new Date(),
      replacedById: successorId,
      successorSealed,
    });
  }

  /** The session (and its user) of the token with this hash, spent or not; null when unknown. */
  findSessionByHash(tokenHash: string): Promise<Pick<RefreshToken, 'familyId' | 'userId'> | null> {
    return this.dataSource.getRepository(RefreshToken).findOne({
      select: { familyId: true, userId: true },
      where: { tokenHash },
    });
  }

  /**
   * The user's live sessions (their live, unexpired tokens; along refresh_tokens_user_id_idx), the
   * latest used first. A session past its idle limit still shows until its token expires.
   */
  listLive(userId: number, now: Date): Promise<LiveSessionToken[]> {
    return this.dataSource
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .select([
        'token.id',
        'token.familyId',
        'token.sessionStartedAt',
        'token.createdAt',
        'token.expiresAt',
        'token.userAgent',
        'token.ip',
      ])
      .where('token.userId = :userId AND token.revokedAt IS NULL AND token.expiresAt > :now', {
        userId,
        now,
      })
      .orderBy('token.createdAt', 'DESC')
      .limit(200)
      .getMany();
  }

  /** Revokes the live token of every session of the user but `keepSessionId`; the sessions ended. */
  async revokeLiveExcept(
    manager: EntityManager,
    userId: number,
    keepSessionId: string,
  ): Promise<string[]> {
    const result = await manager
      .createQueryBuilder()
      .update(RefreshToken)
      .set({ revokedAt: new Date() })
      .where('user_id = :userId AND revoked_at IS NULL AND family_id <> :keep', {
        userId,
        keep: keepSessionId,
      })
      .returning('family_id')
      .execute();
    return (result.raw as { family_id: string }[]).map((row) => row.family_id);
  }

  /** See `revokeLiveSessions`. */
  revokeLive(manager: EntityManager, selector: StreamSelector): Promise<number> {
    return revokeLiveSessions(manager, selector);
  }
}
