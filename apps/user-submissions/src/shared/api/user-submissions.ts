import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  CACHE_BUSTER_PARAM,
  FETCH_RETRIES,
  FETCH_RETRY_DELAYS_MS,
  type UserSubmissionsResponse,
} from '@profileproof/contracts';
import { isHttpError, useSession, type ApiClient } from '@profileproof/session';

/** Every query of the caller's own submissions starts with this key; invalidate it after a submit. */
export const USER_SUBMISSIONS_QUERY_KEY = ['user-submissions'] as const;

/** GET /api/contact/user-submissions/: the caller's own submissions, newest first. */
export function fetchUserSubmissions(api: ApiClient): Promise<UserSubmissionsResponse> {
  return api.request<UserSubmissionsResponse>(API_PATHS.contact.userSubmissions, {
    query: { [CACHE_BUSTER_PARAM]: Date.now() },
  });
}

/** A refused session (401) or a refused role (403) does not get better by asking again. */
function isRefusal(error: unknown): boolean {
  return isHttpError(error, [401, 403]);
}

/** As the spec's calls say: retried twice, after 1 s then after 2 s. */
export function shouldRetryUserSubmissions(failureCount: number, error: unknown): boolean {
  return failureCount < FETCH_RETRIES && !isRefusal(error);
}

export function userSubmissionsRetryDelay(failureCount: number): number {
  return FETCH_RETRY_DELAYS_MS[Math.min(failureCount, FETCH_RETRY_DELAYS_MS.length - 1)];
}

/**
 * The signed-in user's submissions: the list of /my-submissions and the lookup of
 * /submission/:id share this one query (and its cache). Nothing is asked without a session.
 */
export function useUserSubmissions() {
  const { api, user } = useSession();
  return useQuery({
    queryKey: [...USER_SUBMISSIONS_QUERY_KEY, user?.email ?? null],
    queryFn: () => fetchUserSubmissions(api),
    enabled: user !== null,
    retry: shouldRetryUserSubmissions,
    retryDelay: userSubmissionsRetryDelay,
  });
}
