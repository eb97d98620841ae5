import { useQuery } from '@tanstack/react-query';
import { API_PATHS, CACHE_BUSTER_PARAM, type AuditActorsResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import { AUDIT_ENTRIES_QUERY_KEY } from './audit-entries';

/** Under the log's key: an admin's first action (or a new admin) refreshes the list with the log. */
export const AUDIT_ACTORS_QUERY_KEY = [...AUDIT_ENTRIES_QUERY_KEY, 'actors'] as const;

/** GET /api/admin/audit/actors/: the current admins, then the former ones who acted. */
export function fetchAuditActors(api: ApiClient): Promise<AuditActorsResponse> {
  return adminRequest<AuditActorsResponse>(api, API_PATHS.admin.auditActors, {
    query: { [CACHE_BUSTER_PARAM]: Date.now() },
  });
}

export function useAuditActors() {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: AUDIT_ACTORS_QUERY_KEY,
    queryFn: () => fetchAuditActors(api),
    enabled: isAdmin,
    retry: retryAdminQuery,
  });
}
