import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ROUTES, SUBSCRIPTION_REFRESH_MS, TIER_LABELS } from '@profileproof/contracts';
import { storeSession } from '@profileproof/session';
import {
  networkDown,
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { aSubscription, NO_BILLING, ROUTE, signIn } from '../../testing/fixtures';
import { SubmitProfileScreen } from './components/submit-profile-screen';

function renderWithSubscription(
  reply: StubReply | ((call: StubbedCall) => StubReply),
  role: 'user' | 'admin' = 'user',
) {
  const calls = stubFetch({ ...signIn(role), ...NO_BILLING, [ROUTE.subscription]: reply });
  renderScreen(<SubmitProfileScreen />, { path: ROUTES.inputMain });
  return calls;
}

/** A proxy or a misrouted server answering a web page instead of JSON. */
function answeringHtmlFor(path: string, otherwise: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!new URL(String(input)).pathname.startsWith(path)) return otherwise(input, init);
    return {
      ok: true,
      status: 200,
      headers: {
        get: (name: string) =>
          name.toLowerCase() === 'content-type' ? 'text/html; charset=utf-8' : null,
      },
      text: async () => '<!doctype html><html><body>Welcome</body></html>',
    } as unknown as Response;
  }) as typeof fetch;
}

const planPanel = () => screen.getByRole('region', { name: 'Your plan' });

