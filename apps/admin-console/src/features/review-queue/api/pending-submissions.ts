import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ADMIN_AUTO_REFRESH_MS,
  API_PATHS,
  CACHE_BUSTER_PARAM,
  type AdminSubmission,
  type Claim,
  type PendingListResponse,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';

/**
 * Every window of the pending queue sits under this key; a sent reply removes its submission from
 * all of them.
 */
export const PENDING_SUBMISSIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'pending-submissions'] as const;

export const pendingWindowKey = (limit: number) =>
  [...PENDING_SUBMISSIONS_QUERY_KEY, limit] as const;

/** The oldest `limit` pending submissions, oldest first: the queue, or the start of a longer one. */
export interface PendingWindow {
  submissions: AdminSubmission[];
  /** What was asked for: a window as long as this may have more behind it. */
  limit: number;
}

/** GET /api/admin/submissions/?status=pending&limit=…&t=…: the oldest `limit` submissions waiting for a reply. */
export async function fetchPendingSubmissions(
  api: ApiClient,
  limit: number,
): Promise<PendingWindow> {
  const answer = await adminRequest<PendingListResponse>(api, API_PATHS.admin.submissions, {
    query: { status: 'pending', limit, [CACHE_BUSTER_PARAM]: Date.now() },
  });
  // The server sends them oldest first; sorting again costs nothing and keeps the promise.
  const submissions = [...answer.submissions].sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
  );
  return { submissions, limit };
}

/**
 * The oldest `limit` of the queue, re-read every 15 seconds while `autoRefresh` is on (spec
 * section 2, default on). While a longer window loads, the current one stays on screen.
 */
export function usePendingSubmissions({
  autoRefresh,
  limit,
}: {
  autoRefresh: boolean;
  limit: number;
}) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: pendingWindowKey(limit),
    queryFn: () => fetchPendingSubmissions(api, limit),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
    retry: retryAdminQuery,
    refetchInterval: autoRefresh ? ADMIN_AUTO_REFRESH_MS : false,
  });
}

/**
 * Writes what a claim call learnt (the caller's claim, another admin's, or none) into every window
 * of the queue, so the cards say it at once rather than at the next refresh.
 */
export function setClaimInQueue(queryClient: QueryClient, id: number, claim: Claim | null): void {
  queryClient.setQueriesData<PendingWindow>(
    { queryKey: PENDING_SUBMISSIONS_QUERY_KEY },
    (shown) =>
      shown && {
        ...shown,
        submissions: shown.submissions.map((submission) =>
          submission.id === id ? { ...submission, claim } : submission,
        ),
      },
  );
}
