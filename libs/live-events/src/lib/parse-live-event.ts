import { LIVE_EVENT_TYPES, type LiveEvent, type LiveEventType } from '@profileproof/contracts';

/**
 * The event of one SSE message (`type` is its `event:` name, `data` its text), or null for data
 * that does not read as that event: bad JSON, another type, a missing id.
 */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  if (!LIVE_EVENT_TYPES.includes(type as LiveEventType)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { type?: unknown }).type !== type)
    return null;
  if (type === 'resync') return { type };
  const { id } = parsed as { id?: unknown };
  return Number.isSafeInteger(id) && (id as number) > 0 ? ({ type, id } as LiveEvent) : null;
}
