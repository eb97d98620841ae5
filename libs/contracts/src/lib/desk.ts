/**
 * The desk's internal notes, the customers' ratings of their report and the reviewers' workload:
 * GET/POST /api/admin/submissions/{id}/notes/, POST /api/contact/submissions/{id}/rating/,
 * GET /api/admin/team/. Texts: `DESK_MESSAGES` (messages/desk.ts).
 */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/** An admin's note on a submission: internal, never shown to the customer. */
export type SubmissionNote = Schemas['SubmissionNoteDto'];

export type NoteRequest = Schemas['NoteRequestDto'];

export const NOTE_MAX_LENGTH = 2000;

/** The customer's rating of the current reply of a reviewed submission. */
export type SubmissionRating = Schemas['SubmissionRatingDto'];

export type RatingRequest = Schemas['RatingRequestDto'];

export const RATING_MIN_SCORE = 1;
export const RATING_MAX_SCORE = 5;
export const RATING_COMMENT_MAX_LENGTH = 1000;
/** Days a rating can be changed after it is first given (per reply version). */
export const RATING_CHANGE_DAYS = 7;
/** A rating at or below this reaches the admins live (`rating.low`). */
export const LOW_RATING_MAX_SCORE = 2;

/** One reviewer's (or the whole desk's) figures over the chosen period. */
export type WorkloadFigures = Schemas['WorkloadFiguresDto'];

export type ReviewerWorkload = Schemas['ReviewerWorkloadDto'];

/** GET /api/admin/team/?from=&to= (reply days, UTC, both included; default the last 30 days). */
export type TeamWorkloadResponse = Schemas['TeamWorkloadResponseDto'];

/** Days the team view covers when `from` is omitted. */
export const TEAM_DEFAULT_DAYS = 30;
