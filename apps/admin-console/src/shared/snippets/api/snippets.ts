import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type SnippetListResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../api/admin-request';

export const SNIPPETS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'snippets'] as const;

/** GET /api/admin/snippets/: every snippet the desk shares, by title. */
export function fetchSnippets(api: ApiClient): Promise<SnippetListResponse> {
  return adminRequest<SnippetListResponse>(api, API_PATHS.admin.snippets);
}

export function useSnippets() {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: SNIPPETS_QUERY_KEY,
    queryFn: () => fetchSnippets(api),
    enabled: isAdmin,
    retry: retryAdminQuery,
  });
}
