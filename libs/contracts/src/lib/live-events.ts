/** Live updates: POST /api/events/ticket/ then GET /api/events/?ticket= (text/event-stream). */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/** 200 from POST /api/events/ticket/: a single-use ticket for one event stream. */
export type EventTicketResponse = Schemas['EventTicketResponseDto'];

/** Seconds an event ticket is valid (it goes in a URL, so it is short-lived and single-use). */
export const EVENT_TICKET_SECONDS = 30;

/**
 * What the stream sends (the SSE `event:` is the type, `data:` this JSON). They say what changed,
 * never the data: clients refetch what they show.
 * - `submission.created`: admins and the owner (their other tabs).
 * - `submission.replied`: admins and the submission's owner.
 * - `submission.changed` (re-opened, marked reviewed, deleted): admins and the owner.
 * - `claim.changed` (claimed, released, taken over): admins.
 * - `rating.low` (a customer rated a report 1 or 2, or changed it to that): admins.
 * - `resync`: events may have been missed (the fan-out reconnected): refetch everything shown.
 */
export type LiveEvent =
  | { type: 'submission.created'; id: number }
  | { type: 'submission.replied'; id: number }
  | { type: 'submission.changed'; id: number }
  | { type: 'claim.changed'; id: number }
  | { type: 'rating.low'; id: number }
  | { type: 'resync' };

export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'submission.created',
  'submission.replied',
  'submission.changed',
  'claim.changed',
  'rating.low',
  'resync',
];
