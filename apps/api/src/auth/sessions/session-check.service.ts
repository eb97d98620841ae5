import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { authConfig } from '../../config';
import type { AuthenticatedUser } from '../authenticated-user';
import { sessionIsCurrent } from './session-lifetime';
import { SessionsRepository } from './sessions.repository';
import { TrustCache } from '../trust-cache';

/** Sessions this process trusts at most at once; beyond, the oldest entries are dropped. */
const MAX_TRUSTED_SESSIONS = 10_000;

/** What a session check looks at: an access token's subject, or an event ticket's. */
export interface SessionClaims {
  user: Pick<AuthenticatedUser, 'id' | 'role'>;
  sessionId: string;
}

function trustKey(sessionId: string, user: SessionClaims['user']): string {
  return `${sessionId}:${user.id}:${user.role}`;
}

/**
 * Whether the session an access token was issued in still holds: not ended (logout, password
 * reset, reuse of a spent refresh token), not past its lifetime, and the user still has the
 * token's role (a promotion or demotion ends the token: the client refreshes for one with the new
 * role). One query, an index lookup of the session's one live refresh token joined to its user.
 *
 * `fresh` checks (admin routes, writes, event streams) always ask the database. Other reads trust a
 * positive answer for SESSION_CHECK_CACHE_SECONDS (at most 60) in this process, so most reads cost
 * no query; a session ended in this process is forgotten at once, one ended on another instance or
 * by the command line when its end message arrives (LiveEvents), one ended by hand in the database
 * within that delay.
 */
@Injectable()
export class SessionCheckService {
  /** `sessionId:userId:role` of sessions found holding. */
  private readonly trusted: TrustCache<string>;

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {
    this.trusted = new TrustCache(auth.sessionCheckCacheSeconds * 1000, MAX_TRUSTED_SESSIONS);
  }

  /**
   * Whether this process still trusts a positive answer for the session (no query): what a read
   * that is not `fresh` needs. The guard asks this first, so that such a read awaits nothing.
   */
  isTrusted({ user, sessionId }: SessionClaims): boolean {
    return this.trusted.trusts(trustKey(sessionId, user));
  }

  async holds(claims: SessionClaims, fresh: boolean): Promise<boolean> {
    if (!fresh && this.isTrusted(claims)) return true;
    const { user, sessionId } = claims;
    const key = trustKey(sessionId, user);
    const now = Date.now();
    const holds = await this.stillHolds(sessionId, user.id, user.role, now);
    if (holds) this.trusted.trust(key);
    else this.trusted.forget(key);
    return holds;
  }

  /** Stops trusting the session in this process (it was ended here). */
  forgetSession(sessionId: string): void {
    this.trusted.forgetWhere((key) => key.startsWith(`${sessionId}:`));
  }

  /** Stops trusting every session of the user in this process. */
  forgetUser(userId: number): void {
    this.trusted.forgetWhere((key) => key.split(':')[1] === String(userId));
  }

  private async stillHolds(
    sessionId: string,
    userId: number,
    role: string,
    now: number,
  ): Promise<boolean> {
    const row = await this.sessions.findLiveSession(sessionId, userId);
    if (!row || row.role !== role) return false;
    return sessionIsCurrent(
      {
        sessionStartedAt: new Date(row.session_started_at),
        createdAt: new Date(row.created_at),
        expiresAt: new Date(row.expires_at),
      },
      this.auth,
      now,
    );
  }
}
