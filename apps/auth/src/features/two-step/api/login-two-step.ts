import { useMutation } from '@tanstack/react-query';
import { type AuthResponse } from '@profileproof/contracts';
import { type LoginTwoStepRequest, TWO_STEP_API_PATHS } from '@profileproof/contracts/two-step';
import { useSession, type ApiClient } from '@profileproof/session';
import { parseAuthResponse } from '../../../shared/auth-response';

/** POST /api/auth/login/2fa/ {mfa_token, code}: the session, once the code (or a backup code) is right. */
export async function loginTwoStep(
  api: ApiClient,
  body: LoginTwoStepRequest,
): Promise<AuthResponse> {
  const answer = await api.request<unknown>(TWO_STEP_API_PATHS.login, {
    method: 'POST',
    body,
    auth: false,
  });
  return parseAuthResponse(answer);
}

export function useLoginTwoStep() {
  const { api } = useSession();
  return useMutation({ mutationFn: (body: LoginTwoStepRequest) => loginTwoStep(api, body) });
}
