import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { startReceiver, type Receiver } from './receiver';

const SECRET = 'whsec_test_delivery';
const stripe = new Stripe('sk_test_unused');

let fake: FakeStripe;
let receiver: Receiver;

/** Verifies a received webhook as the API will: the raw body, the header, the secret. */
const verify = (rawBody: string, header: unknown) =>
  stripe.webhooks.constructEvent(rawBody, String(header), SECRET);

beforeEach(async () => {
  receiver = await startReceiver();
  fake = await startFakeStripe({
    webhookSecret: SECRET,
    webhookUrl: receiver.url,
    deliveryMode: 'manual',
  });
});

afterEach(async () => {
  await fake.stop();
  await receiver.stop();
});

/** Three events, pending (manual delivery): three customers created. */
async function threeEvents(): Promise<string[]> {
  const client = new Stripe('sk_test_fake', { ...fake.sdkOptions, maxNetworkRetries: 0 });
  const customer = await client.customers.create({ email: 'ada@example.com' });
  await client.customers.create({ email: 'bob@example.com' });
  await client.customers.create({ email: 'cy@example.com' });
  expect(customer.id).toMatch(/^cus_/);
  return fake.pendingEvents();
}

describe('the fake Stripe: webhook delivery', () => {
  it('signs each event so that constructEvent accepts it', async () => {
    const ids = await threeEvents();
    const delivered = await fake.deliver(ids);
    expect(delivered.map((d) => d.status)).toEqual([200, 200, 200]);
    const events = receiver.received.map((r) => verify(r.rawBody, r.headers['stripe-signature']));
    expect(events.map((e) => e.id)).toEqual(ids);
    expect(fake.pendingEvents()).toEqual([]);
  });

  it('sends a bad signature, a changed body or an old timestamp, and constructEvent refuses each', async () => {
    const [id] = await threeEvents();
    await fake.deliver([id], { tamper: 'signature' });
    await fake.deliver([id], { tamper: 'body' });
    await fake.deliver([id], { tamper: 'old-timestamp' });
    const refusals = receiver.received.map((r) => {
      try {
        verify(r.rawBody, r.headers['stripe-signature']);
        return 'accepted';
      } catch (error) {
        return (error as Error).message.split('\n')[0];
      }
    });
    expect(refusals).toEqual([
      expect.stringContaining('No signatures found matching the expected signature'),
      expect.stringContaining('No signatures found matching the expected signature'),
      'Timestamp outside the tolerance zone',
    ]);
    expect(JSON.parse(receiver.received[1].rawBody)).toMatchObject({ id, tampered: true });
    expect(fake.deliveries.map((d) => d.tamper)).toEqual(['signature', 'body', 'old-timestamp']);
  });

  it('duplicates an event 5 times at once, reverses an order, and drops events', async () => {
    const [first, second, third] = await threeEvents();
    fake.drop([second]);
    expect(fake.pendingEvents()).toEqual([first, third]);
    await fake.deliver([first], { times: 5, concurrent: true });
    await fake.deliver([first, third], { order: 'reverse' });
    const ids = receiver.received.map((r) => verify(r.rawBody, r.headers['stripe-signature']).id);
    expect(ids).toEqual([first, first, first, first, first, third, first]);
    expect(fake.pendingEvents()).toEqual([]);
    // A dropped event is never sent, but the provider still lists it (as reconciliation reads it).
    const listed = await new Stripe('sk_test_fake', fake.sdkOptions).events.list();
    expect(listed.data.map((e) => e.id)).toContain(second);
  });

  it('delays a delivery, and records what the receiver answered', async () => {
    await receiver.stop();
    receiver = await startReceiver(() => 500);
    fake.setWebhookUrl(receiver.url);
    const [id] = await threeEvents();
    const delivering = fake.deliver([id], { delayMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await delivering;
    expect(receiver.received).toHaveLength(1);
    expect(delivery).toMatchObject({ eventId: id, type: 'customer.created', status: 500 });
  });

  it('sends each event as it happens in immediate mode, one after another', async () => {
    fake.setDeliveryMode('immediate');
    const client = new Stripe('sk_test_fake', { ...fake.sdkOptions, maxNetworkRetries: 0 });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await client.customers.create({ email });
    }
    await receiver.waitFor(3);
    const emails = receiver.received.map(
      (r) =>
        (verify(r.rawBody, r.headers['stripe-signature']).data.object as Stripe.Customer).email,
    );
    expect(emails).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });
});
