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
import type { components } from '../generated/openapi';
import { MAX_ROW_ID } from './limits';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/** One item of a report's to-do list, in priority order (highest impact first). */
export type ReportTodoItem = Schemas['ReportTodoItemDto'];

/**
 * GET and PUT /api/contact/submissions/{id}/todo/ (owner only): the to-do list of the
 * submission's current reply version with the owner's ticks of that version. A new version (the
 * reviewer edited and re-sent the report) starts with none ticked; the ticks of earlier versions
 * stay stored under their version, never shown here.
 *
 * Errors: 400 `{detail: INVALID_ID}` for a malformed id; 404 `{detail: SUBMISSION_NOT_FOUND}` for a
 * missing, deleted or another user's submission (an admin's token included).
 */
export type ReportTodoResponse = Schemas['ReportTodoResponseDto'];

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
export type ReportTodoUpdate = Schemas['ReportTodoUpdateDto'];

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
export type ProfileReview = Schemas['ProfileReviewDto'];

/** One profile the customer had reviewed, by its canonical link, and its reviews, oldest first. */
export type ProfileHistory = Schemas['ProfileHistoryDto'];

/**
 * GET /api/contact/profiles/: the caller's progress across reviews. Their reviewed, non-deleted
 * submissions whose current reply has a checklist (scores stored), grouped by the stored profile
 * link; profiles ordered by their latest review, newest first. Pending and deleted submissions,
 * and replies without a checklist, are left out. Bounded: at most PROFILE_HISTORY_MAX_PROFILES
 * profiles (the most recently reviewed) and PROFILE_HISTORY_MAX_REVIEWS reviews each.
 */
export type ProfileHistoryResponse = Schemas['ProfileHistoryResponseDto'];

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
