import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';
import { ACCOUNT_SESSIONS_KEY } from './account-sessions';

/** DELETE /api/auth/sessions/{id}/: signs that session out. */
export function endSession(api: ApiClient, id: string): Promise<void> {
  return api.request<void>(ACCOUNT_API_PATHS.session(id), { method: 'DELETE' });
}

export function useEndSession() {
  const { api } = useSession();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSession(api, id),
    onSettled: () => queries.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY }),
  });
}
