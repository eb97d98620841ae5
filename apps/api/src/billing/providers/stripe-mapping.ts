// Stripe's objects as billing sees them (ProviderSubscription, ProviderInvoice, our state), and
// which Stripe errors mean "not reachable". Shapes follow the API version of the `stripe` SDK in
// use (23.x): the period is on the subscription item, an invoice names its subscription in
// `parent.subscription_details` and its payment in `payments` (when expanded).
import { BILLING_CURRENCY, type BillingInterval, type BillingState } from '@profileproof/contracts';
import Stripe from 'stripe';
import type { ProviderInvoice, ProviderSubscription } from './billing-provider';
import { dateOfSeconds, planOf } from './catalogue';

/** An id, whether Stripe sent the id or the expanded object; null when absent. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The price is the catalogue's: this amount in USD, every one `interval`, active. */
export function priceMatches(price: Stripe.Price, amount: number, interval: BillingInterval) {
  return (
    price.active &&
    price.unit_amount === amount &&
    price.currency === BILLING_CURRENCY &&
    price.recurring?.interval === interval &&
    price.recurring.interval_count === 1
  );
}

export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const { plan, interval } = planOf(item?.price.lookup_key, subscription.metadata);
  // The customer portal may cancel with `cancel_at` (a date) rather than `cancel_at_period_end`:
  // either way the subscription ends instead of renewing.
  const cancelAt = subscription.cancel_at ?? null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    plan,
    interval,
    currentPeriodEnd: dateOfSeconds(cancelAt ?? item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || cancelAt !== null,
    createdAt: new Date(subscription.created * 1000),
  };
}

/**
 * An invoice with what was refunded of its payment (from the customer's charges, by charge id or
 * payment intent). `amount`: cents paid, or due while unpaid; `paymentId`: the payment intent
 * (else the charge) of its paid payment, null when nothing was paid.
 */
export function invoiceOf(
  invoice: Stripe.Invoice,
  charges: ReadonlyMap<string, Stripe.Charge>,
): ProviderInvoice {
  const paid = invoice.payments?.data.find((payment) => payment.status === 'paid');
  const paymentIntent = idOf(paid?.payment.payment_intent);
  const chargeId = idOf(paid?.payment.charge);
  const charge =
    (chargeId ? charges.get(chargeId) : undefined) ??
    (paymentIntent ? charges.get(paymentIntent) : undefined);
  const subscription = invoice.parent?.subscription_details?.subscription;
  return {
    id: invoice.id ?? '',
    subscriptionId: idOf(subscription),
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    refundedAmount: charge?.amount_refunded ?? 0,
    currency: invoice.currency,
    status: invoice.status ?? 'draft',
    createdAt: new Date(invoice.created * 1000),
    paymentId: paymentIntent ?? chargeId ?? charge?.id ?? null,
  };
}

/** The customer's charges by id and by payment intent, for `invoiceOf`. */
export function chargeIndex(charges: readonly Stripe.Charge[]): Map<string, Stripe.Charge> {
  const index = new Map<string, Stripe.Charge>();
  for (const charge of charges) {
    index.set(charge.id, charge);
    const paymentIntent = idOf(charge.payment_intent);
    if (paymentIntent) index.set(paymentIntent, charge);
  }
  return index;
}

/**
 * Stripe's status as our state: incomplete → pending; active, trialing → active (canceling when
 * it ends at the period's end); past_due → past_due; unpaid, canceled, incomplete_expired,
 * paused and anything else → ended.
 */
export function stripeStateOf(
  subscription: Pick<ProviderSubscription, 'status' | 'cancelAtPeriodEnd'>,
): BillingState {
  switch (subscription.status) {
    case 'incomplete':
      return 'pending';
    case 'active':
    case 'trialing':
      return subscription.cancelAtPeriodEnd ? 'canceling' : 'active';
    case 'past_due':
      return 'past_due';
    default:
      return 'ended';
  }
}

/** The customer an event is about: a customer event's own id, else the object's `customer`. */
export function customerOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as {
    object?: string;
    id?: string;
    customer?: string | { id: string } | null;
  };
  if (object.object === 'customer') return object.id ?? null;
  return idOf(object.customer);
}

/** Stripe could not be reached, timed out, limited the rate, or answered 5xx. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  );
}
