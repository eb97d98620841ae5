import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import type { Json } from './http';
import { startReceiver, type Receiver } from './receiver';

const KEY_ID = 'rzp_test_fakeKey01';
const KEY_SECRET = 'fake_key_secret';
const WEBHOOK_SECRET = 'fake_webhook_secret';

let fake: FakeRazorpay;
let receiver: Receiver;

beforeEach(async () => {
  receiver = await startReceiver();
  fake = await startFakeRazorpay({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    callbackUrl: 'http://shop.test/billing/razorpay/return',
  });
});

afterEach(async () => {
  await fake.stop();
  await receiver.stop();
});

/**
 * Razorpay's REST API as the SDK calls it (api.js: JSON bodies, Basic auth): the SDK itself
 * cannot be pointed here through a public option, so the specs call the same paths over HTTP.
 */
async function api(method: string, path: string, body?: Json, keySecret = KEY_SECRET) {
  const response = await fetch(`${fake.url}/v1${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${keySecret}`).toString('base64')}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A yearly Basic plan, a customer and a subscription to it, as the API will create them. */
async function subscribe(totalCount = 10) {
  const plan = await api('POST', '/plans', {
    period: 'yearly',
    interval: 1,
    item: { name: 'Basic', amount: 4999200, currency: 'INR' },
    notes: { plan: 'basic', interval: 'year' },
  });
  const customer = await api('POST', '/customers', {
    email: 'ada@example.com',
    fail_existing: '0',
  });
  const subscription = await api('POST', '/subscriptions', {
    plan_id: plan.body.id,
    customer_id: customer.body.id,
    total_count: totalCount,
    customer_notify: 0,
    notes: { user_id: 'user-42' },
  });
  return subscription.body;
}

const verified = () =>
  receiver.received.map((r) => {
    const valid = Razorpay.validateWebhookSignature(
      r.rawBody,
      String(r.headers['x-razorpay-signature']),
      WEBHOOK_SECRET,
    );
    return { valid, event: JSON.parse(r.rawBody) as Json, id: r.headers['x-razorpay-event-id'] };
  });

describe('the fake Razorpay', () => {
  it('refuses a wrong key with 401, and an unknown id with a Razorpay-style error', async () => {
    expect(await api('GET', '/plans', undefined, 'wrong')).toEqual({
      status: 401,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
    });
    const missing = await api('GET', '/subscriptions/sub_missing');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The id provided does not exist',
    });
  });

  it('pays a subscription on its short_url: active, charged, and signed events that verify', async () => {
    const created = await subscribe();
    expect(created).toMatchObject({ entity: 'subscription', status: 'created', paid_count: 0 });
    expect(created.short_url).toBe(`${fake.url}/pay/${created.id}`);
    const html = await (await fetch(String(created.short_url))).text();
    expect(html).toContain('Basic: 49992.00 INR, yearly');
    const paid = await fetch(String(created.short_url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(String(paid.headers.get('location')));
    expect(back.pathname).toBe('/billing/razorpay/return');
    const fields = Object.fromEntries(back.searchParams);
    expect(
      validatePaymentVerification(
        {
          subscription_id: fields.razorpay_subscription_id,
          payment_id: fields.razorpay_payment_id,
        },
        fields.razorpay_signature,
        KEY_SECRET,
      ),
    ).toBe(true);

    const subscription = (await api('GET', `/subscriptions/${created.id}`)).body;
    expect(subscription).toMatchObject({ status: 'active', paid_count: 1, remaining_count: 9 });
    const inAYear = new Date((subscription.current_start as number) * 1000);
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect((subscription.current_end as number) * 1000).toBe(inAYear.getTime());
    const invoices = (await api('GET', `/invoices?subscription_id=${created.id}`)).body;
    expect(invoices.items).toEqual([
      expect.objectContaining({ status: 'paid', amount_paid: 4999200, currency: 'INR' }),
    ]);

    await fake.idle();
    const events = verified();
    expect(events.map((e) => [e.event.event, e.valid])).toEqual([
      ['subscription.authenticated', true],
      ['subscription.activated', true],
      ['subscription.charged', true],
    ]);
    expect(events[2].event).toMatchObject({
      entity: 'event',
      contains: ['subscription', 'payment'],
      payload: { payment: { entity: { id: fields.razorpay_payment_id, status: 'captured' } } },
    });
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });

  it('moves through renewals, failed payments, cancellation at cycle end and completion', async () => {
    const first = await subscribe();
    fake.pay(String(first.id));
    fake.advanceCycle(String(first.id));
    fake.failPayment(String(first.id));
    fake.failPayment(String(first.id));
    expect((await api('GET', `/subscriptions/${first.id}`)).body).toMatchObject({
      status: 'halted',
      paid_count: 2,
    });
    const second = await subscribe(1);
    fake.pay(String(second.id));
    fake.advanceCycle(String(second.id));
    const third = await subscribe();
    fake.pay(String(third.id));
    const canceling = await api('POST', `/subscriptions/${third.id}/cancel`, {
      cancel_at_cycle_end: 1,
    });
    expect(canceling.body).toMatchObject({ status: 'active', end_at: canceling.body.current_end });
    fake.advanceCycle(String(third.id));
    await fake.idle();
    const types = verified().map((e) => e.event.event);
    expect(types.filter((t) => t !== 'subscription.authenticated')).toEqual([
      ...['subscription.activated', 'subscription.charged', 'subscription.charged'],
      ...['subscription.pending', 'subscription.halted'],
      ...['subscription.activated', 'subscription.charged', 'subscription.completed'],
      ...['subscription.activated', 'subscription.charged', 'subscription.cancelled'],
    ]);
    const cancelledNow = await api('POST', `/subscriptions/${first.id}/cancel`, {});
    expect(cancelledNow.body.status).toBe('cancelled');
  });

  it('refunds a payment: amount_refunded grows and refund.processed is sent', async () => {
    const created = await subscribe();
    const { payment } = fake.pay(String(created.id));
    const refund = await api('POST', `/payments/${payment.id}/refund`, { amount: 100000 });
    expect(refund.body).toMatchObject({ entity: 'refund', amount: 100000, status: 'processed' });
    expect((await api('GET', `/payments/${payment.id}`)).body).toMatchObject({
      amount_refunded: 100000,
      refund_status: 'partial',
    });
    await fake.idle();
    expect(verified().at(-1)?.event.event).toBe('refund.processed');
  });

  it('duplicates, drops and spoils deliveries in manual mode', async () => {
    fake.setDeliveryMode('manual');
    const created = await subscribe();
    fake.pay(String(created.id));
    const [authenticated, activated, charged] = fake.pendingEvents();
    fake.drop([authenticated]);
    await fake.deliver([charged], { times: 5, concurrent: true });
    await fake.deliver([activated], { tamper: 'body' });
    await fake.deliver([charged], { tamper: 'signature' });
    await expect(fake.deliver([charged], { tamper: 'old-timestamp' })).rejects.toThrow(
      'Razorpay signs no timestamp',
    );
    expect(verified().map((e) => [e.event.event, e.valid])).toEqual([
      ...Array.from({ length: 5 }, () => ['subscription.charged', true]),
      ['subscription.activated', false],
      ['subscription.charged', false],
    ]);
  });
});
