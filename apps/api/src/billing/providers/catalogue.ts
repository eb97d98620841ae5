// What both adapters read back from a provider's objects: which of our plans a price (Stripe) or a
// plan (Razorpay) is, from its lookup key, else from the metadata (notes) our checkout wrote.
import {
  BILLING_INTERVALS,
  type BillingInterval,
  isPurchasablePlan,
  priceLookupKey,
  PURCHASABLE_PLAN_IDS,
  type PurchasablePlanId,
} from '@profileproof/contracts';

export interface PlanAndInterval {
  plan: PurchasablePlanId;
  interval: BillingInterval;
}

/** `profileproof_basic_year` → `{plan: 'basic', interval: 'year'}`; null for any other key. */
export function planOfLookupKey(key: string | null | undefined): PlanAndInterval | null {
  for (const plan of PURCHASABLE_PLAN_IDS) {
    for (const interval of BILLING_INTERVALS) {
      if (priceLookupKey(plan, interval) === key) return { plan, interval };
    }
  }
  return null;
}

/** `{plan: 'basic', interval: 'year'}` in metadata or notes; null when either is missing or not ours. */
export function planOfMetadata(
  metadata: Readonly<Record<string, unknown>> | null | undefined,
): PlanAndInterval | null {
  const plan = metadata?.['plan'];
  const interval = metadata?.['interval'];
  if (!isPurchasablePlan(plan) || !isBillingInterval(interval)) return null;
  return { plan, interval };
}

/** The plan from the lookup key, else from the metadata; both null when neither names ours. */
export function planOf(
  lookupKey: string | null | undefined,
  metadata: Readonly<Record<string, unknown>> | null | undefined,
): { plan: PurchasablePlanId | null; interval: BillingInterval | null } {
  return planOfLookupKey(lookupKey) ?? planOfMetadata(metadata) ?? { plan: null, interval: null };
}

export function isBillingInterval(value: unknown): value is BillingInterval {
  return typeof value === 'string' && (BILLING_INTERVALS as readonly string[]).includes(value);
}

/** Unix seconds as a Date; null when absent. */
export function dateOfSeconds(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

/**
 * A header's single value (`name` in lower case, as Node gives headers); undefined when it is
 * absent, empty or sent more than once (a signature header is never repeated).
 */
export function headerValue(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | undefined {
  const value = headers[name];
  const single = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  return single === undefined || single === '' ? undefined : single;
}
