import { screen, within } from '@testing-library/react';
import { ROUTES } from '@profileproof/contracts';
import { BILLING_MESSAGES } from '@profileproof/contracts/billing';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { expectNoAxeViolations } from '../../testing/axe';
import { aBillingMe, aSubscription, ROUTE, signIn } from '../../testing/fixtures';
import { SubmitProfileScreen } from './components/submit-profile-screen';

function renderInputMain(role: 'user' | 'admin', billing: Record<string, unknown>) {
  const calls = stubFetch({
    ...signIn(role),
    [ROUTE.subscription]: { status: 200, body: aSubscription({ tier: 'basic' }) },
    ...billing,
  });
  const view = renderScreen(<SubmitProfileScreen />, { path: ROUTES.inputMain });
  return { calls, view };
}

const billingReads = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('/api/billing/me/'));

describe('/inputMain: the past-due banner', () => {
  beforeEach(resetBrowserState);

  it('says the last payment failed and leads to Account → Billing, with one request', async () => {
    const { calls, view } = renderInputMain('user', {
      [ROUTE.billingMe]: {
        status: 200,
        body: aBillingMe({ state: 'past_due', payment_problem: true }),
      },
    });
    const banner = (await screen.findByText(BILLING_MESSAGES.pastDueBanner)).closest(
      '.pp-alert',
    ) as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Manage billing' })).toHaveAttribute(
      'href',
      '/account#billing',
    );
    await screen.findByText(/left this month/);
    expect(billingReads(calls)).toHaveLength(1);
    await expectNoAxeViolations(view.container);
  });

  it('shows nothing when the payments are fine, or billing is off', async () => {
    const { calls } = renderInputMain('user', {
      [ROUTE.billingMe]: { status: 200, body: aBillingMe() },
    });
    await screen.findByText(/left this month/);
    expect(billingReads(calls)).toHaveLength(1);
    expect(screen.queryByText(BILLING_MESSAGES.pastDueBanner)).not.toBeInTheDocument();
  });

  it('asks nothing for an admin (no checkout, no banner)', async () => {
    const { calls } = renderInputMain('admin', {});
    await screen.findByText(/left this month/);
    expect(billingReads(calls)).toHaveLength(0);
  });

  it('stays quiet when the API has no billing yet (404)', async () => {
    renderInputMain('user', { [ROUTE.billingMe]: { status: 404, body: { detail: 'Not Found' } } });
    await screen.findByText(/left this month/);
    expect(screen.queryByText(BILLING_MESSAGES.pastDueBanner)).not.toBeInTheDocument();
  });
});
