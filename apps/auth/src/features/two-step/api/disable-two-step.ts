import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DetailResponse } from '@profileproof/contracts';
import { type TwoStepDisableRequest, TWO_STEP_API_PATHS } from '@profileproof/contracts/two-step';
import { useSession, type ApiClient } from '@profileproof/session';
import { TWO_STEP_STATUS_KEY } from './two-step-status';

/** POST /api/auth/2fa/disable/ {password, code}: off. */
export function disableTwoStep(
  api: ApiClient,
  body: TwoStepDisableRequest,
): Promise<DetailResponse> {
  return api.request<DetailResponse>(TWO_STEP_API_PATHS.disable, { method: 'POST', body });
}

export function useDisableTwoStep() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepDisableRequest) => disableTwoStep(api, body),
    onSuccess: () => queryClient.setQueryData(TWO_STEP_STATUS_KEY, false),
  });
}
