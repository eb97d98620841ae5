import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type DetailResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/email-change/confirm/ with the token of the mailed link. */
export function confirmEmailChange(api: ApiClient, token: string): Promise<DetailResponse> {
  return api.request<DetailResponse>(API_PATHS.account.emailChangeConfirm, {
    method: 'POST',
    body: { token },
  });
}

export function useConfirmEmailChange() {
  const { api } = useSession();
  return useMutation({ mutationFn: (token: string) => confirmEmailChange(api, token) });
}
