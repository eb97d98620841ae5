import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Snippet, type SnippetRequest } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../api/admin-request';
import { SNIPPETS_QUERY_KEY } from './snippets';

export interface SnippetSave {
  /** The snippet to change; none for a new one. */
  id?: number;
  body: SnippetRequest;
}

/** POST /api/admin/snippets/ (201) or PUT /api/admin/snippets/{id}/: the stored snippet. */
export function saveSnippet(api: ApiClient, { id, body }: SnippetSave): Promise<Snippet> {
  return id === undefined
    ? adminRequest<Snippet>(api, API_PATHS.admin.snippets, { method: 'POST', body })
    : adminRequest<Snippet>(api, API_PATHS.admin.snippet(id), { method: 'PUT', body });
}

/** Done once the list shows the change: the server orders it, and another admin may have changed it too. */
export function useSaveSnippet() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SnippetSave) => saveSnippet(api, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SNIPPETS_QUERY_KEY }),
  });
}
