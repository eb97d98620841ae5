import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type AdminSubscriptionMutationResponse,
  type Subscriber,
  type SubscriptionAssignment,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { SubscriptionCallError } from '../subscription-errors';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers';

/**
 * POST /api/auth/admin/user-subscription/: gives `email` the tier, for `valid_for_days` days or,
 * without it, for good. Refusals are 4xx `{success: false, error}`; an unknown e-mail is a 404
 * whose error mentions the foreign key.
 */
export async function assignSubscription(
  api: ApiClient,
  body: SubscriptionAssignment,
): Promise<AdminSubscriptionMutationResponse> {
  const answer = await adminRequest<AdminSubscriptionMutationResponse>(
    api,
    API_PATHS.admin.userSubscription,
    { method: 'POST', body },
  );
  if (!answer?.success) throw new SubscriptionCallError(answer?.error);
  return answer;
}

export function useAssignSubscription() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionAssignment) => assignSubscription(api, body),
    onSuccess: (answer) => {
      const stored = answer.data;
      // The most recently changed subscriber heads the list at once; the refetch confirms it.
      if (stored) {
        queryClient.setQueryData<Subscriber[]>(SUBSCRIBERS_QUERY_KEY, (list) =>
          list
            ? [
                stored,
                ...list.filter(
                  (subscriber) => subscriber.email.toLowerCase() !== stored.email.toLowerCase(),
                ),
              ]
            : list,
        );
      }
      void queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_QUERY_KEY });
    },
  });
}
