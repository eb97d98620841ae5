// How the fake Stripe's subscriptions move, as the real provider moves them: checkout → an
// incomplete subscription, a paid invoice, then active; renewal; a failed payment (past_due);
// the end of a subscription canceled at period end; refunds. Each step sends its events.
import { addInterval, newId, nowSeconds, snapshot, type Json } from './http';
import { StripeError, type StripeState } from './stripe-state';

export function firstItem(subscription: Json): Json {
  return (subscription.items as { data: Json[] }).data[0];
}

/** The pay page's "Pay": the customer (if new), an active subscription, a paid invoice, the events. */
export function completeCheckout(
  state: StripeState,
  sessionId: string,
): { session: Json; subscription: Json; invoice: Json } {
  const session = state.find(state.sessions, sessionId, 'checkout.session');
  if (session.status !== 'open') {
    throw new StripeError(400, `Checkout session ${sessionId} is ${session.status}.`);
  }
  const extras = state.sessionExtras.get(sessionId);
  if (!extras) throw new StripeError(404, `No such checkout.session: '${sessionId}'`);
  if (!session.customer) {
    session.customer = state.createCustomer({ email: session.customer_email }).id;
  }
  const price = state.find(state.prices, extras.price, 'price');
  const start = nowSeconds();
  const recurring = price.recurring as Json;
  const id = newId('sub_');
  const subscription: Json = {
    id,
    object: 'subscription',
    customer: session.customer,
    status: 'incomplete',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: start,
    start_date: start,
    currency: price.currency,
    metadata: snapshot(extras.subscriptionMetadata),
    latest_invoice: null,
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: newId('si_'),
          object: 'subscription_item',
          price,
          quantity: 1,
          subscription: id,
          current_period_start: start,
          current_period_end: addInterval(
            start,
            String(recurring.interval),
            Number(recurring.interval_count),
          ),
        },
      ],
    },
  };
  state.subscriptions.set(id, subscription);
  state.emit('customer.subscription.created', subscription);
  const invoice = payInvoice(state, subscription, 'subscription_create');
  updateSubscription(state, subscription, { status: 'active' });
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    subscription: id,
    invoice: invoice.id,
  });
  state.emit('checkout.session.completed', session);
  return { session, subscription, invoice };
}

/** An invoice (paid, or open after a failed charge) for the subscription's current period. */
export function payInvoice(state: StripeState, subscription: Json, reason: string, paid = true) {
  const item = firstItem(subscription);
  const price = item.price as Json;
  const amount = (price.unit_amount as number) * (item.quantity as number);
  const invoiceId = newId('in_');
  const charge: Json = {
    id: newId('ch_'),
    object: 'charge',
    amount,
    amount_captured: paid ? amount : 0,
    amount_refunded: 0,
    refunded: false,
    currency: price.currency,
    customer: subscription.customer,
    paid,
    status: paid ? 'succeeded' : 'failed',
    payment_intent: newId('pi_'),
    created: nowSeconds(),
    livemode: false,
  };
  state.charges.set(charge.id as string, charge);
  const payment = {
    object: 'invoice_payment',
    invoice: invoiceId,
    amount_paid: paid ? amount : 0,
    status: paid ? 'paid' : 'open',
    payment: { type: 'payment_intent', payment_intent: charge.payment_intent, charge: charge.id },
  };
  const invoice: Json = {
    id: invoiceId,
    object: 'invoice',
    customer: subscription.customer,
    currency: price.currency,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    billing_reason: reason,
    status: paid ? 'paid' : 'open',
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          object: 'line_item',
          amount,
          currency: price.currency,
          pricing: { price_details: { price: price.id } },
        },
      ],
    },
    payments: { object: 'list', has_more: false, data: [payment] },
    created: nowSeconds(),
    livemode: false,
  };
  state.invoices.set(invoiceId, invoice);
  subscription.latest_invoice = invoiceId;
  state.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  return invoice;
}

/** Changes a subscription and sends `customer.subscription.updated` (`.deleted` when it ends). */
export function updateSubscription(state: StripeState, subscription: Json, changes: Json): Json {
  const previous: Json = {};
  for (const key of Object.keys(changes)) previous[key] = snapshot(subscription[key]);
  Object.assign(subscription, changes);
  if (changes.status === 'canceled') {
    subscription.ended_at ??= nowSeconds();
    subscription.canceled_at ??= nowSeconds();
    state.emit('customer.subscription.deleted', subscription);
  } else {
    state.emit('customer.subscription.updated', subscription, previous);
  }
  return subscription;
}

/** The end of the period: a renewal with a new paid invoice, or the end of a canceling one. */
export function advanceToPeriodEnd(state: StripeState, subscriptionId: string): Json {
  const subscription = state.find(state.subscriptions, subscriptionId, 'subscription');
  if (subscription.status === 'canceled') {
    throw new StripeError(400, `Subscription ${subscriptionId} has ended.`);
  }
  const item = firstItem(subscription);
  const end = item.current_period_end as number;
  if (subscription.cancel_at_period_end) {
    subscription.ended_at = end;
    subscription.canceled_at ??= end;
    return updateSubscription(state, subscription, { status: 'canceled' });
  }
  const recurring = (item.price as Json).recurring as Json;
  const previous: Json = { items: snapshot(subscription.items) };
  if (subscription.status !== 'active') previous.status = subscription.status;
  Object.assign(item, {
    current_period_start: end,
    current_period_end: addInterval(
      end,
      String(recurring.interval),
      Number(recurring.interval_count),
    ),
  });
  payInvoice(state, subscription, 'subscription_cycle');
  subscription.status = 'active';
  state.emit('customer.subscription.updated', subscription, previous);
  return subscription;
}

/** A renewal whose payment fails: an open invoice, `invoice.payment_failed`, status past_due. */
export function failPayment(state: StripeState, subscriptionId: string): Json {
  const subscription = state.find(state.subscriptions, subscriptionId, 'subscription');
  payInvoice(state, subscription, 'subscription_cycle', false);
  return updateSubscription(state, subscription, { status: 'past_due' });
}

/** `POST /v1/refunds` by `charge` or `payment_intent`: the charge's `amount_refunded` grows. */
export function refund(state: StripeState, fields: Json): Json {
  const charge = fields.charge
    ? state.find(state.charges, String(fields.charge), 'charge')
    : [...state.charges.values()].find((c) => c.payment_intent === fields.payment_intent);
  if (!charge) {
    throw new StripeError(404, `No such payment_intent: '${fields.payment_intent}'`);
  }
  const left = (charge.amount_captured as number) - (charge.amount_refunded as number);
  const amount = fields.amount === undefined ? left : Number(fields.amount);
  if (!(amount > 0 && amount <= left)) {
    throw new StripeError(400, `Refund amount (${amount}) is more than is left (${left}).`);
  }
  const created: Json = {
    id: newId('re_'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: charge.currency,
    status: 'succeeded',
    reason: fields.reason ?? null,
    metadata: fields.metadata ?? {},
    created: nowSeconds(),
  };
  state.refunds.set(created.id as string, created);
  charge.amount_refunded = (charge.amount_refunded as number) + amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  state.emit('charge.refunded', charge);
  return created;
}
