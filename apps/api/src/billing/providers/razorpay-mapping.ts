// Razorpay's objects as billing sees them (ProviderSubscription, ProviderInvoice, our state), and
// the customer a webhook is about.
import type { BillingInterval, BillingState } from '@profileproof/contracts';
import type { ProviderInvoice, ProviderSubscription } from './billing-provider';
import { dateOfSeconds, planOf, type PlanAndInterval } from './catalogue';
import {
  type Notes,
  notesOf,
  type RazorpayInvoice,
  type RazorpayPayment,
  type RazorpayPlan,
  type RazorpaySubscription,
} from './razorpay-api';

/** Razorpay's period of each interval (plans bill every one period: `interval` 1). */
export const RAZORPAY_PERIODS: Readonly<Record<BillingInterval, string>> = {
  month: 'monthly',
  year: 'yearly',
};

/** Razorpay's currencies are upper case. */
export const RAZORPAY_CURRENCY = 'USD';

/** The plan is the catalogue's: its lookup key in the notes, this amount in USD, every one period. */
export function planMatches(
  plan: RazorpayPlan,
  lookupKey: string,
  amount: number,
  interval: BillingInterval,
): boolean {
  return (
    notesOf(plan.notes)['lookup_key'] === lookupKey &&
    plan.item.amount === amount &&
    plan.item.currency.toUpperCase() === RAZORPAY_CURRENCY &&
    plan.period === RAZORPAY_PERIODS[interval] &&
    Number(plan.interval) === 1
  );
}

/**
 * A subscription cancelled at cycle end stays `active` with `end_at` moved to `current_end`
 * (also true in the last cycle of a subscription that runs out): it ends instead of renewing.
 */
export function endsAtCycleEnd(subscription: RazorpaySubscription): boolean {
  const { status, end_at: endAt, current_end: currentEnd } = subscription;
  return status === 'active' && endAt !== null && currentEnd !== null && endAt <= currentEnd;
}

/**
 * `plan`: ours from the Razorpay plan's notes (`lookup_key`), when known, else from the
 * subscription's notes; `customerId` the one we created it for (notes), else Razorpay's.
 */
export function subscriptionOf(
  subscription: RazorpaySubscription,
  plan: PlanAndInterval | null,
): ProviderSubscription {
  const notes = notesOf(subscription.notes);
  const ours = plan ?? planOf(null, notes);
  return {
    id: subscription.id,
    customerId: notes['customer_id'] ?? subscription.customer_id ?? '',
    status: subscription.status,
    plan: ours.plan,
    interval: ours.interval,
    currentPeriodEnd: dateOfSeconds(subscription.current_end),
    cancelAtPeriodEnd: endsAtCycleEnd(subscription),
    createdAt: new Date(subscription.created_at * 1000),
  };
}

/** An invoice of a subscription; `amount` paid (or due while unpaid), refunds from its payment. */
export function invoiceOf(
  invoice: RazorpayInvoice,
  payment: RazorpayPayment | undefined,
): ProviderInvoice {
  return {
    id: invoice.id,
    subscriptionId: invoice.subscription_id,
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount,
    refundedAmount: payment?.amount_refunded ?? 0,
    currency: invoice.currency.toLowerCase(),
    status: invoice.status,
    createdAt: new Date(invoice.created_at * 1000),
    paymentId: invoice.payment_id ?? null,
  };
}

/**
 * Razorpay's status as our state: created, authenticated → pending; active → active (canceling
 * when it ends at the cycle's end); pending (a failed charge being retried) → past_due; halted,
 * cancelled, completed, expired, paused and anything else → ended.
 */
export function razorpayStateOf(
  subscription: Pick<ProviderSubscription, 'status' | 'cancelAtPeriodEnd'>,
): BillingState {
  switch (subscription.status) {
    case 'created':
    case 'authenticated':
      return 'pending';
    case 'active':
      return subscription.cancelAtPeriodEnd ? 'canceling' : 'active';
    case 'pending':
      return 'past_due';
    default:
      return 'ended';
  }
}

interface WebhookBody {
  event?: unknown;
  payload?: {
    subscription?: { entity?: { customer_id?: string | null; notes?: Notes | unknown[] } };
    payment?: { entity?: { customer_id?: string | null } };
  };
}

/** The event's type (`subscription.charged`…) and customer: the subscription's, else the payment's. */
export function eventOf(body: WebhookBody): { type: string; customerId: string | null } {
  const subscription = body.payload?.subscription?.entity;
  const customerId =
    notesOf(subscription?.notes)['customer_id'] ??
    subscription?.customer_id ??
    body.payload?.payment?.entity?.customer_id ??
    null;
  return { type: typeof body.event === 'string' ? body.event : '', customerId };
}
