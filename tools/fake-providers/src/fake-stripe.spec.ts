import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { startReceiver, type Receiver } from './receiver';

const SECRET = 'whsec_test_fake_providers';
const CATALOGUE = [
  { lookupKey: 'basic_month', name: 'Basic', unitAmount: 59900, interval: 'month' as const },
  { lookupKey: 'basic_year', name: 'Basic', unitAmount: 575000, interval: 'year' as const },
  { lookupKey: 'premium_month', name: 'Premium', unitAmount: 129900, interval: 'month' as const },
  { lookupKey: 'premium_year', name: 'Premium', unitAmount: 1247000, interval: 'year' as const },
];

let fake: FakeStripe;
let receiver: Receiver;
let stripe: Stripe;

beforeEach(async () => {
  receiver = await startReceiver();
  fake = await startFakeStripe({ webhookSecret: SECRET, webhookUrl: receiver.url });
  stripe = new Stripe('sk_test_fake', { ...fake.sdkOptions, maxNetworkRetries: 0 });
});

afterEach(async () => {
  await fake.stop();
  await receiver.stop();
});

const priceId = async (lookupKey: string) =>
  (await stripe.prices.list({ lookup_keys: [lookupKey] })).data[0].id;

/** A customer and an open checkout session for Basic yearly, as the API will create them. */
async function openCheckout() {
  fake.seedPrices(CATALOGUE);
  const customer = await stripe.customers.create({ email: 'ada@example.com' });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: 'user-42',
    line_items: [{ price: await priceId('basic_year'), quantity: 1 }],
    metadata: { plan: 'basic', interval: 'year' },
    subscription_data: { metadata: { user_id: 'user-42' } },
    success_url: 'http://shop.test/billing/success?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/billing/cancel',
  });
  return { customer, session };
}

