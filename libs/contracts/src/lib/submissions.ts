import type { SubmissionRating } from './desk';
/** Bodies of the user's submission calls (/api/contact/*). */

export interface SubmitRequest {
  linkedin_url: string;
  message?: string;
}

/** POST /api/contact/submit/ */
export interface SubmitResponse {
  message: string;
  /** True when this submission used the last one of the month's quota (or it is used up). */
  limit_reached: boolean;
  /** The submission stored, or the pending one this submit pointed to (the server always sends it). */
  submission_id?: number;
  /**
   * Present (true) on a 200: the caller already has a pending submission of this profile (the
   * canonical link); nothing new was stored, no quota used; `submission_id` names that one.
   */
  already_pending?: true;
}

/** The request header that makes a submit safe to retry: one value per form submission. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The longest `Idempotency-Key` accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export interface Submission {
  id: number;
  email: string;
  linkedin_url: string;
  message: string | null;
  /** ISO timestamp. */
  created_at: string;
  is_processed: boolean;
  admin_reply: string | null;
  /** ISO timestamp. */
  admin_reply_date: string | null;
  /**
   * The analysis checklist (see `AnalysisFormData` in @profileproof/analysis); kept loose here so
   * that the contract does not depend on the analysis library.
   */
  form_data: Record<string, unknown> | null;
  /**
   * The owner's rating of the current reply (POST /api/contact/submissions/{id}/rating/); null while
   * unrated and while pending. A re-opened and re-answered submission starts unrated again.
   */
  rating: SubmissionRating | null;
}

/** GET /api/contact/user-submissions/: the caller's own submissions, newest first. */
export type UserSubmissionsResponse = Submission[];
