import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/**
 * Paging that neither repeats nor skips (issue 37, item 3): the reviewed list
 * (GET /api/admin/processed/) and the audit log (GET /api/admin/audit/) answer, besides the spec's
 * `total_count`, `total_pages` and `current_page`, the instant their walk is pinned to and the
 * cursors of the pages around the one answered. Send `as_of` back with `page=N`, or a cursor as
 * `cursor`, and the list is read as it stood at `as_of` (see docs/product.md, "Paging").
 */
export interface WalkPage {
  /** ISO instant the walk is pinned to: the first page's read, or the `as_of`/cursor sent. */
  as_of: string;
  /** Opaque: the page after this one in the same walk; null on the last page. */
  next_cursor: string | null;
  /** Opaque: the page before this one in the same walk; null on the first page. */
  previous_cursor: string | null;
}

export const AS_OF_INVALID = 'as_of must be an ISO 8601 instant such as 2026-01-31T09:30:00.000Z';
export const CURSOR_INVALID = 'Cursor is not one this list gave';

/**
 * GET /api/contact/user-submissions/ with `limit` (or `cursor`): a page of the caller's own
 * submissions, newest first, and the cursor of the next (older) page. Without either parameter the
 * route answers the spec's plain array (the newest USER_SUBMISSIONS_ARRAY_CAP).
 */
export type UserSubmissionsPage = Schemas['UserSubmissionsPageDto'];

/** The most submissions the spec's plain array (no paging parameters) holds: the newest. */
export const USER_SUBMISSIONS_ARRAY_CAP = 500;
/** `limit` of a page of the customer's list: 1 to this. */
export const USER_SUBMISSIONS_PAGE_MAX = 100;
/** What the customer's screen asks for per page. */
export const USER_SUBMISSIONS_PAGE_SIZE = 20;
export const USER_SUBMISSIONS_LIMIT_INVALID = `Limit must be a whole number from 1 to ${USER_SUBMISSIONS_PAGE_MAX}`;
