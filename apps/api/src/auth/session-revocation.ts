import { type EntityManager, IsNull } from 'typeorm';
import type { StreamSelector } from '../live-events/live-event-message';
import { RefreshToken } from './entities/refresh-token.entity';

/**
 * Revokes the live refresh token of every session `selector` names (all of the user's, or one),
 * in the caller's transaction: their refresh tokens stop at once, their access tokens at the next
 * session check. The number of sessions ended (a session has one live token). Plain, for the
 * command line too; in the API, `SessionsService` ends the sessions' streams and cached checks with it.
 */
export async function revokeSessions(
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
