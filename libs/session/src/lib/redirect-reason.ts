import { STORAGE_KEYS } from '@profileproof/contracts';

/**
 * Why the visitor was sent to /login, kept in sessionStorage under `auth_redirect_reason`:
 * per tab (a reason belongs to the tab it happened in), gone with the tab, and read once by the
 * login screen, which then removes it.
 *
 * - `required`: a guard found no session ('Authentication required. Please log in to continue.')
 * - `expired`: the session could not be renewed ('Your session has expired. Please log in again.')
 * - `signed-out`: the user logged out themselves (no "come back to" page, a quiet confirmation)
 */
export const AUTH_REDIRECT_REASONS = ['required', 'expired', 'signed-out'] as const;
export type AuthRedirectReason = (typeof AUTH_REDIRECT_REASONS)[number];

export function isAuthRedirectReason(value: unknown): value is AuthRedirectReason {
  return typeof value === 'string' && (AUTH_REDIRECT_REASONS as readonly string[]).includes(value);
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the notice is a nicety, never a failure
  }
}

export function setAuthRedirectReason(reason: AuthRedirectReason): void {
  storage()?.setItem(STORAGE_KEYS.authRedirectReason, reason);
}

export function readAuthRedirectReason(): AuthRedirectReason | null {
  const value = storage()?.getItem(STORAGE_KEYS.authRedirectReason);
  return isAuthRedirectReason(value) ? value : null;
}

export function clearAuthRedirectReason(): void {
  storage()?.removeItem(STORAGE_KEYS.authRedirectReason);
}

/** What the guards put in the location state when they send someone to /login. */
export interface LoginRedirectState {
  /** The path (with query and hash) to return to after logging in. */
  from?: string;
  reason?: AuthRedirectReason;
}

/** Reads the guards' location state defensively: it is whatever history holds. */
export function readLoginRedirectState(state: unknown): LoginRedirectState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, reason } = state as Record<string, unknown>;
  return {
    // Only a path inside this site: never another origin ('//host' or 'https://...').
    from:
      typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
    reason: isAuthRedirectReason(reason) ? reason : undefined,
  };
}
