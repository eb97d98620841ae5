import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type DetailResponse, type PasswordResetRequest } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/password-reset/: the same answer whether or not the address has an account. */
export function requestPasswordReset(
  api: ApiClient,
  body: PasswordResetRequest,
): Promise<DetailResponse> {
  return api.request<DetailResponse>(API_PATHS.auth.passwordReset, {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useRequestPasswordReset() {
  const { api } = useSession();
  return useMutation({
    mutationFn: (body: PasswordResetRequest) => requestPasswordReset(api, body),
  });
}
