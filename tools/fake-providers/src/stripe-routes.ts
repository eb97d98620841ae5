// The part of Stripe's REST API the fake answers (`/v1/...`), as the `stripe` SDK calls it: form
// bodies, `Authorization: Bearer sk_test_…`, JSON objects with `id`, `object` and
// `livemode: false`, lists as `{object: 'list', data, has_more}`, errors as `{error: {type, message}}`.
import type { ServerResponse } from 'node:http';
import { bodyFields, newId, parseFields, sendJson, type FakeRequest, type Json } from './http';
import { firstItem, refund, updateSubscription } from './stripe-billing';
import { StripeError, type StripeState } from './stripe-state';

type Route = (state: StripeState, fields: Json, id: string) => Json;

const routes: [method: string, pattern: RegExp, route: Route][] = [
  ['POST', /^\/v1\/customers$/, (s, f) => s.createCustomer(f)],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (s, _f, id) => s.find(s.customers, id, 'customer')],
  ['GET', /^\/v1\/customers$/, (s, f) => list(s.customers, f, (c) => match(c.email, f.email))],
  ['POST', /^\/v1\/products$/, (s, f) => s.createProduct(f)],
  ['GET', /^\/v1\/products\/([^/]+)$/, (s, _f, id) => s.find(s.products, id, 'product')],
  ['POST', /^\/v1\/prices$/, (s, f) => s.createPrice(f)],
  ['GET', /^\/v1\/prices\/([^/]+)$/, (s, _f, id) => s.find(s.prices, id, 'price')],
  ['GET', /^\/v1\/prices$/, (s, f) => list(s.prices, f, (p) => priceMatches(p, f))],
  ['POST', /^\/v1\/checkout\/sessions$/, (s, f) => s.createCheckoutSession(f)],
  [
    'GET',
    /^\/v1\/checkout\/sessions\/([^/]+)$/,
    (s, _f, id) => s.find(s.sessions, id, 'checkout.session'),
  ],
  [
    'GET',
    /^\/v1\/checkout\/sessions$/,
    (s, f) =>
      list(
        s.sessions,
        f,
        (c) =>
          match(c.customer, f.customer) &&
          match(c.subscription, f.subscription) &&
          match(c.status, f.status),
      ),
  ],
  [
    'POST',
    /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    (s, _f, id) => s.expireCheckoutSession(id),
  ],
  [
    'GET',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (s, _f, id) => s.find(s.subscriptions, id, 'subscription'),
  ],
  ['GET', /^\/v1\/subscriptions$/, (s, f) => list(s.subscriptions, f, (x) => subMatches(x, f))],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, updateRoute],
  [
    'DELETE',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (s, _f, id) => {
      const subscription = s.find(s.subscriptions, id, 'subscription');
      if (subscription.status === 'canceled') {
        throw new StripeError(400, `Subscription ${id} has already been canceled.`);
      }
      return updateSubscription(s, subscription, { status: 'canceled' });
    },
  ],
  ['GET', /^\/v1\/invoices\/([^/]+)$/, (s, _f, id) => s.find(s.invoices, id, 'invoice')],
  [
    'GET',
    /^\/v1\/invoices$/,
    (s, f) =>
      list(
        s.invoices,
        f,
        (i) =>
          match(i.customer, f.customer) &&
          match(i.status, f.status) &&
          match(invoiceSubscription(i), f.subscription),
      ),
  ],
  ['GET', /^\/v1\/charges\/([^/]+)$/, (s, _f, id) => s.find(s.charges, id, 'charge')],
  [
    'GET',
    /^\/v1\/charges$/,
    (s, f) =>
      list(
        s.charges,
        f,
        (c) => match(c.customer, f.customer) && match(c.payment_intent, f.payment_intent),
      ),
  ],
  ['POST', /^\/v1\/refunds$/, (s, f) => refund(s, f)],
  ['GET', /^\/v1\/refunds\/([^/]+)$/, (s, _f, id) => s.find(s.refunds, id, 'refund')],
  ['POST', /^\/v1\/billing_portal\/sessions$/, portalRoute],
  ['GET', /^\/v1\/events\/([^/]+)$/, (s, _f, id) => findEvent(s, id)],
  [
    'GET',
    /^\/v1\/events$/,
    (s, f) =>
      list(new Map(s.events.map((e) => [e.id as string, e])), f, (e) => match(e.type, f.type)),
  ],
];

