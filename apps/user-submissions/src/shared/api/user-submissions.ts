import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  USER_SUBMISSIONS_PAGE_MAX,
  USER_SUBMISSIONS_PAGE_SIZE,
  type UserSubmissionsPage,
} from '@profileproof/contracts/desk';
import { isHttpError, useSession, type ApiClient } from '@profileproof/session';

/** Every query of the caller's own submissions starts with this key; invalidate it after a submit. */
export const USER_SUBMISSIONS_QUERY_KEY = ['user-submissions'] as const;

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
 * The newest `count` of the caller's own submissions (GET /api/contact/user-submissions/?limit=
 * &cursor=, pages of at most USER_SUBMISSIONS_PAGE_MAX followed by their cursors), and the cursor
 * past them (null when there are no older ones).
 */
export async function fetchNewestUserSubmissions(
  api: ApiClient,
  count: number,
): Promise<UserSubmissionsPage> {
  const submissions: Submission[] = [];
  let cursor: string | null = null;
  do {
    const page: UserSubmissionsPage = await api.request<UserSubmissionsPage>(
      API_PATHS.contact.userSubmissions,
      {
        query: {
          limit: Math.min(USER_SUBMISSIONS_PAGE_MAX, count - submissions.length),
          cursor: cursor ?? undefined,
          [CACHE_BUSTER_PARAM]: Date.now(),
        },
      },
    );
    submissions.push(...page.submissions);
    cursor = page.next_cursor;
  } while (cursor !== null && submissions.length < count);
  return { submissions, next_cursor: cursor };
}

/**
 * The signed-in user's submissions, newest first (the list of /my-submissions): the newest
 * USER_SUBMISSIONS_PAGE_SIZE at first, as many more at each `loadMore`, up to the oldest. Read
 * again whole (up to 100 a request) when the list changes, so a submission made meanwhile joins
 * the top and none repeats; the rows on screen stay while more load. (One query rather than
 * React Query's infinite query: the shell's session contract does not hand that one out.)
 */
export function useUserSubmissionPages() {
  const { api, user } = useSession();
  const [count, setCount] = useState(USER_SUBMISSIONS_PAGE_SIZE);
  const query = useQuery({
    queryKey: [...USER_SUBMISSIONS_QUERY_KEY, 'newest', user?.email ?? null, count],
    queryFn: () => fetchNewestUserSubmissions(api, count),
    enabled: user !== null,
    placeholderData: keepPreviousData,
    retry: shouldRetryUserSubmissions,
    retryDelay: userSubmissionsRetryDelay,
  });
  const loaded = query.data?.submissions.length ?? 0;
  return {
    query,
    /** Older submissions are left to load. */
    hasMore: query.data !== undefined && query.data.next_cursor !== null,
    /** More are loading (the rows on screen are the ones before). */
    loadingMore: query.isPlaceholderData && query.isFetching,
    loadMore: () => setCount(loaded + USER_SUBMISSIONS_PAGE_SIZE),
  };
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
export type UserSubmissionsData = UserSubmissionsResponse | UserSubmissionsPage | Submission;

/** `data` of any query under USER_SUBMISSIONS_QUERY_KEY with `change` applied to each submission in it. */
export function mapUserSubmissions(
  data: UserSubmissionsData | undefined,
  change: (submission: Submission) => Submission,
): UserSubmissionsData | undefined {
  if (data === undefined) return undefined;
  if (Array.isArray(data)) return data.map(change);
  if ('submissions' in data) return { ...data, submissions: data.submissions.map(change) };
  return change(data);
}
