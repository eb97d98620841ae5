import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import axe from 'axe-core';
import { API_PATHS, PLANS, REFUND_POLICY_TEXT } from '@profileproof/contracts';
import {
  BILLING_API_PATHS,
  BILLING_MESSAGES,
  BILLING_POLICY_TEXTS,
  planAmountCents,
  readCheckoutChoice,
  rememberCheckoutChoice,
  type BillingPlansResponse,
  type PurchasablePlanId,
} from '@profileproof/contracts/billing';
import { AppProviders } from '@profileproof/session';
import {
  resetBrowserState,
  signInForTest,
  stubFetch,
  TEST_CONFIG,
  type StubReply,
} from '@profileproof/web-testing';
import { paymentPage } from './checkout/use-checkout';
import { PricingRoute } from './pricing-route';

const PLANS_ROUTE = `GET ${BILLING_API_PATHS.plans}`;
const CHECKOUT_ROUTE = `POST ${BILLING_API_PATHS.checkout}`;

/** The catalogue as the API sells it: PLANS' prices, in cents. */
function catalogue(
  overrides: Partial<Record<PurchasablePlanId, number>> = {},
): BillingPlansResponse {
  return {
    enabled: true,
    provider: 'stripe',
    plans: (['basic', 'premium'] as const).map((id) => {
      const monthly = overrides[id] ?? planAmountCents(id, 'month');
      const yearly = planAmountCents(id, 'year');
      return {
        id,
        name: PLANS.find((plan) => plan.id === id)?.name ?? id,
        tier: id,
        prices: [
          { interval: 'month', amount: monthly, per_month: monthly, currency: 'usd' },
          { interval: 'year', amount: yearly, per_month: Math.round(yearly / 12), currency: 'usd' },
        ],
      };
    }),
  };
}
const OFF: BillingPlansResponse = { enabled: false, provider: null, plans: [] };

/** Where the page sent the browser, with the state it passed. */
function Elsewhere() {
  const location = useLocation();
  return (
    <output aria-label="went to">
      {location.pathname}
      {location.search} {JSON.stringify(location.state ?? null)}
    </output>
  );
}

