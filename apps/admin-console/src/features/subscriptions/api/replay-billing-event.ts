import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BILLING_API_PATHS,
  type AdminBillingEvent,
  type AdminUserBilling,
} from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers';
import { userBillingKey } from './user-billing';

/** POST /api/admin/billing/events/{id}/replay/: processes a stored provider event again; answers it as it now stands. */
export function replayBillingEvent(api: ApiClient, id: number): Promise<AdminBillingEvent> {
  return adminRequest<AdminBillingEvent>(api, BILLING_API_PATHS.admin.replay(id), {
    method: 'POST',
  });
}

export function useReplayBillingEvent(email: string) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => replayBillingEvent(api, id),
    onSuccess: (event) => {
      // The event's new state at once; the rest (the state it may have changed) from a new read.
      queryClient.setQueryData<AdminUserBilling>(userBillingKey(email), (billing) =>
        billing
          ? {
              ...billing,
              events: billing.events.map((old) => (old.id === event.id ? event : old)),
            }
          : billing,
      );
      void queryClient.invalidateQueries({ queryKey: userBillingKey(email) });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_QUERY_KEY });
    },
  });
}
