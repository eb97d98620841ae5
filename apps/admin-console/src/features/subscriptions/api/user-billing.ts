import { useQuery } from '@tanstack/react-query';
import { BILLING_API_PATHS, type AdminUserBilling } from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';

/** Starts with 'admin' (a sent reply marks every admin list stale), then one user's billing. */
export const USER_BILLING_QUERY_KEY = [...ADMIN_QUERY_KEY, 'billing'] as const;
export const userBillingKey = (email: string) => [...USER_BILLING_QUERY_KEY, email] as const;

/** GET /api/admin/billing/users/?email=…: one user's grants, subscriptions, invoices and events (404 for an unknown address). */
export function fetchUserBilling(api: ApiClient, email: string): Promise<AdminUserBilling> {
  return adminRequest<AdminUserBilling>(api, BILLING_API_PATHS.admin.user, { query: { email } });
}

/** The billing of the user whose panel is open (none while `email` is null). */
export function useUserBilling(email: string | null) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: userBillingKey(email ?? ''),
    queryFn: () => fetchUserBilling(api, email ?? ''),
    enabled: isAdmin && email !== null,
    retry: retryAdminQuery,
  });
}
