import { useMutation } from '@tanstack/react-query';
import { type DetailResponse } from '@profileproof/contracts';
import { ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/email-change/confirm/ with the token of the mailed link. */
export function confirmEmailChange(api: ApiClient, token: string): Promise<DetailResponse> {
  return api.request<DetailResponse>(ACCOUNT_API_PATHS.emailChangeConfirm, {
    method: 'POST',
    body: { token },
  });
}

export function useConfirmEmailChange() {
  const { api } = useSession();
  return useMutation({ mutationFn: (token: string) => confirmEmailChange(api, token) });
}
