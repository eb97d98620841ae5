// The payment adapters (Stripe with its SDK, Razorpay over its REST API) against the fake
// providers of tools/fake-providers: one suite, both providers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BILLING_INTERVALS,
  planAmountCents,
  priceLookupKey,
  PURCHASABLE_PLAN_IDS,
} from '@profileproof/contracts';
import {
  createBillingProvider,
  ProviderUnavailableError,
  RazorpayProvider,
  StripeProvider,
  WebhookSignatureError,
} from '../src/billing/providers';
import type { BillingProvider } from '../src/billing/providers/billing-provider';
import {
  RAZORPAY_KEYS,
  razorpayHarness,
  STRIPE_KEYS,
  stripeHarness,
  type ProviderHarness,
} from './support/billing-fakes';

const USER = { id: 42, email: 'ada.lovelace@example.com' };
const URLS = {
  successUrl: 'http://shop.test/billing/success',
  cancelUrl: 'http://shop.test/billing/cancel',
};
const PLANS = PURCHASABLE_PLAN_IDS.flatMap((plan) =>
  BILLING_INTERVALS.map((interval) => ({ plan, interval })),
);

describe.each([
  { name: 'stripe', start: stripeHarness, webhookType: 'customer.subscription.updated' },
  { name: 'razorpay', start: razorpayHarness, webhookType: 'subscription.activated' },
])('the $name adapter, against its fake', ({ name, start, webhookType }) => {
  let fake: ProviderHarness;
  let provider: BillingProvider;

  beforeEach(async () => {
    fake = await start();
    provider = fake.provider;
  });
  afterEach(() => fake.stop());

  /** A customer who paid a checkout of the plan: their ids. */
  async function subscribed(plan: (typeof PLANS)[number] = { plan: 'basic', interval: 'month' }) {
    const customerId = await provider.createCustomer(USER);
    const checkout = await provider.createCheckout({
      customerId,
      userId: USER.id,
      ...plan,
      ...URLS,
    });
    const subscriptionId = await fake.pay(checkout);
    return { customerId, checkout, subscriptionId };
  }

  const stateNow = async (customerId: string) => {
    const [subscription] = await provider.listSubscriptions(customerId);
    return provider.stateOf(subscription);
  };

  it('is named, in test mode', () => {
    expect([provider.name, provider.livemode]).toEqual([name, false]);
  });

  it('creates a customer with the e-mail and our user id', async () => {
    const customerId = await provider.createCustomer(USER);
    expect(customerId).toMatch(name === 'stripe' ? /^cus_/ : /^cust_/);
    expect(fake.customer(customerId)).toEqual({ email: USER.email, userId: '42' });
  });

  it("charges the catalogue's amount for every plan and interval, never a stale price", async () => {
    const stale = await fake.seedWrongPrice('basic', 'month', 50_000);
    const customerId = await provider.createCustomer(USER);
    for (const { plan, interval } of PLANS) {
      const checkout = await provider.createCheckout({
        customerId,
        userId: 7,
        plan,
        interval,
        ...URLS,
      });
      expect(checkout.url.startsWith(`${fake.url}/pay/`)).toBe(true);
      const charge = fake.chargeOf(checkout.sessionId);
      expect(charge).toMatchObject({
        amount: planAmountCents(plan, interval),
        currency: 'usd',
        interval,
        lookupKey: priceLookupKey(plan, interval),
      });
      expect(charge.priceId).not.toBe(stale);
    }
    expect(
      fake.chargeOf(
        (
          await provider.createCheckout({
            customerId,
            userId: 7,
            plan: 'basic',
            interval: 'year',
            ...URLS,
          })
        ).sessionId,
      ).amount,
    ).toBe(575_040);
    // The stale one and the four of the catalogue; another checkout creates none.
    expect(fake.priceCount()).toBe(5);
  });

  it('reports a paid subscription with its plan, interval and period end: active', async () => {
    const { customerId, subscriptionId } = await subscribed({ plan: 'premium', interval: 'year' });
    const [subscription, ...others] = await provider.listSubscriptions(customerId);
    expect(others).toEqual([]);
    expect(subscription).toEqual({
      id: subscriptionId,
      customerId,
      status: 'active',
      plan: 'premium',
      interval: 'year',
      currentPeriodEnd: new Date(fake.periodEnd(subscriptionId) * 1000),
      cancelAtPeriodEnd: false,
      createdAt: expect.any(Date),
    });
    const inAYear = Date.now() + 364 * 24 * 3600 * 1000;
    expect(subscription.currentPeriodEnd?.getTime()).toBeGreaterThan(inAYear);
    expect(provider.stateOf(subscription)).toBe('active');
  });

  it('makes an earlier unpaid checkout unpayable, leaving the newest one', async () => {
    const customerId = await provider.createCustomer(USER);
    const checkout = () =>
      provider.createCheckout({
        customerId,
        userId: USER.id,
        plan: 'basic',
        interval: 'month',
        ...URLS,
      });
    const first = await checkout();
    await provider.expireOpenCheckouts(customerId);
    const second = await checkout();
    await expect(fake.pay(first)).rejects.toThrow();
    const subscriptionId = await fake.pay(second);
    const live = (await provider.listSubscriptions(customerId)).filter((s) =>
      ['active', 'canceling', 'past_due', 'pending'].includes(provider.stateOf(s)),
    );
    expect(live.map((s) => s.id)).toEqual([subscriptionId]);
  });

  it('knows a subscription canceled at the period end: canceling, with that end', async () => {
    const { customerId, subscriptionId } = await subscribed();
    await fake.cancelAtPeriodEnd(subscriptionId, customerId);
    const [subscription] = await provider.listSubscriptions(customerId);
    expect(subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(subscription.currentPeriodEnd).toEqual(new Date(fake.periodEnd(subscriptionId) * 1000));
    expect(provider.stateOf(subscription)).toBe('canceling');
  });

  it('turns a failed payment into past_due, and the ending statuses into ended', async () => {
    const { customerId, subscriptionId } = await subscribed();
    fake.failPayment(subscriptionId);
    expect(await stateNow(customerId)).toBe('past_due');
    for (const status of [...fake.endedStatuses, 'a_status_from_the_future']) {
      fake.setStatus(subscriptionId, status);
      const [subscription] = await provider.listSubscriptions(customerId);
      expect([subscription.status, provider.stateOf(subscription)]).toEqual([status, 'ended']);
    }
  });

  it('cancels at once: ended (and again, without an error)', async () => {
    const { customerId, subscriptionId } = await subscribed();
    await provider.cancelNow(subscriptionId);
    expect(await stateNow(customerId)).toBe('ended');
    await expect(provider.cancelNow(subscriptionId)).resolves.toBeUndefined();
  });

  it('lists the invoices with their amounts, and refunds what is left of one', async () => {
    const { customerId, subscriptionId } = await subscribed({ plan: 'basic', interval: 'year' });
    const [invoice, ...others] = await provider.listInvoices(customerId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      subscriptionId,
      amount: 575_040,
      refundedAmount: 0,
      currency: 'usd',
      status: 'paid',
      createdAt: expect.any(Date),
    });
    expect(invoice.paymentId).toEqual(expect.any(String));
    await provider.refund(invoice);
    const [refunded] = await provider.listInvoices(customerId);
    expect(refunded).toMatchObject({ id: invoice.id, refundedAmount: 575_040 });
    await expect(provider.refund(refunded)).resolves.toBeUndefined();
  });

  it('verifies a genuine webhook, and names its event and customer', async () => {
    const { customerId } = await subscribed();
    const { rawBody, headers } = await fake.deliver(webhookType);
    expect(provider.verifyWebhook(rawBody, headers as never)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: webhookType,
      livemode: false,
      customerId,
    });
  });

  it.each(['signature', 'body'] as const)(
    'refuses a webhook with a spoiled %s (WebhookSignatureError)',
    async (tamper) => {
      await subscribed();
      const { rawBody, headers } = await fake.deliver(webhookType, tamper);
      expect(() => provider.verifyWebhook(rawBody, headers as never)).toThrow(
        WebhookSignatureError,
      );
    },
  );

  it('refuses a webhook without its signature header', async () => {
    await subscribed();
    const { rawBody } = await fake.deliver(webhookType);
    expect(() => provider.verifyWebhook(rawBody, {})).toThrow(WebhookSignatureError);
  });

  it('answers ProviderUnavailableError when the provider is down, not for a 4xx', async () => {
    const { customerId } = await subscribed();
    await expect(provider.cancelNow('sub_doesNotExist')).rejects.not.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await fake.stop();
    await expect(provider.listSubscriptions(customerId)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    fake = await start();
  });
});