/** Answers one `/v1/...` request; `apiKey` (when given) is the only key accepted. */
export function handleApi(
  state: StripeState,
  request: FakeRequest,
  res: ServerResponse,
  apiKey?: string,
): void {
  const auth = String(request.headers.authorization ?? '');
  const key = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : '';
  if (!key.startsWith('sk_test_') || (apiKey !== undefined && key !== apiKey)) {
    sendJson(res, 401, {
      error: {
        type: 'invalid_request_error',
        message: key
          ? `Invalid API Key provided: ${key.slice(0, 8)}***`
          : 'You did not provide an API key.',
      },
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
    throw new StripeError(404, `Unrecognized request URL (${request.method}: ${request.path}).`);
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
    sendJson(res, error.status, {
      error: {
        type: error.type,
        message: error.message,
        ...(error.param ? { param: error.param } : {}),
      },
    });
  }
}

const match = (value: unknown, wanted: unknown) => wanted === undefined || value === wanted;

/** A Stripe list, newest first, with `limit` (default 10) and `starting_after`. */
function list(collection: Map<string, Json>, fields: Json, keep: (item: Json) => boolean): Json {
  let items = [...collection.values()].filter(keep).reverse();
  if (fields.starting_after) {
    const at = items.findIndex((item) => item.id === fields.starting_after);
    items = items.slice(at + 1);
  }
  const limit = Math.min(Number(fields.limit ?? 10), 100);
  return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url: '' };
}

function priceMatches(price: Json, fields: Json): boolean {
  const keys = fields.lookup_keys as string[] | undefined;
  if (keys && !keys.includes(price.lookup_key as string)) return false;
  if (fields.active !== undefined && String(price.active) !== fields.active) return false;
  return match(price.product, fields.product);
}

/** Without `status`, Stripe lists every subscription but the canceled ones; `status=all` lists all. */
function subMatches(subscription: Json, fields: Json): boolean {
  if (!match(subscription.customer, fields.customer)) return false;
  if (fields.price && (firstItem(subscription).price as Json).id !== fields.price) return false;
  if (fields.status === 'all') return true;
  if (fields.status === undefined) return subscription.status !== 'canceled';
  return subscription.status === fields.status;
}

function invoiceSubscription(invoice: Json): unknown {
  const parent = invoice.parent as { subscription_details?: { subscription?: string } } | null;
  return parent?.subscription_details?.subscription;
}

/** `POST /v1/subscriptions/:id`: cancel_at_period_end, metadata, or another price (items[0][price]). */
function updateRoute(state: StripeState, fields: Json, id: string): Json {
  const subscription = state.find(state.subscriptions, id, 'subscription');
  if (subscription.status === 'canceled') {
    throw new StripeError(400, `A canceled subscription (${id}) can only update its metadata.`);
  }
  const changes: Json = {};
  if (fields.cancel_at_period_end !== undefined) {
    const canceling = fields.cancel_at_period_end === 'true';
    changes.cancel_at_period_end = canceling;
    changes.cancel_at = canceling ? firstItem(subscription).current_period_end : null;
  }
  if (fields.metadata) {
    changes.metadata = { ...(subscription.metadata as Json), ...(fields.metadata as Json) };
  }
  const items = fields.items as Json[] | undefined;
  if (items?.[0]?.price) {
    const price = state.find(state.prices, String(items[0].price), 'price');
    const updatedItems = structuredClone(subscription.items) as { data: Json[] };
    updatedItems.data[0].price = price;
    changes.items = updatedItems;
  }
  return updateSubscription(state, subscription, changes);
}

function portalRoute(state: StripeState, fields: Json): Json {
  state.find(state.customers, String(fields.customer), 'customer');
  const id = newId('bps_');
  const session: Json = {
    id,
    object: 'billing_portal.session',
    customer: fields.customer,
    return_url: fields.return_url ?? null,
    url: `${state.baseUrl}/portal/${id}`,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
  state.portalSessions.set(id, session);
  return session;
}

function findEvent(state: StripeState, id: string): Json {
  const event = state.events.find((e) => e.id === id);
  if (!event) throw new StripeError(404, `No such event: '${id}'`);
  return event;
}
