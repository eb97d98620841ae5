import { use, useEffect, useState } from 'react';
import { BILLING_API_PATHS, type BillingPlansResponse } from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';

/** How long a policy page waits for the catalogue before it reads as with billing off (ms). */
export const POLICY_CATALOGUE_WAIT_MS = 1500;

/** GET /api/billing/plans/ (public): the plans sold online and their prices; `enabled` false when billing is off. */
export function fetchBillingPlans(api: ApiClient): Promise<BillingPlansResponse> {
  return api.request<BillingPlansResponse>(BILLING_API_PATHS.plans, { auth: false });
}

/** A failed request is asked again on a visit this long after it (ms). */
const ASK_AGAIN_AFTER_FAILURE_MS = 10_000;

interface Asked {
  /** The catalogue's answer; null when the request failed. */
  answer: Promise<BillingPlansResponse | null>;
  /** The answer, or null once POLICY_CATALOGUE_WAIT_MS have passed without it. */
  capped: Promise<BillingPlansResponse | null>;
  failedAt: number | null;
}

const asked = new WeakMap<ApiClient, Asked>();

/**
 * The catalogue, asked once per page load and shared by the pages that read it (the same promise
 * on every render, as React's `use` needs). A failed request is asked again on a later visit.
 */
function catalogue(api: ApiClient): Asked {
  const known = asked.get(api);
  if (
    known &&
    (known.failedAt === null || Date.now() - known.failedAt < ASK_AGAIN_AFTER_FAILURE_MS)
  )
    return known;
  const entry: Asked = {
    answer: Promise.resolve(null),
    capped: Promise.resolve(null),
    failedAt: null,
  };
  entry.answer = fetchBillingPlans(api).catch(() => {
    entry.failedAt = Date.now();
    return null;
  });
  entry.capped = new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(null);
      // The answer, when it comes, is what a later visit reads.
      void entry.answer.then(() => (entry.capped = entry.answer));
    }, POLICY_CATALOGUE_WAIT_MS);
    void entry.answer.then((answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
  asked.set(api, entry);
  return entry;
}

/**
 * The catalogue for the pricing page (the shell has no React Query: only the remotes' screens use
 * it). Null until it answers, and for good if it fails: the page then reads as it does with
 * billing off.
 */
export function useBillingPlans(): BillingPlansResponse | null {
  const { api } = useSession();
  const [plans, setPlans] = useState<BillingPlansResponse | null>(null);
  useEffect(() => {
    let current = true;
    void catalogue(api).answer.then((answer) => {
      if (current) setPlans(answer);
    });
    return () => {
      current = false;
    };
  }, [api]);
  return plans;
}

/**
 * Whether plans are sold online here (billing on): the policy pages' texts follow it. Suspends
 * until the catalogue answers (the route's "Loading…"), so a policy never changes its wording
 * under the reader's eyes; false when it fails or takes over POLICY_CATALOGUE_WAIT_MS.
 */
export function useOnlinePayment(): boolean {
  const { api } = useSession();
  return use(catalogue(api).capped)?.enabled === true;
}
