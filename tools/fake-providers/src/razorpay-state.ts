// What the fake Razorpay remembers (plans, customers, subscriptions, payments, invoices, refunds)
// and how a subscription moves, as Razorpay moves it: created → authenticated → active (charged
// each cycle) → pending → halted, or cancelled / completed. Each step is a webhook event.
import { addInterval, newId, nowSeconds, snapshot, type Json } from './http';

export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Razorpay's periods as interval names of `addInterval`. */
const PERIODS: Record<string, string> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

export class RazorpayState {
  readonly plans = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly payments = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  readonly events: Json[] = [];
  /** Subscriptions cancelled with `cancel_at_cycle_end`: they end at `current_end`. */
  readonly cancelAtCycleEnd = new Set<string>();

  constructor(
    readonly baseUrl: string,
    private readonly onEvent: (id: string, event: Json) => void,
  ) {}

  find(collection: Map<string, Json>, id: string): Json {
    const found = collection.get(id);
    if (!found) throw new RazorpayError(400, 'The id provided does not exist', 'id');
    return found;
  }

  /** A webhook event: `payload.<entity>.entity` a copy of each object now. */
  emit(type: string, entities: Record<string, Json>): Json {
    const event: Json = {
      entity: 'event',
      account_id: 'acc_FakeRazorpay01',
      event: type,
      contains: Object.keys(entities),
      payload: Object.fromEntries(
        Object.entries(entities).map(([name, entity]) => [name, { entity: snapshot(entity) }]),
      ),
      created_at: nowSeconds(),
    };
    const id = newId('evt_');
    this.events.push({ id, ...event });
    this.onEvent(id, event);
    return event;
  }

  createPlan(fields: Json): Json {
    const item = (fields.item ?? {}) as Json;
    if (!PERIODS[String(fields.period)]) {
      throw new RazorpayError(400, 'The period must be daily, weekly, monthly or yearly', 'period');
    }
    if (!item.name || !item.amount || !item.currency) {
      throw new RazorpayError(400, 'The item needs a name, an amount and a currency', 'item');
    }
    const plan: Json = {
      id: newId('plan_'),
      entity: 'plan',
      interval: Number(fields.interval ?? 1),
      period: fields.period,
      item: {
        id: newId('item_'),
        active: true,
        name: item.name,
        description: item.description ?? null,
        amount: Number(item.amount),
        unit_amount: Number(item.amount),
        currency: item.currency,
        type: 'plan',
      },
      notes: fields.notes ?? {},
      created_at: nowSeconds(),
    };
    this.plans.set(plan.id as string, plan);
    return plan;
  }

  createCustomer(fields: Json): Json {
    const existing = [...this.customers.values()].find((c) => c.email === fields.email);
    if (existing) {
      if (String(fields.fail_existing ?? '1') === '0') return existing;
      throw new RazorpayError(400, 'Customer already exists for the merchant', 'email');
    }
    const customer: Json = {
      id: newId('cust_'),
      entity: 'customer',
      name: fields.name ?? null,
      email: fields.email ?? null,
      contact: fields.contact ?? null,
      gstin: null,
      notes: fields.notes ?? {},
      created_at: nowSeconds(),
    };
    this.customers.set(customer.id as string, customer);
    return customer;
  }

