/**
 * The customer's structured report (issue 39): the to-do list of a report with the customer's
 * ticks, the progress of a profile across its reviews, and the report in the account's data export.
 *
 * - GET /api/contact/submissions/{id}/todo/ → `ReportTodoResponse`
 * - PUT /api/contact/submissions/{id}/todo/ with `ReportTodoUpdate` → `ReportTodoResponse`
 * - GET /api/contact/profiles/ → `ProfileHistoryResponse`
 * - GET /api/auth/account/export/ → each submission's `report` (`AccountExportReport`)
 *
 * The items, checks and figures come from `@profileproof/analysis` (`readChecklist`, `todoItems`,
 * `reportSections`, `headlineFigures`) applied to the stored checklist of the submission's current
 * reply version (its latest row of `submission_replies`); ids are its check ids (`ReportCheckId`).
 */

import { MAX_ROW_ID } from './limits';

/** One item of a report's to-do list, in priority order (highest impact first). */
export interface ReportTodoItem {
  /** The check the item fixes (a `ReportCheckId`, e.g. `hasProfileSummary`): its stable key. */
  id: string;
  /** What to do, in one paragraph (the report's advice for that check). */
  text: string;
  /** Ticked by the customer on this reply version. */
  done: boolean;
  /** ISO 8601 UTC: when it was first ticked (ticking again keeps it); null while not done. */
  done_at: string | null;
}

/**
 * GET and PUT /api/contact/submissions/{id}/todo/ (owner only): the to-do list of the
 * submission's current reply version with the owner's ticks of that version. A new version (the
 * reviewer edited and re-sent the report) starts with none ticked; the ticks of earlier versions
 * stay stored under their version, never shown here.
 *
 * Errors: 400 `{detail: INVALID_ID}` for a malformed id; 404 `{detail: SUBMISSION_NOT_FOUND}` for a
 * missing, deleted or another user's submission (an admin's token included).
 */
export interface ReportTodoResponse {
  /**
   * The current reply version (a `submission_replies` id) the items belong to; send it back in
   * `ReportTodoUpdate`. Null while the submission is pending (never reviewed, or re-opened) or
   * when its current reply has no checklist; `items` is then empty.
   */
  reply_id: number | null;
  items: ReportTodoItem[];
}

/**
 * Body of PUT /api/contact/submissions/{id}/todo/: ticks (`done: true`) or unticks one item.
 * Idempotent: ticking a ticked item (or unticking an unticked one) changes nothing. Nothing changes
 * on any refusal:
 * - 400 `{detail: VALIDATION_FAILED, errors: {reply_id|item|done: [message]}}`: a missing or
 *   malformed field, an unknown field, or an `item` that is not on that version's list
 *   (`REPORT_TODO_MESSAGES.itemUnknown`);
 * - 404 as for GET;
 * - 409 `{detail: REPORT_TODO_MESSAGES.stale}`: `reply_id` is not the current reply version (the
 *   report was re-sent, or re-opened, since the list was read): read the list again.
 */
export interface ReportTodoUpdate {
  /** `reply_id` of the `ReportTodoResponse` the item was read from. */
  reply_id: number;
  /** An item's `id`, at most REPORT_TODO_ITEM_MAX_LENGTH characters. */
  item: string;
  done: boolean;
}

/** The longest item id a tick takes (the `report_todo_ticks.item` column). */
export const REPORT_TODO_ITEM_MAX_LENGTH = 64;

/** The texts of the to-do calls' refusals. */
export const REPORT_TODO_MESSAGES = {
  stale: 'The report was updated; reload to see its new to-do list.',
  itemUnknown: "This item is not on the report's to-do list.",
  itemInvalid: 'The item must be the id of a to-do item.',
  replyIdInvalid: `The reply id must be a whole number from 1 to ${MAX_ROW_ID}.`,
  doneInvalid: 'Done must be true or false.',
} as const;

/** One review of a profile: a reviewed submission of it, with the scores of its current reply. */
export interface ProfileReview {
  submission_id: number;
  /** ISO 8601 UTC: when the current reply version was sent. */
  replied_at: string;
  /** The overall profile score, 0–100 (the stored `quality_score`). */
  profile_score: number;
  /** The spam likelihood, 0–100, lower is better (the stored `spam_score`). */
  spam_score: number;
}

/** One profile the customer had reviewed, by its canonical link, and its reviews, oldest first. */
export interface ProfileHistory {
  /** The canonical profile link `https://www.linkedin.com/in/<handle>/`, as stored. */
  linkedin_url: string;
  /** At most PROFILE_HISTORY_MAX_REVIEWS: the latest ones, oldest first. */
  reviews: ProfileReview[];
}

/**
 * GET /api/contact/profiles/: the caller's progress across reviews. Their reviewed, non-deleted
 * submissions whose current reply has a checklist (scores stored), grouped by the stored profile
 * link; profiles ordered by their latest review, newest first. Pending and deleted submissions,
 * and replies without a checklist, are left out. Bounded: at most PROFILE_HISTORY_MAX_PROFILES
 * profiles (the most recently reviewed) and PROFILE_HISTORY_MAX_REVIEWS reviews each.
 */
export interface ProfileHistoryResponse {
  profiles: ProfileHistory[];
}

export const PROFILE_HISTORY_MAX_PROFILES = 100;
export const PROFILE_HISTORY_MAX_REVIEWS = 50;

/** How one check of the report came out (as `CheckStatus` of `@profileproof/analysis`). */
export type ReportCheckStatus = 'met' | 'unmet' | 'flagged';

/**
 * A submission's report in the account's data export: from the checklist of its current reply
 * version, with the owner's ticks of that version. Null for a submission whose current reply has
 * no checklist (or that has no reply). The desk's internal notes are never part of it.
 */
export interface AccountExportReport {
  /** 0–100, as the report's score ring shows it. */
  profile_score: number;
  /** 0–100, lower is better. */
  spam_score: number;
  risk_level: 'low' | 'medium' | 'high';
  good_for_outreach: boolean;
  /** Every check of the report, in reading order; `section`: its section's id (`identity`, …). */
  checks: { id: string; section: string; status: ReportCheckStatus }[];
  /** The to-do list with the ticks, as `ReportTodoResponse.items`. */
  todo: ReportTodoItem[];
}
