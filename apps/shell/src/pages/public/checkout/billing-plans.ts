import { useEffect, useState } from 'react';
import { BILLING_API_PATHS, type BillingPlansResponse } from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';

/** GET /api/billing/plans/ (public): the plans sold online and their prices; `enabled` false when billing is off. */
export function fetchBillingPlans(api: ApiClient): Promise<BillingPlansResponse> {
  return api.request<BillingPlansResponse>(BILLING_API_PATHS.plans, { auth: false });
}

/**
 * The catalogue, read once per visit of the pricing page (the shell has no React Query: only the
 * remotes' screens use it). Null until it answers, and for good if it fails: the page then reads
 * as it does with billing off.
 */
export function useBillingPlans(): BillingPlansResponse | null {
  const { api } = useSession();
  const [plans, setPlans] = useState<BillingPlansResponse | null>(null);
  useEffect(() => {
    let current = true;
    fetchBillingPlans(api).then(
      (answer) => {
        if (current) setPlans(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  return plans;
}

/** Whether plans are sold online here (billing on): the policy pages' texts follow it. */
export function useOnlinePayment(): boolean {
  return useBillingPlans()?.enabled === true;
}
