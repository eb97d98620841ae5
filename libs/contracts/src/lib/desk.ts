/**
 * The desk's internal notes, the customers' ratings of their report and the reviewers' workload:
 * GET/POST /api/admin/submissions/{id}/notes/, POST /api/contact/submissions/{id}/rating/,
 * GET /api/admin/team/. Texts: `DESK_MESSAGES` (messages/desk.ts).
 */

/** An admin's note on a submission: internal, never shown to the customer. */
export interface SubmissionNote {
  id: number;
  /** The e-mail of the admin who wrote it; null once that account is gone. */
  author: string | null;
  text: string;
  /** ISO timestamp. */
  created_at: string;
}

export interface NoteRequest {
  text: string;
}

export const NOTE_MAX_LENGTH = 2000;

/** The customer's rating of the current reply of a reviewed submission. */
export interface SubmissionRating {
  /** 1 to 5. */
  score: number;
  comment: string | null;
  /** ISO timestamp of the latest change. */
  rated_at: string;
}

export interface RatingRequest {
  score: number;
  comment?: string | null;
}

export const RATING_MIN_SCORE = 1;
export const RATING_MAX_SCORE = 5;
export const RATING_COMMENT_MAX_LENGTH = 1000;
/** Days a rating can be changed after it is first given (per reply version). */
export const RATING_CHANGE_DAYS = 7;
/** A rating at or below this reaches the admins live (`rating.low`). */
export const LOW_RATING_MAX_SCORE = 2;

/** One reviewer's (or the whole desk's) figures over the chosen period. */
export interface WorkloadFigures {
  /** Replies sent in the period (every version: an edited report counts again). */
  reviews: number;
  /** Median minutes from the claim to the reply, over the period's replies sent under a claim; null without any. */
  median_handling_minutes: number | null;
  /** Share (0–100, one decimal) of the period's first replies sent by their submission's due time; null without any. */
  within_window_pct: number | null;
  /** Mean score (two decimals) of the ratings of the period's replies; null without any. */
  avg_rating: number | null;
  /** Submissions claimed right now (not the period's). */
  holding: number;
}

export interface ReviewerWorkload extends WorkloadFigures {
  email: string;
}

/** GET /api/admin/team/?from=&to= (reply days, UTC, both included; default the last 30 days). */
export interface TeamWorkloadResponse {
  /** 'YYYY-MM-DD', as applied. */
  from: string;
  to: string;
  desk: WorkloadFigures;
  /** Every current admin, and anyone who replied in the period, by reviews sent (most first), then e-mail. */
  reviewers: ReviewerWorkload[];
}

/** Days the team view covers when `from` is omitted. */
export const TEAM_DEFAULT_DAYS = 30;
