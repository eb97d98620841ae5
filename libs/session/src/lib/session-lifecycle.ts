import { API_PATHS, STORAGE_KEYS, type ProfileResponse } from '@profileproof/contracts';
import type { ApiClient } from './api-client';
import { isPageBeingLeft } from './page-lifecycle';
import { setAuthRedirectReason } from './redirect-reason';
import { clearStoredSession, readStoredSession, storeProfile } from './session-store';

/** How long logout waits for the server before forgetting the session anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

// One check per stored token and page: StrictMode mounts twice, and every remote shares this module.
const checks = new Map<string, Promise<void>>();

/**
 * The token check on start: GET /api/auth/profile/. A 401 makes the API client renew the tokens
 * once (and end the session, marked expired, if it cannot); any other failure also ends the
 * session, as the spec asks ("a failed check or an error logs the user out").
 */
export function verifyStoredSession(api: ApiClient): Promise<void> {
  const token = readStoredSession()?.token;
  if (!token) return Promise.resolve();
  let check = checks.get(token);
  if (!check) {
    check = api.request<ProfileResponse>(API_PATHS.auth.profile).then(
      (profile) => storeProfile(profile),
      () => {
        if (isPageBeingLeft()) {
          checks.delete(token); // cancelled by the browser, not refused by the server
          return;
        }
        if (readStoredSession()) clearStoredSession();
      },
    );
    checks.set(token, check);
  }
  return check;
}

/** Logout: revoke the refresh token on the server if it answers in time, then clear the session whatever happens. */
export async function logout(api: ApiClient): Promise<void> {
  const refresh = readStoredSession()?.refreshToken;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Logout timed out', 'TimeoutError')),
    LOGOUT_TIMEOUT_MS,
  );
  try {
    if (refresh) {
      await api.request(API_PATHS.auth.logout, {
        method: 'POST',
        body: { refresh },
        renew: false,
        signal: controller.signal,
      });
    }
  } catch {
    // Best effort: an unreachable server must not keep anyone signed in on this device.
  } finally {
    clearTimeout(timer);
    for (const key of [
      STORAGE_KEYS.googleAuthAction,
      STORAGE_KEYS.googleToken,
      STORAGE_KEYS.expiredToken,
    ]) {
      localStorage.removeItem(key);
    }
    setAuthRedirectReason('signed-out');
    clearStoredSession();
  }
}
