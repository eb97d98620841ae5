import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type LoginRequest, type LoginResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { parseLoginResponse } from '../../../shared/auth-response';

/**
 * POST /api/auth/login/ -> the session to store, or the code step's `mfa_token` (rejects with
 * InvalidAuthResponseError with neither).
 */
export async function login(api: ApiClient, body: LoginRequest): Promise<LoginResponse> {
  const answer = await api.request<unknown>(API_PATHS.auth.login, {
    method: 'POST',
    body,
    auth: false,
  });
  return parseLoginResponse(answer);
}

export function useLogin() {
  const { api } = useSession();
  return useMutation({ mutationFn: (body: LoginRequest) => login(api, body) });
}
