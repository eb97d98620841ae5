// `startFakeRazorpay`: a local stand-in for Razorpay's subscriptions API, for tests only. It
// answers `/v1/...` with HTTP Basic auth (key id, key secret) and JSON bodies as Razorpay does,
// serves the subscription's pay page at its `short_url`, and signs webhooks with
// `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body with the webhook secret).
// The `razorpay` SDK 2.9.8 has no public option for its base URL (api.js fixes
// https://api.razorpay.com): specs call this server over HTTP and check signatures with the SDK.
import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { bodyFields, escapeHtml, listen, parseFields, redirect, sendHtml, sendJson } from './http';
import type { FakeRequest, Json } from './http';
import { RazorpayError, RazorpayState } from './razorpay-state';
import { WebhookOutbox, type DeliverOptions, type Delivery, type DeliveryMode } from './webhooks';

export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  /** `immediate` (default) or `manual`, as for the fake Stripe. */
  deliveryMode?: DeliveryMode;
  /** Where the pay page sends the browser after paying, with Razorpay's checkout fields. */
  callbackUrl?: string;
  port?: number;
}

export interface FakeRazorpay {
  url: string;
  host: string;
  port: number;
  /** Every event so far, oldest first, each with its id (sent as `X-Razorpay-Event-Id`). */
  events: Json[];
  deliveries: Delivery[];
  state: RazorpayState;
  setWebhookUrl(url: string | undefined): void;
  setDeliveryMode(mode: DeliveryMode): void;
  pendingEvents(): string[];
  deliver(eventIds?: string[], options?: DeliverOptions): Promise<Delivery[]>;
  drop(eventIds: string[]): void;
  idle(): Promise<void>;
  pay(subscriptionId: string): { subscription: Json; payment: Json };
  advanceCycle(subscriptionId: string): Json;
  failPayment(subscriptionId: string): Json;
  setSubscriptionStatus(subscriptionId: string, status: string): Json;
  stop(): Promise<void>;
}

export const hmacHex = (text: string, secret: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

type Route = (state: RazorpayState, fields: Json, id: string) => Json;

const collection = (items: Json[], fields: Json) => {
  const skip = Number(fields.skip ?? 0);
  const page = [...items].reverse().slice(skip, skip + Number(fields.count ?? 10));
  return { entity: 'collection', count: page.length, items: page };
};

const routes: [string, RegExp, Route][] = [
  ['POST', /^\/v1\/plans$/, (s, f) => s.createPlan(f)],
  ['GET', /^\/v1\/plans\/([^/]+)$/, (s, _f, id) => s.find(s.plans, id)],
  ['GET', /^\/v1\/plans$/, (s, f) => collection([...s.plans.values()], f)],
  ['POST', /^\/v1\/customers$/, (s, f) => s.createCustomer(f)],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (s, _f, id) => s.find(s.customers, id)],
  ['POST', /^\/v1\/subscriptions$/, (s, f) => s.createSubscription(f)],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (s, _f, id) => s.find(s.subscriptions, id)],
  [
    'GET',
    /^\/v1\/subscriptions$/,
    (s, f) =>
      collection(
        [...s.subscriptions.values()].filter((x) => !f.plan_id || x.plan_id === f.plan_id),
        f,
      ),
  ],
  [
    'POST',
    /^\/v1\/subscriptions\/([^/]+)\/cancel$/,
    (s, f, id) => s.cancel(id, [1, '1', true, 'true'].includes(f.cancel_at_cycle_end as string)),
  ],
  ['GET', /^\/v1\/payments\/([^/]+)$/, (s, _f, id) => s.find(s.payments, id)],
  ['GET', /^\/v1\/payments$/, (s, f) => collection([...s.payments.values()], f)],
  ['POST', /^\/v1\/payments\/([^/]+)\/refund$/, (s, f, id) => s.refund(id, f)],
  ['GET', /^\/v1\/invoices\/([^/]+)$/, (s, _f, id) => s.find(s.invoices, id)],
  [
    'GET',
    /^\/v1\/invoices$/,
    (s, f) =>
      collection(
        [...s.invoices.values()].filter(
          (i) => !f.subscription_id || i.subscription_id === f.subscription_id,
        ),
        f,
      ),
  ],
];

