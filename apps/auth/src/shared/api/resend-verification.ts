import { useMutation } from '@tanstack/react-query';
import {
  API_PATHS,
  type DetailResponse,
  type ResendVerificationRequest,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/resend-verification/: the server answers the same whether or not the address exists. */
export function resendVerification(
  api: ApiClient,
  body: ResendVerificationRequest,
): Promise<DetailResponse> {
  return api.request<DetailResponse>(API_PATHS.auth.resendVerification, {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useResendVerification() {
  const { api } = useSession();
  return useMutation({
    mutationFn: (body: ResendVerificationRequest) => resendVerification(api, body),
  });
}
