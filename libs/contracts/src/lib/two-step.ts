/** Two-step sign-in (TOTP, RFC 6238: 30 s, 6 digits) and its backup codes. */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/** Its paths (apart from API_PATHS, which the shell ships on every page). */
export const TWO_STEP_API_PATHS = {
  /** POST: a new secret, not on yet. */
  setup: '/api/auth/2fa/setup/',
  /** POST `{code}`: turns it on; answers the backup codes, once. */
  enable: '/api/auth/2fa/enable/',
  /** POST `{password, code}`: turns it off. */
  disable: '/api/auth/2fa/disable/',
  /** POST `{mfa_token, code}`: the second step of a login. */
  login: '/api/auth/login/2fa/',
  /** DELETE with query `email` (admins): turns off a user's two-step sign-in. */
  adminReset: '/api/auth/admin/user-2fa/',
  /** POST `{email}` (admins): lifts a user's lock-out after too many wrong codes; two-step sign-in stays on. */
  adminUnlock: '/api/auth/admin/user-2fa/unlock/',
} as const;

/** The same as route patterns for the server (relative to `/api`, no trailing slash). */
export const TWO_STEP_ROUTE_PATTERNS = {
  setup: 'auth/2fa/setup',
  enable: 'auth/2fa/enable',
  disable: 'auth/2fa/disable',
  login: 'auth/login/2fa',
  adminReset: 'auth/admin/user-2fa',
  adminUnlock: 'auth/admin/user-2fa/unlock',
} as const;

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const BACKUP_CODE_COUNT = 10;
/** Backup codes as shown: `xxxxx-xxxxx` of lower-case letters and digits; typed with or without the dash, any case. */
export const BACKUP_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;
/** Wrong codes an `mfa_token` survives: the next one ends it. */
export const MFA_TOKEN_MAX_FAILURES = 5;
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
/**
 * Wrong codes in a row (over every `mfa_token`, never forgotten with time) after which an account's
 * second steps are refused (423) until a password reset or an admin's unlock (NIST SP 800-63B: at
 * most 100 consecutive failures). Only reachable after a right password (or Google identity).
 */
export const TWO_STEP_LOCK_AFTER_FAILURES = 100;
/** The owner is mailed at every this many wrong codes in a row (10, 20, … 90), and at the lock. */
export const TWO_STEP_WARN_EVERY_FAILURES = 10;

/** The 403 `code` of an admin route called by an admin without two-step sign-in (ADMIN_REQUIRE_2FA). */
export const TWO_STEP_REQUIRED_CODE = 'two_step_required';

/** POST /api/auth/2fa/setup/: a new secret, not on until confirmed with a code. */
export type TwoStepSetupResponse = Schemas['TwoStepSetupResponseDto'];

export type TwoStepEnableRequest = Schemas['TwoStepEnableDto'];

/** POST /api/auth/2fa/enable/: shown once; each code signs in once. */
export type TwoStepEnableResponse = Schemas['TwoStepEnableResponseDto'];

export type TwoStepDisableRequest = Schemas['TwoStepDisableDto'];

/** POST /api/auth/login/2fa/: `code` is a 6-digit code or a backup code. */
export type LoginTwoStepRequest = Schemas['LoginTwoStepDto'];

/** POST /api/auth/admin/user-2fa/unlock/ (admins). */
export type TwoStepUnlockRequest = Schemas['TwoStepUnlockDto'];

/** A 403 of an admin route: the admin must turn two-step sign-in on first. */
export interface TwoStepRequiredError {
  detail: string;
  code: typeof TWO_STEP_REQUIRED_CODE;
}
