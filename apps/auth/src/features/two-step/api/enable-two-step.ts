import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TwoStepEnableRequest,
  type TwoStepEnableResponse,
  TWO_STEP_API_PATHS,
} from '@profileproof/contracts/two-step';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/2fa/enable/ {code}: on; the ten backup codes, answered this once. */
export function enableTwoStep(
  api: ApiClient,
  body: TwoStepEnableRequest,
): Promise<TwoStepEnableResponse> {
  return api.request<TwoStepEnableResponse>(TWO_STEP_API_PATHS.enable, {
    method: 'POST',
    body,
  });
}

export function useEnableTwoStep() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepEnableRequest) => enableTwoStep(api, body),
    // Every admin screen refused so far may now answer.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
