import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type AdminSubscriptionMutationResponse } from '@profileproof/contracts';
import { writeOverReadsUnderWay } from '@profileproof/live-events';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { rowSource, type SubscriberRow } from '../billing-rows';
import { SubscriptionCallError } from '../subscription-errors';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers';

/** DELETE /api/auth/admin/user-subscription/?email=…: the user is back on the free tier. */
export async function deleteSubscription(
  api: ApiClient,
  email: string,
): Promise<AdminSubscriptionMutationResponse> {
  const answer = await adminRequest<AdminSubscriptionMutationResponse>(
    api,
    API_PATHS.admin.userSubscription,
    {
      method: 'DELETE',
      query: { email },
    },
  );
  if (!answer?.success) throw new SubscriptionCallError(answer?.error);
  return answer;
}

export function useDeleteSubscription() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => deleteSubscription(api, email),
    // As the spec says: after deleting, the row is removed locally (no refetch), unless a read of
    // the list is under way (after an assignment): its answer would put the row back. Only the
    // admin's grant goes: a paid one (issue 40) stays, and then gives the tier.
    onSuccess: (_answer, email) =>
      writeOverReadsUnderWay<SubscriberRow[]>(queryClient, SUBSCRIBERS_QUERY_KEY, (list) =>
        list
          ?.filter((row) => row.email !== email || rowSource(row) !== 'admin')
          .map((row) => (row.email === email ? { ...row, wins: true } : row)),
      ),
  });
}
