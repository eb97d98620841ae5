import { LINKEDIN_URL_MAX_LENGTH, SUBMISSION_MESSAGE_MAX_LENGTH } from '../limits';

/**
 * The API's answers about a customer's submissions and their queue position (the customer's
 * screens' texts are in `MESSAGES`, `screens.ts`).
 * Strings from the spec are copied character for character (punctuation included, even where
 * inconsistent); entries marked "(not in the spec)" fill places where the spec describes a text
 * without quoting it.
 */

export const QUEUE_MESSAGES = {
  /** 409: the submission has its review; there is no queue position any more. */
  alreadyReviewed: 'This submission has already been reviewed.',
} as const;

export const LINKEDIN_URL_TOO_LONG = `LinkedIn URL must be at most ${LINKEDIN_URL_MAX_LENGTH} characters`;
export const MESSAGE_NOT_STRING = 'Message must be a string';
export const MESSAGE_TOO_LONG = `Message must be at most ${SUBMISSION_MESSAGE_MAX_LENGTH} characters`;

export const PROFILE_SUBMITTED =
  'Profile submitted successfully! We will review it and send you our analysis soon.';

/**
 * (not in the spec) 200: the same customer's submission of this profile is still waiting for its
 * review; nothing new is stored and no quota is used (`submission_id` names the pending one).
 */
export const PROFILE_ALREADY_PENDING =
  'This profile is already waiting for review. We will send you our analysis soon; no submission was used.';

/** (not in the spec) 400: the `Idempotency-Key` header is empty, too long or not printable ASCII. */
export const IDEMPOTENCY_KEY_INVALID =
  'The Idempotency-Key header must be 1 to 255 printable ASCII characters.';

/** (not in the spec) 422: the `Idempotency-Key` was used for another submission. */
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different submission. Send a new key for a new submission.';
