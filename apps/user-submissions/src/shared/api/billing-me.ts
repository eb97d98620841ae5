import { useQuery } from '@tanstack/react-query';
import { BILLING_API_PATHS, type BillingMeResponse } from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';

/** Every query of the caller's billing starts with this key (Account → Billing's too). */
export const BILLING_QUERY_KEY = ['billing'] as const;
export const BILLING_ME_QUERY_KEY = [...BILLING_QUERY_KEY, 'me'] as const;

/** GET /api/billing/me/: the caller's tier, where it comes from, and their paid subscription. */
export function fetchBillingMe(api: ApiClient): Promise<BillingMeResponse> {
  return api.request<BillingMeResponse>(BILLING_API_PATHS.me);
}

export interface BillingMeOptions {
  /** Read again every `pollMs` until `done` says the answer is the awaited one (or `pollMs` is false). */
  pollMs?: number | false;
  done?: (me: BillingMeResponse | undefined) => boolean;
  /** Ask for an administrator too (default: customers only, who are the ones with a checkout). */
  anyRole?: boolean;
}

/** The caller's billing, read once per user unless polled. */
export function useBillingMe({ pollMs = false, done, anyRole = false }: BillingMeOptions = {}) {
  const { api, user } = useSession();
  return useQuery({
    queryKey: [...BILLING_ME_QUERY_KEY, user?.email ?? null],
    queryFn: () => fetchBillingMe(api),
    enabled: user !== null && (anyRole || user.role !== 'admin'),
    refetchInterval: (query) => (!pollMs || done?.(query.state.data) ? false : pollMs),
  });
}
