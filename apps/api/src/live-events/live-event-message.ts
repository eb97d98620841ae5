import { LIVE_EVENT_TYPES, type LiveEvent } from '@profileproof/contracts';
import { SESSION_ID } from '../auth/access-tokens.service';

/** Who receives an event besides the admins (who receive every one). */
export interface LiveAudience {
  /** The user whose submission the event concerns: they receive it too. */
  ownerId?: number;
}

/** The streams to end: every stream of the user, or only those opened in one of their sessions. */
export interface StreamSelector {
  userId: number;
  /** The session (refresh-token family) the streams were opened in; absent: all of the user's. */
  sessionId?: string;
}

/** What travels between instances: an event and its audience, or streams to end (their sessions ended). */
export type LiveMessage =
  { event: LiveEvent; audience: LiveAudience } | { endStreams: StreamSelector };

/**
 * The NOTIFY payload: short keys, as every instance parses every message. `{e, o?}` is an event,
 * `{x, s?}` the end of the streams of user `x` (of session `s`). The migration
 * OperatorAccountChanges writes `{"x": id}` from a trigger: keep the two in step.
 */
export function encodeMessage(message: LiveMessage): string {
  if ('endStreams' in message) {
    const { userId, sessionId } = message.endStreams;
    return JSON.stringify(sessionId === undefined ? { x: userId } : { x: userId, s: sessionId });
  }
  const { event, audience } = message;
  return JSON.stringify(
    audience.ownerId === undefined ? { e: event } : { e: event, o: audience.ownerId },
  );
}

const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;

/**
 * The message of a payload, or null for anything this version does not know (another version's
 * event during a rolling deploy, a NOTIFY sent by hand): it is dropped, never passed on half-read.
 */
export function decodeMessage(payload: string): LiveMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const {
    e: event,
    o: ownerId,
    x: userId,
    s: sessionId,
  } = parsed as { e?: unknown; o?: unknown; x?: unknown; s?: unknown };
  if (userId !== undefined) return endOf(userId, sessionId);
  if (ownerId !== undefined && !isId(ownerId)) return null;
  const live = liveEventOf(event);
  return live ? { event: live, audience: ownerId === undefined ? {} : { ownerId } } : null;
}

function endOf(userId: unknown, sessionId: unknown): LiveMessage | null {
  if (!isId(userId)) return null;
  if (sessionId === undefined) return { endStreams: { userId } };
  return typeof sessionId === 'string' && SESSION_ID.test(sessionId)
    ? { endStreams: { userId, sessionId } }
    : null;
}

function liveEventOf(value: unknown): LiveEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, id } = value as { type?: unknown; id?: unknown };
  if (type === 'resync') return { type };
  if (!LIVE_EVENT_TYPES.includes(type as LiveEvent['type']) || !isId(id)) return null;
  return { type, id } as LiveEvent;
}
