import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  CACHE_BUSTER_PARAM,
  FETCH_RETRIES,
  FETCH_RETRY_DELAYS_MS,
  type Submission,
  type UserSubmissionsResponse,
} from '@profileproof/contracts';
import {
  DESK_API_PATHS,
  USER_SUBMISSIONS_PAGE_SIZE,
  type UserSubmissionsPage,
} from '@profileproof/contracts/desk';
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

/**
 * GET /api/contact/user-submissions/?limit=&cursor=: a page of the caller's own submissions,
 * newest first, past `cursor` (the first page without), and the cursor of the next page.
 */
export function fetchUserSubmissionsPage(
  api: ApiClient,
  cursor: string | null,
): Promise<UserSubmissionsPage> {
  return api.request<UserSubmissionsPage>(API_PATHS.contact.userSubmissions, {
    query: {
      limit: USER_SUBMISSIONS_PAGE_SIZE,
      cursor: cursor ?? undefined,
      [CACHE_BUSTER_PARAM]: Date.now(),
    },
  });
}

/**
 * The signed-in user's submissions page by page, newest first (the list of /my-submissions): one
 * page at first, the next when asked (`fetchNextPage`), up to the oldest. Keyset pages: a
 * submission made meanwhile joins the first page when the list is read again; none repeats.
 */
export function useUserSubmissionPages() {
  const { api, user } = useSession();
  return useInfiniteQuery({
    queryKey: [...USER_SUBMISSIONS_QUERY_KEY, 'pages', user?.email ?? null],
    queryFn: ({ pageParam }) => fetchUserSubmissionsPage(api, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: user !== null,
    retry: shouldRetryUserSubmissions,
    retryDelay: userSubmissionsRetryDelay,
  });
}

/** A missing or another user's submission (404) or an id the server refuses (400): asking again changes nothing. */
function shouldRetryOwnSubmission(failureCount: number, error: unknown): boolean {
  return !isHttpError(error, [400, 404]) && shouldRetryUserSubmissions(failureCount, error);
}

/** GET /api/contact/submissions/{id}/: one of the caller's own submissions (404 for any other). */
export function useOwnSubmission(id: number | null) {
  const { api, user } = useSession();
  return useQuery({
    queryKey: [...USER_SUBMISSIONS_QUERY_KEY, 'one', user?.email ?? null, id],
    queryFn: () =>
      api.request<Submission>(DESK_API_PATHS.ownSubmission(id as number), {
        query: { [CACHE_BUSTER_PARAM]: Date.now() },
      }),
    enabled: user !== null && id !== null,
    retry: shouldRetryOwnSubmission,
    retryDelay: userSubmissionsRetryDelay,
  });
}

/** Every shape the queries under USER_SUBMISSIONS_QUERY_KEY hold. */
export type UserSubmissionsData =
  | UserSubmissionsResponse
  | InfiniteData<UserSubmissionsPage, string | null>
  | Submission;

/** `data` of any query under USER_SUBMISSIONS_QUERY_KEY with `change` applied to each submission in it. */
export function mapUserSubmissions(
  data: UserSubmissionsData | undefined,
  change: (submission: Submission) => Submission,
): UserSubmissionsData | undefined {
  if (data === undefined) return undefined;
  if (Array.isArray(data)) return data.map(change);
  if ('pages' in data)
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, submissions: page.submissions.map(change) })),
    };
  return change(data);
}