function handleApi(state: RazorpayState, request: FakeRequest, res: ServerResponse, basic: string) {
  if (request.headers.authorization !== basic) {
    sendJson(res, 401, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
    return;
  }
  try {
    for (const [method, pattern, route] of routes) {
      const found = request.method === method ? pattern.exec(request.path) : null;
      if (!found) continue;
      const fields = method === 'GET' ? parseFields(request.query) : bodyFields(request);
      sendJson(res, 200, route(state, fields, decodeURIComponent(found[1] ?? '')));
      return;
    }
    throw new RazorpayError(400, 'The requested URL was not found on the server.');
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    sendJson(res, error.status, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: error.message,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        ...(error.field ? { field: error.field } : {}),
      },
    });
  }
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

function payPage(
  state: RazorpayState,
  request: FakeRequest,
  res: ServerResponse,
  options: FakeRazorpayOptions,
) {
  const id = decodeURIComponent(request.path.slice('/pay/'.length));
  const subscription = state.subscriptions.get(id);
  if (!subscription) {
    sendHtml(res, 404, page('Subscription not found', '<p>No such subscription.</p>'));
    return;
  }
  if (request.method === 'POST') {
    if (parseFields(new URLSearchParams(request.rawBody)).action === 'cancel') {
      sendHtml(res, 200, page('Payment canceled', '<p>Nothing was charged.</p>'));
      return;
    }
    if (subscription.status !== 'created') {
      sendHtml(
        res,
        409,
        page('Already paid', `<p>This subscription is ${subscription.status}.</p>`),
      );
      return;
    }
    const { payment } = state.pay(id);
    if (!options.callbackUrl) {
      sendHtml(res, 200, page('Payment successful', `<p>Payment ${payment.id}.</p>`));
      return;
    }
    const back = new URL(options.callbackUrl);
    back.searchParams.set('razorpay_payment_id', String(payment.id));
    back.searchParams.set('razorpay_subscription_id', id);
    back.searchParams.set('razorpay_signature', hmacHex(`${payment.id}|${id}`, options.keySecret));
    redirect(res, back.toString());
    return;
  }
  const plan = state.find(state.plans, String(subscription.plan_id));
  const item = plan.item as Json;
  const amount = `${((item.amount as number) / 100).toFixed(2)} ${item.currency}`;
  const every = `${plan.interval === 1 ? '' : `${plan.interval} × `}${plan.period}`;
  const body =
    `<p data-testid="plan">${escapeHtml(`${item.name}: ${amount}, ${every}`)}</p>` +
    `<form method="post" action="/pay/${encodeURIComponent(id)}">` +
    `<button type="submit" name="action" value="pay">Pay</button> ` +
    `<button type="submit" name="action" value="cancel">Cancel</button></form>`;
  sendHtml(res, 200, page('Fake Razorpay subscription (test mode)', body));
}

export async function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const basic = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const outbox = new WebhookOutbox(
    (payload, tamper, eventId) => {
      if (tamper === 'old-timestamp') throw new Error('Razorpay signs no timestamp');
      const secret =
        tamper === 'signature' ? `${options.webhookSecret}_wrong` : options.webhookSecret;
      return { 'X-Razorpay-Signature': hmacHex(payload, secret), 'X-Razorpay-Event-Id': eventId };
    },
    options.webhookUrl,
    options.deliveryMode ?? 'immediate',
  );
  const holder: { state?: RazorpayState } = {};
  const running = await listen((request, res) => {
    const state = holder.state;
    if (!state) throw new Error('not started');
    if (request.path.startsWith('/v1/')) handleApi(state, request, res, basic);
    else if (request.path.startsWith('/pay/')) payPage(state, request, res, options);
    else {
      res.writeHead(404);
      res.end();
    }
  }, options.port);
  const state = new RazorpayState(running.url, (id, event) =>
    outbox.record({ id, type: String(event.event), payload: JSON.stringify(event) }),
  );
  holder.state = state;
  return {
    url: running.url,
    host: running.host,
    port: running.port,
    events: state.events,
    deliveries: outbox.deliveries,
    state,
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
    pay: (id) => state.pay(id),
    advanceCycle: (id) => state.advanceCycle(id),
    failPayment: (id) => state.failPayment(id),
    setSubscriptionStatus: (id, status) => state.setStatus(id, status),
    stop: async () => {
      await outbox.idle();
      await running.stop();
    },
  };
}
