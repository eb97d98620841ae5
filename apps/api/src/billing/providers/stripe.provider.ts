// Billing through Stripe, with the official `stripe` SDK: Checkout for the first payment, the
// customer portal for the rest, signed webhooks, and the catalogue's prices kept on Stripe by
// lookup key (the code's PLANS are the truth: a price that differs is replaced).
import {
  BILLING_CURRENCY,
  type BillingInterval,
  type BillingState,
  planAmountCents,
  priceLookupKey,
  purchasablePlan,
  type PurchasablePlanId,
} from '@profileproof/contracts';
import Stripe from 'stripe';
import {
  type BillingProvider,
  type CheckoutInput,
  type ProviderInvoice,
  type ProviderSubscription,
  ProviderUnavailableError,
  type VerifiedEvent,
  WebhookSignatureError,
} from './billing-provider';
import { headerValue } from './catalogue';
import {
  chargeIndex,
  customerOfEvent,
  invoiceOf,
  isUnavailable,
  priceMatches,
  stripeStateOf,
  subscriptionOf,
} from './stripe-mapping';

export interface StripeProviderOptions {
  /** `sk_test_…`, `sk_live_…` or a restricted key (`rk_…`). */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** Another API origin (`http://127.0.0.1:4567`, the fake in tests); default Stripe's own. */
  apiUrl?: string;
}

/** How old a webhook's signed timestamp may be (Stripe's default tolerance). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
/** One request's limit; a request that times out counts as Stripe being unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;
/** At most this many items of one list (customer's subscriptions, invoices, charges). */
const LIST_LIMIT = 1000;
/** Statuses after which a subscription cannot be canceled again. */
const FINISHED = new Set(['canceled', 'incomplete_expired']);

