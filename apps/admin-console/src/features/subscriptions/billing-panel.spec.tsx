import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@profileproof/contracts';
import {
  BILLING_API_PATHS,
  BILLING_MESSAGES,
  type AdminBillingEvent,
  type AdminUserBilling,
} from '@profileproof/contracts/billing';
import {
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { axeViolations } from '../../testing/axe';
import { aSubscriber, ROUTE, signIn } from '../../testing/fixtures';
import type { SubscriberRow } from './billing-rows';
import { SubscriptionsScreen } from './components/subscriptions-screen';

const TEXT = SUBSCRIPTIONS_SCREEN;
const GRACE = 'grace@example.com';

/** Grace has a paid Premium (it wins) and an admin's Basic; Ada only a paid Basic; Alan an admin's grant. */
const ROWS: SubscriberRow[] = [
  {
    ...aSubscriber({ email: GRACE, tier: 'premium', end_date: null }),
    source: 'provider',
    wins: true,
  },
  { ...aSubscriber({ email: GRACE, tier: 'basic', end_date: null }), source: 'admin', wins: false },
  {
    ...aSubscriber({ email: 'ada@example.com', tier: 'basic', end_date: null }),
    source: 'provider',
    wins: true,
  },
  {
    ...aSubscriber({ email: 'alan@example.com', tier: 'basic', end_date: null }),
    source: 'admin',
    wins: true,
  },
];

const FAILED_EVENT: AdminBillingEvent = {
  id: 41,
  provider: 'stripe',
  event_id: 'evt_41',
  type: 'invoice.payment_failed',
  state: 'failed',
  attempts: 3,
  received_at: '2099-06-05T09:30:00.000Z',
  processed_at: null,
  error: 'No subscription for customer cus_1',
};

function graceBilling(overrides: Partial<AdminUserBilling> = {}): AdminUserBilling {
  return {
    email: GRACE,
    tier: 'premium',
    grants: [
      {
        source: 'provider',
        tier: 'premium',
        end_date: '2099-07-05T09:30:00.000Z',
        in_force: true,
        wins: true,
        granted_by: 'stripe',
      },
      {
        source: 'admin',
        tier: 'basic',
        end_date: null,
        in_force: true,
        wins: false,
        granted_by: 'analyst@example.com',
      },
    ],
    subscriptions: [
      {
        provider: 'stripe',
        subscription_id: 'sub_123',
        status: 'active',
        state: 'active',
        plan: 'premium',
        interval: 'year',
        current_period_end: '2099-07-05T09:30:00.000Z',
        cancel_at_period_end: false,
        last_synced_at: '2099-06-05T10:00:00.000Z',
      },
    ],
    invoices: [
      {
        id: 'in_1',
        amount: 1247040,
        refunded_amount: 100000,
        currency: 'usd',
        status: 'paid',
        created_at: '2099-06-05T09:30:00.000Z',
      },
    ],
    events: [FAILED_EVENT],
    last_synced_at: '2099-06-05T10:00:00.000Z',
    drift: true,
    ...overrides,
  };
}

const USER_BILLING = `GET ${BILLING_API_PATHS.admin.user}`;
const SYNC = `POST ${BILLING_API_PATHS.admin.sync}`;
const REFUND = `POST ${BILLING_API_PATHS.admin.refund}`;
const REPLAY = `POST ${BILLING_API_PATHS.admin.replay(FAILED_EVENT.id)}`;

type Reply = StubReply | ((call: StubbedCall) => StubReply);

function renderBilling(routes: Record<string, Reply> = {}) {
  const calls = stubFetch({
    ...signIn('admin'),
    [ROUTE.subscribers]: { status: 200, body: { success: true, data: ROWS } },
    [USER_BILLING]: { status: 200, body: graceBilling() },
    ...routes,
  });
  const view = renderScreen(<SubscriptionsScreen />, { path: ROUTES.adminSubscriptions });
  return { calls, view };
}

/** The rows of this address, in list order. */
async function rowsOf(email: string): Promise<HTMLElement[]> {
  await screen.findByRole('table', { name: TEXT.tableTitle });
  return screen.getAllByRole('row').filter((row) => row.querySelector('th')?.textContent === email);
}

async function openBilling(user: ReturnType<typeof userEvent.setup>) {
  const [paid] = await rowsOf(GRACE);
  await user.click(within(paid).getByRole('button', { name: `Billing ${GRACE}` }));
  return screen.findByRole('region', { name: `Billing of ${GRACE}` });
}

describe('subscriptions screen: billing (issue 40)', () => {
  beforeEach(resetBrowserState);

  it('says where each grant comes from, marks the one that gives the tier, and offers no Delete on a paid row beside an admin one', async () => {
    renderBilling();
    const [paid, admin] = await rowsOf(GRACE);
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('Gives the tier');
    expect(admin).toHaveTextContent('Admin');
    expect(admin).not.toHaveTextContent('Gives the tier');
    expect(within(paid).queryByRole('button', { name: `${TEXT.delete} ${GRACE}` })).toBeNull();
    expect(within(admin).getByRole('button', { name: `${TEXT.delete} ${GRACE}` })).toBeVisible();
    // A single grant needs no mark.
    const [ada] = await rowsOf('ada@example.com');
    expect(ada).toHaveTextContent('Paid');
    expect(ada).not.toHaveTextContent('Gives the tier');
  });

  it('says why a paid grant cannot be removed (409)', async () => {
    const user = userEvent.setup();
    renderBilling({
      [ROUTE.unassign]: {
        status: 409,
        body: {
          success: false,
          error: BILLING_MESSAGES.paidGrant,
          detail: BILLING_MESSAGES.paidGrant,
        },
      },
    });
    const [ada] = await rowsOf('ada@example.com');
    await user.click(within(ada).getByRole('button', { name: `${TEXT.delete} ada@example.com` }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: TEXT.deleteButton }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${TEXT.deleteFailed}: ${BILLING_MESSAGES.paidGrant}`,
    );
    expect(await rowsOf('ada@example.com')).toHaveLength(1);
  });

  it('opens a user’s billing: grants with the winner, provider subscriptions, drift, invoices and events', async () => {
    const user = userEvent.setup();
    const { calls } = renderBilling();
    const panel = await openBilling(user);
    await within(panel).findByRole('table', { name: 'Grants' });
    expect(within(panel).getByRole('heading', { name: `Billing of ${GRACE}` })).toHaveFocus();
    expect(calls.find((call) => call.url.includes('/admin/billing/users/'))?.url).toContain(
      `email=${encodeURIComponent(GRACE)}`,
    );

    const grants = within(panel).getByRole('table', { name: 'Grants' });
    const [, winner, other] = within(grants).getAllByRole('row');
    expect(winner).toHaveTextContent(/^PaidWinsPremium/);
    expect(other).not.toHaveTextContent('Wins');

    const subscriptions = within(panel).getByRole('table', { name: 'Provider subscriptions' });
    expect(
      within(subscriptions)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Subscription',
      'Provider status',
      'Our state',
      'Plan',
      'Period end',
      'Cancels at period end',
      'Last synced',
    ]);
    expect(within(subscriptions).getAllByRole('row')[1]).toHaveTextContent(
      /sub_123activeActivePremium · Yearly/,
    );

    expect(within(panel).getByText(/^Drift:/)).toBeVisible();
    const invoices = within(panel).getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getAllByRole('row')[1]).toHaveTextContent(/\$12470\.40paid\$1000$/);

    const events = within(panel).getByRole('table', { name: 'Events' });
    const event = within(events).getAllByRole('row')[1];
    expect(event).toHaveTextContent('invoice.payment_failed');
    expect(event).toHaveTextContent('Failed');
    expect(event).toHaveTextContent('No subscription for customer cus_1');

    await user.click(within(panel).getByRole('button', { name: `Close Billing of ${GRACE}` }));
    expect(screen.queryByRole('region', { name: `Billing of ${GRACE}` })).not.toBeInTheDocument();
  });

  it('syncs the user with the provider and reads their billing again', async () => {
    const user = userEvent.setup();
    let drift = true;
    const { calls } = renderBilling({
      [USER_BILLING]: () => ({ status: 200, body: graceBilling({ drift }) }),
      [SYNC]: () => {
        drift = false;
        return { status: 200, body: { customers: 1, drift: 1 } };
      },
    });
    const panel = await openBilling(user);
    await user.click(await within(panel).findByRole('button', { name: 'Sync now' }));
    expect(await within(panel).findByText('Synced 1 customer; 1 with drift.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: GRACE });
    expect(await within(panel).findByText('In sync with the payment provider')).toBeVisible();
  });

  it('replays an event and shows its new state', async () => {
    const user = userEvent.setup();
    const replayed: AdminBillingEvent = {
      ...FAILED_EVENT,
      state: 'processed',
      attempts: 4,
      processed_at: '2099-06-06T09:30:00.000Z',
      error: null,
    };
    let events = [FAILED_EVENT];
    const { calls } = renderBilling({
      [USER_BILLING]: () => ({ status: 200, body: graceBilling({ events }) }),
      [REPLAY]: () => {
        events = [replayed];
        return { status: 200, body: replayed };
      },
    });
    const panel = await openBilling(user);
    const replay = await within(panel).findByRole('button', {
      name: `Replay invoice.payment_failed evt_41`,
    });
    await user.click(replay);
    expect(
      await within(panel).findByText('Event invoice.payment_failed processed again.'),
    ).toBeVisible();
    const row = within(within(panel).getByRole('table', { name: 'Events' })).getAllByRole('row')[1];
    await waitFor(() => expect(row).toHaveTextContent('Processed'));
    expect(row).toHaveTextContent(/Processed4/);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `http://api.test${BILLING_API_PATHS.admin.replay(41)}`,
    ]);
  });

  it('refunds and ends the subscription only once confirmed', async () => {
    const user = userEvent.setup();
    const { calls } = renderBilling({
      [REFUND]: {
        status: 200,
        body: graceBilling({
          subscriptions: [
            { ...graceBilling().subscriptions[0], state: 'ended', status: 'canceled' },
          ],
        }),
      },
    });
    const panel = await openBilling(user);
    await user.click(await within(panel).findByRole('button', { name: 'Refund and end now' }));
    let dialog = screen.getByRole('dialog', { name: 'Refund and end the subscription now?' });
    expect(dialog).toHaveTextContent(GRACE);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Refund and end now' }));
    dialog = screen.getByRole('dialog', { name: 'Refund and end the subscription now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund and end now' }));
    expect(
      await within(panel).findByText(`The subscription of ${GRACE} was ended and refunded.`),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { email: GRACE },
    ]);
    const subscriptions = within(panel).getByRole('table', { name: 'Provider subscriptions' });
    expect(within(subscriptions).getAllByRole('row')[1]).toHaveTextContent('Ended');
  });

  it('says why a refund was refused (409)', async () => {
    const user = userEvent.setup();
    renderBilling({
      [REFUND]: { status: 409, body: { detail: BILLING_MESSAGES.noPaidSubscription } },
    });
    const panel = await openBilling(user);
    await user.click(await within(panel).findByRole('button', { name: 'Refund and end now' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund and end now' }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      `Refund failed: ${BILLING_MESSAGES.noPaidSubscription}`,
    );
  });

  it('says when the address is unknown to billing (404), at once: a final answer is not asked again', async () => {
    const user = userEvent.setup();
    const { calls } = renderBilling({
      [USER_BILLING]: { status: 404, body: { detail: 'No account uses this e-mail address.' } },
    });
    const panel = await openBilling(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Billing could not be loaded: No account uses this e-mail address.',
    );
    const asked = calls.filter((call) => call.url.includes(BILLING_API_PATHS.admin.user));
    expect(asked).toHaveLength(1);
  });

  it('offers no Billing button when the API has no billing (rows without a source)', async () => {
    stubFetch({
      ...signIn('admin'),
      [ROUTE.subscribers]: { status: 200, body: { success: true, data: [aSubscriber()] } },
    });
    renderScreen(<SubscriptionsScreen />, { path: ROUTES.adminSubscriptions });
    await screen.findByRole('table', { name: TEXT.tableTitle });
    expect(screen.queryByRole('button', { name: /^Billing/ })).not.toBeInTheDocument();
  });

  it('has no accessibility violations with the billing open', async () => {
    const user = userEvent.setup();
    const { view } = renderBilling();
    const panel = await openBilling(user);
    await within(panel).findByRole('table', { name: 'Events' });
    // Once, on the loaded panel (a retried axe run outlasts waitFor's second on a busy machine).
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
