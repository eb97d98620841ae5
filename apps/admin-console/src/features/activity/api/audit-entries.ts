import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, CACHE_BUSTER_PARAM, type AuditListResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import type { ActivityView } from '../activity-entries';

/** Under 'admin': every admin action the console takes (a reply, a deletion…) marks the log stale too. */
export const AUDIT_ENTRIES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'audit'] as const;

export const auditPageKey = (view: ActivityView) =>
  [...AUDIT_ENTRIES_QUERY_KEY, view.actor, view.action, view.asOf ?? 'new', view.page] as const;

/**
 * GET /api/admin/audit/?page=&as_of=&actor=&action=: one page of the audit log, newest first. Empty
 * filters are left out; a page past the last one is answered with the last (`current_page`).
 */
export function fetchAuditEntries(api: ApiClient, view: ActivityView): Promise<AuditListResponse> {
  return adminRequest<AuditListResponse>(api, API_PATHS.admin.audit, {
    query: {
      page: view.page,
      // Pages 2… of a walk: the log as it stood at page 1 (the answer's `as_of`).
      as_of: view.asOf,
      actor: view.actor || undefined,
      action: view.action || undefined,
      [CACHE_BUSTER_PARAM]: Date.now(),
    },
  });
}

/** One page of the log; the previous page stays on screen while another loads. */
export function useAuditEntries(view: ActivityView) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: auditPageKey(view),
    queryFn: () => fetchAuditEntries(api, view),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
    retry: retryAdminQuery,
  });
}
