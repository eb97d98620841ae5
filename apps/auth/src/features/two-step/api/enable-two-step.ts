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

/**
 * Turns two-step sign-in on; `onEnabled` receives the backup codes before anything else happens.
 * Then every query is refetched (each admin screen refused so far may now answer): the section
 * turns to "on" as soon as its status answers, which unmounts the confirming form, so a callback
 * given to `mutate` could fire after that (React Query then drops it) and the codes, shown this
 * once, would be lost.
 */
export function useEnableTwoStep(onEnabled: (backupCodes: string[]) => void) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepEnableRequest) => enableTwoStep(api, body),
    onSuccess: (answer) => {
      onEnabled(answer.backup_codes);
      return queryClient.invalidateQueries();
    },
  });
}