/** The pay page clicked through over HTTP: its HTML, then the form's POST. */
async function pay(sessionUrl: string, action = 'pay') {
  const html = await (await fetch(sessionUrl)).text();
  const response = await fetch(sessionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  return { html, status: response.status, location: response.headers.get('location') };
}

async function paidSubscription() {
  const { customer, session } = await openCheckout();
  await pay(session.url ?? '');
  const [subscription] = (await stripe.subscriptions.list({ customer: customer.id })).data;
  return { customer, session, subscription };
}

describe('the fake Stripe, through the stripe SDK', () => {
  it('refuses a request without a test secret key, as Stripe does (401)', async () => {
    const live = new Stripe('sk_live_nope', { ...fake.sdkOptions, maxNetworkRetries: 0 });
    await expect(live.customers.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('answers an unknown id with a Stripe-style 404 error', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      message: "No such customer: 'cus_missing'",
    });
  });

  it('keeps the catalogue: prices created by the SDK, found by lookup key', async () => {
    const created = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 59900,
      lookup_key: 'basic_month',
      recurring: { interval: 'month' },
      product_data: { name: 'Basic' },
    });
    fake.seedPrices(CATALOGUE.slice(1));
    const found = await stripe.prices.list({ lookup_keys: ['basic_month', 'premium_year'] });
    expect(found.data.map((p) => [p.lookup_key, p.unit_amount, p.recurring?.interval])).toEqual([
      ['premium_year', 1247000, 'year'],
      ['basic_month', 59900, 'month'],
    ]);
    expect(await stripe.prices.retrieve(created.id)).toMatchObject({
      object: 'price',
      livemode: false,
    });
  });

  it('keeps products by the id given, and moves a lookup key with transfer_lookup_key', async () => {
    const product = await stripe.products.create({ id: 'prod_basic', name: 'Basic' });
    expect(await stripe.products.retrieve('prod_basic')).toMatchObject({ id: product.id });
    await expect(stripe.products.create({ id: 'prod_basic', name: 'Again' })).rejects.toMatchObject(
      { statusCode: 400 },
    );
    const [old] = fake.seedPrices(CATALOGUE.slice(0, 1));
    const fields = { currency: 'usd', unit_amount: 59999, lookup_key: 'basic_month' };
    const recurring = { interval: 'month' as const };
    await expect(
      stripe.prices.create({ ...fields, recurring, product: 'prod_basic' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const moved = await stripe.prices.create({
      ...fields,
      recurring,
      product: 'prod_basic',
      transfer_lookup_key: true,
    });
    const found = await stripe.prices.list({ lookup_keys: ['basic_month'] });
    expect(found.data.map((p) => p.id)).toEqual([moved.id]);
    expect(await stripe.prices.retrieve(String(old.id))).toMatchObject({ lookup_key: null });
  });

  it('creates, retrieves and lists customers by e-mail', async () => {
    const ada = await stripe.customers.create({
      email: 'ada@example.com',
      metadata: { user: '1' },
    });
    await stripe.customers.create({ email: 'bob@example.com' });
    expect(await stripe.customers.retrieve(ada.id)).toMatchObject({ email: 'ada@example.com' });
    const listed = await stripe.customers.list({ email: 'ada@example.com' });
    expect(listed.data.map((c) => c.id)).toEqual([ada.id]);
  });

  it('pays a checkout on the pay page: subscription, invoice and signed events in order', async () => {
    const { customer, session } = await openCheckout();
    expect(session).toMatchObject({ status: 'open', url: `${fake.url}/pay/${session.id}` });
    const paid = await pay(session.url ?? '');
    expect(paid.html).toContain('Basic: $5750.00 / year');
    expect(paid.html).toContain('>Pay</button>');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://shop.test/billing/success?session=${session.id}`);

    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const subscriptions = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(subscriptions.data).toHaveLength(1);
    const [subscription] = subscriptions.data;
    expect(subscription).toMatchObject({
      id: completed.subscription,
      status: 'active',
      cancel_at_period_end: false,
      metadata: { user_id: 'user-42' },
    });
    const item = subscription.items.data[0];
    expect(item.price.lookup_key).toBe('basic_year');
    const inAYear = new Date(item.current_period_start * 1000);
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(item.current_period_end * 1000).toBe(inAYear.getTime());
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((i) => [i.status, i.amount_paid, i.currency])).toEqual([
      ['paid', 575000, 'usd'],
    ]);

    await fake.idle();
    const events = receiver.received.map((r) =>
      stripe.webhooks.constructEvent(r.rawBody, String(r.headers['stripe-signature']), SECRET),
    );
    expect(events.map((e) => e.type)).toEqual([
      'customer.created',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      'checkout.session.completed',
    ]);
    expect(events.map((e) => e.livemode)).toEqual([false, false, false, false, false]);
    expect(events[1].data.object).toMatchObject({ status: 'incomplete' });
    expect(events[3].data).toMatchObject({
      object: { status: 'active' },
      previous_attributes: { status: 'incomplete' },
    });
    expect(events[4].data.object).toMatchObject({ client_reference_id: 'user-42' });
    expect(await stripe.events.retrieve(events[2].id)).toEqual(events[2]);
    expect((await stripe.events.list({ limit: 100 })).data).toHaveLength(5);
  });

  it('returns to cancel_url on Cancel and charges nothing', async () => {
    const { customer, session } = await openCheckout();
    const canceled = await pay(session.url ?? '', 'cancel');
    expect([canceled.status, canceled.location]).toEqual([303, 'http://shop.test/billing/cancel']);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });

  it('ends a subscription canceled at period end when the period ends', async () => {
    const { subscription } = await paidSubscription();
    const canceling = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(canceling).toMatchObject({ status: 'active', cancel_at_period_end: true });
    fake.advanceToPeriodEnd(subscription.id);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toBe(subscription.items.data[0].current_period_end);
    expect(fake.events.at(-1)).toMatchObject({
      type: 'customer.subscription.deleted',
      data: { object: { id: subscription.id, status: 'canceled' } },
    });
    const listed = await stripe.subscriptions.list({ customer: String(subscription.customer) });
    expect(listed.data).toEqual([]);
  });

  it('renews at period end with a new paid invoice and the next period', async () => {
    const { customer, subscription } = await paidSubscription();
    const renewed = fake.advanceToPeriodEnd(subscription.id);
    const before = subscription.items.data[0];
    const after = (await stripe.subscriptions.retrieve(String(renewed.id))).items.data[0];
    expect(after.current_period_start).toBe(before.current_period_end);
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((i) => [i.billing_reason, i.status])).toEqual([
      ['subscription_cycle', 'paid'],
      ['subscription_create', 'paid'],
    ]);
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(2);
  });

  it('moves a subscription through a failed payment and the statuses a test sets', async () => {
    const { subscription } = await paidSubscription();
    fake.failPayment(subscription.id);
    expect(fake.events.slice(-2).map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    fake.setSubscriptionStatus(subscription.id, 'unpaid');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('unpaid');
    fake.setSubscriptionStatus(subscription.id, 'canceled');
    expect(fake.events.at(-1)?.type).toBe('customer.subscription.deleted');
  });

  it('refunds a payment: the charge shows amount_refunded, and charge.refunded is sent', async () => {
    const { subscription } = await paidSubscription();
    const invoice = await stripe.invoices.retrieve(String(subscription.latest_invoice));
    const paymentIntent = String(invoice.payments?.data[0].payment.payment_intent);
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 10000 });
    expect(refund).toMatchObject({ object: 'refund', amount: 10000, status: 'succeeded' });
    const charge = await stripe.charges.retrieve(String(refund.charge));
    expect([charge.amount_refunded, charge.refunded]).toEqual([10000, false]);
    await stripe.refunds.create({ charge: charge.id });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 575000,
      refunded: true,
    });
    expect(fake.events.at(-1)).toMatchObject({ type: 'charge.refunded' });
    await expect(stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('opens a customer portal on the fake, where the customer cancels at period end', async () => {
    const { customer, subscription } = await paidSubscription();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://shop.test/account',
    });
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Cancel plan');
    expect(page).toContain('href="http://shop.test/account"');
    const form = `subscription=${subscription.id}&action=cancel`;
    const posted = await fetch(portal.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
  });

  it('cancels at once, and changes the price of a live subscription', async () => {
    const { subscription } = await paidSubscription();
    const premium = await priceId('premium_year');
    const upgraded = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0].id, price: premium }],
    });
    expect(upgraded.items.data[0].price.id).toBe(premium);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    await expect(stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
