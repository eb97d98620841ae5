import type { BillingEventState, BillingInterval, BillingState, GrantSource } from '../billing';
import { BILLING_BANNER_TEXTS } from './billing-banner';

/**
 * 59900 cents of 'usd' -> '$599', 575040 -> '$5750.40' (as formatPrice writes dollars); another
 * currency -> '5990.00 INR'. Written out rather than calling formatPrice: importing plans.ts here
 * would make the Account page's chunk reach into the module /login carries (its byte budget).
 */
export function formatBillingAmount(cents: number, currency: string): string {
  const whole = Math.round(cents);
  if (currency.toLowerCase() !== 'usd')
    return `${(whole / 100).toFixed(2)} ${currency.toUpperCase()}`;
  return whole % 100 === 0 ? `$${whole / 100}` : `$${(whole / 100).toFixed(2)}`;
}

/** 'month' -> 'a month', 'year' -> 'a year'. */
export const perInterval = (interval: BillingInterval): string => `a ${interval}`;

/** 'month' -> 'Monthly', 'year' -> 'Yearly'. */
export const INTERVAL_LABELS: Readonly<Record<BillingInterval, string>> = {
  month: 'Monthly',
  year: 'Yearly',
};

/*
 * The texts of billing's screens (issue 40): the pricing page's buttons, the pages the payment
 * provider sends the browser back to, Account → Billing, the banner on /inputMain and the admin's
 * per-user billing. Served by the unshared entry `@profileproof/contracts/billing`, never with the
 * shell's first script; one constant per screen, so a screen's chunk carries its own texts only.
 */

/** The pricing page's buttons and notes when plans are sold online. */
export const BILLING_PRICING_TEXTS = {
  /** The button of a plan sold online; the plan's name is read out, not shown. */
  subscribe: 'Subscribe',
  subscribeFor: (price: string, interval: BillingInterval) =>
    `for ${price} ${perInterval(interval)}`,
  starting: 'Opening checkout…',
  note: 'Prices are in US dollars. Pay by card through our payment provider; your plan switches on as soon as the payment is confirmed, and you can cancel any time under Account → Billing.',
  visitorNote: 'Create an account or log in first: the plan you choose waits for you.',
  faqUpgrade:
    'Choose Basic or Premium above and pay by card: the plan switches on as soon as the payment is confirmed. Change or cancel it any time under Account → Billing. Premium Elite is arranged with our team.',
  goToBilling: 'Go to Account → Billing',
  failed: 'Checkout could not start. Try again in a moment.',
} as const;

/** /billing/success: the payment is in, the plan switching on. */
export const BILLING_SUCCESS_TEXTS = {
  title: 'Payment received',
  intro: 'Thank you. We are switching your plan on.',
  confirming: 'Confirming your payment…',
  confirmed: (plan: string) => `Your ${plan} plan is active.`,
  plan: 'Plan',
  remaining: 'Submissions left this month',
  unlimited: 'Unlimited',
  submit: 'Submit a profile',
  slow: 'Your payment is being confirmed. This can take a minute: your plan switches on by itself, and you can follow it under Account → Billing.',
  checkAgain: 'Check again',
  toBilling: 'Open Account → Billing',
} as const;

/** /billing/cancel: checkout left, nothing paid. */
export const BILLING_CANCEL_TEXTS = {
  title: 'Checkout canceled — you were not charged',
  intro:
    'Nothing was paid and your plan has not changed. You can choose a plan again whenever you like.',
  backToPricing: 'Back to pricing',
  submit: 'Go to profile analysis',
} as const;

/** Account → Billing. */
export const BILLING_ACCOUNT_TEXTS = {
  heading: 'Billing',
  intro: 'Your plan, its payments and how to change or cancel it.',
  plan: 'Plan',
  source: 'Source',
  status: 'Status',
  sources: {
    provider: 'Paid subscription',
    admin: 'Granted by the ProfileProof team',
    free: 'Free plan',
  } satisfies Record<GrantSource | 'free', string>,
  states: {
    active: 'Active',
    canceling: 'Canceling',
    past_due: 'Payment problem',
    pending: 'Pending',
    ended: 'Ended',
  } satisfies Record<BillingState, string>,
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
  invoices: 'Invoices',
  noInvoices: 'No invoices yet.',
  columns: { date: 'Date', amount: 'Amount', status: 'Status', refunded: 'Refunded' },
  manage: 'Manage billing',
  opening: 'Opening…',
  comparePlans: 'Compare plans',
  failed: 'Billing details could not be loaded.',
  retry: 'Try again',
} as const;

