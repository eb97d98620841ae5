import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@profileproof/contracts';
import { BILLING_SUCCESS_TEXTS } from '@profileproof/contracts/billing';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { expectNoAxeViolations } from '../../testing/axe';
import { SUBSCRIPTION_QUERY_KEY } from '../../shared/api/subscription-key';
import { aBillingMe, ROUTE, signIn } from '../../testing/fixtures';
import { BillingCancelScreen } from './components/billing-cancel-screen';
import { BillingSuccessScreen } from './components/billing-success-screen';
import { CONFIRM_FOR_MS, CONFIRM_POLL_MS } from './payment-confirmation';

const TEXT = BILLING_SUCCESS_TEXTS;

/** Not paid for yet: the provider's notice has not been processed. */
const PENDING = aBillingMe({ tier: 'free', source: null, state: 'pending' });

function renderSuccess(answers: () => ReturnType<typeof aBillingMe>) {
  const calls = stubFetch({
    ...signIn(),
    [ROUTE.billingMe]: () => ({ status: 200, body: answers() }),
  });
  const view = renderScreen(<BillingSuccessScreen />, { path: ROUTES.billingSuccess });
  return { calls, view, reads: () => calls.filter((call) => call.url.includes('/billing/me/')) };
}

const status = () => screen.getByRole('status');

describe('billing return pages', () => {
  beforeEach(() => {
    resetBrowserState();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('says the payment is in, asks every 1.5 s until the plan is on, then shows it and what is left', async () => {
    let answer = PENDING;
    const { reads } = renderSuccess(() => answer);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeInTheDocument();
    expect(status()).toHaveTextContent(TEXT.confirming);
    expect(status()).toHaveAttribute('aria-live', 'polite');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(reads()).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    expect(reads()).toHaveLength(2);
    expect(status()).toHaveTextContent(TEXT.confirming);

    answer = aBillingMe({ tier: 'basic', state: 'active' });
    await act(() => jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    await waitFor(() => expect(status()).toHaveTextContent('Your Basic plan is active.'));
    expect(reads()).toHaveLength(3);
    const remaining = screen.getByText(TEXT.remaining).closest('div') as HTMLElement;
    expect(within(remaining).getByRole('definition')).toHaveTextContent('21');
    expect(screen.getByRole('link', { name: TEXT.submit })).toHaveAttribute('href', '/inputMain');

    // Confirmed: no more reads.
    const count = reads().length;
    await act(() => jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 4));
    expect(reads()).toHaveLength(count);
  });

  it('marks the cached subscription stale once the plan is on, so the tier badge reads it again', async () => {
    jest.useRealTimers();
    function SubscriptionProbe() {
      const probe = useQuery({
        queryKey: [...SUBSCRIPTION_QUERY_KEY, 'probe'],
        queryFn: () => 'tier',
        staleTime: Infinity,
      });
      return <p>{probe.isStale ? 'subscription stale' : 'subscription fresh'}</p>;
    }
    stubFetch({ ...signIn(), [ROUTE.billingMe]: { status: 200, body: aBillingMe() } });
    renderScreen(
      <>
        <SubscriptionProbe />
        <BillingSuccessScreen />
      </>,
      { path: ROUTES.billingSuccess },
    );
    await waitFor(() => expect(status()).toHaveTextContent('Your Basic plan is active.'));
    expect(await screen.findByText('subscription stale')).toBeInTheDocument();
  });

  it('says Unlimited for a plan without a monthly limit', async () => {
    renderSuccess(() =>
      aBillingMe({
        tier: 'premium',
        plan: 'premium',
        usage: { ...aBillingMe().usage, limit: null, remaining: null },
      }),
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(status()).toHaveTextContent('Your Premium plan is active.');
    expect(screen.getByText(TEXT.unlimited)).toBeInTheDocument();
  });

  it('after half a minute says calmly that it can take a minute, with a way to Account → Billing and to ask again', async () => {
    let answer = PENDING;
    const { reads } = renderSuccess(() => answer);
    await act(() => jest.advanceTimersByTimeAsync(CONFIRM_FOR_MS));
    expect(status()).toHaveTextContent(TEXT.slow);
    expect(screen.getByRole('link', { name: TEXT.toBilling })).toHaveAttribute(
      'href',
      '/account#billing',
    );
    const count = reads().length;
    expect(count).toBeGreaterThanOrEqual(CONFIRM_FOR_MS / CONFIRM_POLL_MS - 1);
    expect(count).toBeLessThanOrEqual(CONFIRM_FOR_MS / CONFIRM_POLL_MS + 1);
    await act(() => jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 4));
    expect(reads()).toHaveLength(count);

    answer = aBillingMe();
    await act(async () => screen.getByRole('button', { name: TEXT.checkAgain }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(status()).toHaveTextContent('Your Basic plan is active.');
  });

  it('has no accessibility violations while confirming', async () => {
    jest.useRealTimers();
    const { view } = renderSuccess(() => PENDING);
    await screen.findByText(TEXT.confirming);
    await expectNoAxeViolations(view.container);
  });

  it('says a canceled checkout charged nothing and leads back to pricing', async () => {
    jest.useRealTimers();
    stubFetch({ ...signIn() });
    const { container } = renderScreen(<BillingCancelScreen />, { path: ROUTES.billingCancel });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Checkout canceled — you were not charged',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expectNoAxeViolations(container);
  });
});
