import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_API_PATHS, type AdminUserBilling } from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers';
import { userBillingKey } from './user-billing';

/**
 * POST /api/admin/billing/refund/ {email}: ends the user's paid subscription now and refunds its
 * last invoice; answers their billing afterwards (409 when they have no paid subscription).
 */
export function refundBilling(api: ApiClient, email: string): Promise<AdminUserBilling> {
  return adminRequest<AdminUserBilling>(api, BILLING_API_PATHS.admin.refund, {
    method: 'POST',
    body: { email },
  });
}

export function useRefundBilling() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => refundBilling(api, email),
    onSuccess: (billing, email) => {
      queryClient.setQueryData(userBillingKey(email), billing);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_QUERY_KEY });
    },
  });
}
