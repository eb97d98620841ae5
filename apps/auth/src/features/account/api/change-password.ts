import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DetailResponse } from '@profileproof/contracts';
import { type PasswordChangeRequest, ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';
import { ACCOUNT_SESSIONS_KEY } from './account-sessions';

/** POST /api/auth/password-change/: the other sessions end, this one stays. */
export function changePassword(
  api: ApiClient,
  body: PasswordChangeRequest,
): Promise<DetailResponse> {
  return api.request<DetailResponse>(ACCOUNT_API_PATHS.passwordChange, { method: 'POST', body });
}

export function useChangePassword() {
  const { api } = useSession();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) => changePassword(api, body),
    onSuccess: () => queries.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY }),
  });
}
