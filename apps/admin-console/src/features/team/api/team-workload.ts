import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CACHE_BUSTER_PARAM, type TeamWorkloadResponse } from '@profileproof/contracts';
import { DESK_API_PATHS } from '@profileproof/contracts/desk';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import type { TeamPeriod } from '../team-period';

/** Under 'admin': a reply sent from the console marks the figures stale too. */
export const TEAM_QUERY_KEY = [...ADMIN_QUERY_KEY, 'team'] as const;

/** GET /api/admin/team/?from=&to=: empty bounds are left out (the API's defaults apply). */
export function fetchTeamWorkload(api: ApiClient, period: TeamPeriod) {
  return adminRequest<TeamWorkloadResponse>(api, DESK_API_PATHS.team, {
    query: {
      from: period.from || undefined,
      to: period.to || undefined,
      [CACHE_BUSTER_PARAM]: Date.now(),
    },
  });
}

/** The period's figures; the previous ones stay on screen while another period loads. */
export function useTeamWorkload(period: TeamPeriod) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, period.from, period.to],
    queryFn: () => fetchTeamWorkload(api, period),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
    retry: retryAdminQuery,
  });
}
