import { useMutation } from '@tanstack/react-query';
import {
  API_PATHS,
  type DetailResponse,
  type PasswordResetConfirmRequest,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

export interface ConfirmPasswordResetInput extends PasswordResetConfirmRequest {
  uid: string;
  token: string;
}

/** POST /api/auth/password-reset-confirm/{uid}/{token}/ with the new password. */
export function confirmPasswordReset(
  api: ApiClient,
  { uid, token, ...body }: ConfirmPasswordResetInput,
): Promise<DetailResponse> {
  return api.request<DetailResponse>(API_PATHS.auth.passwordResetConfirm(uid, token), {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useConfirmPasswordReset() {
  const { api } = useSession();
  return useMutation({
    mutationFn: (input: ConfirmPasswordResetInput) => confirmPasswordReset(api, input),
  });
}