/** `http://127.0.0.1:4567` as the SDK's `host`, `port` and `protocol` options. */
function connectionOf(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

export class StripeProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  readonly livemode: boolean;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.livemode = /^[rs]k_live_/.test(options.secretKey);
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      ...(options.apiUrl ? connectionOf(options.apiUrl) : {}),
      timeout: REQUEST_TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
      appInfo: { name: 'ProfileProof' },
    });
  }

  /** A Stripe customer (`cus_…`) with the user's e-mail and `metadata.user_id`. */
  async createCustomer(user: { id: number; email: string }): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create({ email: user.email, metadata: { user_id: String(user.id) } }),
    );
    return customer.id;
  }

  /**
   * A Checkout session (mode `subscription`) for the catalogue's price of the plan; the user's
   * id is its `client_reference_id` and the subscription's `metadata.user_id`.
   */
  async createCheckout(input: CheckoutInput): Promise<{ url: string; sessionId: string }> {
    const price = await this.priceFor(input.plan, input.interval);
    const metadata = {
      user_id: String(input.userId),
      plan: input.plan,
      interval: input.interval,
    };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        line_items: [{ price, quantity: 1 }],
        client_reference_id: String(input.userId),
        metadata,
        subscription_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
    return { url: session.url, sessionId: session.id };
  }

  /** Expires the customer's open checkout sessions: an older payment page stops working. */
  async expireOpenCheckouts(customerId: string): Promise<void> {
    const open = await this.call(() =>
      this.stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }),
    );
    for (const session of open.data)
      await this.call(() => this.stripe.checkout.sessions.expire(session.id));
  }

  /** A customer portal session (Stripe's hosted page: payment method, cancellation, invoices). */
  async createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      }),
    );
    return { url: session.url };
  }

  /**
   * `Stripe-Signature` checked by `constructEvent` (HMAC of the raw body, timestamp at most 5
   * minutes old). Throws WebhookSignatureError on any failure, a body that is not JSON included.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): VerifiedEvent {
    const signature = headerValue(headers, 'stripe-signature');
    if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError(
        `Stripe webhook refused: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    return {
      id: event.id,
      type: event.type,
      livemode: event.livemode,
      customerId: customerOfEvent(event),
    };
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    const subscriptions = await this.call(() =>
      this.stripe.subscriptions
        .list({ customer: customerId, status: 'all', limit: 100 })
        .autoPagingToArray({ limit: LIST_LIMIT }),
    );
    return subscriptions.map(subscriptionOf).sort(newestFirst);
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const [invoices, charges] = await Promise.all([
      this.call(() =>
        this.stripe.invoices
          .list({ customer: customerId, limit: 100, expand: ['data.payments'] })
          .autoPagingToArray({ limit: LIST_LIMIT }),
      ),
      this.call(() =>
        this.stripe.charges
          .list({ customer: customerId, limit: 100 })
          .autoPagingToArray({ limit: LIST_LIMIT }),
      ),
    ]);
    const index = chargeIndex(charges);
    return invoices.map((invoice) => invoiceOf(invoice, index)).sort(newestFirst);
  }

  /** Cancels at once (no proration, no further invoice); a subscription already over is left. */
  async cancelNow(subscriptionId: string): Promise<void> {
    const subscription = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    if (FINISHED.has(subscription.status)) return;
    await this.call(() => this.stripe.subscriptions.cancel(subscriptionId));
  }

  /**
   * Refunds what is left of the invoice's payment (by payment intent `pi_…`, else charge); nothing
   * when it is refunded already. Throws when the invoice was never paid.
   */
  async refund(invoice: ProviderInvoice): Promise<void> {
    if (!invoice.paymentId) throw new Error(`Invoice ${invoice.id} has no payment to refund`);
    if (invoice.refundedAmount >= invoice.amount) return;
    const target = invoice.paymentId.startsWith('pi_')
      ? { payment_intent: invoice.paymentId }
      : { charge: invoice.paymentId };
    await this.call(() =>
      this.stripe.refunds.create({
        ...target,
        reason: 'requested_by_customer',
        metadata: { invoice_id: invoice.id },
      }),
    );
  }

  stateOf(subscription: Pick<ProviderSubscription, 'status' | 'cancelAtPeriodEnd'>): BillingState {
    return stripeStateOf(subscription);
  }

  /**
   * The id of the price with the plan's lookup key, when it is the catalogue's (amount, USD,
   * interval); else a new one that takes the lookup key over (`transfer_lookup_key`), on the
   * plan's product.
   */
  private async priceFor(plan: PurchasablePlanId, interval: BillingInterval): Promise<string> {
    const lookupKey = priceLookupKey(plan, interval);
    const amount = planAmountCents(plan, interval);
    const found = await this.call(() =>
      this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 10 }),
    );
    const current = found.data.find((price) => priceMatches(price, amount, interval));
    if (current) return current.id;
    const product = await this.productFor(plan);
    const created = await this.call(() =>
      this.stripe.prices.create({
        product,
        currency: BILLING_CURRENCY,
        unit_amount: amount,
        recurring: { interval, interval_count: 1 },
        lookup_key: lookupKey,
        transfer_lookup_key: true,
        nickname: `${purchasablePlan(plan).name} (${interval}ly)`,
        metadata: { plan, interval },
      }),
    );
    return created.id;
  }

  /** The plan's product, `profileproof_<plan>`, created the first time it is needed. */
  private async productFor(plan: PurchasablePlanId): Promise<string> {
    const id = `profileproof_${plan}`;
    const existing = await this.findProduct(id);
    if (existing) return existing;
    try {
      const created = await this.call(() =>
        this.stripe.products.create({ id, name: purchasablePlan(plan).name, metadata: { plan } }),
      );
      return created.id;
    } catch (error) {
      // Another instance created it in the meantime.
      if (await this.findProduct(id)) return id;
      throw error;
    }
  }

  private async findProduct(id: string): Promise<string | null> {
    try {
      return (await this.call(() => this.stripe.products.retrieve(id))).id;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** Runs a request; Stripe unreachable, timing out or answering 5xx → ProviderUnavailableError. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      throw new ProviderUnavailableError(
        `Stripe is not reachable: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }
}

function newestFirst<T extends { createdAt: Date }>(a: T, b: T): number {
  return b.createdAt.getTime() - a.createdAt.getTime();
}
