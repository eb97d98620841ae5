// The payment adapters against the fake providers (tools/fake-providers): one harness per
// provider, so that one suite (billing-providers.spec.ts) proves both. Each starts its fake on a
// free port with manual webhook delivery to a local receiver, and moves subscriptions the way the
// provider would (the hosted pay page, the portal, failed charges, statuses set by hand).
import type { BillingInterval, PurchasablePlanId } from '@profileproof/contracts';
import { priceLookupKey } from '@profileproof/contracts';
import {
  startFakeRazorpay,
  startFakeStripe,
  startReceiver,
  type FakeRazorpay,
  type FakeStripe,
  type Receiver,
  type Tamper,
} from '../../../../tools/fake-providers/src';
import type { BillingProvider } from '../../src/billing/providers/billing-provider';
import { RazorpayProvider } from '../../src/billing/providers/razorpay.provider';
import { StripeProvider } from '../../src/billing/providers/stripe.provider';

type Json = Record<string, unknown>;

export const STRIPE_KEYS = {
  secretKey: 'sk_test_providerSpec',
  webhookSecret: 'whsec_providerSpec',
};
export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_providerSpec',
  keySecret: 'razorpay_key_secret_spec',
  webhookSecret: 'razorpay_webhook_secret_spec',
};

/** What a checkout charges, read from the fake. */
export interface Charge {
  /** The Stripe price or Razorpay plan. */
  priceId: string;
  amount: number;
  /** Lower case. */
  currency: string;
  interval: BillingInterval;
  lookupKey: string | null;
}

export interface ProviderHarness {
  provider: BillingProvider;
  /** A price or plan holding the lookup key at another amount, as a stale catalogue would. */
  seedWrongPrice(
    plan: PurchasablePlanId,
    interval: BillingInterval,
    amount: number,
  ): Promise<string>;
  /** The number of prices (plans) the fake holds. */
  priceCount(): number;
  chargeOf(sessionId: string): Charge;
  customer(id: string): { email: unknown; userId: unknown };
  /** Pays on the hosted page, as the customer's browser would; the subscription's id. */
  pay(checkout: { url: string; sessionId: string }): Promise<string>;
  /** The period end the fake holds, in Unix seconds. */
  periodEnd(subscriptionId: string): number;
  /** The customer cancels at the end of the period (Stripe: its portal; Razorpay: the API). */
  cancelAtPeriodEnd(subscriptionId: string, customerId: string): Promise<void>;
  failPayment(subscriptionId: string): void;
  setStatus(subscriptionId: string, status: string): void;
  /** The statuses of the provider that end a subscription. */
  endedStatuses: string[];
  /** The latest event of this type, as the fake delivers it (spoiled as asked) to a receiver. */
  deliver(type: string, tamper?: Tamper): Promise<{ rawBody: Buffer; headers: Json }>;
  url: string;
  stop(): Promise<void>;
}

async function deliverVia(
  fake: FakeStripe | FakeRazorpay,
  receiver: Receiver,
  type: string,
  tamper?: Tamper,
) {
  const event = [...fake.events].reverse().find((e) => e.type === type || e.event === type);
  if (!event) throw new Error(`no ${type} event`);
  const before = receiver.received.length;
  await fake.deliver([String(event.id)], tamper ? { tamper } : {});
  const [received] = await receiver.waitFor(before + 1).then((all) => all.slice(before));
  return { rawBody: Buffer.from(received.rawBody, 'utf8'), headers: received.headers as Json };
}

