/**
 * Billing (issue 40): what a customer can buy, the answers of `/api/billing/*`, and the admin's
 * view of a user's billing. Amounts are integer cents of `BILLING_CURRENCY`; the catalogue is
 * PLANS (plans.ts), so the pricing page, checkout and the provider's prices cannot disagree.
 */
import type { components } from '../generated/openapi';
import { PLANS, type Plan, yearlyTotalPrice } from './plans';
import type { Tier } from './subscriptions';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

export const BILLING_PROVIDERS = ['stripe', 'razorpay'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The plans sold online: Free costs nothing and Premium Elite is contact-only. */
export const PURCHASABLE_PLAN_IDS = ['basic', 'premium'] as const;
export type PurchasablePlanId = (typeof PURCHASABLE_PLAN_IDS)[number];

/**
 * Our state of a provider subscription. pending: not paid yet (no access); active: the plan's
 * tier; canceling: the tier until the period ends; past_due: the tier kept while the customer
 * fixes the payment; ended: no access from it. A provider status we do not know counts as ended.
 */
export const BILLING_STATES = ['pending', 'active', 'canceling', 'past_due', 'ended'] as const;
export type BillingState = (typeof BILLING_STATES)[number];

/** States in which a provider subscription grants its plan's tier. */
export const GRANTING_STATES: readonly BillingState[] = ['active', 'canceling', 'past_due'];

/** States in which the customer already has a subscription to manage (no second checkout). */
export const LIVE_STATES: readonly BillingState[] = ['pending', 'active', 'canceling', 'past_due'];

/** Where a tier comes from: an admin's grant, a paid subscription, or nothing (free). */
export const GRANT_SOURCES = ['admin', 'provider'] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];

export const BILLING_CURRENCY = 'usd';

export function isPurchasablePlan(value: unknown): value is PurchasablePlanId {
  return typeof value === 'string' && (PURCHASABLE_PLAN_IDS as readonly string[]).includes(value);
}

export function purchasablePlan(id: PurchasablePlanId): Plan & { tier: Tier } {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan?.tier) throw new Error(`Not a purchasable plan: ${id}`);
  return plan as Plan & { tier: Tier };
}

/**
 * What the provider charges for one period, in cents: the monthly price, or twelve months at the
 * yearly discount (Basic yearly = $5,750.40 = 575040).
 */
export function planAmountCents(id: PurchasablePlanId, interval: BillingInterval): number {
  const { monthlyPrice } = purchasablePlan(id);
  return Math.round((interval === 'month' ? monthlyPrice : yearlyTotalPrice(monthlyPrice)) * 100);
}

/** The stable key of a price at the provider (Stripe's `lookup_key`, Razorpay's plan notes). */
export function priceLookupKey(id: PurchasablePlanId, interval: BillingInterval): string {
  return `profileproof_${id}_${interval}`;
}

export type BillingPrice = Schemas['BillingPriceDto'];

export type BillingPlan = Schemas['BillingPlanDto'];

/** GET /api/billing/plans: the catalogue; `enabled` false when BILLING_PROVIDER is unset. */
export type BillingPlansResponse = Schemas['BillingPlansResponseDto'];

export type BillingInvoice = Schemas['BillingInvoiceDto'];

/** GET /api/billing/me: the caller's tier, where it comes from, and their paid subscription. */
export type BillingMeResponse = Schemas['BillingMeResponseDto'];

/** POST /api/billing/checkout: the server picks the price; any amount sent is ignored. */
export type CheckoutRequest = Schemas['CheckoutRequestDto'];

/** POST /api/billing/checkout and /portal: where to send the browser. */
export type BillingRedirect = Schemas['BillingRedirectDto'];

/** One grant of a tier, as the admin sees it. */
export type BillingGrant = Schemas['BillingGrantDto'];

export type AdminBillingSubscription = Schemas['AdminBillingSubscriptionDto'];

export const BILLING_EVENT_STATES = ['received', 'processed', 'failed', 'ignored'] as const;
export type BillingEventState = (typeof BILLING_EVENT_STATES)[number];

export type AdminBillingEvent = Schemas['AdminBillingEventDto'];

/** GET /api/admin/billing/users/?email=: one user's billing, for support. */
export type AdminUserBilling = Schemas['AdminUserBillingDto'];

/** POST /api/admin/billing/sync/ (`{email}` for one user, `{}` for a reconciliation of all). */
export type BillingSyncResult = Schemas['BillingSyncResultDto'];

/** Front-end routes the provider sends the browser back to. */
export const BILLING_ROUTES = {
  success: '/billing/success',
  cancel: '/billing/cancel',
} as const;

/** The query parameter of /pricing that resumes a checkout after sign-up: `?checkout=basic-year`. */
export const CHECKOUT_RESUME_PARAM = 'checkout';

export const BILLING_API_PATHS = {
  plans: '/api/billing/plans/',
  me: '/api/billing/me/',
  checkout: '/api/billing/checkout/',
  portal: '/api/billing/portal/',
  webhook: (provider: BillingProviderName) => `/api/billing/webhooks/${provider}/`,
  admin: {
    /** Query `email`. */
    user: '/api/admin/billing/users/',
    /** POST `{email?}`. */
    sync: '/api/admin/billing/sync/',
    /** POST: process a stored event again. */
    replay: (id: number) => `/api/admin/billing/events/${id}/replay/`,
    /** POST `{email}`: cancel the paid subscription now, refund its last invoice, sync. */
    refund: '/api/admin/billing/refund/',
  },
} as const;

export const BILLING_ROUTE_PATTERNS = {
  plans: 'billing/plans',
  me: 'billing/me',
  checkout: 'billing/checkout',
  portal: 'billing/portal',
  webhook: 'billing/webhooks/:provider',
  adminUser: 'admin/billing/users',
  adminSync: 'admin/billing/sync',
  adminReplay: 'admin/billing/events/:id/replay',
  adminRefund: 'admin/billing/refund',
} as const;

/** Refusals (`detail`) and screen texts of billing. */
export const BILLING_MESSAGES = {
  disabled: 'Online payment is not switched on. Contact us to change your plan.',
  liveSubscription: 'You already have a subscription. Use Manage billing to change it.',
  noCustomer: 'You have no billing account yet. Choose a plan on the pricing page.',
  providerDown: 'The payment provider is not reachable. Try again in a minute.',
  badSignature: 'The webhook signature is invalid or too old.',
  wrongMode: 'The event was sent in another mode (test or live) than this deployment uses.',
  unknownProvider: 'Unknown billing provider.',
  paidGrant:
    "This user's tier is paid through the payment provider. Use Refund and end now, or add an admin grant on top.",
  noPaidSubscription: 'This user has no paid subscription to refund.',
  eventNotFound: 'No such billing event.',
  pastDueBanner:
    'Your last payment failed. Update your payment method in Manage billing to keep your plan.',
} as const;
