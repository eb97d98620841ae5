import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type AuthResponse, type LoginRequest } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { parseAuthResponse } from '../../../shared/auth-response';

/** POST /api/auth/login/ -> the session to store (rejects with InvalidAuthResponseError without an access token). */
export async function login(api: ApiClient, body: LoginRequest): Promise<AuthResponse> {
  const answer = await api.request<unknown>(API_PATHS.auth.login, {
    method: 'POST',
    body,
    auth: false,
  });
  return parseAuthResponse(answer);
}

export function useLogin() {
  const { api } = useSession();
  return useMutation({ mutationFn: (body: LoginRequest) => login(api, body) });
}
