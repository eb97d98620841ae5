import { useMutation } from '@tanstack/react-query';
import { type AccountDeleteRequest, ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';

/** DELETE /api/auth/account/ with the password (if any) and the typed word. */
export function closeAccount(api: ApiClient, body: AccountDeleteRequest): Promise<void> {
  return api.request<void>(ACCOUNT_API_PATHS.account, { method: 'DELETE', body });
}

export function useCloseAccount() {
  const { api } = useSession();
  return useMutation({ mutationFn: (body: AccountDeleteRequest) => closeAccount(api, body) });
}
