/** Request and response bodies of the /api/auth/* calls. */

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AuthResponse {
  access: string;
  refresh: string;
  role: Role;
  email: string;
  user_id: number;
  is_new_user: boolean;
}

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

export interface SignupRequest {
  email: string;
  password: string;
  password2: string;
}

export interface SignupResponse {
  message: string;
  /**
   * True when the address was already registered but not verified: the verification e-mail
   * was sent again instead of creating an account.
   */
  verification_resent?: boolean;
}

export const GOOGLE_AUTH_ACTIONS = ['login', 'signup'] as const;
export type GoogleAuthAction = (typeof GOOGLE_AUTH_ACTIONS)[number];

export interface GoogleAuthRequest {
  /** The identity provider's id_token. */
  credential: string;
  action: GoogleAuthAction;
  /** The secret the browser tab that opened the popup kept; its SHA-256 went to GET /api/auth/google/start. */
  flow_secret: string;
}

/**
 * Answer of POST /api/auth/google/: an `AuthResponse`, or `MfaRequiredResponse` when the account has
 * two-step sign-in on; failures carry `needs_signup` (404) or `needs_login` (409).
 */
export type GoogleAuthResponse = LoginResponse;

export interface VerifyEmailRequest {
  token: string;
}

export interface ResendVerificationRequest {
  email: string;
}

export interface PasswordResetRequest {
  email: string;
}

/** Body of POST /api/auth/password-reset-confirm/{uid}/{token}/. */
export interface PasswordResetConfirmRequest {
  password: string;
  password2: string;
}

export interface RefreshRequest {
  refresh: string;
}

export interface RefreshResponse {
  access: string;
  /** Refresh tokens rotate: the one sent is spent, use this one next. */
  refresh: string;
}

export interface LogoutRequest {
  /** The refresh token to revoke. */
  refresh?: string;
}

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
export interface DetailResponse {
  detail: string;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