describe('provider specifics', () => {
  let fake: ProviderHarness;
  afterEach(() => fake?.stop());

  it('Stripe: refuses a webhook signed more than 5 minutes ago', async () => {
    fake = await stripeHarness();
    const customerId = await fake.provider.createCustomer(USER);
    const { rawBody, headers } = await fake.deliver('customer.created', 'old-timestamp');
    expect(() => fake.provider.verifyWebhook(rawBody, headers as never)).toThrow(
      WebhookSignatureError,
    );
    const genuine = await fake.deliver('customer.created');
    expect(fake.provider.verifyWebhook(genuine.rawBody, genuine.headers as never)).toMatchObject({
      type: 'customer.created',
      customerId,
    });
  });

  it('Stripe: opens the customer portal', async () => {
    fake = await stripeHarness();
    const customerId = await fake.provider.createCustomer(USER);
    const portal = await fake.provider.createPortal({ customerId, returnUrl: 'http://shop.test/' });
    expect(portal.url.startsWith(`${fake.url}/portal/`)).toBe(true);
  });

  it('Razorpay: requires the event id, and gives a live subscription as the portal', async () => {
    fake = await razorpayHarness();
    const { provider } = fake;
    const customerId = await provider.createCustomer(USER);
    expect(await provider.createCustomer(USER)).toBe(customerId);
    await expect(
      provider.createPortal({ customerId, returnUrl: 'http://shop.test/' }),
    ).rejects.toThrow('has no live subscription');
    const checkout = await provider.createCheckout({
      customerId,
      userId: 1,
      plan: 'basic',
      interval: 'month',
      ...URLS,
    });
    expect(await provider.createPortal({ customerId, returnUrl: 'http://shop.test/' })).toEqual({
      url: checkout.url,
    });
    await fake.pay(checkout);
    const { rawBody, headers } = await fake.deliver('subscription.charged');
    const { 'x-razorpay-event-id': _id, ...withoutId } = headers;
    expect(() => provider.verifyWebhook(rawBody, withoutId as never)).toThrow(
      WebhookSignatureError,
    );
  });

  it('reads livemode from the keys', () => {
    fake = undefined as never;
    const stripe = (secretKey: string) => new StripeProvider({ ...STRIPE_KEYS, secretKey });
    expect(stripe('sk_live_x').livemode).toBe(true);
    expect(stripe('rk_live_x').livemode).toBe(true);
    expect(stripe('rk_test_x').livemode).toBe(false);
    expect(new RazorpayProvider({ ...RAZORPAY_KEYS, keyId: 'rzp_live_x' }).livemode).toBe(true);
  });

  it('creates the configured adapter, or none when billing is off', () => {
    fake = undefined as never;
    expect(createBillingProvider({ provider: null })).toBeNull();
    expect(createBillingProvider({ provider: 'stripe', stripe: STRIPE_KEYS })).toBeInstanceOf(
      StripeProvider,
    );
    expect(createBillingProvider({ provider: 'razorpay', razorpay: RAZORPAY_KEYS })).toBeInstanceOf(
      RazorpayProvider,
    );
  });
});

describe('a provider answering 5xx', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'down for maintenance' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['stripe', () => new StripeProvider({ ...STRIPE_KEYS, apiUrl: url })],
    ['razorpay', () => new RazorpayProvider({ ...RAZORPAY_KEYS, apiUrl: url })],
  ])('%s: ProviderUnavailableError', async (_name, make) => {
    await expect(make().createCustomer(USER)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
