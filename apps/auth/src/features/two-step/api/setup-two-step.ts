import { useMutation } from '@tanstack/react-query';
import { type TwoStepSetupResponse, TWO_STEP_API_PATHS } from '@profileproof/contracts/two-step';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/2fa/setup/: a new secret and its QR code; not on until confirmed with a code. */
export function setupTwoStep(api: ApiClient): Promise<TwoStepSetupResponse> {
  return api.request<TwoStepSetupResponse>(TWO_STEP_API_PATHS.setup, {
    method: 'POST',
    body: {},
  });
}

export function useSetupTwoStep() {
  const { api } = useSession();
  return useMutation({ mutationFn: () => setupTwoStep(api) });
}
