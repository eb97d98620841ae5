import { API_PATHS, type ProfileResponse } from '@profileproof/contracts';
import { isUnreachable, whenApiAnswers, type ApiClient } from './api-client';
import { isPageBeingLeft } from './page-lifecycle';
import { clearStoredSession, readStoredSession, storeProfile } from './session-store';

/** A check the API has not answered by then counts as "unreachable", like a network error. */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;

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
    const run = (): Promise<void> =>
      api
        .request<ProfileResponse>(API_PATHS.auth.profile, {
          signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
        })
        .then(storeProfile, (error: unknown) => {
          // Cancelled by the browser: the next page checks. Not answered: nothing was refused.
          if (isPageBeingLeft()) return void checks.delete(token);
          if (!isUnreachable(error)) return void (readStoredSession() && clearStoredSession());
          return whenApiAnswers(api.baseUrl).then(run);
        });
    check = run();
    checks.set(token, check);
  }
  return check;
}
