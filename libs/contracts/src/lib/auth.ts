/** Request and response bodies of the /api/auth/* calls. */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type LoginRequest = Schemas['LoginDto'];

export type AuthResponse = Schemas['AuthResponseDto'];

/**
 * The answer of a right password (or Google identity) when the account has two-step sign-in on:
 * no tokens yet; POST the code with `mfa_token` to /api/auth/login/2fa/ (single use, 5 minutes).
 */
export interface MfaRequiredResponse {
  mfa_required: true;
  mfa_token: string;
}

/** What a login answers: a session, or the second step to take. */
export type LoginResponse = AuthResponse | MfaRequiredResponse;

export type SignupRequest = Schemas['SignupDto'];

export type SignupResponse = Schemas['SignupResponseDto'];

export const GOOGLE_AUTH_ACTIONS = ['login', 'signup'] as const;
export type GoogleAuthAction = (typeof GOOGLE_AUTH_ACTIONS)[number];

export type GoogleAuthRequest = Schemas['GoogleAuthDto'];

/**
 * Answer of POST /api/auth/google/: an `AuthResponse`, or `MfaRequiredResponse` when the account has
 * two-step sign-in on; failures carry `needs_signup` (404) or `needs_login` (409).
 */
export type GoogleAuthResponse = LoginResponse;

export type VerifyEmailRequest = Schemas['VerifyEmailDto'];

export type ResendVerificationRequest = Schemas['ResendVerificationDto'];

export type PasswordResetRequest = Schemas['PasswordResetDto'];

/** Body of POST /api/auth/password-reset-confirm/{uid}/{token}/. */
export type PasswordResetConfirmRequest = Schemas['PasswordResetConfirmDto'];

export type RefreshRequest = Schemas['RefreshDto'];

export type RefreshResponse = Schemas['RefreshResponseDto'];

export type LogoutRequest = Schemas['LogoutDto'];

export interface ProfileResponse {
  id: number;
  email: string;
  role: Role;
  is_verified: boolean;
  /**
   * (issue 25) False for accounts that sign in with Google only: the Account page asks for no
   * password. Always sent; optional for clients and fixtures written before it.
   */
  has_password?: boolean;
  /** Two-step sign-in is on (the Account page's section; admins need it under ADMIN_REQUIRE_2FA). */
  two_step_enabled: boolean;
}

/** Success answer of verify-email, resend-verification, password-reset, password-reset-confirm and logout. */
export type DetailResponse = Schemas['DetailResponseDto'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