/** The route as the shell mounts it: StrictMode, the providers, the router. */
function renderPricing(entry: string, routes: Record<string, StubReply | (() => StubReply)>) {
  const calls = stubFetch({ [PLANS_ROUTE]: { status: 200, body: catalogue() }, ...routes });
  const view = render(
    <StrictMode>
      <AppProviders config={TEST_CONFIG}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/pricing" element={<PricingRoute />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { calls, view, checkouts: () => calls.filter((call) => call.method === 'POST') };
}

const card = (name: string) => screen.getByRole('article', { name });
const subscribe = (plan: string) =>
  within(card(plan)).findByRole('button', { name: new RegExp(`^Subscribe to ${plan} for`) });

describe('/pricing with billing (issue 40)', () => {
  let opened: jest.SpyInstance;
  beforeEach(() => {
    resetBrowserState();
    opened = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
  });
  afterEach(() => opened.mockRestore());

  it('reads as today when billing is off: no buy button, the contact links and the note', async () => {
    const { calls } = renderPricing('/pricing', { [PLANS_ROUTE]: { status: 200, body: OFF } });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).not.toBeInTheDocument();
    for (const plan of ['Basic', 'Premium Elite', 'Premium'])
      expect(
        within(card(plan)).getByRole('link', { name: `Contact us to upgrade to ${plan}` }),
      ).toBeInTheDocument();
    // The note under the cards and the FAQ's answer.
    expect(screen.getAllByText(/Online payment is not available yet/)).toHaveLength(2);
  });

  it('answers the FAQ for plans sold online: how to buy, and that cancelling stops the renewal', async () => {
    renderPricing('/pricing', {});
    await subscribe('Basic');
    expect(screen.queryByText(/Online payment is not available yet/)).not.toBeInTheDocument();
    expect(screen.getByText(BILLING_POLICY_TEXTS.faqCancel)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${REFUND_POLICY_TEXT}`))).toBeInTheDocument();
  });

  it('offers Basic and Premium at the prices the API sells them, for the period shown; Premium Elite stays contact-only', async () => {
    renderPricing('/pricing', {
      [PLANS_ROUTE]: { status: 200, body: catalogue({ basic: 60000 }) },
    });
    expect(await subscribe('Basic')).toHaveAccessibleName('Subscribe to Basic for $600 a month');
    expect(within(card('Basic')).getByText('$600')).toBeInTheDocument();
    expect(await subscribe('Premium')).toHaveAccessibleName(
      'Subscribe to Premium for $1299 a month',
    );
    expect(
      within(card('Premium Elite')).getByRole('link', {
        name: 'Contact us to upgrade to Premium Elite',
      }),
    ).toBeInTheDocument();
    expect(within(card('Free')).getByRole('link', { name: 'Get started free' })).toBeVisible();
    expect(screen.queryByText(/Online payment is not available yet/)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: /^Yearly/ }));
    expect(await subscribe('Basic')).toHaveAccessibleName('Subscribe to Basic for $5750.40 a year');
    expect(within(card('Basic')).getByText('Billed yearly: $5750.40 a year')).toBeInTheDocument();
    expect(within(card('Basic')).getByText('$479.20')).toBeInTheDocument();
  });

  it('sends a visitor to sign up, keeping the plan they chose for after the mailed link', async () => {
    renderPricing('/pricing', {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Yearly/ }));
    await user.click(await subscribe('Basic'));
    expect(screen.getByRole('status', { name: 'went to' })).toHaveTextContent(
      '/signup {"from":"/pricing?checkout=basic-year"}',
    );
    expect(readCheckoutChoice()).toEqual({ plan: 'basic', interval: 'year' });
  });

  it('forgets a kept choice once a signed-in customer starts a checkout', async () => {
    rememberCheckoutChoice({ plan: 'basic', interval: 'year' });
    renderPricing('/pricing?checkout=basic-year', {
      ...signInForTest('user', 'ada@example.com'),
      [CHECKOUT_ROUTE]: { status: 200, body: { url: 'https://pay.example/cs_3' } },
    });
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://pay.example/cs_3'));
    expect(readCheckoutChoice()).toBeNull();
  });

  it('opens the payment page for a signed-in customer', async () => {
    const { checkouts } = renderPricing('/pricing', {
      ...signInForTest('user', 'ada@example.com'),
      [CHECKOUT_ROUTE]: { status: 200, body: { url: 'https://pay.example/cs_1' } },
    });
    await userEvent.setup().click(await subscribe('Premium'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(checkouts().map((call) => call.body)).toEqual([{ plan: 'premium', interval: 'month' }]);
  });

  it('says a customer with a subscription manages it under Account → Billing (409)', async () => {
    renderPricing('/pricing', {
      ...signInForTest('user', 'ada@example.com'),
      [CHECKOUT_ROUTE]: { status: 409, body: { detail: BILLING_MESSAGES.liveSubscription } },
    });
    await userEvent.setup().click(await subscribe('Basic'));
    const message = await within(card('Basic')).findByText(BILLING_MESSAGES.liveSubscription);
    expect(
      within(message.closest('.pp-alert') as HTMLElement).getByRole('link', {
        name: 'Go to Account → Billing',
      }),
    ).toHaveAttribute('href', '/account#billing');
    expect(opened).not.toHaveBeenCalled();
  });

  it('says the payment provider is away (503)', async () => {
    renderPricing('/pricing', {
      ...signInForTest('user', 'ada@example.com'),
      [CHECKOUT_ROUTE]: { status: 503, body: { detail: BILLING_MESSAGES.providerDown } },
    });
    await userEvent.setup().click(await subscribe('Basic'));
    expect(
      await within(card('Basic')).findByText(BILLING_MESSAGES.providerDown),
    ).toBeInTheDocument();
  });

  it('starts the checkout a visitor chose, once, when they come back signed in', async () => {
    const { checkouts } = renderPricing('/pricing?checkout=basic-year', {
      ...signInForTest('user', 'ada@example.com'),
      [CHECKOUT_ROUTE]: { status: 200, body: { url: 'https://pay.example/cs_2' } },
    });
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://pay.example/cs_2'));
    expect(checkouts().map((call) => call.body)).toEqual([{ plan: 'basic', interval: 'year' }]);
    expect(screen.getByRole('radio', { name: /^Yearly/ })).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkouts()).toHaveLength(1);
  });

  it('shows why a resumed checkout did not start, at the top of the page', async () => {
    renderPricing('/pricing?checkout=premium-month', {
      ...signInForTest('user', 'ada@example.com'),
      [CHECKOUT_ROUTE]: { status: 409, body: { detail: BILLING_MESSAGES.liveSubscription } },
    });
    expect(await screen.findAllByText(BILLING_MESSAGES.liveSubscription)).toHaveLength(2);
  });

  it('offers an admin no buy button and starts nothing for them', async () => {
    const { calls, checkouts } = renderPricing('/pricing?checkout=basic-month', {
      ...signInForTest('admin', 'analyst@example.com'),
    });
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes(API_PATHS.auth.profile))).toBe(true),
    );
    await waitFor(() => expect(calls.some((call) => call.url.includes('/plans/'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).not.toBeInTheDocument();
    expect(checkouts()).toHaveLength(0);
  });

  it('has no accessibility violations with the buy buttons', async () => {
    const { view } = renderPricing('/pricing', {});
    await subscribe('Basic');
    const { violations } = await axe.run(view.container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
