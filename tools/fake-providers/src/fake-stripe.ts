// `startFakeStripe`: a local stand-in for Stripe, for tests only. The real `stripe` SDK talks to
// it through its `host`, `port` and `protocol` options (`fake.sdkOptions`); a browser pays on its
// `/pay/<session>` page; every change is an Event, signed as Stripe signs webhooks.
import Stripe from 'stripe';
import { listen, nowSeconds, type Json } from './http';
import {
  advanceToPeriodEnd,
  completeCheckout,
  failPayment,
  updateSubscription,
} from './stripe-billing';
import { handlePage } from './stripe-pages';
import { handleApi } from './stripe-routes';
import { StripeState } from './stripe-state';
import {
  WebhookOutbox,
  type DeliverOptions,
  type Delivery,
  type DeliveryMode,
  type Tamper,
} from './webhooks';

export interface FakeStripeOptions {
  /** The `whsec_…` secret events are signed with (`stripe.webhooks.constructEvent` needs the same). */
  webhookSecret: string;
  /** Where events are POSTed; without it they wait (`pendingEvents()`) until a URL is set. */
  webhookUrl?: string;
  /** `immediate` (default): each event is sent as it happens; `manual`: only by `deliver`. */
  deliveryMode?: DeliveryMode;
  /** The only secret key accepted; by default any `sk_test_…` key. */
  apiKey?: string;
  /** Default 0: a free port. */
  port?: number;
}

/** A plan of the catalogue, for `seedPrices`. */
export interface PriceSeed {
  lookupKey: string;
  name: string;
  unitAmount: number;
  interval: 'month' | 'year';
  currency?: string;
}

export interface FakeStripe {
  url: string;
  host: string;
  port: number;
  /** The SDK's options that point it here: `new Stripe(key, { ...fake.sdkOptions })`. */
  sdkOptions: { host: string; port: number; protocol: 'http' };
  /** Every event so far, oldest first (the same objects `GET /v1/events` lists). */
  events: Json[];
  /** Every webhook sent, with the receiver's answer. */
  deliveries: Delivery[];
  state: StripeState;
  setWebhookUrl(url: string | undefined): void;
  setDeliveryMode(mode: DeliveryMode): void;
  pendingEvents(): string[];
  deliver(eventIds?: string[], options?: DeliverOptions): Promise<Delivery[]>;
  drop(eventIds: string[]): void;
  /** Resolves when every immediate delivery so far has been answered. */
  idle(): Promise<void>;
  /** The `Stripe-Signature` header for a body, as Stripe makes it (or spoiled, with `tamper`). */
  signatureHeader(payload: string, tamper?: Tamper): string;
  seedPrices(seeds: PriceSeed[]): Json[];
  completeCheckout(sessionId: string): { session: Json; subscription: Json; invoice: Json };
  setSubscriptionStatus(subscriptionId: string, status: string): Json;
  advanceToPeriodEnd(subscriptionId: string): Json;
  failPayment(subscriptionId: string): Json;
  stop(): Promise<void>;
}

/** An old timestamp: 10 minutes ago, past `constructEvent`'s 5-minute tolerance. */
const OLD_SECONDS = 600;

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const signatureHeader = (payload: string, tamper?: Tamper) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: tamper === 'signature' ? `${options.webhookSecret}_wrong` : options.webhookSecret,
      timestamp: nowSeconds() - (tamper === 'old-timestamp' ? OLD_SECONDS : 0),
    });
  const outbox = new WebhookOutbox(
    (payload, tamper) => ({ 'Stripe-Signature': signatureHeader(payload, tamper) }),
    options.webhookUrl,
    options.deliveryMode ?? 'immediate',
  );
  // The state needs the server's URL (for `url` fields), the server the state: set once it listens.
  const holder: { state?: StripeState } = {};
  const running = await listen((request, res) => {
    const state = holder.state;
    if (!state) throw new Error('not started');
    if (request.path.startsWith('/v1/')) handleApi(state, request, res, options.apiKey);
    else if (!handlePage(state, request, res)) {
      res.writeHead(404);
      res.end();
    }
  }, options.port);
  const started = new StripeState(running.url, (event) =>
    outbox.record({
      id: event.id as string,
      type: event.type as string,
      payload: JSON.stringify(event, null, 2),
    }),
  );
  holder.state = started;
  return {
    url: running.url,
    host: running.host,
    port: running.port,
    sdkOptions: { host: running.host, port: running.port, protocol: 'http' },
    events: started.events,
    deliveries: outbox.deliveries,
    state: started,
    setWebhookUrl: (url) => {
      outbox.webhookUrl = url;
    },
    setDeliveryMode: (mode) => {
      outbox.mode = mode;
    },
    pendingEvents: () => outbox.pendingEvents(),
    deliver: (ids, deliverOptions) => outbox.deliver(ids, deliverOptions),
    drop: (ids) => outbox.drop(ids),
    idle: () => outbox.idle(),
    signatureHeader,
    seedPrices: (seeds) =>
      seeds.map((seed) =>
        started.createPrice({
          lookup_key: seed.lookupKey,
          nickname: seed.name,
          unit_amount: String(seed.unitAmount),
          currency: seed.currency ?? 'usd',
          recurring: { interval: seed.interval },
          product_data: { name: seed.name },
        }),
      ),
    completeCheckout: (id) => completeCheckout(started, id),
    setSubscriptionStatus: (id, status) =>
      updateSubscription(started, started.find(started.subscriptions, id, 'subscription'), {
        status,
      }),
    advanceToPeriodEnd: (id) => advanceToPeriodEnd(started, id),
    failPayment: (id) => failPayment(started, id),
    stop: async () => {
      await outbox.idle();
      await running.stop();
    },
  };
}
