import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/** Bodies of the user's submission calls (/api/contact/*). */

export type SubmitRequest = Schemas['SubmitDto'];

/** POST /api/contact/submit/ */
export type SubmitResponse = Schemas['SubmitResponseDto'];

/** The request header that makes a submit safe to retry: one value per form submission. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The longest `Idempotency-Key` accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export type Submission = Schemas['SubmissionDto'];

/** GET /api/contact/user-submissions/: the caller's own submissions, newest first. */
export type UserSubmissionsResponse = Submission[];
