// The pages a customer's browser sees on the fake Stripe: the hosted checkout (`/pay/<session>`,
// "Pay" or "Cancel") and the customer portal (`/portal/<session>`, cancel at period end or resume).
import type { ServerResponse } from 'node:http';
import { escapeHtml, parseFields, redirect, sendHtml, type FakeRequest, type Json } from './http';
import { completeCheckout, firstItem, updateSubscription } from './stripe-billing';
import type { StripeState } from './stripe-state';

/** `59900` in `usd` as `$599.00`; other currencies as `599.00 EUR`. */
export function formatAmount(amount: number, currency: string): string {
  const value = (amount / 100).toFixed(2);
  return currency === 'usd' ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}

/** What a price is called on the pages: its nickname, else its product's name, else its lookup key. */
function priceLabel(state: StripeState, price: Json): string {
  const product = state.products.get(String(price.product));
  const recurring = price.recurring as Json | null;
  const name = String(price.nickname ?? product?.name ?? price.lookup_key ?? price.id);
  const every = recurring ? ` / ${recurring.interval}` : '';
  return `${name}: ${formatAmount(price.unit_amount as number, String(price.currency))}${every}`;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** `GET|POST /pay/<id>` and `GET|POST /portal/<id>`; false when the path is neither. */
export function handlePage(state: StripeState, request: FakeRequest, res: ServerResponse): boolean {
  const [, kind, id = ''] = request.path.split('/');
  if (kind === 'pay') payPage(state, request, res, decodeURIComponent(id));
  else if (kind === 'portal') portalPage(state, request, res, decodeURIComponent(id));
  else return false;
  return true;
}

function payPage(state: StripeState, request: FakeRequest, res: ServerResponse, id: string): void {
  const session = state.sessions.get(id);
  const extras = state.sessionExtras.get(id);
  if (!session || !extras) {
    sendHtml(res, 404, page('Checkout not found', '<p>No such checkout session.</p>'));
    return;
  }
  if (request.method === 'POST') {
    const action = parseFields(new URLSearchParams(request.rawBody)).action;
    if (action === 'cancel') {
      if (session.cancel_url) redirect(res, String(session.cancel_url));
      else sendHtml(res, 200, page('Payment canceled', '<p>Nothing was charged.</p>'));
      return;
    }
    if (session.status !== 'open') {
      sendHtml(res, 409, page('Already paid', `<p>This checkout is ${session.status}.</p>`));
      return;
    }
    completeCheckout(state, id);
    redirect(res, String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', id));
    return;
  }
  const price = state.find(state.prices, extras.price, 'price');
  const body =
    `<p data-testid="plan">${escapeHtml(priceLabel(state, price))}</p>` +
    `<p>Total due today: <strong data-testid="amount">${escapeHtml(
      formatAmount(session.amount_total as number, String(session.currency)),
    )}</strong></p>` +
    (session.status === 'open'
      ? `<form method="post" action="/pay/${encodeURIComponent(id)}">` +
        `<button type="submit" name="action" value="pay">Pay</button> ` +
        `<button type="submit" name="action" value="cancel">Cancel</button></form>`
      : `<p>This checkout is ${escapeHtml(String(session.status))}.</p>`);
  sendHtml(res, 200, page('Fake Stripe Checkout (test mode)', body));
}

function portalPage(state: StripeState, request: FakeRequest, res: ServerResponse, id: string) {
  const portal = state.portalSessions.get(id);
  if (!portal) {
    sendHtml(res, 404, page('Portal not found', '<p>No such portal session.</p>'));
    return;
  }
  const subscriptions = [...state.subscriptions.values()].filter(
    (s) => s.customer === portal.customer && s.status !== 'canceled',
  );
  if (request.method === 'POST') {
    const fields = parseFields(new URLSearchParams(request.rawBody));
    const subscription = subscriptions.find((s) => s.id === fields.subscription);
    if (subscription) {
      const canceling = fields.action === 'cancel';
      updateSubscription(state, subscription, {
        cancel_at_period_end: canceling,
        cancel_at: canceling ? firstItem(subscription).current_period_end : null,
      });
    }
    redirect(res, `/portal/${encodeURIComponent(id)}`);
    return;
  }
  const rows = subscriptions.map((s) => {
    const item = firstItem(s);
    const end = new Date((item.current_period_end as number) * 1000).toISOString().slice(0, 10);
    const action = s.cancel_at_period_end ? 'resume' : 'cancel';
    return (
      `<li>${escapeHtml(priceLabel(state, item.price as Json))}, ${escapeHtml(String(s.status))}, ` +
      `${s.cancel_at_period_end ? 'ends' : 'renews'} on ${end}` +
      `<form method="post" action="/portal/${encodeURIComponent(id)}">` +
      `<input type="hidden" name="subscription" value="${escapeHtml(String(s.id))}">` +
      `<button type="submit" name="action" value="${action}">` +
      `${action === 'cancel' ? 'Cancel plan' : 'Renew plan'}</button></form></li>`
    );
  });
  const back = portal.return_url
    ? `<p><a href="${escapeHtml(String(portal.return_url))}">Return</a></p>`
    : '';
  const list = rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No subscription.</p>';
  sendHtml(res, 200, page('Fake Stripe customer portal (test mode)', list + back));
}
