import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type AccountDeleteRequest } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

/** DELETE /api/auth/account/ with the password (if any) and the typed word. */
export function closeAccount(api: ApiClient, body: AccountDeleteRequest): Promise<void> {
  return api.request<void>(API_PATHS.account.account, { method: 'DELETE', body });
}

export function useCloseAccount() {
  const { api } = useSession();
  return useMutation({ mutationFn: (body: AccountDeleteRequest) => closeAccount(api, body) });
}
