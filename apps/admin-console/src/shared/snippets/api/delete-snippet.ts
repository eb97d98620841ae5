import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type DeleteResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../api/admin-request';
import { SNIPPETS_QUERY_KEY } from './snippets';

/** DELETE /api/admin/snippets/{id}/ (404 when another admin deleted it first). */
export function deleteSnippet(api: ApiClient, id: number): Promise<DeleteResponse> {
  return adminRequest<DeleteResponse>(api, API_PATHS.admin.snippet(id), { method: 'DELETE' });
}

export function useDeleteSnippet() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSnippet(api, id),
    // A failure may mean it is gone already: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SNIPPETS_QUERY_KEY }),
  });
}
