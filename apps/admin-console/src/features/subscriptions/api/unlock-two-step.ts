import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Subscriber } from '@profileproof/contracts';
import { TWO_STEP_API_PATHS } from '@profileproof/contracts/two-step';
import { writeOverReadsUnderWay } from '@profileproof/live-events';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers';

/**
 * POST /api/auth/admin/user-2fa/unlock/ {email}: lifts the lock-out after too many wrong sign-in
 * codes; two-step sign-in stays on (audited).
 */
export function unlockTwoStep(api: ApiClient, email: string): Promise<{ success: boolean }> {
  return adminRequest<{ success: boolean }>(api, TWO_STEP_API_PATHS.adminUnlock, {
    method: 'POST',
    body: { email },
  });
}

export function useUnlockTwoStep() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => unlockTwoStep(api, email),
    // The row no longer offers the unlock (over a read of the list under way, which would offer it again).
    onSuccess: (_answer, email) =>
      writeOverReadsUnderWay<Subscriber[]>(queryClient, SUBSCRIBERS_QUERY_KEY, (list) =>
        list?.map((subscriber) =>
          subscriber.email === email ? { ...subscriber, two_step_locked: false } : subscriber,
        ),
      ),
  });
}
