import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Subscriber } from '@profileproof/contracts';
import { TWO_STEP_API_PATHS } from '@profileproof/contracts/two-step';
import { writeOverReadsUnderWay } from '@profileproof/live-events';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers';

/** DELETE /api/auth/admin/user-2fa/?email=…: the user signs in with the password alone again (audited). */
export function resetTwoStep(api: ApiClient, email: string): Promise<{ success: boolean }> {
  return adminRequest<{ success: boolean }>(api, TWO_STEP_API_PATHS.adminReset, {
    method: 'DELETE',
    query: { email },
  });
}

export function useResetTwoStep() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => resetTwoStep(api, email),
    // The row no longer offers the reset (over a read of the list under way, which would offer it again).
    onSuccess: (_answer, email) =>
      writeOverReadsUnderWay<Subscriber[]>(queryClient, SUBSCRIBERS_QUERY_KEY, (list) =>
        list?.map((subscriber) =>
          subscriber.email === email ? { ...subscriber, two_step_enabled: false } : subscriber,
        ),
      ),
  });
}
