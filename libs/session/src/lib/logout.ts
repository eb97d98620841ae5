// Loaded when the user signs out (session-provider.tsx), not with every page: the login page's
// byte budget has no room for what only a click on Logout needs.
import { API_PATHS, STORAGE_KEYS } from '@profileproof/contracts';
import type { ApiClient } from './api-client';
import { clearDraftsOf } from './drafts';
import { setAuthRedirectReason } from './redirect-reason';
import { clearStoredSession, readStoredSession } from './session-store';

/** How long logout waits for the server before forgetting the session anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * Logout: revoke the refresh token on the server if it answers in time, then clear the session
 * whatever happens. The user's unsent drafts go too (they chose to leave; a session that ends by
 * itself keeps them).
 */
export async function logout(api: ApiClient): Promise<void> {
  const stored = readStoredSession();
  const refresh = stored?.refreshToken;
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
    clearDraftsOf(stored?.email);
    setAuthRedirectReason('signed-out');
    clearStoredSession();
  }
}
