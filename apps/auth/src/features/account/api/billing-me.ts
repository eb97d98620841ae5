import { useQuery } from '@tanstack/react-query';
import { BILLING_API_PATHS, type BillingMeResponse } from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';

/** Starts with 'billing', as the other remotes' reads of it: the page after a payment marks them all stale. */
export const BILLING_ME_KEY = ['billing', 'me'] as const;

/** GET /api/billing/me/: the caller's tier, where it comes from, their subscription and invoices. */
export function fetchBillingMe(api: ApiClient): Promise<BillingMeResponse> {
  return api.request<BillingMeResponse>(BILLING_API_PATHS.me);
}

/** Customers only: an administrator buys nothing (checkout and portal answer them 403). */
export function useBillingMe() {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: BILLING_ME_KEY,
    queryFn: () => fetchBillingMe(api),
    enabled: !isAdmin,
  });
}
