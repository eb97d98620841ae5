import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { API_PATHS, ROUTES } from '@profileproof/contracts';
import { ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import {
  BILLING_API_PATHS,
  BILLING_MESSAGES,
  type BillingMeResponse,
} from '@profileproof/contracts/billing';
import {
  renderScreen,
  resetBrowserState,
  signInForTest,
  stubFetch,
  type StubReply,
} from '@profileproof/web-testing';
import { formatDate } from '@profileproof/ui';
import { AccountPage } from './account-page';
import { providerPage } from './api/billing-portal';

const ME = `GET ${BILLING_API_PATHS.me}`;
const PORTAL = `POST ${BILLING_API_PATHS.portal}`;

function billing(overrides: Partial<BillingMeResponse> = {}): BillingMeResponse {
  return {
    enabled: true,
    provider: 'stripe',
    tier: 'basic',
    source: 'provider',
    state: 'active',
    plan: 'basic',
    interval: 'year',
    current_period_end: '2099-07-05T09:30:00.000Z',
    cancel_at_period_end: false,
    payment_problem: false,
    usage: {
      used: 2,
      limit: 24,
      remaining: 22,
      period_start: '2099-06-01T00:00:00.000Z',
      resets_at: '2099-07-01T00:00:00.000Z',
    },
    invoices: [],
    ...overrides,
  };
}

function renderAccount(
  me: StubReply | (() => StubReply),
  extra: Record<string, StubReply> = {},
  role: 'user' | 'admin' = 'user',
) {
  const calls = stubFetch({
    ...signInForTest(role, 'ada@example.com'),
    [`GET ${API_PATHS.auth.profile}`]: {
      status: 200,
      body: {
        id: 1,
        email: 'ada@example.com',
        role,
        is_verified: true,
        has_password: true,
      },
    },
    [`GET ${ACCOUNT_API_PATHS.sessions}`]: { status: 200, body: [] },
    [ME]: me,
    ...extra,
  });
  renderScreen(<AccountPage />, { path: ROUTES.account });
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Billing' });
/** The value of a fact of the section ("Plan", "Source", "Status"). */
async function fact(name: string): Promise<HTMLElement> {
  const term = within(await section()).getByText(name, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('account page: Billing', () => {
  let opened: jest.SpyInstance;
  beforeEach(() => {
    resetBrowserState();
    opened = jest.spyOn(providerPage, 'open').mockImplementation(() => undefined);
  });
  afterEach(() => opened.mockRestore());

  it('comes first, with the plan, where it comes from and when it renews', async () => {
    renderAccount({ status: 200, body: billing() });
    await section();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Billing',
      'Password',
      'E-mail address',
      "Where you're signed in",
      'Your data',
      'Close account',
    ]);
    expect(await fact('Plan')).toHaveTextContent('Basic · Yearly');
    expect(await fact('Source')).toHaveTextContent('Paid subscription');
    expect(await fact('Status')).toHaveTextContent(
      `Active${`Renews on ${formatDate('2099-07-05T09:30:00.000Z')}`}`,
    );
    expect(screen.queryByText(BILLING_MESSAGES.pastDueBanner)).not.toBeInTheDocument();
  });

  it('says when a canceled subscription ends', async () => {
    renderAccount({
      status: 200,
      body: billing({ state: 'canceling', cancel_at_period_end: true }),
    });
    expect(await fact('Status')).toHaveTextContent(
      `CancelingEnds on ${formatDate('2099-07-05T09:30:00.000Z')}`,
    );
  });

  it('warns of a failed payment (past due)', async () => {
    renderAccount({ status: 200, body: billing({ state: 'past_due', payment_problem: true }) });
    expect(await within(await section()).findByText(BILLING_MESSAGES.pastDueBanner)).toBeVisible();
    expect(await fact('Status')).toHaveTextContent('Payment problem');
  });

  it('shows a plan granted by the team, and the free plan with the way to the plans', async () => {
    renderAccount({
      status: 200,
      body: billing({ tier: 'premium', source: 'admin', state: null, interval: null }),
    });
    expect(await fact('Plan')).toHaveTextContent(/^Premium$/);
    expect(await fact('Source')).toHaveTextContent('Granted by the ProfileProof team');
    expect(within(await section()).queryByText('Status')).not.toBeInTheDocument();
  });

  it('says a customer who never paid has no billing account, and leads to the plans (409)', async () => {
    renderAccount(
      {
        status: 200,
        body: billing({ tier: 'free', source: null, state: null, plan: null, interval: null }),
      },
      { [PORTAL]: { status: 409, body: { detail: BILLING_MESSAGES.noCustomer } } },
    );
    expect(await fact('Source')).toHaveTextContent('Free plan');
    await userEvent
      .setup()
      .click(within(await section()).getByRole('button', { name: 'Manage billing' }));
    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent(BILLING_MESSAGES.noCustomer);
    expect(within(alert).getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(opened).not.toHaveBeenCalled();
  });

  it("opens the provider's page from Manage billing", async () => {
    const calls = renderAccount(
      { status: 200, body: billing() },
      { [PORTAL]: { status: 200, body: { url: 'https://billing.example/p_1' } } },
    );
    await userEvent
      .setup()
      .click(within(await section()).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://billing.example/p_1'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('lists the invoices in a table, with what was refunded', async () => {
    renderAccount({
      status: 200,
      body: billing({
        invoices: [
          {
            id: 'in_2',
            amount: 575040,
            refunded_amount: 575040,
            currency: 'usd',
            status: 'paid',
            created_at: '2099-06-05T09:30:00.000Z',
          },
          {
            id: 'in_1',
            amount: 59900,
            refunded_amount: 0,
            currency: 'usd',
            status: 'open',
            created_at: '2099-05-05T09:30:00.000Z',
          },
        ],
      }),
    });
    const table = await within(await section()).findByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Amount', 'Status', 'Refunded']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${formatDate('2099-06-05T09:30:00.000Z')}$5750.40Paid$5750.40`,
      `${formatDate('2099-05-05T09:30:00.000Z')}$599Open—`,
    ]);
  });

  it('has no accessibility violations, warning and invoices included', async () => {
    renderAccount({
      status: 200,
      body: billing({
        state: 'past_due',
        payment_problem: true,
        invoices: [
          {
            id: 'in_1',
            amount: 59900,
            refunded_amount: 100,
            currency: 'usd',
            status: 'paid',
            created_at: '2099-05-05T09:30:00.000Z',
          },
        ],
      }),
    });
    const region = await section();
    await within(region).findByRole('table', { name: 'Invoices' });
    const { violations } = await axe.run(region, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it('is not there while billing is off, nor when the API has no billing', async () => {
    renderAccount({ status: 200, body: billing({ enabled: false }) });
    await screen.findByRole('heading', { name: 'Password' });
    expect(screen.queryByRole('region', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('says when billing could not be read, with a retry', async () => {
    let fail = true;
    renderAccount(() =>
      fail
        ? { status: 500, body: { detail: 'Database unavailable' } }
        : { status: 200, body: billing() },
    );
    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent('Billing details could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await fact('Source')).toHaveTextContent('Paid subscription');
  });

  it('is not there for an administrator, who buys nothing (billing is not even asked)', async () => {
    const calls = renderAccount({ status: 200, body: billing() }, {}, 'admin');
    await screen.findByRole('heading', { name: 'Password' });
    expect(screen.queryByRole('region', { name: 'Billing' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/api/billing/'))).toHaveLength(0);
  });
});
