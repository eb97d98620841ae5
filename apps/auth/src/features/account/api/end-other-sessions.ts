import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RevokeOthersResponse, ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';
import { ACCOUNT_SESSIONS_KEY } from './account-sessions';

/** POST /api/auth/sessions/revoke-others/: every session but this one ends. */
export function endOtherSessions(api: ApiClient): Promise<RevokeOthersResponse> {
  return api.request<RevokeOthersResponse>(ACCOUNT_API_PATHS.revokeOtherSessions, {
    method: 'POST',
  });
}

export function useEndOtherSessions() {
  const { api } = useSession();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(api),
    onSettled: () => queries.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY }),
  });
}
