import {
  BILLING_INTERVALS,
  CHECKOUT_RESUME_PARAM,
  isPurchasablePlan,
  type BillingInterval,
  type CheckoutRequest,
} from '@profileproof/contracts/billing';
import { ROUTES } from '@profileproof/contracts';

/** {basic, year} -> 'basic-year', the value of /pricing?checkout=. */
export function checkoutResumeValue({ plan, interval }: CheckoutRequest): string {
  return `${plan}-${interval}`;
}

/** Where a visitor comes back to after signing in, to pay for the plan they chose. */
export function checkoutResumePath(choice: CheckoutRequest): string {
  return `${ROUTES.pricing}?${CHECKOUT_RESUME_PARAM}=${checkoutResumeValue(choice)}`;
}

/** 'basic-year' -> {basic, year}; anything else (another plan, a typo) -> null. */
export function parseCheckoutResume(value: string | null): CheckoutRequest | null {
  const match = /^([a-z]+)-([a-z]+)$/.exec(value ?? '');
  if (!match) return null;
  const [, plan, interval] = match;
  if (!isPurchasablePlan(plan)) return null;
  if (!(BILLING_INTERVALS as readonly string[]).includes(interval)) return null;
  return { plan, interval: interval as BillingInterval };
}
