import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type AdminSubscriptionMutationResponse,
  type Subscriber,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
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
    // As the spec says: after deleting, the row is removed locally (no refetch).
    onSuccess: (_answer, email) => {
      queryClient.setQueryData<Subscriber[]>(SUBSCRIBERS_QUERY_KEY, (list) =>
        list?.filter((subscriber) => subscriber.email !== email),
      );
    },
  });
}
