/** Bodies of the admin calls (/api/admin/*, and the reply call). */
import type { WalkPage } from './paging';
import type { Claim } from './claims';
import type { Submission } from './submissions';
import type { Tier } from './subscriptions';

/** A submission as the admin sees it: with the submitter's current tier. */
export interface AdminSubmission extends Submission {
  tier: Tier;
  /** The live claim on it, or null: see POST /api/admin/submissions/{id}/claim/. */
  claim: Claim | null;
  /**
   * How many replies were sent for it (its reply history's length; 0 when none). A reply names
   * the version it was drafted against (`base_version`): one sent meanwhile makes it stale (409).
   */
  reply_version: number;
  /** How many internal notes the admins wrote on it (never shown to the customer). */
  notes_count: number;
  /**
   * ISO timestamp: when the reply is promised, its creation time plus its owner's reply window at
   * submission (REPLY_WINDOW_HOURS); the pending queue is ordered by it, then by age.
   */
  due_by: string;
  /** Pending and past `due_by` now (false once reviewed). */
  overdue: boolean;
}

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
export interface PendingListResponse {
  submissions: AdminSubmission[];
}

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
export interface ReviewedSubmission extends AdminSubmission {
  /**
   * E-mail of the admin who sent the current reply (the latest version). Null without a reply,
   * and when that admin's account has been deleted since (with `admin_reply_date` set: FORMER_ADMIN).
   */
  replied_by: string | null;
}

/** GET /api/admin/processed/ */
export interface ProcessedListResponse extends WalkPage {
  submissions: ReviewedSubmission[];
  /** With filters, at most FILTERED_COUNT_CAP (then `count_capped` is true). */
  total_count: number;
  /** Present and true when filters match more than FILTERED_COUNT_CAP submissions. */
  count_capped?: boolean;
  total_pages: number;
  current_page: number;
}

/** Submissions per page of the processed list. */
export const PROCESSED_PAGE_SIZE = 10;

/** POST /api/contact/submissions/{id}/reply/ */
export interface ReplyRequest {
  /** The report text the customer receives. */
  reply: string;
  /** The analysis checklist (form_data); the server recomputes its scores. */
  analysis: Record<string, unknown>;
  /**
   * Optional precondition, like HTTP's If-Match: the submission's `reply_version` when the draft was
   * opened; when sent, refused (409) once another reply was sent. Absent (the spec's payload): no
   * staleness check (the claim rules still apply). The console always sends it.
   */
  base_version?: number;
}

/** One reply an admin sent; an edited and re-sent reply adds a version, earlier ones are kept. */
export interface ReplyVersion {
  reply: string;
  /** The checklist as stored with that reply (scores recomputed by the server). */
  form_data: Record<string, unknown> | null;
  /** ISO timestamp. */
  sent_at: string;
  /** E-mail of the admin who sent it; null once that account is gone. */
  sent_by: string | null;
}

/** GET /api/admin/submissions/{id}/: one submission with every reply sent for it, oldest first. */
export interface AdminSubmissionDetail extends AdminSubmission {
  reply_history: ReplyVersion[];
}

/** Answer to a reply: the stored submission, now processed. */
export interface ReplyResponse {
  message: string;
  submission: AdminSubmissionDetail;
}

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
export interface UpdateSubmissionRequest {
  is_processed: boolean;
}

/** DELETE /api/admin/processed/{id}/ */
export interface DeleteResponse {
  message: string;
}

export interface SubmissionsPerDay {
  /** 'YYYY-MM-DD': a day of the zone the statistics were asked in (`tz`; UTC without one). */
  date: string;
  count: number;
}

/** How many of the latest replies the median reply time of the statistics is taken over. */
export const MEDIAN_REPLY_SAMPLE = 1000;

/** GET /api/admin/stats/?tz=<IANA zone> (omitted = UTC) */
export interface AdminStatsResponse {
  pending_count: number;
  reviewed_count: number;
  submissions_per_day: SubmissionsPerDay[];
  /** Mean stored profile score of reviewed submissions; null when there are none. */
  average_quality_score: number | null;
  /**
   * Median hours from submission to reply over the latest MEDIAN_REPLY_SAMPLE replies (reviewed
   * submissions by their reply date); null when there are none.
   */
  median_reply_hours: number | null;
  /** Pending submissions past their `due_by` now. */
  overdue_now: number;
  /**
   * Of the replies sent in the last 30 days (UTC days, today included), the share sent by their
   * submission's `due_by`, in percent to one decimal; null without any reply in that time.
   */
  within_window_pct_30d: number | null;
}

/** The 409 body of a stale reply (texts: `REPLY_MESSAGES`): the version the submission is at now. */
export interface StaleReplyBody {
  detail: string;
  reply_version: number;
}
