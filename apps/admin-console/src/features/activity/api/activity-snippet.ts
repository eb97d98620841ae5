import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Snippet } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import { AUDIT_ENTRIES_QUERY_KEY } from './audit-entries';

/** GET /api/admin/snippets/{id}/: the snippet an entry of the log names, as it is now. */
export function fetchActivitySnippet(api: ApiClient, id: number): Promise<Snippet> {
  return adminRequest<Snippet>(api, API_PATHS.admin.snippet(id));
}

export function useActivitySnippet(id: number | null) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: [...AUDIT_ENTRIES_QUERY_KEY, 'snippet', id],
    queryFn: () => fetchActivitySnippet(api, id as number),
    enabled: isAdmin && id !== null,
    retry: retryAdminQuery,
  });
}
