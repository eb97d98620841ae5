/** Bodies of the admin calls (/api/admin/*, and the reply call). */
import type { Tier } from './subscriptions';
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/** A submission as the admin sees it: with the submitter's current tier. */
export type AdminSubmission = Schemas['AdminSubmissionDto'];

export const SUBMISSION_STATUSES = ['pending'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Query of GET /api/admin/submissions/ */
export interface PendingListQuery {
  status?: SubmissionStatus;
  /** How many of the oldest to return, 1 to PENDING_QUEUE_CAP; omitted = PENDING_PAGE_SIZE. */
  limit?: number;
  t?: number | string;
}

/** GET /api/admin/submissions/?status=pending */
export type PendingListResponse = Schemas['PendingListResponseDto'];

/** Query of GET /api/admin/processed/ */
export interface ProcessedListQuery {
  /** From 1. */
  page?: number;
  t?: number | string;
}

/**
 * The desk's filters, as the admin console keeps them in its address and the API reads them from
 * the query: `q` (a substring of the customer's e-mail or the profile link, case-insensitive,
 * SEARCH_MIN_LENGTH to SEARCH_MAX_LENGTH characters), `tier` (the submitter's tier now),
 * `overdue=true` (the queue: past due now only), `from`/`to` (the reviewed list and its export:
 * reply days 'YYYY-MM-DD', both included, in the zone `tz`), `tz` (the viewer's IANA time zone,
 * e.g. 'America/Los_Angeles'; omitted = 'UTC').
 */
export interface DeskFilters {
  q?: string;
  tier?: Tier;
  overdue?: boolean;
  from?: string;
  to?: string;
  tz?: string;
}

/** The query parameter naming the viewer's IANA time zone (statistics, day filters, CSV export). */
export const TIME_ZONE_PARAM = 'tz';
/** The zone days are counted in when a request names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

/** A filtered reviewed list counts at most this many matches (`count_capped` says when there are more). */
export const FILTERED_COUNT_CAP = 10_000;

/** A submission of the reviewed list: with who sent its current reply. */
export type ReviewedSubmission = Schemas['ReviewedSubmissionDto'];

/** GET /api/admin/processed/ */
export type ProcessedListResponse = Schemas['ProcessedListResponseDto'];

/** Submissions per page of the processed list. */
export const PROCESSED_PAGE_SIZE = 10;

/** POST /api/contact/submissions/{id}/reply/ */
export type ReplyRequest = Schemas['ReplyDto'];

/** One reply an admin sent; an edited and re-sent reply adds a version, earlier ones are kept. */
export type ReplyVersion = Schemas['ReplyVersionDto'];

/** GET /api/admin/submissions/{id}/: one submission with every reply sent for it, oldest first. */
export type AdminSubmissionDetail = Schemas['AdminSubmissionDetailDto'];

/** Answer to a reply: the stored submission, now processed. */
export type ReplyResponse = Schemas['ReplyResponseDto'];

/**
 * Pending submissions GET /api/admin/submissions/?status=pending returns when `limit` is omitted
 * (the oldest): the admin console shows this many and asks for more on "Show more".
 */
export const PENDING_PAGE_SIZE = 50;

/** The largest `limit` of GET /api/admin/submissions/?status=pending. */
export const PENDING_QUEUE_CAP = 500;

/** Longest reply (report text) an admin can send. */
export const ADMIN_REPLY_MAX_LENGTH = 50_000;

/** PATCH /api/admin/submissions/{id}/ */
export type UpdateSubmissionRequest = Schemas['UpdateSubmissionDto'];

/** DELETE /api/admin/processed/{id}/ */
export type DeleteResponse = Schemas['DeleteResponseDto'];

export type SubmissionsPerDay = Schemas['SubmissionsPerDayDto'];

/** How many of the latest replies the median reply time of the statistics is taken over. */
export const MEDIAN_REPLY_SAMPLE = 1000;

/** GET /api/admin/stats/?tz=<IANA zone> (omitted = UTC) */
export type AdminStatsResponse = Schemas['AdminStatsResponseDto'];

/** The 409 body of a stale reply (texts: `REPLY_MESSAGES`): the version the submission is at now. */
export interface StaleReplyBody {
  detail: string;
  reply_version: number;
}
