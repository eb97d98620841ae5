import { LIVE_EVENT_TYPES, type LiveEvent } from '@profileproof/contracts';

/** Who receives an event besides the admins (who receive every one). */
export interface LiveAudience {
  /** The user whose submission the event concerns: they receive it too. */
  ownerId?: number;
}

/** What travels between instances: the event and its audience. */
export interface LiveMessage {
  event: LiveEvent;
  audience: LiveAudience;
}

/** The NOTIFY payload: short keys, as every instance parses every message. */
export function encodeMessage({ event, audience }: LiveMessage): string {
  return JSON.stringify(audience.ownerId === undefined ? { e: event } : { e: event, o: audience.ownerId });
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

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
  const { e: event, o: ownerId } = parsed as { e?: unknown; o?: unknown };
  if (ownerId !== undefined && !isId(ownerId)) return null;
  const live = liveEventOf(event);
  return live ? { event: live, audience: ownerId === undefined ? {} : { ownerId } } : null;
}

function liveEventOf(value: unknown): LiveEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, id } = value as { type?: unknown; id?: unknown };
  if (type === 'resync') return { type };
  if (!LIVE_EVENT_TYPES.includes(type as LiveEvent['type']) || !isId(id)) return null;
  return { type, id } as LiveEvent;
}
