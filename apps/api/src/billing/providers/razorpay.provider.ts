// Billing through Razorpay Subscriptions: a subscription per checkout (its hosted link is the
// payment page), signed webhooks, and the catalogue's plans kept on Razorpay by a lookup key in
// their notes. The REST API is called with `fetch` (razorpay-api.ts says why not with the SDK);
// the `razorpay` SDK checks webhook signatures.
import {
  type BillingInterval,
  type BillingState,
  LIVE_STATES,
  planAmountCents,
  priceLookupKey,
  purchasablePlan,
  type PurchasablePlanId,
} from '@profileproof/contracts';
import Razorpay from 'razorpay';
import {
  type BillingProvider,
  type CheckoutInput,
  type ProviderInvoice,
  type ProviderSubscription,
  type VerifiedEvent,
  WebhookSignatureError,
} from './billing-provider';
import { headerValue, planOfLookupKey, type PlanAndInterval } from './catalogue';
import {
  notesOf,
  RazorpayApi,
  type RazorpayInvoice,
  type RazorpayPayment,
  type RazorpayPlan,
  RazorpayRequestError,
  type RazorpaySubscription,
} from './razorpay-api';
import {
  eventOf,
  invoiceOf,
  planMatches,
  RAZORPAY_CURRENCY,
  RAZORPAY_PERIODS,
  razorpayStateOf,
  subscriptionOf,
} from './razorpay-mapping';

export interface RazorpayProviderOptions {
  /** `rzp_test_…` or `rzp_live_…`. */
  keyId: string;
  keySecret: string;
  /** The secret set on the webhook in Razorpay's dashboard. */
  webhookSecret: string;
  /** Default `https://api.razorpay.com`; the fake's origin in tests. */
  apiUrl?: string;
}

/** Charges of a subscription before it completes: ten years, whichever the interval. */
const TOTAL_COUNT: Readonly<Record<BillingInterval, number>> = { month: 120, year: 10 };
/** Statuses after which a subscription cannot be cancelled again. */
const FINISHED = new Set(['cancelled', 'completed', 'expired']);

