// What the fake Stripe remembers, and how its objects change: the same transitions the real
// provider makes (checkout → subscription and paid invoice; renewal; failed payment; cancel at
// period end; refund), each recorded as an Event with the object as it was then.
import Stripe from 'stripe';
import { newId, nowSeconds, snapshot, type Json } from './http';

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly param?: string,
  ) {
    super(message);
  }
}

type Collection = Map<string, Json>;

/** Every object the fake has handed out, by id, and every event, oldest first. */
export class StripeState {
  readonly customers: Collection = new Map();
  readonly products: Collection = new Map();
  readonly prices: Collection = new Map();
  readonly sessions: Collection = new Map();
  readonly subscriptions: Collection = new Map();
  readonly invoices: Collection = new Map();
  readonly charges: Collection = new Map();
  readonly refunds: Collection = new Map();
  readonly portalSessions: Collection = new Map();
  readonly events: Json[] = [];
  /** What a checkout session carries that the real object does not show: its price, subscription_data. */
  readonly sessionExtras = new Map<string, { price: string; subscriptionMetadata: Json }>();

  constructor(
    readonly baseUrl: string,
    private readonly onEvent: (event: Json) => void,
  ) {}

  find(collection: Collection, id: string, what: string): Json {
    const found = collection.get(id);
    if (!found)
      throw new StripeError(404, `No such ${what}: '${id}'`, 'invalid_request_error', 'id');
    return found;
  }

  /** Appends an Event (`data.object` a copy of `object` now) and hands it to delivery. */
  emit(type: string, object: Json, previousAttributes?: Json): Json {
    const event: Json = {
      id: newId('evt_', 24),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: {
        object: snapshot(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    this.onEvent(event);
    return event;
  }

  createCustomer(fields: Json): Json {
    const customer: Json = {
      id: newId('cus_'),
      object: 'customer',
      created: nowSeconds(),
      email: fields.email ?? null,
      name: fields.name ?? null,
      metadata: fields.metadata ?? {},
      livemode: false,
    };
    this.customers.set(customer.id as string, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  createPrice(fields: Json): Json {
    const recurring = fields.recurring as Json | undefined;
    if (!fields.currency)
      throw new StripeError(400, 'Missing required param: currency.', undefined, 'currency');
    const holder = fields.lookup_key
      ? [...this.prices.values()].find((p) => p.lookup_key === fields.lookup_key)
      : undefined;
    if (holder && fields.transfer_lookup_key !== 'true') {
      throw new StripeError(
        400,
        `A price (\`${fields.lookup_key}\`) already uses that lookup key.`,
      );
    }
    let product = fields.product as string | undefined;
    if (product) this.find(this.products, product, 'product');
    else product = this.createProduct((fields.product_data ?? {}) as Json).id as string;
    // `transfer_lookup_key`: the key moves from the price that held it to this one.
    if (holder) holder.lookup_key = null;
    const price: Json = {
      id: newId('price_'),
      object: 'price',
      active: true,
      created: nowSeconds(),
      currency: String(fields.currency).toLowerCase(),
      lookup_key: fields.lookup_key ?? null,
      metadata: fields.metadata ?? {},
      nickname: fields.nickname ?? null,
      product,
      recurring: recurring
        ? {
            interval: recurring.interval,
            interval_count: Number(recurring.interval_count ?? 1),
            usage_type: 'licensed',
          }
        : null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: Number(fields.unit_amount),
      livemode: false,
    };
    this.prices.set(price.id as string, price);
    return price;
  }

  /** A product; `id` may be chosen by the caller, as Stripe allows (400 when it is taken). */
  createProduct(fields: Json): Json {
    const id = (fields.id as string | undefined) ?? newId('prod_');
    if (this.products.has(id)) {
      throw new StripeError(400, 'Product already exists.', 'invalid_request_error', 'id');
    }
    const product: Json = {
      id,
      object: 'product',
      name: fields.name ?? 'Plan',
      active: true,
      metadata: fields.metadata ?? {},
      created: nowSeconds(),
      livemode: false,
    };
    this.products.set(id, product);
    return product;
  }

  /** `POST /v1/checkout/sessions/:id/expire`: an open session can no longer be paid. */
  expireCheckoutSession(id: string): Json {
    const session = this.find(this.sessions, id, 'checkout.session');
    if (session.status !== 'open') {
      throw new StripeError(400, `Only open sessions can be expired; ${id} is ${session.status}.`);
    }
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session);
    return session;
  }

  createCheckoutSession(fields: Json): Json {
    if (fields.mode !== 'subscription') {
      throw new StripeError(
        400,
        'The fake provider supports mode=subscription only.',
        undefined,
        'mode',
      );
    }
    const items = (fields.line_items ?? []) as Json[];
    if (items.length !== 1)
      throw new StripeError(400, 'Give exactly one line item.', undefined, 'line_items');
    const price = this.find(this.prices, String(items[0].price), 'price');
    if (fields.customer) this.find(this.customers, String(fields.customer), 'customer');
    if (!fields.success_url)
      throw new StripeError(400, 'Missing required param: success_url.', undefined, 'success_url');
    const id = newId('cs_test_', 32);
    const quantity = Number(items[0].quantity ?? 1);
    const session: Json = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: (price.unit_amount as number) * quantity,
      currency: price.currency,
      customer: fields.customer ?? null,
      customer_email: fields.customer_email ?? null,
      client_reference_id: fields.client_reference_id ?? null,
      metadata: fields.metadata ?? {},
      success_url: fields.success_url,
      cancel_url: fields.cancel_url ?? null,
      subscription: null,
      invoice: null,
      url: `${this.baseUrl}/pay/${id}`,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      livemode: false,
    };
    this.sessions.set(id, session);
    const subscriptionData = (fields.subscription_data ?? {}) as Json;
    this.sessionExtras.set(id, {
      price: price.id as string,
      subscriptionMetadata: (subscriptionData.metadata ?? {}) as Json,
    });
    return session;
  }
}

export function firstItem(subscription: Json): Json {
  return (subscription.items as { data: Json[] }).data[0];
}
