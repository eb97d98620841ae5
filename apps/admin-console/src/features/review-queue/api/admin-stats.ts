import { useQuery } from '@tanstack/react-query';
import { ADMIN_AUTO_REFRESH_MS, API_PATHS, type AdminStatsResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import { viewerTimeZone } from '../../../shared/viewer-zone';

export const ADMIN_STATS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'stats'] as const;

/** GET /api/admin/stats/?tz=: queue and review figures, and submissions per day (the browser's days) over 30 days. */
export function fetchAdminStats(api: ApiClient): Promise<AdminStatsResponse> {
  return adminRequest<AdminStatsResponse>(api, API_PATHS.admin.stats, {
    query: { tz: viewerTimeZone() },
  });
}

/** Refreshed with the queue, so the pending count and the queue never disagree for long. */
export function useAdminStats({ autoRefresh }: { autoRefresh: boolean }) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: () => fetchAdminStats(api),
    enabled: isAdmin,
    retry: retryAdminQuery,
    refetchInterval: autoRefresh ? ADMIN_AUTO_REFRESH_MS : false,
  });
}
