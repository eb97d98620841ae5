/**
 * The `detail` texts of the auth refusals and answers, in one place: guards, decorators and other
 * domains (a token of an account deleted since) answer with the same words.
 */

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
