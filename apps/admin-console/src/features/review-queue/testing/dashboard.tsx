import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_MESSAGES, ROUTES, type AdminStatsResponse } from '@profileproof/contracts';
import {
  renderScreen,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { axeViolations } from '../../../testing/axe';
import { aClaim, anAdminSubmission, EMPTY_DESK, ROUTE, signIn } from '../../../testing/fixtures';
import { ReviewQueueScreen } from '../components/review-queue-screen';

/** The dashboard's component tests: two pending submissions, the statistics, and the signed-in analyst. */

/** Who `renderDashboard` signs in. */
export const ME = 'analyst@example.com';

export const ada = anAdminSubmission({
  id: 7,
  email: 'ada@example.com',
  linkedin_url: 'https://www.linkedin.com/in/ada-premium',
  message: 'Please look at my headline.',
  tier: 'premium',
  created_at: '2025-06-05T09:30:00.000Z',
});
export const grace = anAdminSubmission({
  id: 8,
  email: 'grace@example.com',
  linkedin_url: 'https://www.linkedin.com/in/grace-hopper',
  tier: 'basic',
  created_at: '2025-06-06T09:30:00.000Z',
});

export function aStats(overrides: Partial<AdminStatsResponse> = {}): AdminStatsResponse {
  const days = Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2025, 4, 8 + index)).toISOString().slice(0, 10),
    count: index === 27 ? 4 : index % 5 === 0 ? 1 : 0,
  }));
  return {
    pending_count: 2,
    reviewed_count: 12,
    submissions_per_day: days,
    average_quality_score: 61.6,
    median_reply_hours: 30,
    overdue_now: 1,
    within_window_pct_30d: 92.5,
    ...overrides,
  };
}

export type Reply =
  StubReply | ((call: StubbedCall, signal?: AbortSignal) => StubReply | Promise<StubReply>);

/** The server's answers to claiming and releasing `id` when nobody else holds it. */
export const claimRoutes = (id: number): Record<string, Reply> => ({
  [ROUTE.claim(id)]: () => ({ status: 200, body: aClaim(ME) }),
  [ROUTE.releaseClaim(id)]: { status: 200, body: { message: CLAIM_MESSAGES.released } },
});

/** /admin/dashboard for a signed-in analyst (no notes, no snippets); returns the calls it made. */
export function renderDashboard({
  pending = { status: 200, body: { submissions: [ada, grace] } },
  stats = { status: 200, body: aStats() },
  entry = ROUTES.adminDashboard,
  routes = {},
  analyst = ME,
}: {
  pending?: Reply;
  stats?: Reply;
  entry?: string;
  routes?: Record<string, Reply>;
  /** Who is signed in (ME unless told). */
  analyst?: string;
} = {}) {
  const calls = stubFetch({
    ...signIn('admin', analyst),
    ...EMPTY_DESK,
    [ROUTE.pending]: pending,
    [ROUTE.stats]: stats,
    ...claimRoutes(ada.id),
    ...claimRoutes(grace.id),
    ...routes,
  });
  renderScreen(<ReviewQueueScreen />, { path: ROUTES.adminDashboard, entry });
  return calls;
}

export const pendingCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.url.includes('/api/admin/submissions/?'));
/** The claim calls (POST claims or renews, DELETE releases), in order. */
export const claimCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.url.endsWith('/claim/'));
export const replyCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.url.endsWith('/reply/'));

export const waitAbout = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
export const user = () =>
  userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

export const tab = (name: string) =>
  screen.getByRole('tab', { name: new RegExp(`^\\d?\\s*${name}`) });
export const box = (name: string) => screen.getByRole('checkbox', { name });

/**
 * Opens the card's submission. The click is wrapped in act() as a whole: under fake timers,
 * Testing Library's wrapper around user-event drains the microtasks only once, so the claim's
 * answer, a few promises later, would otherwise update the screen outside act().
 */
export async function openCard(email: string) {
  const card = await screen.findByRole('article', { name: `Submission from ${email}` });
  const analyse = within(card).getByRole('button', { name: /Analyse/ });
  await act(() => user().click(analyse));
}

/** What axe finds on the page; the screen may still be answering calls while axe reads it: inside act, as any other wait. */
export const axeOfDashboard = () => act(() => axeViolations());
