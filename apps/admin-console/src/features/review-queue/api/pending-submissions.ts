import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_AUTO_REFRESH_MS,
  API_PATHS,
  CACHE_BUSTER_PARAM,
  type AdminSubmission,
  type PendingListResponse,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';

/** The pending queue's query key; a sent reply removes its submission from this cache. */
export const PENDING_SUBMISSIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'pending-submissions'] as const;

/** GET /api/admin/submissions/?status=pending&t=…: the submissions waiting for a reply, oldest first. */
export async function fetchPendingSubmissions(api: ApiClient): Promise<AdminSubmission[]> {
  const answer = await adminRequest<PendingListResponse>(api, API_PATHS.admin.submissions, {
    query: { status: 'pending', [CACHE_BUSTER_PARAM]: Date.now() },
  });
  // The server sends them oldest first; sorting again costs nothing and keeps the promise.
  return [...answer.submissions].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/** The queue, re-read every 15 seconds while `autoRefresh` is on (spec section 2, default on). */
export function usePendingSubmissions({ autoRefresh }: { autoRefresh: boolean }) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: PENDING_SUBMISSIONS_QUERY_KEY,
    queryFn: () => fetchPendingSubmissions(api),
    enabled: isAdmin,
    retry: retryAdminQuery,
    refetchInterval: autoRefresh ? ADMIN_AUTO_REFRESH_MS : false,
  });
}