/** The admin console's per-user billing. */
export const BILLING_ADMIN_TEXTS = {
  open: 'Billing',
  sourceBadges: { provider: 'Paid', admin: 'Admin' } satisfies Record<GrantSource, string>,
  wins: 'Gives the tier',
  panelTitle: (email: string) => `Billing of ${email}`,
  close: 'Close',
  loading: 'Loading billing…',
  failed: 'Billing could not be loaded',
  tier: 'Tier',
  lastSynced: 'Last synced',
  never: 'Never',
  drift: 'Drift: the last sync found a difference with the payment provider (now fixed).',
  inSync: 'In sync with the payment provider',
  sync: 'Sync now',
  syncing: 'Syncing…',
  synced: (customers: number, drift: number) =>
    `Synced ${customers} ${customers === 1 ? 'customer' : 'customers'}; ${drift} with drift.`,
  syncFailed: 'Sync failed',
  refund: 'Refund and end now',
  refunding: 'Refunding…',
  refundTitle: 'Refund and end the subscription now?',
  refundBody: (email: string) =>
    `This cancels the paid subscription of ${email} at once and refunds its last invoice. Their tier falls back to what any admin grant gives, or Free.`,
  refunded: (email: string) => `The subscription of ${email} was ended and refunded.`,
  refundFailed: 'Refund failed',
  cancel: 'Cancel',
  grants: 'Grants',
  noGrants: 'No grant: the user is on Free.',
  grantColumns: {
    source: 'Source',
    tier: 'Tier',
    until: 'Until',
    inForce: 'In force',
    grantedBy: 'Granted by',
  },
  winner: 'Wins',
  yes: 'Yes',
  no: 'No',
  unlimited: 'Unlimited',
  subscriptions: 'Provider subscriptions',
  noSubscriptions: 'No subscription at the payment provider.',
  subscriptionColumns: {
    subscription: 'Subscription',
    status: 'Provider status',
    state: 'Our state',
    plan: 'Plan',
    periodEnd: 'Period end',
    cancelAtEnd: 'Cancels at period end',
    synced: 'Last synced',
  },
  invoices: 'Invoices',
  noInvoices: 'No invoices.',
  events: 'Events',
  noEvents: 'No events received.',
  eventColumns: {
    type: 'Type',
    state: 'State',
    attempts: 'Attempts',
    received: 'Received',
    processed: 'Processed',
    error: 'Error',
    actions: 'Actions',
  },
  eventStates: {
    received: 'Received',
    processed: 'Processed',
    failed: 'Failed',
    ignored: 'Ignored',
  } satisfies Record<BillingEventState, string>,
  replay: 'Replay',
  replayed: (type: string) => `Event ${type} processed again.`,
  replayFailed: 'Replay failed',
} as const;

/**
 * The policy pages and the pricing FAQ while plans are sold online: how a paid plan is bought,
 * renews, is cancelled and changed. With billing off they read PLAN_ACTIVATION_TEXT instead. The
 * refund rule (REFUND_POLICY_TEXT) holds either way: cancelling stops the renewal, the period
 * paid is not refunded.
 */
export const BILLING_POLICY_TEXTS = {
  payment:
    'Paid plans are bought online: you pay by card on our payment provider’s secure page, and the plan switches on as soon as the payment is confirmed. A subscription renews at the end of each month or year until you cancel it under Account → Billing; when it ends, your account returns to the Free plan.',
  activePeriod:
    'Your plan stays active, with all its monthly submissions and its delivery speed, until the end of the period you paid for.',
  renewal:
    'A subscription renews automatically at the end of each month or year. Cancel it any time under Account → Billing: it then does not renew, and your plan stays active until the end of the period you paid for.',
  failedPayment:
    'If a renewal payment fails, your plan stays active while you update your card under Account → Billing; if the payment cannot be collected, your account returns to the Free plan.',
  changing:
    'Change or cancel your plan under Account → Billing. An upgrade applies at once; a move to a smaller plan applies when the current period ends. The period you have paid for is not refunded.',
  keyPoint:
    'A subscription renews each period until you cancel it; after cancelling, your plan stays active until the period ends.',
  faqCancel:
    'You can cancel any time under Account → Billing: your subscription stops renewing, and your plan stays active until the end of the period you paid for.',
} as const;

/** Every screen's texts, by screen (for the tests). */
export const BILLING_SCREENS = {
  pricing: BILLING_PRICING_TEXTS,
  success: BILLING_SUCCESS_TEXTS,
  cancel: BILLING_CANCEL_TEXTS,
  account: BILLING_ACCOUNT_TEXTS,
  banner: BILLING_BANNER_TEXTS,
  admin: BILLING_ADMIN_TEXTS,
  policy: BILLING_POLICY_TEXTS,
} as const;
