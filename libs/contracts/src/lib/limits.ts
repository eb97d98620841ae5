/** The spec's limits and timings, shared by the apps and the API. */

/** Characters shown on a submission card before the text is cut. */
export const CARD_TRUNCATION = {
  url: 30,
  message: 50,
  analysis: 200,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Longest accepted password (a longer one is refused, not cut). */
export const PASSWORD_MAX_LENGTH = 128;

/** Longest accepted profile URL. */
export const LINKEDIN_URL_MAX_LENGTH = 2048;
/** Longest accepted optional message with a submission. */
export const SUBMISSION_MESSAGE_MAX_LENGTH = 2000;

/** Range of the profile score and the spam score. */
export const SCORE_RANGE = { min: 0, max: 100 } as const;

/** The subscription is re-read every 5 minutes while signed in. */
export const SUBSCRIPTION_REFRESH_MS = 300_000;
/** Admin lists refresh every 15 seconds while auto-refresh is on. */
export const ADMIN_AUTO_REFRESH_MS = 15_000;
/** Delay before the redirects after reset password, verify e-mail, a failed callback and the 404 page. */
export const REDIRECT_DELAY_MS = 3_000;
/** A success message disappears after 5 seconds. */
export const SUCCESS_MESSAGE_MS = 5_000;
/** After sending a reply the admin returns to the list after 2 seconds. */
export const REPLY_REDIRECT_MS = 2_000;
/** How often the opener checks whether the sign-in popup was closed. */
export const POPUP_CLOSE_CHECK_MS = 500;
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
/** The user's submissions fetch retries twice: after 1 s, then after 2 s. */
export const FETCH_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000];
export const FETCH_RETRIES = FETCH_RETRY_DELAYS_MS.length;

/** Cuts `text` to `maxLength` characters, marking the cut with '...'. */
export function truncateText(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}...` : text;
}

/** The largest value of a PostgreSQL `integer` (the type of every SERIAL id): the largest id. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * Limits on the shape of what a client sends (objects and arrays nested, keys and elements in
 * all), checked by the API before anything else reads it: code that walks a value recursively
 * overflows the stack on a deep enough body, and real requests are a few levels deep with a few
 * dozen fields.
 */
export const MAX_INPUT_DEPTH = 32;
export const MAX_INPUT_VALUES = 10_000;