/** A name Razorpay accepts (3–50 letters, digits, spaces, `.` `'` `/` `@` `(` `)`): from the e-mail. */
function customerName(user: { id: number; email: string }): string {
  const local = user.email.split('@')[0] ?? '';
  const name = local
    .replace(/[^A-Za-z0-9.'/@() ]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 50);
  return name.length >= 3 ? name : `Customer ${user.id}`;
}

export class RazorpayProvider implements BillingProvider {
  readonly name = 'razorpay' as const;
  readonly livemode: boolean;
  private readonly api: RazorpayApi;
  private readonly webhookSecret: string;
  /** Our plan ids by lookup key: a Razorpay plan cannot change, so once found it is kept. */
  private readonly planIds = new Map<string, Promise<string>>();
  /** Which of our plans a Razorpay plan id is (null: not ours). */
  private readonly plansById = new Map<string, PlanAndInterval | null>();

  constructor(options: RazorpayProviderOptions) {
    this.livemode = options.keyId.startsWith('rzp_live_');
    this.webhookSecret = options.webhookSecret;
    this.api = new RazorpayApi({
      keyId: options.keyId,
      keySecret: options.keySecret,
      apiUrl: options.apiUrl ?? 'https://api.razorpay.com',
    });
  }

  /** A Razorpay customer (`cust_…`); the existing one of that e-mail, if any (`fail_existing: 0`). */
  async createCustomer(user: { id: number; email: string }): Promise<string> {
    const customer = await this.api.post<{ id: string }>('/v1/customers', {
      name: customerName(user),
      email: user.email,
      fail_existing: '0',
      notes: { user_id: String(user.id) },
    });
    return customer.id;
  }

  /**
   * A subscription to the catalogue's plan; `url` is its hosted link (`short_url`), `sessionId`
   * its id (`sub_…`). Razorpay's API takes no return URLs for that page: success and cancel URLs
   * are not used (the webhook and the next sync tell the outcome).
   */
  async createCheckout(input: CheckoutInput): Promise<{ url: string; sessionId: string }> {
    const planId = await this.planFor(input.plan, input.interval);
    const subscription = await this.api.post<RazorpaySubscription>('/v1/subscriptions', {
      plan_id: planId,
      total_count: TOTAL_COUNT[input.interval],
      quantity: 1,
      customer_notify: 1,
      // Razorpay's create call takes no customer (its documented parameters and the SDK's request
      // type have none): it sets `customer_id` once the customer authenticates the subscription.
      // Our customer goes in the notes, which is what the customer's subscriptions are found by.
      notes: {
        user_id: String(input.userId),
        plan: input.plan,
        interval: input.interval,
        customer_id: input.customerId,
      },
    });
    return { url: subscription.short_url, sessionId: subscription.id };
  }

  /**
   * Razorpay has no hosted customer portal: the nearest is the hosted link of the customer's
   * latest live subscription, Razorpay's page for it (authentication, payment method). Throws a
   * plain Error when the customer has none.
   */
  async createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const live = (await this.subscriptionsOf(input.customerId)).find((subscription) =>
      LIVE_STATES.includes(razorpayStateOf(subscriptionOf(subscription, null))),
    );
    if (!live) throw new Error(`Razorpay customer ${input.customerId} has no live subscription`);
    return { url: live.short_url };
  }

  /**
   * `X-Razorpay-Signature`: the hex HMAC-SHA256 of the raw body with the webhook secret, checked
   * by the SDK's `validateWebhookSignature`; `X-Razorpay-Event-Id`: the event's id (required).
   * Razorpay signs no timestamp, so there is no age to check: a replayed delivery is stopped by
   * the event log's uniqueness on the event id. That header is not signed either, but a replay
   * under another id changes nothing: billing reads the subscription fresh from Razorpay, never
   * from the body. `livemode` is this deployment's (a webhook secret belongs to one mode).
   * Throws WebhookSignatureError.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): VerifiedEvent {
    const signature = headerValue(headers, 'x-razorpay-signature');
    if (!signature) throw new WebhookSignatureError('No X-Razorpay-Signature header');
    const id = headerValue(headers, 'x-razorpay-event-id');
    if (!id) throw new WebhookSignatureError('No X-Razorpay-Event-Id header');
    let valid: boolean;
    try {
      valid = Razorpay.validateWebhookSignature(
        rawBody.toString('utf8'),
        signature,
        this.webhookSecret,
      );
    } catch {
      valid = false;
    }
    if (!valid) throw new WebhookSignatureError('The Razorpay webhook signature does not match');
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookSignatureError('The Razorpay webhook body is not JSON');
    }
    const { type, customerId } = eventOf((body ?? {}) as Parameters<typeof eventOf>[0]);
    if (!type) throw new WebhookSignatureError('The Razorpay webhook names no event');
    return { id, type, livemode: this.livemode, customerId };
  }

  /**
   * Razorpay lists subscriptions by plan only: every page is read and the customer's kept (its
   * `customer_id`, or the one in our notes).
   */
  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    const subscriptions = await this.subscriptionsOf(customerId);
    const plans = await Promise.all(subscriptions.map((s) => this.ourPlan(s.plan_id)));
    return subscriptions.map((subscription, index) => subscriptionOf(subscription, plans[index]));
  }

  /** The invoices of the customer's subscriptions, each with its payment's refunds. */
  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const subscriptions = await this.subscriptionsOf(customerId);
    const invoices = (
      await Promise.all(
        subscriptions.map((subscription) =>
          this.api.all<RazorpayInvoice>('/v1/invoices', { subscription_id: subscription.id }),
        ),
      )
    ).flat();
    const paymentIds = [...new Set(invoices.flatMap((i) => (i.payment_id ? [i.payment_id] : [])))];
    const payments = new Map(
      await Promise.all(paymentIds.map(async (id) => [id, await this.payment(id)] as const)),
    );
    return invoices
      .map((invoice) => invoiceOf(invoice, payments.get(invoice.payment_id ?? '')))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** Cancels the customer's subscriptions still waiting for their first payment (`created`). */
  async expireOpenCheckouts(customerId: string): Promise<void> {
    for (const subscription of await this.subscriptionsOf(customerId)) {
      if (subscription.status !== 'created') continue;
      await this.api.post(`/v1/subscriptions/${encodeURIComponent(subscription.id)}/cancel`, {
        cancel_at_cycle_end: 0,
      });
    }
  }

  /** Cancels at once (`cancel_at_cycle_end: 0`); a subscription already over is left. */
  async cancelNow(subscriptionId: string): Promise<void> {
    const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`;
    const subscription = await this.api.get<RazorpaySubscription>(path);
    if (FINISHED.has(subscription.status)) return;
    await this.api.post(`${path}/cancel`, { cancel_at_cycle_end: 0 });
  }

  /** Refunds what is left of the invoice's payment; nothing when it is refunded already. */
  async refund(invoice: ProviderInvoice): Promise<void> {
    if (!invoice.paymentId) throw new Error(`Invoice ${invoice.id} has no payment to refund`);
    const payment = await this.payment(invoice.paymentId);
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) return;
    await this.api.post(`/v1/payments/${encodeURIComponent(payment.id)}/refund`, {
      amount: left,
      notes: { invoice_id: invoice.id },
    });
  }

  stateOf(subscription: Pick<ProviderSubscription, 'status' | 'cancelAtPeriodEnd'>): BillingState {
    return razorpayStateOf(subscription);
  }

  /** The customer's subscriptions, newest first (Razorpay's order). */
  private async subscriptionsOf(customerId: string): Promise<RazorpaySubscription[]> {
    const all = await this.api.all<RazorpaySubscription>('/v1/subscriptions');
    return all
      .filter((s) => s.customer_id === customerId || notesOf(s.notes)['customer_id'] === customerId)
      .sort((a, b) => b.created_at - a.created_at);
  }

  private payment(id: string): Promise<RazorpayPayment> {
    return this.api.get<RazorpayPayment>(`/v1/payments/${encodeURIComponent(id)}`);
  }

  /** The id of the catalogue's plan (lookup key in the notes, amount, USD, period), created if none. */
  private planFor(plan: PurchasablePlanId, interval: BillingInterval): Promise<string> {
    const lookupKey = priceLookupKey(plan, interval);
    let found = this.planIds.get(lookupKey);
    if (!found) {
      found = this.findOrCreatePlan(plan, interval);
      this.planIds.set(lookupKey, found);
      found.catch(() => this.planIds.delete(lookupKey));
    }
    return found;
  }

  private async findOrCreatePlan(plan: PurchasablePlanId, interval: BillingInterval) {
    const lookupKey = priceLookupKey(plan, interval);
    const amount = planAmountCents(plan, interval);
    const plans = await this.api.all<RazorpayPlan>('/v1/plans');
    for (const known of plans) this.remember(known);
    const current = plans.find((known) => planMatches(known, lookupKey, amount, interval));
    if (current) return current.id;
    const { name } = purchasablePlan(plan);
    const created = await this.api.post<RazorpayPlan>('/v1/plans', {
      period: RAZORPAY_PERIODS[interval],
      interval: 1,
      item: {
        name: `ProfileProof ${name}`,
        amount,
        currency: RAZORPAY_CURRENCY,
        description: `${name}, billed ${RAZORPAY_PERIODS[interval]}`,
      },
      notes: { lookup_key: lookupKey, plan, interval },
    });
    this.remember(created);
    return created.id;
  }

  /** Which of our plans a Razorpay plan is (its notes' lookup key); null when not ours or gone. */
  private async ourPlan(planId: string): Promise<PlanAndInterval | null> {
    if (!this.plansById.has(planId)) {
      try {
        this.remember(await this.api.get<RazorpayPlan>(`/v1/plans/${encodeURIComponent(planId)}`));
      } catch (error) {
        if (!(error instanceof RazorpayRequestError)) throw error;
        this.plansById.set(planId, null);
      }
    }
    return this.plansById.get(planId) ?? null;
  }

  private remember(plan: RazorpayPlan): void {
    this.plansById.set(plan.id, planOfLookupKey(notesOf(plan.notes)['lookup_key']));
  }
}
