import { GOOGLE_AUTH_ACTIONS } from '../auth';
import { PASSWORD_MAX_LENGTH } from '../limits';

/**
 * The API's `detail`/`message` answers of signing up, in and out: the auth routes, guards, rate
 * limits and Google sign-in (the auth screens' texts are in `MESSAGES`, `screens.ts`).
 * Strings from the spec are copied character for character (punctuation included, even where
 * inconsistent); entries marked "(not in the spec)" fill places where the spec describes a text
 * without quoting it.
 */

// ---------------------------------------------------------------------------------------------
// The API's answers. Guards, decorators and other domains (a token of an account deleted since)
// answer with the same words.

/** 401: no `Authorization: Bearer …` header. */
export const CREDENTIALS_MISSING = 'Authentication credentials were not provided.';

/** 401: a token that is malformed, expired, of an ended session, or of an account deleted since. */
export const ACCESS_TOKEN_INVALID = 'Invalid or expired access token.';

/** 403: a @Roles route called by another role. */
export const PERMISSION_DENIED = 'You do not have permission to perform this action.';

/** 429: a rate limit (per client IP or per account) is reached. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';

/** The answers of the e-mail and password flows (AuthService). */
export const AUTH_MESSAGES = {
  signedUp: 'Registration successful. Please check your email to verify your account.',
  verificationResent:
    'This email is already registered but not verified. We have sent you a new verification email: please check your inbox.',
  emailVerified: 'Email verified successfully.',
  verificationLinkInvalid: 'The verification link is invalid or has expired.',
  verificationSent:
    'If an account with this email exists and is not verified yet, a new verification link has been sent.',
  unverified:
    'Please verify your email address before logging in. Check your inbox for the verification link.',
  passwordResetSent: 'If an account exists for this email, a password reset link has been sent.',
  resetLinkInvalid: 'The reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  refreshInvalid: 'Invalid or expired refresh token.',
  loggedOut: 'Logged out.',
  accountGone: 'This account no longer exists.',
} as const;

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured.';
export const GOOGLE_UNAVAILABLE =
  'Google sign-in is unavailable right now. Please try again later.';

export const GOOGLE_STATE_INVALID =
  'The sign-in request could not be verified (state mismatch or expired).';

export const FLOW_HASH_INVALID = 'flow_hash must be the SHA-256 of the sign-in secret, in hex';

/** 400 `errors.password`: a new password longer than PASSWORD_MAX_LENGTH. */
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** 400 `errors.refresh` of a logout whose refresh token is not a string. */
export const REFRESH_TOKEN_NOT_STRING = 'Refresh token must be a string';

/** 400 of a Google sign-in whose `action` is neither of GOOGLE_AUTH_ACTIONS. */
export const GOOGLE_ACTION_INVALID = `action must be one of ${GOOGLE_AUTH_ACTIONS.join(', ')}`;