/** The hosted page's form, submitted (the fakes answer Pay with a redirect or a page). */
async function submit(url: string, body: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

export async function stripeHarness(): Promise<ProviderHarness> {
  const receiver = await startReceiver();
  const fake = await startFakeStripe({
    webhookSecret: STRIPE_KEYS.webhookSecret,
    webhookUrl: receiver.url,
    deliveryMode: 'manual',
  });
  const provider = new StripeProvider({ ...STRIPE_KEYS, apiUrl: fake.url });
  const { state } = fake;
  const item = (id: string) =>
    ((state.find(state.subscriptions, id, 'subscription').items as Json).data as Json[])[0];
  return {
    provider,
    url: fake.url,
    seedWrongPrice: async (plan, interval, amount) =>
      String(
        fake.seedPrices([
          { lookupKey: priceLookupKey(plan, interval), name: plan, unitAmount: amount, interval },
        ])[0].id,
      ),
    priceCount: () => state.prices.size,
    chargeOf: (sessionId) => {
      const session = state.find(state.sessions, sessionId, 'checkout.session');
      const priceId = String(state.sessionExtras.get(sessionId)?.price);
      const price = state.find(state.prices, priceId, 'price');
      return {
        priceId,
        amount: session.amount_total as number,
        currency: String(session.currency),
        interval: (price.recurring as Json).interval as BillingInterval,
        lookupKey: price.lookup_key as string | null,
      };
    },
    customer: (id) => {
      const customer = state.find(state.customers, id, 'customer');
      return { email: customer.email, userId: (customer.metadata as Json).user_id };
    },
    pay: async ({ url, sessionId }) => {
      if ((await submit(url, 'action=pay')) !== 303) throw new Error('the pay page refused');
      return String(state.find(state.sessions, sessionId, 'checkout.session').subscription);
    },
    periodEnd: (id) => item(id).current_period_end as number,
    cancelAtPeriodEnd: async (id, customerId) => {
      const portal = await provider.createPortal({ customerId, returnUrl: 'http://shop.test/' });
      await submit(portal.url, `subscription=${id}&action=cancel`);
    },
    failPayment: (id) => fake.failPayment(id),
    setStatus: (id, status) => fake.setSubscriptionStatus(id, status),
    endedStatuses: ['unpaid', 'canceled', 'incomplete_expired', 'paused'],
    deliver: (type, tamper) => deliverVia(fake, receiver, type, tamper),
    stop: async () => {
      await fake.stop();
      await receiver.stop();
    },
  };
}

export async function razorpayHarness(): Promise<ProviderHarness> {
  const receiver = await startReceiver();
  const fake = await startFakeRazorpay({
    ...RAZORPAY_KEYS,
    webhookUrl: receiver.url,
    deliveryMode: 'manual',
  });
  const provider = new RazorpayProvider({ ...RAZORPAY_KEYS, apiUrl: fake.url });
  const { state } = fake;
  const basic = Buffer.from(`${RAZORPAY_KEYS.keyId}:${RAZORPAY_KEYS.keySecret}`).toString('base64');
  const api = async (path: string, body: Json) => {
    const response = await fetch(`${fake.url}/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Json;
  };
  const periods: Record<string, BillingInterval> = { monthly: 'month', yearly: 'year' };
  return {
    provider,
    url: fake.url,
    seedWrongPrice: async (plan, interval, amount) =>
      String(
        (
          await api('/plans', {
            period: interval === 'month' ? 'monthly' : 'yearly',
            interval: 1,
            item: { name: `Old ${plan}`, amount, currency: 'USD' },
            notes: { lookup_key: priceLookupKey(plan, interval), plan, interval },
          })
        ).id,
      ),
    priceCount: () => state.plans.size,
    chargeOf: (sessionId) => {
      const subscription = state.find(state.subscriptions, sessionId);
      const plan = state.find(state.plans, String(subscription.plan_id));
      const item = plan.item as Json;
      return {
        priceId: String(plan.id),
        amount: (item.amount as number) * (subscription.quantity as number),
        currency: String(item.currency).toLowerCase(),
        interval: periods[String(plan.period)],
        lookupKey: ((plan.notes as Json).lookup_key as string | undefined) ?? null,
      };
    },
    customer: (id) => {
      const customer = state.find(state.customers, id);
      return { email: customer.email, userId: (customer.notes as Json).user_id };
    },
    pay: async ({ url, sessionId }) => {
      if ((await submit(url, 'action=pay')) !== 200) throw new Error('the pay page refused');
      return sessionId;
    },
    periodEnd: (id) => state.find(state.subscriptions, id).current_end as number,
    cancelAtPeriodEnd: async (id) => {
      await api(`/subscriptions/${id}/cancel`, { cancel_at_cycle_end: 1 });
    },
    failPayment: (id) => fake.failPayment(id),
    setStatus: (id, status) => fake.setSubscriptionStatus(id, status),
    endedStatuses: ['halted', 'cancelled', 'completed', 'expired', 'paused'],
    deliver: (type, tamper) => deliverVia(fake, receiver, type, tamper),
    stop: async () => {
      await fake.stop();
      await receiver.stop();
    },
  };
}
