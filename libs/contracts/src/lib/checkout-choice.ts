import {
  BILLING_INTERVALS,
  CHECKOUT_RESUME_PARAM,
  isPurchasablePlan,
  type BillingInterval,
  type CheckoutRequest,
} from './billing';
import { ROUTES } from './routes';

/*
 * The plan a visitor chose on /pricing before having an account. Sign-up goes through a mailed
 * link (another tab, maybe another hour), so the way back is kept in the browser for a day: the
 * shell writes it when a visitor clicks Subscribe, /inputMain offers to continue after the first
 * sign-in, and starting that checkout forgets it.
 */

/**
 * localStorage key of the visitor's choice: `{plan, interval, chosenAt}` (ms since the epoch), and
 * `owner`, the address of the first account it was offered to.
 */
export const CHECKOUT_CHOICE_STORAGE_KEY = 'checkout_choice';

/** How long a visitor's choice is offered back: one day, in milliseconds. */
export const CHECKOUT_CHOICE_TTL_MS = 24 * 60 * 60 * 1000;

/** {basic, year} -> 'basic-year', the value of /pricing?checkout=. */
export function checkoutResumeValue({ plan, interval }: CheckoutRequest): string {
  return `${plan}-${interval}`;
}

/** /pricing?checkout=basic-year: the pricing page starts that checkout by itself once signed in. */
export function checkoutResumePath(choice: CheckoutRequest): string {
  return `${ROUTES.pricing}?${CHECKOUT_RESUME_PARAM}=${checkoutResumeValue(choice)}`;
}

/** 'basic-year' -> {basic, year}; anything else (another plan, a typo) -> null. */
export function parseCheckoutResume(value: string | null | undefined): CheckoutRequest | null {
  const match = /^([a-z]+)-([a-z]+)$/.exec(value ?? '');
  if (!match) return null;
  const [, plan, interval] = match;
  if (!isPurchasablePlan(plan)) return null;
  if (!(BILLING_INTERVALS as readonly string[]).includes(interval)) return null;
  return { plan, interval: interval as BillingInterval };
}

/** Keeps a visitor's choice for a day (nothing when storage is unavailable, e.g. blocked). */
export function rememberCheckoutChoice(choice: CheckoutRequest, now = Date.now()): void {
  try {
    localStorage.setItem(
      CHECKOUT_CHOICE_STORAGE_KEY,
      JSON.stringify({ plan: choice.plan, interval: choice.interval, chosenAt: now }),
    );
  } catch {
    // Private mode or storage full: the visitor chooses again after signing up.
  }
}

/** The stored choice, or null when none, expired or unreadable. */
function storedChoice(
  now: number,
): (CheckoutRequest & { chosenAt: number; owner?: string }) | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(CHECKOUT_CHOICE_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { plan, interval, chosenAt, owner } = stored as Record<string, unknown>;
  if (typeof chosenAt !== 'number' || now - chosenAt > CHECKOUT_CHOICE_TTL_MS || chosenAt > now)
    return null;
  const choice = parseCheckoutResume(`${String(plan)}-${String(interval)}`);
  if (!choice) return null;
  return typeof owner === 'string' ? { ...choice, chosenAt, owner } : { ...choice, chosenAt };
}

/** The choice kept by rememberCheckoutChoice, or null when none, expired or unreadable. */
export function readCheckoutChoice(now = Date.now()): CheckoutRequest | null {
  const stored = storedChoice(now);
  return stored && { plan: stored.plan, interval: stored.interval };
}

/**
 * The choice, for the signed-in account `email`: the first account it is offered to keeps it; any
 * other account (someone else on the same browser) never sees it, and it is forgotten.
 */
export function claimCheckoutChoice(email: string, now = Date.now()): CheckoutRequest | null {
  const stored = storedChoice(now);
  if (!stored) return null;
  const me = email.toLowerCase();
  if (stored.owner !== undefined && stored.owner !== me) {
    forgetCheckoutChoice();
    return null;
  }
  try {
    localStorage.setItem(CHECKOUT_CHOICE_STORAGE_KEY, JSON.stringify({ ...stored, owner: me }));
  } catch {
    // Unwritable storage: offered this time only.
  }
  return { plan: stored.plan, interval: stored.interval };
}

export function forgetCheckoutChoice(): void {
  try {
    localStorage.removeItem(CHECKOUT_CHOICE_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