describe('profile analysis screen: the plan panel', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.useRealTimers());

  it.each([
    ['free', TIER_LABELS.free],
    ['basic', TIER_LABELS.basic],
    ['premium', TIER_LABELS.premium],
  ] as const)('shows the %s tier as a badge', async (tier, label) => {
    renderWithSubscription({ status: 200, body: aSubscription({ tier }) });
    expect(await within(planPanel()).findByText(label)).toBeInTheDocument();
  });

  it('reads a tier written in capitals as its lower-case tier', async () => {
    renderWithSubscription({ status: 200, body: { ...aSubscription(), tier: 'Basic' } });
    expect(await within(planPanel()).findByText(TIER_LABELS.basic)).toBeInTheDocument();
  });

  it('says what is left this month, when it resets, and until when the plan is valid', async () => {
    renderWithSubscription({
      status: 200,
      body: aSubscription({
        tier: 'basic',
        end_date: '2025-12-31T12:00:00.000Z',
        usage: {
          used: 3,
          limit: 24,
          remaining: 21,
          period_start: '2025-06-01T00:00:00.000Z',
          resets_at: '2025-07-01T00:00:00.000Z',
        },
      }),
    });
    const resetsOn = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date('2025-07-01T00:00:00Z'));
    expect(
      await within(planPanel()).findByText(
        `21 of 24 submissions left this month · resets ${resetsOn}`,
      ),
    ).toBeInTheDocument();
    const validUntil = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
      new Date('2025-12-31T12:00:00Z'),
    );
    expect(within(planPanel()).getByText('Valid until').nextSibling).toHaveTextContent(validUntil);
    expect(within(planPanel()).getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      ROUTES.pricing,
    );
  });

  it('says unlimited for premium, and offers no upgrade', async () => {
    renderWithSubscription({
      status: 200,
      body: aSubscription({
        tier: 'premium',
        usage: { ...aSubscription().usage, used: 40, limit: null, remaining: null },
      }),
    });
    expect(await within(planPanel()).findByText('Unlimited submissions')).toBeInTheDocument();
    expect(
      within(planPanel()).queryByRole('link', { name: 'Compare plans' }),
    ).not.toBeInTheDocument();
  });

  it('reads the subscription again on refresh', async () => {
    let tier: 'free' | 'premium' = 'free';
    const calls = renderWithSubscription(() => ({ status: 200, body: aSubscription({ tier }) }));
    expect(await within(planPanel()).findByText(TIER_LABELS.free)).toBeInTheDocument();
    tier = 'premium';
    await userEvent.click(screen.getByRole('button', { name: 'Refresh subscription' }));
    expect(await within(planPanel()).findByText(TIER_LABELS.premium)).toBeInTheDocument();
    const reads = calls.filter((call) => call.url.includes('/api/auth/subscription/'));
    expect(reads).toHaveLength(2);
    // A cache-buster on every read, as the spec's client sends.
    expect(new URL(reads[1].url).searchParams.get('t')).toMatch(/^\d+$/);
  });

  it('reads the subscription every 5 minutes', async () => {
    jest.useFakeTimers();
    const calls = renderWithSubscription({ status: 200, body: aSubscription() });
    expect(await within(planPanel()).findByText(TIER_LABELS.free)).toBeInTheDocument();
    const reads = () => calls.filter((call) => call.url.includes('/api/auth/subscription/')).length;
    expect(reads()).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(SUBSCRIPTION_REFRESH_MS);
    });
    expect(reads()).toBe(2);
  });

  it('reads the subscription of whoever signs in next', async () => {
    const calls = renderWithSubscription((call: StubbedCall) => ({
      status: 200,
      body: aSubscription({
        tier: call.headers['Authorization'] === 'Bearer access-grace' ? 'premium' : 'free',
      }),
    }));
    expect(await within(planPanel()).findByText(TIER_LABELS.free)).toBeInTheDocument();
    act(() =>
      storeSession({
        access: 'access-grace',
        refresh: 'refresh-grace',
        role: 'user',
        email: 'grace@example.com',
      }),
    );
    expect(await within(planPanel()).findByText(TIER_LABELS.premium)).toBeInTheDocument();
    expect(screen.getByText('Signed in as grace@example.com')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/api/auth/subscription/'))).toHaveLength(2);
  });

  it('falls back to the free tier when the answer is HTML', async () => {
    stubFetch({ ...signIn(), ...NO_BILLING, [ROUTE.subscription]: { status: 200 } });
    global.fetch = answeringHtmlFor('/api/auth/subscription/', global.fetch);
    renderScreen(<SubmitProfileScreen />, { path: ROUTES.inputMain });
    expect(
      await within(planPanel()).findByText(MESSAGES.subscription.htmlResponse),
    ).toBeInTheDocument();
    expect(within(planPanel()).getByText(TIER_LABELS.free)).toBeInTheDocument();
  });

  it('falls back to the free tier on a network failure', async () => {
    renderWithSubscription(networkDown());
    expect(
      await within(planPanel()).findByText(MESSAGES.subscription.connectionFallback),
    ).toBeInTheDocument();
    expect(within(planPanel()).getByText(TIER_LABELS.free)).toBeInTheDocument();
    expect(within(planPanel()).getByText('1 submission a month')).toBeInTheDocument();
  });

  it('says a server error is one, and shows no tier it does not know', async () => {
    renderWithSubscription({ status: 500, body: { detail: 'Internal server error' } });
    expect(
      await within(planPanel()).findByText(MESSAGES.subscription.serverError),
    ).toBeInTheDocument();
    expect(within(planPanel()).queryByText(TIER_LABELS.free)).not.toBeInTheDocument();
  });

  it('says anything else failed to load', async () => {
    renderWithSubscription({ status: 404, body: { detail: 'Not found' } });
    expect(
      await within(planPanel()).findByText(MESSAGES.subscription.loadFailed),
    ).toBeInTheDocument();
  });

  it('shows the debug panel to admins only', async () => {
    renderWithSubscription(
      {
        status: 200,
        body: aSubscription({ debug_info: { source: 'assignment', expired: false } }),
      },
      'admin',
    );
    const summary = await screen.findByText('Subscription debug info (admins only)');
    await userEvent.click(summary);
    await waitFor(() => expect(screen.getByText(/"source": "assignment"/)).toBeVisible());
    expect(screen.getByText(/"remaining": 1/)).toBeInTheDocument();
  });

  it('hides the debug panel from users', async () => {
    renderWithSubscription({ status: 200, body: aSubscription() });
    expect(await within(planPanel()).findByText(TIER_LABELS.free)).toBeInTheDocument();
    expect(screen.queryByText('Subscription debug info (admins only)')).not.toBeInTheDocument();
  });
});
