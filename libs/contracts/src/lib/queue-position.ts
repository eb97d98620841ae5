/**
 * The customer's queue position: GET /api/contact/submissions/{id}/queue/ (owner only); texts:
 * `QUEUE_MESSAGES`. The reply windows that set its promise: REPLY_WINDOW_HOURS (plans.ts).
 */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/** Where a pending submission stands in the review queue (the admin queue's order: earliest due first, then oldest). */
export type QueuePosition = Schemas['QueuePositionDto'];
