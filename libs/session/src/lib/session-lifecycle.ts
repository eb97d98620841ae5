import { API_PATHS, STORAGE_KEYS, type ProfileResponse } from '@profileproof/contracts';
import { isUnreachable, whenApiAnswers, type ApiClient } from './api-client';
import { isPageBeingLeft } from './page-lifecycle';
import { setAuthRedirectReason } from './redirect-reason';
import { clearStoredSession, readStoredSession, storeProfile } from './session-store';

/** A check the API has not answered by then counts as "unreachable", like a network error. */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;

/** How long logout waits for the server before forgetting the session anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

// One check per stored token and page: StrictMode mounts twice, and every remote shares this module.
const checks = new Map<string, Promise<void>>();

/**
 * The token check on start: GET /api/auth/profile/. A 401 makes the API client renew the tokens
 * once (and end the session, marked expired, if it cannot); another error the API answers also
 * ends it (the spec: "a failed check or an error logs the user out"). An API that cannot be reached
 * (a network error, a timeout, 502/503/504: a restart, a deploy) says nothing about the session:
 * it is kept, and the check tries again with backoff until the API answers, the guards waiting.
 */
export function verifyStoredSession(api: ApiClient): Promise<void> {
  const token = readStoredSession()?.token;
  if (!token) return Promise.resolve();
  let check = checks.get(token);
  if (!check) {
    check = checkUntilAnswered(api, token);
    checks.set(token, check);
  }
  return check;
}

async function checkUntilAnswered(api: ApiClient, token: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const profile = await api.request<ProfileResponse>(API_PATHS.auth.profile, {
        signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
      });
      storeProfile(profile);
      return;
    } catch (error) {
      if (isPageBeingLeft()) {
        checks.delete(token); // cancelled by the browser, not refused by the server
        return;
      }
      if (!isUnreachable(error)) {
        if (readStoredSession()) clearStoredSession();
        return;
      }
      await whenApiAnswers(api.baseUrl, error, attempt);
      // Signed out (or in as someone else) in another tab meanwhile: that session decides.
      if (!readStoredSession()) return;
    }
  }
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
