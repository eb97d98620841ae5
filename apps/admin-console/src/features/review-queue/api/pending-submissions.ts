import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ADMIN_AUTO_REFRESH_MS,
  API_PATHS,
  CACHE_BUSTER_PARAM,
  type AdminSubmission,
  type Claim,
  type PendingListResponse,
} from '@profileproof/contracts';
import { writeOverReadsUnderWay } from '@profileproof/live-events';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import {
  deskFiltersKey,
  deskFiltersQuery,
  NO_DESK_FILTERS,
  type DeskFilterValues,
} from '../../../shared/desk-filters';

/**
 * Every window of the pending queue sits under this key; a sent reply removes its submission from
 * all of them.
 */
export const PENDING_SUBMISSIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'pending-submissions'] as const;

export const pendingWindowKey = (limit: number, filters: DeskFilterValues = NO_DESK_FILTERS) =>
  [...PENDING_SUBMISSIONS_QUERY_KEY, deskFiltersKey(filters), limit] as const;

/** The queue's order: earliest due first, then oldest, then the lower id (the API's). */
export function byQueueOrder(a: AdminSubmission, b: AdminSubmission): number {
  return (
    Date.parse(a.due_by) - Date.parse(b.due_by) ||
    Date.parse(a.created_at) - Date.parse(b.created_at) ||
    a.id - b.id
  );
}

/** The first `limit` pending submissions in the queue's order: the queue, or the start of a longer one. */
export interface PendingWindow {
  submissions: AdminSubmission[];
  /** What was asked for: a window as long as this may have more behind it. */
  limit: number;
}

/**
 * GET /api/admin/submissions/?status=pending&limit=…&q=…&tier=…&overdue=…&t=…: the first `limit`
 * submissions waiting for a reply that match the filters, earliest due first.
 */
export async function fetchPendingSubmissions(
  api: ApiClient,
  limit: number,
  filters: DeskFilterValues = NO_DESK_FILTERS,
): Promise<PendingWindow> {
  const answer = await adminRequest<PendingListResponse>(api, API_PATHS.admin.submissions, {
    query: {
      status: 'pending',
      limit,
      ...deskFiltersQuery(filters),
      [CACHE_BUSTER_PARAM]: Date.now(),
    },
  });
  // The server sends them in the queue's order; sorting again costs nothing and keeps the promise.
  const submissions = [...answer.submissions].sort(byQueueOrder);
  return { submissions, limit };
}

/**
 * The first `limit` of the queue (filtered), re-read every 15 seconds while `autoRefresh` is on (spec
 * section 2, default on). While a longer window loads, the current one stays on screen.
 */
export function usePendingSubmissions({
  autoRefresh,
  limit,
  filters = NO_DESK_FILTERS,
}: {
  autoRefresh: boolean;
  limit: number;
  filters?: DeskFilterValues;
}) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: pendingWindowKey(limit, filters),
    queryFn: () => fetchPendingSubmissions(api, limit, filters),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
    retry: retryAdminQuery,
    refetchInterval: autoRefresh ? ADMIN_AUTO_REFRESH_MS : false,
  });
}

/**
 * Writes what a claim call learnt (the caller's claim, another admin's, or none) into every window
 * of the queue, so the cards say it at once rather than at the next refresh; over a read of the
 * queue already under way, whose answer would put the old claim back on the card.
 */
export function setClaimInQueue(queryClient: QueryClient, id: number, claim: Claim | null): void {
  writeOverReadsUnderWay<PendingWindow>(
    queryClient,
    PENDING_SUBMISSIONS_QUERY_KEY,
    (shown) =>
      shown && {
        ...shown,
        submissions: shown.submissions.map((submission) =>
          submission.id === id ? { ...submission, claim } : submission,
        ),
      },
  );
}