  createSubscription(fields: Json): Json {
    const plan = this.find(this.plans, String(fields.plan_id));
    if (fields.customer_id) this.find(this.customers, String(fields.customer_id));
    const totalCount = Number(fields.total_count);
    if (!(totalCount > 0)) throw new RazorpayError(400, 'total_count is required', 'total_count');
    const id = newId('sub_');
    const subscription: Json = {
      id,
      entity: 'subscription',
      plan_id: plan.id,
      customer_id: fields.customer_id ?? null,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity: Number(fields.quantity ?? 1),
      notes: fields.notes ?? {},
      charge_at: null,
      start_at: fields.start_at ?? null,
      end_at: null,
      auth_attempts: 0,
      total_count: totalCount,
      paid_count: 0,
      customer_notify: fields.customer_notify ?? true,
      created_at: nowSeconds(),
      expire_by: fields.expire_by ?? null,
      short_url: `${this.baseUrl}/pay/${id}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: 'api',
      remaining_count: totalCount,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** The pay page's "Pay": authenticated, then active and charged for the first cycle. */
  pay(subscriptionId: string): { subscription: Json; payment: Json } {
    const subscription = this.find(this.subscriptions, subscriptionId);
    if (subscription.status !== 'created') {
      throw new RazorpayError(400, `Subscription is ${subscription.status}`);
    }
    subscription.status = 'authenticated';
    subscription.auth_attempts = 1;
    this.emit('subscription.authenticated', { subscription });
    const start = nowSeconds();
    subscription.status = 'active';
    this.startCycle(subscription, start);
    this.emit('subscription.activated', { subscription });
    const payment = this.charge(subscription);
    return { subscription, payment };
  }

  /** The end of a cycle: the next charge, or cancelled / completed. */
  advanceCycle(subscriptionId: string): Json {
    const subscription = this.find(this.subscriptions, subscriptionId);
    if (this.cancelAtCycleEnd.has(subscriptionId)) {
      return this.setStatus(subscriptionId, 'cancelled');
    }
    if ((subscription.remaining_count as number) === 0) {
      return this.setStatus(subscriptionId, 'completed');
    }
    this.startCycle(subscription, subscription.current_end as number);
    subscription.status = 'active';
    this.charge(subscription);
    return subscription;
  }

  /** A failed renewal: pending on the first, halted on the next. */
  failPayment(subscriptionId: string): Json {
    const subscription = this.find(this.subscriptions, subscriptionId);
    return this.setStatus(subscriptionId, subscription.status === 'pending' ? 'halted' : 'pending');
  }

  /** Any status, with its `subscription.<status>` event. */
  setStatus(subscriptionId: string, status: string): Json {
    const subscription = this.find(this.subscriptions, subscriptionId);
    subscription.status = status;
    if (status === 'cancelled' || status === 'completed') {
      subscription.ended_at = nowSeconds();
      subscription.remaining_count = 0;
    }
    this.emit(`subscription.${status}`, { subscription });
    return subscription;
  }

  cancel(subscriptionId: string, atCycleEnd: boolean): Json {
    const subscription = this.find(this.subscriptions, subscriptionId);
    if (['cancelled', 'completed', 'expired'].includes(String(subscription.status))) {
      throw new RazorpayError(400, 'Subscription is not cancellable in cancelled status.');
    }
    if (!atCycleEnd) return this.setStatus(subscriptionId, 'cancelled');
    this.cancelAtCycleEnd.add(subscriptionId);
    subscription.end_at = subscription.current_end;
    return subscription;
  }

  refund(paymentId: string, fields: Json): Json {
    const payment = this.find(this.payments, paymentId);
    const left = (payment.amount as number) - (payment.amount_refunded as number);
    const amount = fields.amount === undefined ? left : Number(fields.amount);
    if (!(amount > 0 && amount <= left)) {
      throw new RazorpayError(400, 'The refund amount is more than what is left', 'amount');
    }
    const refund: Json = {
      id: newId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: fields.notes ?? {},
      status: 'processed',
      created_at: nowSeconds(),
    };
    this.refunds.set(refund.id as string, refund);
    payment.amount_refunded = (payment.amount_refunded as number) + amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    this.emit('refund.processed', { refund, payment });
    return refund;
  }

  private startCycle(subscription: Json, start: number): void {
    const plan = this.find(this.plans, String(subscription.plan_id));
    const end = addInterval(start, PERIODS[String(plan.period)], plan.interval as number);
    Object.assign(subscription, { current_start: start, current_end: end, charge_at: end });
    if (subscription.paid_count === 0) subscription.start_at = start;
  }

  /** A captured payment and a paid invoice for the current cycle, then `subscription.charged`. */
  private charge(subscription: Json): Json {
    const plan = this.find(this.plans, String(subscription.plan_id));
    const item = plan.item as Json;
    const amount = (item.amount as number) * (subscription.quantity as number);
    const invoiceId = newId('inv_');
    const payment: Json = {
      id: newId('pay_'),
      entity: 'payment',
      amount,
      currency: item.currency,
      status: 'captured',
      captured: true,
      method: 'card',
      invoice_id: invoiceId,
      amount_refunded: 0,
      refund_status: null,
      customer_id: subscription.customer_id,
      created_at: nowSeconds(),
    };
    this.payments.set(payment.id as string, payment);
    this.invoices.set(invoiceId, {
      id: invoiceId,
      entity: 'invoice',
      subscription_id: subscription.id,
      customer_id: subscription.customer_id,
      payment_id: payment.id,
      status: 'paid',
      amount,
      amount_paid: amount,
      currency: item.currency,
      billing_start: subscription.current_start,
      billing_end: subscription.current_end,
      paid_at: nowSeconds(),
      created_at: nowSeconds(),
    });
    subscription.paid_count = (subscription.paid_count as number) + 1;
    subscription.remaining_count =
      (subscription.total_count as number) - (subscription.paid_count as number);
    this.emit('subscription.charged', { subscription, payment });
    return payment;
  }
}
