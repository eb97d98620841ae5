import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CARD_TRUNCATION,
  FETCH_RETRY_DELAYS_MS,
  MESSAGES,
  ROUTES,
  STORAGE_KEYS,
} from '@profileproof/contracts';
import {
  networkDown,
  neverAnswers,
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubReply,
} from '@profileproof/web-testing';
import { USER_SUBMISSIONS_PAGE_SIZE } from '@profileproof/contracts/desk';
import { expectNoAxeViolations } from '../../testing/axe';
import {
  aQueuePosition,
  aSubmission,
  asOnePage,
  NO_PROFILES,
  ROUTE,
  signIn,
} from '../../testing/fixtures';
import { QUEUE_TEXTS } from '../../shared/queue-status-text';
import { MySubmissionsScreen } from './components/my-submissions-screen';

function renderList(
  reply: StubReply | (() => StubReply),
  extra: Parameters<typeof stubFetch>[0] = {},
) {
  // The screen reads a page at a time: the list `reply` answers, as its one page.
  const calls = stubFetch({
    ...signIn(),
    ...NO_PROFILES,
    [ROUTE.userSubmissions]: asOnePage(reply),
    ...extra,
  });
  const { container } = renderScreen(<MySubmissionsScreen />, { path: ROUTES.mySubmissions });
  return Object.assign(calls, { container });
}

/** Lets fake time pass, settling the promises (fetch answers) that come due on the way. */
const waitAbout = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Where `aSubmission()`, pending, stands in the queue. */
const pendingQueue = {
  [ROUTE.queue(aSubmission().id)]: { status: 200, body: aQueuePosition(0, new Date(2025, 5, 6)) },
};

const listCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('/api/contact/user-submissions/'));
const queueCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('/queue/'));

/** "14:30" as the browser writes a time (the rule for other days: expected-reply-time.spec.ts). */
const clock = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

