import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_API_PATHS, type BillingSyncResult } from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers';
import { userBillingKey } from './user-billing';

/** POST /api/admin/billing/sync/ {email}: reads the user's subscriptions from the provider again and fixes ours. */
export function syncBilling(api: ApiClient, email: string): Promise<BillingSyncResult> {
  return adminRequest<BillingSyncResult>(api, BILLING_API_PATHS.admin.sync, {
    method: 'POST',
    body: { email },
  });
}

export function useSyncBilling() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => syncBilling(api, email),
    // What the sync found shows in the panel, and a changed tier in the list.
    onSuccess: (_result, email) => {
      void queryClient.invalidateQueries({ queryKey: userBillingKey(email) });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_QUERY_KEY });
    },
  });
}
