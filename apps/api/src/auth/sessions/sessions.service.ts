import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type { RefreshResponse } from '@profileproof/contracts';
import type { AccountSession } from '@profileproof/contracts/account';
import { DataSource, type EntityManager } from 'typeorm';
import { authConfig } from '../../config';
import { LiveEvents } from '../../live-events/live-events.service';
import type { User } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { AccessTokensService } from '../access-tokens.service';
import type { AuthenticatedUser } from '../authenticated-user';
import type { RefreshToken } from './entities/refresh-token.entity';
import { openSuccessor, sealSuccessor } from './sealed-successor';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import { describeDevice, maskIp, type SessionClient, storedUserAgent } from './session-client';
import { SessionCheckService } from './session-check.service';
import { refreshTokenExpiry, sessionIsCurrent } from './session-lifetime';
import { SessionsRepository } from './sessions.repository';

export type TokenPair = RefreshResponse;

/** How many rotations a spent token presented within the grace may be followed to the live one. */
const MAX_GRACE_CHAIN = 8;

/**
 * Sessions: a sign-in starts a family of refresh tokens. Each refresh spends the token presented
 * and issues its successor in the same family. A spent token presented again within
 * REFRESH_REUSE_GRACE_SECONDS of its rotation is a client that lost the race or the answer (two
 * tabs renewing at once, a reload in mid-refresh): it gets the session's live token, and nothing
 * is revoked. Later, it means the token was copied: the whole family is revoked, so both the thief
 * and the victim have to sign in again. A session
 * ends REFRESH_TOKEN_TTL_DAYS after sign-in, or after REFRESH_IDLE_DAYS without a refresh (see
 * session-lifetime.ts). Access tokens and event tickets name their session (`sid`), so ending it
 * ends them too, and the event streams opened with them, on every instance.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: SessionsRepository,
    private readonly users: UsersService,
    private readonly accessTokens: AccessTokensService,
    private readonly sessionCheck: SessionCheckService,
    private readonly liveEvents: LiveEvents,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /** A new session (a new family) for the user. */
  async start(user: AuthenticatedUser, client?: SessionClient): Promise<TokenPair> {
    const session = { familyId: randomUUID(), startedAt: new Date() };
    const refresh = await this.insertRefreshToken(user.id, session, client);
    return { access: await this.accessTokens.sign(user, session.familyId), refresh: refresh.token };
  }

  /**
   * Spends the refresh token for a new pair; null when it is unknown, revoked, or its session is
   * past its lifetime or idle limit. A spent token gets, within REFRESH_REUSE_GRACE_SECONDS of its
   * rotation, the session's live refresh token with a new access token (null if the session has
   * ended since); after that, null, and its family is revoked.
   */
  async refresh(token: string, client?: SessionClient): Promise<TokenPair | null> {
    // The row is locked until the end of the transaction, so two uses of one token are serialised:
    // the second finds it spent, and its successor stored.
    const rotated = await this.dataSource.transaction(async (manager) => {
      const current = await this.repository.findByHashForUpdate(manager, hashSecretToken(token));
      if (!current) return null;
      if (current.replacedById !== null) return this.presentedAgain(current, token, manager);
      if (current.revokedAt !== null || !sessionIsCurrent(current, this.auth)) return null;
      const user = await this.users.findById(current.userId, manager);
      if (!user) return null;
      const session = { familyId: current.familyId, startedAt: current.sessionStartedAt };
      const next = await this.insertRefreshToken(user.id, session, client, manager);
      const sealed = sealSuccessor(token, next.id, next.token);
      await this.repository.markReplaced(manager, current.id, next.id, sealed);
      return { user, familyId: current.familyId, refresh: next.token };
    });
    if (!rotated) return null;
    return {
      access: await this.accessTokens.sign(rotated.user, rotated.familyId),
      refresh: rotated.refresh,
    };
  }

  /** Ends the session the refresh token belongs to (its whole family) and its streams. Unknown tokens are ignored. */
  async end(token: string): Promise<void> {
    const found = await this.repository.findSessionByHash(hashSecretToken(token));
    if (found)
      await this.dataSource.transaction((manager) =>
        this.endSession(found.userId, found.familyId, manager),
      );
  }

  /**
   * Ends every session of the user, within the caller's transaction (pass `dataSource.manager`
   * outside one): their refresh tokens at once, their access tokens at every instance's next check,
   * their event streams on every instance when the transaction commits. After a password reset, an
   * e-mail verification, or any change that must sign the account out everywhere.
   */
  async endAll(userId: number, manager: EntityManager): Promise<void> {
    await this.repository.revokeLive(manager, { userId });
    await this.liveEvents.endStreams(manager, { userId });
    this.sessionCheck.forgetUser(userId);
  }

  /**
   * The user's live sessions, latest used first, `current` marking `currentSessionId`'s. The device
   * and place are those of the session's latest token (its latest refresh).
   */
  async list(userId: number, currentSessionId: string): Promise<AccountSession[]> {
    const rows = await this.repository.listLive(userId, new Date());
    return rows
      .filter((row) => sessionIsCurrent(row, this.auth))
      .map((row) => ({
        id: row.familyId,
        created_at: row.sessionStartedAt.toISOString(),
        last_used_at: row.createdAt.toISOString(),
        device: describeDevice(row.userAgent),
        ip: row.ip,
        current: row.familyId === currentSessionId,
      }));
  }

  /** Ends one of the user's sessions; false when the user has no such live session (another's id, say). */
  async endOwn(userId: number, sessionId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const ended = await this.repository.revokeLive(manager, { userId, sessionId });
      if (ended === 0) return false;
      await this.liveEvents.endStreams(manager, { userId, sessionId });
      this.sessionCheck.forgetSession(sessionId);
      return true;
    });
  }

  /**
   * Ends every session of the user but `keepSessionId` (the caller's), in the caller's transaction;
   * the number ended. After a password or e-mail change, or "Sign out everywhere else".
   */
  async endOthers(userId: number, keepSessionId: string, manager: EntityManager): Promise<number> {
    const sessionIds = await this.repository.revokeLiveExcept(manager, userId, keepSessionId);
    for (const sessionId of sessionIds) {
      await this.liveEvents.endStreams(manager, { userId, sessionId });
      this.sessionCheck.forgetSession(sessionId);
    }
    return sessionIds.length;
  }

  /**
   * A spent token (`spent`, whose plaintext is `token`) presented again. Within the grace of its
   * rotation: its successor, opened with `token`, and the successor's successor, each opened with
   * the one before (at most MAX_GRACE_CHAIN), up to the session's live token, which is returned
   * (nothing is revoked, nothing issued: the session keeps its one live token); null, revoking
   * nothing, when the session has ended meanwhile or the chain is longer. After the grace, or
   * without a sealed successor (a token spent before the grace existed): reuse, the session is
   * revoked.
   */
  private async presentedAgain(
    spent: RefreshToken,
    token: string,
    manager: EntityManager,
  ): Promise<{ user: User; familyId: string; refresh: string } | null> {
    const graceMs = this.auth.refreshReuseGraceSeconds * 1000;
    const rotatedAt = spent.revokedAt?.getTime() ?? 0;
    if (graceMs > 0 && Date.now() - rotatedAt < graceMs && spent.successorSealed) {
      let link = spent;
      let plaintext = token;
      for (let step = 0; step < MAX_GRACE_CHAIN; step += 1) {
        if (!link.replacedById || !link.successorSealed) return null;
        const opened = openSuccessor(plaintext, link.replacedById, link.successorSealed);
        if (opened === null) return null;
        // Locked in rotation order (older first), as a rotation or a revocation of it locks.
        const successor = await this.repository.findByIdForUpdate(manager, link.replacedById);
        if (!successor) return null;
        if (successor.replacedById === null) {
          if (successor.revokedAt !== null || !sessionIsCurrent(successor, this.auth)) return null;
          const user = await this.users.findById(successor.userId, manager);
          return user ? { user, familyId: successor.familyId, refresh: opened } : null;
        }
        link = successor;
        plaintext = opened;
      }
      return null;
    }
    await this.endSession(spent.userId, spent.familyId, manager);
    return null;
  }

  private async endSession(
    userId: number,
    sessionId: string,
    manager: EntityManager,
  ): Promise<void> {
    await this.repository.revokeLive(manager, { userId, sessionId });
    await this.liveEvents.endStreams(manager, { userId, sessionId });
    this.sessionCheck.forgetSession(sessionId);
  }

  /** A new token of the session; only its hash is stored. In the transaction when given one. */
  private async insertRefreshToken(
    userId: number,
    session: { familyId: string; startedAt: Date },
    client: SessionClient | undefined,
    manager?: EntityManager,
  ): Promise<{ id: string; token: string }> {
    const token = newSecretToken();
    const id = await this.repository.insert(
      {
        userId,
        familyId: session.familyId,
        sessionStartedAt: session.startedAt,
        tokenHash: hashSecretToken(token),
        expiresAt: refreshTokenExpiry(session.startedAt, this.auth),
        userAgent: storedUserAgent(client),
        ip: maskIp(client?.ip),
      },
      manager,
    );
    return { id, token };
  }
}
