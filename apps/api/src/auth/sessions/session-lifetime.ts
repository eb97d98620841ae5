import type { AuthConfig } from '../../config';

const DAY_MS = 86_400_000;

/** The live refresh token of a session, as far as its lifetime goes. */
export interface SessionTimes {
  /** Sign-in. */
  sessionStartedAt: Date;
  /** The last refresh (when the live token was issued). */
  createdAt: Date;
  expiresAt: Date;
}

type Limits = Pick<AuthConfig, 'refreshTokenTtlDays' | 'refreshIdleDays'>;

/**
 * A session lasts at most REFRESH_TOKEN_TTL_DAYS from sign-in, and ends earlier when its refresh
 * token goes unused for REFRESH_IDLE_DAYS. Both are checked here, not only through `expiresAt`,
 * so that shorter limits configured later apply to tokens issued before.
 */
export function sessionIsCurrent(session: SessionTimes, limits: Limits, now = Date.now()): boolean {
  return (
    session.expiresAt.getTime() > now &&
    session.sessionStartedAt.getTime() + limits.refreshTokenTtlDays * DAY_MS > now &&
    session.createdAt.getTime() + limits.refreshIdleDays * DAY_MS > now
  );
}

/** The expiry of a refresh token issued now: the idle limit, never past the session's end. */
export function refreshTokenExpiry(sessionStartedAt: Date, limits: Limits, now = Date.now()): Date {
  return new Date(
    Math.min(
      now + limits.refreshIdleDays * DAY_MS,
      sessionStartedAt.getTime() + limits.refreshTokenTtlDays * DAY_MS,
    ),
  );
}
