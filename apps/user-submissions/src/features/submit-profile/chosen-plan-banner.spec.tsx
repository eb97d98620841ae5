import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@profileproof/contracts';
import {
  BILLING_BANNER_TEXTS,
  CHECKOUT_CHOICE_STORAGE_KEY,
  readCheckoutChoice,
  rememberCheckoutChoice,
} from '@profileproof/contracts/billing';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { expectNoAxeViolations } from '../../testing/axe';
import { aBillingMe, aSubscription, ROUTE, signIn } from '../../testing/fixtures';
import { SubmitProfileScreen } from './components/submit-profile-screen';

/** A free customer: no paid subscription, or one that has ended. */
const FREE = { tier: 'free', source: null, state: null, plan: null, interval: null } as const;

function renderInputMain(billing: Record<string, unknown>) {
  stubFetch({
    ...signIn('user'),
    [ROUTE.subscription]: { status: 200, body: aSubscription({ tier: 'free' }) },
    [ROUTE.billingMe]: { status: 200, body: aBillingMe({ ...FREE, ...billing }) },
  });
  return renderScreen(<SubmitProfileScreen />, { path: ROUTES.inputMain });
}

const CHOSEN = /^You chose Basic, billed yearly\./;

describe('/inputMain: the plan chosen before signing up', () => {
  beforeEach(resetBrowserState);

  it('offers to continue to that checkout after the first sign-in', async () => {
    rememberCheckoutChoice({ plan: 'basic', interval: 'year' });
    const view = renderInputMain({ state: 'ended', source: null });
    const banner = (await screen.findByText(CHOSEN)).closest('.pp-alert') as HTMLElement;
    expect(
      within(banner).getByRole('link', { name: BILLING_BANNER_TEXTS.continueToCheckout }),
    ).toHaveAttribute('href', '/pricing?checkout=basic-year');
    await expectNoAxeViolations(view.container);
  });

  it('"Not now" forgets the choice', async () => {
    rememberCheckoutChoice({ plan: 'premium', interval: 'month' });
    renderInputMain({});
    await screen.findByText(/^You chose Premium, billed monthly\./);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: BILLING_BANNER_TEXTS.notNow }));
    expect(screen.queryByText(/^You chose/)).not.toBeInTheDocument();
    expect(readCheckoutChoice()).toBeNull();
  });

  it.each([
    ['a live subscription', { state: 'active', tier: 'basic', source: 'provider' }],
    ['a payment pending', { state: 'pending' }],
    ['billing switched off', { enabled: false }],
  ])('says nothing with %s', async (_label, billing) => {
    rememberCheckoutChoice({ plan: 'basic', interval: 'year' });
    renderInputMain(billing);
    await screen.findByText(/left this month/);
    expect(screen.queryByText(/^You chose/)).not.toBeInTheDocument();
  });

  it('says nothing to another account signing in on the same browser', async () => {
    rememberCheckoutChoice({ plan: 'basic', interval: 'year' });
    localStorage.setItem(
      CHECKOUT_CHOICE_STORAGE_KEY,
      JSON.stringify({
        ...JSON.parse(localStorage.getItem(CHECKOUT_CHOICE_STORAGE_KEY) ?? '{}'),
        owner: 'bob@example.com',
      }),
    );
    renderInputMain({});
    await screen.findByText(/left this month/);
    expect(screen.queryByText(/^You chose/)).not.toBeInTheDocument();
    expect(readCheckoutChoice()).toBeNull();
  });

  it('says nothing to an administrator, and leaves the choice for its customer', async () => {
    rememberCheckoutChoice({ plan: 'basic', interval: 'year' });
    stubFetch({
      ...signIn('admin'),
      [ROUTE.subscription]: { status: 200, body: aSubscription({ tier: 'free' }) },
    });
    renderScreen(<SubmitProfileScreen />, { path: ROUTES.inputMain });
    await screen.findByText(/left this month/);
    expect(screen.queryByText(/^You chose/)).not.toBeInTheDocument();
    expect(
      JSON.parse(localStorage.getItem(CHECKOUT_CHOICE_STORAGE_KEY) ?? '{}'),
    ).not.toHaveProperty('owner');
  });

  it('says nothing when no plan was chosen', async () => {
    renderInputMain({});
    await screen.findByText(/left this month/);
    expect(screen.queryByText(/^You chose/)).not.toBeInTheDocument();
  });
});