describe('my submissions screen', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.useRealTimers());

  it('cuts the URL to 30 characters, the message to 50 and the analysis to 200', async () => {
    const url = 'https://www.linkedin.com/in/ada-lovelace-countess-of-lovelace';
    const message = 'Please focus on my headline and on whether recruiters would trust me.';
    const reply = `Your profile is strong. ${'Keep posting every week. '.repeat(12)}`;
    renderList({
      status: 200,
      body: [
        aSubmission({
          id: 2,
          linkedin_url: url,
          message,
          is_processed: true,
          admin_reply: reply,
          admin_reply_date: '2025-06-06T10:00:00Z',
        }),
      ],
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      `${url.slice(0, CARD_TRUNCATION.url)}...`,
    );
    expect(
      within(card).getByText(`${message.slice(0, CARD_TRUNCATION.message)}...`),
    ).toBeInTheDocument();
    expect(
      within(card).getByText(`${reply.slice(0, CARD_TRUNCATION.analysis)}...`),
    ).toBeInTheDocument();
  });

  it('keeps short texts whole and shows the report as one line on the card', async () => {
    renderList({
      status: 200,
      body: [
        aSubmission({
          linkedin_url: 'https://linkedin.com/in/ada-lo',
          is_processed: true,
          message: 'Short note',
          admin_reply:
            'Report\n======\nProfile: x\n\nSummary\n-------\nOverall profile score: 72/100\nRisk level: Low',
          admin_reply_date: '2025-06-06T10:00:00Z',
        }),
      ],
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^https:\/\/linkedin\.com\/in\/ada-lo$/,
    );
    expect(within(card).getByText('Short note')).toBeInTheDocument();
    expect(
      within(card).getByText('Overall profile score: 72/100 · Risk level: Low'),
    ).toBeInTheDocument();
  });

  it("badges each card 'Reviewed' or 'Pending Review' and links it to its details", async () => {
    renderList(
      {
        status: 200,
        body: [
          aSubmission({ id: 12, is_processed: false }),
          aSubmission({
            id: 11,
            is_processed: true,
            admin_reply: 'Looks good.',
            admin_reply_date: '2025-06-06T10:00:00Z',
          }),
        ],
      },
      { [ROUTE.queue(12)]: { status: 200, body: aQueuePosition(0, new Date(2025, 5, 6)) } },
    );
    const [pending, reviewed] = await screen.findAllByRole('article');
    expect(within(pending).getByText(MESSAGES.submissionDetails.pendingReview)).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: /View details/ })).toHaveAttribute(
      'href',
      '/submission/12',
    );
    expect(within(reviewed).getByText(MESSAGES.submissionDetails.reviewed)).toBeInTheDocument();
    expect(within(reviewed).getByRole('link', { name: /Read the analysis/ })).toHaveAttribute(
      'href',
      '/submission/11',
    );
    expect(screen.getByText('2 submissions · 1 reviewed · 1 pending review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit another profile' })).toHaveAttribute(
      'href',
      ROUTES.inputMain,
    );
  });

  it('says where each pending submission stands in the queue, and asks nothing for a reviewed one', async () => {
    jest.useFakeTimers({ now: new Date(2025, 5, 10, 9, 0), advanceTimers: true });
    const later = new Date(2025, 5, 10, 14, 30);
    const sooner = new Date(2025, 5, 10, 11, 5);
    const calls = renderList(
      {
        status: 200,
        body: [
          aSubmission({ id: 12 }),
          aSubmission({
            id: 11,
            is_processed: true,
            admin_reply: 'Looks good.',
            admin_reply_date: '2025-06-06T10:00:00Z',
          }),
          aSubmission({ id: 10 }),
        ],
      },
      {
        [ROUTE.queue(12)]: { status: 200, body: aQueuePosition(3, later) },
        [ROUTE.queue(10)]: { status: 200, body: aQueuePosition(0, sooner) },
      },
    );
    const [newest, reviewed, oldest] = await screen.findAllByRole('article');
    expect(
      await within(newest).findByText(`3 ahead of you · expected by ${clock(later)}`),
    ).toBeInTheDocument();
    expect(
      await within(oldest).findByText(`Next in line · expected by ${clock(sooner)}`),
    ).toBeInTheDocument();
    expect(within(newest).getByText(MESSAGES.submissionDetails.pendingReview)).toBeInTheDocument();
    expect(within(reviewed).queryByText(/expected by/)).not.toBeInTheDocument();
    expect(queueCalls(calls).map((call) => new URL(call.url).pathname)).toEqual([
      '/api/contact/submissions/12/queue/',
      '/api/contact/submissions/10/queue/',
    ]);
    await expectNoAxeViolations(calls.container);
  });

  it('says plainly that a late submission is taking longer than usual, with no time', async () => {
    jest.useFakeTimers({ now: new Date(2025, 5, 10, 9, 0), advanceTimers: true });
    const promise = new Date(2025, 5, 9, 18, 0);
    const calls = renderList(
      { status: 200, body: [aSubmission({ id: 12 }), aSubmission({ id: 10 })] },
      {
        [ROUTE.queue(12)]: { status: 200, body: aQueuePosition(1, new Date(2025, 5, 10, 14, 30)) },
        [ROUTE.queue(10)]: { status: 200, body: aQueuePosition(0, promise, { late: true }) },
      },
    );
    const [onTime, late] = await screen.findAllByRole('article');
    expect(await within(late).findByText(QUEUE_TEXTS.late)).toBeInTheDocument();
    expect(within(late).queryByText(/expected by/)).not.toBeInTheDocument();
    expect(within(late).queryByText(clock(promise), { exact: false })).not.toBeInTheDocument();
    expect(await within(onTime).findByText(/^1 ahead of you · expected by/)).toBeInTheDocument();
    expect(within(onTime).queryByText(QUEUE_TEXTS.late)).not.toBeInTheDocument();
    await expectNoAxeViolations(calls.container);
  });

  it('says a reviewer is working on it only while one holds a claim on it', async () => {
    const expected = new Date(Date.now() + 3_600_000);
    renderList(
      { status: 200, body: [aSubmission({ id: 12 }), aSubmission({ id: 10 })] },
      {
        [ROUTE.queue(12)]: { status: 200, body: aQueuePosition(1, expected) },
        [ROUTE.queue(10)]: { status: 200, body: aQueuePosition(0, expected, { in_review: true }) },
      },
    );
    const [waiting, inReview] = await screen.findAllByRole('article');
    expect(await within(inReview).findByText(QUEUE_TEXTS.inReview)).toBeInTheDocument();
    expect(await within(waiting).findByText(QUEUE_TEXTS.waiting)).toBeInTheDocument();
    expect(within(waiting).queryByText(QUEUE_TEXTS.inReview)).not.toBeInTheDocument();
    expect(screen.queryByText(/working through your profile/)).not.toBeInTheDocument();
  });

  it('says nothing about a reviewer before the queue answers, nor when it fails', async () => {
    renderList(
      { status: 200, body: [aSubmission({ id: 12 }), aSubmission({ id: 10 })] },
      {
        [ROUTE.queue(12)]: { status: 500, body: { detail: 'Internal server error' } },
        [ROUTE.queue(10)]: neverAnswers,
      },
    );
    const cards = await screen.findAllByRole('article');
    await act(async () => undefined);
    for (const card of cards) {
      expect(within(card).getByText(MESSAGES.submissionDetails.pendingReview)).toBeInTheDocument();
      expect(within(card).queryByText(/reviewer|review queue/)).not.toBeInTheDocument();
    }
  });

  it('shows the newest 20, Load more adds 20 older ones each time, up to the oldest', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 45 }, (_, index) =>
      aSubmission({
        id: 100 - index,
        is_processed: true,
        admin_reply: 'Done.',
        admin_reply_date: '2025-06-06T09:30:00.000Z',
      }),
    );
    // The server's keyset pages: `limit` rows past the cursor (here the index of the next row).
    const calls = stubFetch({
      ...signIn(),
      ...NO_PROFILES,
      [ROUTE.userSubmissions]: (call) => {
        const query = new URL(call.url).searchParams;
        const start = Number(query.get('cursor') ?? 0);
        const end = start + Number(query.get('limit'));
        return {
          status: 200,
          body: {
            submissions: all.slice(start, end),
            next_cursor: end < all.length ? String(end) : null,
          },
        };
      },
    });
    renderScreen(<MySubmissionsScreen />, { path: ROUTES.mySubmissions });

    expect(await screen.findByText(/Your most recent 20 submissions/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/Your most recent 40 submissions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/^45 submissions · 45 reviewed/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
    // The oldest reached: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      listCalls(calls).map((call) => {
        const query = new URL(call.url).searchParams;
        return [query.get('limit'), query.get('cursor')];
      }),
    ).toEqual([
      [String(USER_SUBMISSIONS_PAGE_SIZE), null],
      [String(2 * USER_SUBMISSIONS_PAGE_SIZE), null],
      [String(3 * USER_SUBMISSIONS_PAGE_SIZE), null],
    ]);
  });

  it('leads to the submission page when there is nothing yet', async () => {
    renderList({ status: 200, body: [] });
    expect(await screen.findByRole('heading', { name: 'No submissions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit your profile' })).toHaveAttribute(
      'href',
      ROUTES.inputMain,
    );
  });

  it('tries twice more, after 1 s then 2 s, then says it failed and offers to try again', async () => {
    jest.useFakeTimers();
    let answer: StubReply = { status: 503, body: { detail: 'Service unavailable' } };
    const calls = renderList(() => answer, pendingQueue);
    await waitAbout(0);
    expect(listCalls(calls)).toHaveLength(1);
    await waitAbout(FETCH_RETRY_DELAYS_MS[0] - 10);
    expect(listCalls(calls)).toHaveLength(1);
    await waitAbout(10);
    expect(listCalls(calls)).toHaveLength(2);
    expect(screen.getByText('Loading your submissions...')).toBeInTheDocument();
    await waitAbout(FETCH_RETRY_DELAYS_MS[1]);
    expect(listCalls(calls)).toHaveLength(3);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.mySubmissions.loadFailed);

    answer = { status: 200, body: [aSubmission()] };
    await userEvent
      .setup({ delay: null, advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('retries a network failure too', async () => {
    jest.useFakeTimers();
    let failures = 0;
    const calls = renderList(
      () => (failures++ < 2 ? networkDown() : { status: 200, body: [aSubmission()] }),
      pendingQueue,
    );
    await screen.findByText('Loading your submissions...');
    for (const delay of FETCH_RETRY_DELAYS_MS) await waitAbout(delay);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(3);
  });

  it('says the session expired on a 401 it cannot renew, without retrying', async () => {
    const calls = renderList(
      { status: 401, body: { detail: 'Token expired' } },
      { 'POST /api/auth/refresh/': { status: 401 } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.mySubmissions.sessionExpired,
    );
    expect(listCalls(calls)).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login);
  });

  it('asks a visitor who is not signed in to log in, and asks the server nothing', () => {
    const calls = stubFetch({});
    renderScreen(<MySubmissionsScreen />, { path: ROUTES.mySubmissions });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.mySubmissions.authRequired);
    expect(calls).toHaveLength(0);
  });
});
