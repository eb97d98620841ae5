import { act, fireEvent, screen, within } from '@testing-library/react';
import { createDefaultFormData, generateReport, scoreAnalysis } from '@profileproof/analysis';
import { FETCH_RETRY_DELAYS_MS, MESSAGES, QUEUE_MESSAGES, ROUTES } from '@profileproof/contracts';
import {
  networkDown,
  neverAnswers,
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { expectNoAxeViolations } from '../../testing/axe';
import {
  aQueuePosition,
  aSubmission,
  NO_PROFILES,
  oneOfList,
  ROUTE,
  signIn,
} from '../../testing/fixtures';
import { QUEUE_TEXTS } from '../../shared/queue-status-text';
import { SubmissionDetailsScreen } from './components/submission-details-screen';

const text = MESSAGES.submissionDetails;

type Reply =
  StubReply | ((call: StubbedCall, signal?: AbortSignal) => StubReply | Promise<StubReply>);

function renderDetails(id: string, reply: Reply, queue?: Reply) {
  const calls = stubFetch({
    ...signIn(),
    ...NO_PROFILES,
    [ROUTE.todo(Number(id))]: { status: 200, body: { reply_id: null, items: [] } },
    // Read by its id: the server's answer for a user whose list `reply` answers.
    [ROUTE.ownSubmission(Number(id))]: oneOfList(Number(id), reply),
    ...(queue ? { [ROUTE.queue(Number(id))]: queue } : {}),
  });
  const { container } = renderScreen(<SubmissionDetailsScreen />, {
    path: ROUTES.submission,
    entry: `/submission/${id}`,
  });
  return Object.assign(calls, { container });
}

const heading = () => screen.getByRole('heading', { level: 1, name: text.heading });

/** The reads of the submission (by its id). */
const listCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => /^\/api\/contact\/submissions\/\d+\/$/.test(new URL(call.url).pathname));
const queueCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.url.includes('/api/contact/submissions/7/queue/'));

/** Lets fake time pass, settling the promises (fetch answers) that come due on the way. */
const waitAbout = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

// Tuesday 10 June 2025, 09:00 local time: "today" for the queue's expected times.
const now = new Date(2025, 5, 10, 9, 0);
const clock = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const weekday = (date: Date) => date.toLocaleDateString([], { weekday: 'short' });

describe('submission details screen', () => {
  beforeEach(resetBrowserState);

  it('says it is loading under the heading', async () => {
    renderDetails('7', neverAnswers);
    // Once the session check is answered, the list is still on its way.
    await act(async () => undefined);
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
  });

  it('shows a pending submission: profile link in a new tab, date, message, and the review still to come', async () => {
    renderDetails(
      '7',
      {
        status: 200,
        body: [
          aSubmission({ id: 8 }),
          aSubmission({ id: 7, message: 'I want more replies\nfrom recruiters.' }),
        ],
      },
      { status: 200, body: aQueuePosition(2, new Date(2025, 5, 6, 9, 30)) },
    );
    expect(await screen.findByText(text.pendingReview)).toBeInTheDocument();
    expect(heading()).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: /https:\/\/www\.linkedin\.com\/in\/ada-lovelace/,
    });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-lovelace');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/^Submitted/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-06-05T09:30:00.000Z',
    );
    const message = screen.getByRole('region', { name: text.yourMessage });
    expect(within(message).getByText(/I want more replies/).textContent).toBe(
      'I want more replies\nfrom recruiters.',
    );
    expect(screen.getByText(text.stillReviewing)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.analysisResponse })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToSubmissions })).toHaveAttribute(
      'href',
      ROUTES.mySubmissions,
    );
  });

  it('shows the report drawn from its checklist and the reply with its line breaks and date; no message section without a message', async () => {
    const form = createDefaultFormData('https://www.linkedin.com/in/ada-lovelace');
    const report = generateReport(form, { profileUrl: 'https://www.linkedin.com/in/ada-lovelace' });
    const score = scoreAnalysis(form).qualityScore;
    renderDetails('7', {
      status: 200,
      body: [
        aSubmission({
          is_processed: true,
          admin_reply: report,
          admin_reply_date: '2025-06-06T15:45:00.000Z',
          form_data: { ...form },
        }),
      ],
    });
    expect(await screen.findByText(text.reviewed)).toBeInTheDocument();
    const analysis = screen.getByRole('region', { name: text.analysisResponse });
    expect(
      within(analysis)
        .getByText(new RegExp(`^${text.receivedOn}`))
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2025-06-06T15:45:00.000Z');
    expect(within(analysis).getByRole('meter', { name: 'Profile score' })).toHaveAttribute(
      'aria-valuenow',
      String(score),
    );
    // The summary lines stay on their own lines.
    const summary = within(analysis).getByText(/^Overall profile score:/);
    expect(summary.textContent).toContain(`Overall profile score: ${score}/100\nRisk level:`);
    expect(within(analysis).getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.yourMessage })).not.toBeInTheDocument();
    expect(screen.queryByText(text.stillReviewing)).not.toBeInTheDocument();
  });

  it('shows a hand-written reply as written, without a gauge when it gives no score', async () => {
    renderDetails('7', {
      status: 200,
      body: [
        aSubmission({
          is_processed: true,
          admin_reply: 'Thanks!\nYour profile looks fine.',
          admin_reply_date: '2025-06-06T15:45:00.000Z',
        }),
      ],
    });
    const analysis = await screen.findByRole('region', { name: text.analysisResponse });
    expect(within(analysis).getByText(/^Thanks!/).textContent).toBe(
      'Thanks!\nYour profile looks fine.',
    );
    expect(within(analysis).queryByRole('meter')).not.toBeInTheDocument();
  });

  it.each([
    ['an id that is not in the list', '99'],
    ['an id that is not an integer', '7abc'],
    ['a fractional id', '7.5'],
  ])('says the submission is not found for %s, with a way back', async (_case, id) => {
    renderDetails(id, { status: 200, body: [aSubmission({ id: 7 })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notFound);
    expect(heading()).toBeInTheDocument();
    expect(screen.queryByText(text.pendingReview)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToSubmissions })).toHaveAttribute(
      'href',
      ROUTES.mySubmissions,
    );
  });

  describe('queue position of a pending submission', () => {
    beforeEach(() => jest.useFakeTimers({ now, advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('stands beside the Pending Review badge, with the time alone when the reply is expected today', async () => {
      const expected = new Date(2025, 5, 10, 14, 30);
      const calls = renderDetails(
        '7',
        { status: 200, body: [aSubmission({ id: 7 })] },
        { status: 200, body: aQueuePosition(3, expected) },
      );
      expect(
        await screen.findByText(`3 ahead of you · expected by ${clock(expected)}`),
      ).toBeInTheDocument();
      expect(screen.getByText(text.pendingReview)).toBeInTheDocument();
      await expectNoAxeViolations(calls.container);
    });

    it('names the day when the reply is expected on another one', async () => {
      const expected = new Date(2025, 5, 11, 8, 15);
      renderDetails(
        '7',
        { status: 200, body: [aSubmission({ id: 7 })] },
        { status: 200, body: aQueuePosition(0, expected) },
      );
      expect(
        await screen.findByText(
          `Next in line · expected by ${weekday(expected)} ${clock(expected)}`,
        ),
      ).toBeInTheDocument();
    });

    it('says a late submission is taking longer than usual, with no time, and who is on it', async () => {
      const promise = new Date(2025, 5, 9, 18, 0);
      const calls = renderDetails(
        '7',
        { status: 200, body: [aSubmission({ id: 7 })] },
        { status: 200, body: aQueuePosition(0, promise, { late: true }) },
      );
      expect(await screen.findByText(QUEUE_TEXTS.late)).toBeInTheDocument();
      expect(screen.queryByText(/expected by/)).not.toBeInTheDocument();
      expect(screen.getByText(QUEUE_TEXTS.waiting)).toBeInTheDocument();
      expect(screen.getByText(text.stillReviewing)).toBeInTheDocument();
      await expectNoAxeViolations(calls.container);
    });

    it('says a reviewer is working on it while one holds a claim, and stops saying so once it is released', async () => {
      const expected = new Date(2025, 5, 10, 14, 30);
      const answers = [
        aQueuePosition(0, expected, { in_review: true }),
        aQueuePosition(0, expected),
      ];
      const calls = renderDetails('7', { status: 200, body: [aSubmission({ id: 7 })] }, () => ({
        status: 200,
        body: answers[Math.min(queueCalls(calls).length - 1, 1)],
      }));
      expect(await screen.findByText(QUEUE_TEXTS.inReview)).toBeInTheDocument();
      expect(screen.getByText(`Next in line · expected by ${clock(expected)}`)).toBeInTheDocument();
      await waitAbout(60_000);
      expect(screen.getByText(QUEUE_TEXTS.waiting)).toBeInTheDocument();
      expect(screen.queryByText(QUEUE_TEXTS.inReview)).not.toBeInTheDocument();
    });

    it('is not asked for, nor shown, once the submission is reviewed', async () => {
      const calls = renderDetails('7', {
        status: 200,
        body: [
          aSubmission({
            id: 7,
            is_processed: true,
            admin_reply: 'Looks good.',
            admin_reply_date: '2025-06-06T10:00:00Z',
          }),
        ],
      });
      expect(await screen.findByText(text.reviewed)).toBeInTheDocument();
      await waitAbout(0);
      expect(queueCalls(calls)).toHaveLength(0);
      expect(screen.queryByText(/expected by/)).not.toBeInTheDocument();
    });

    it('reads the submission again on a 409 (reviewed meanwhile), so the reply shows', async () => {
      let reviewed = false;
      const calls = renderDetails(
        '7',
        () => ({
          status: 200,
          body: [
            reviewed
              ? aSubmission({
                  id: 7,
                  is_processed: true,
                  admin_reply: 'Thanks!\nYour profile looks fine.',
                  admin_reply_date: '2025-06-10T08:55:00.000Z',
                })
              : aSubmission({ id: 7 }),
          ],
        }),
        () => {
          reviewed = true;
          return { status: 409, body: { detail: QUEUE_MESSAGES.alreadyReviewed } };
        },
      );
      const analysis = await screen.findByRole('region', { name: text.analysisResponse });
      expect(within(analysis).getByText(/^Thanks!/)).toBeInTheDocument();
      expect(screen.getByText(text.reviewed)).toBeInTheDocument();
      expect(listCalls(calls)).toHaveLength(2);
      expect(queueCalls(calls)).toHaveLength(1);
      expect(screen.queryByText(/expected by/)).not.toBeInTheDocument();
    });

    it.each([
      ['a server error', { status: 500, body: { detail: 'Internal server error' } }],
      ['a refusal', { status: 404, body: { detail: 'Not found.' } }],
      ['a network failure', networkDown()],
    ])(
      'shows nothing on %s and does not retry it, the badge still saying pending',
      async (_case, failure) => {
        const calls = renderDetails(
          '7',
          { status: 200, body: [aSubmission({ id: 7 })] },
          () => failure,
        );
        expect(await screen.findByText(text.pendingReview)).toBeInTheDocument();
        await waitAbout(5_000);
        expect(queueCalls(calls)).toHaveLength(1);
        expect(screen.queryByText(/expected by/)).not.toBeInTheDocument();
      },
    );

    it('asks again every minute while the answer can change, and stops after a refusal', async () => {
      const answers: StubReply[] = [
        { status: 200, body: aQueuePosition(3, new Date(2025, 5, 10, 14, 30)) },
        { status: 200, body: aQueuePosition(2, new Date(2025, 5, 10, 14, 0)) },
        { status: 503, body: { detail: 'Service unavailable' } },
        { status: 200, body: aQueuePosition(1, new Date(2025, 5, 10, 13, 0)) },
        { status: 404, body: { detail: 'Not found.' } },
      ];
      const calls = renderDetails(
        '7',
        { status: 200, body: [aSubmission({ id: 7 })] },
        () => answers[queueCalls(calls).length - 1],
      );
      expect(
        await screen.findByText(
          `3 ahead of you · expected by ${clock(new Date(2025, 5, 10, 14, 30))}`,
        ),
      ).toBeInTheDocument();
      await waitAbout(60_000);
      expect(
        screen.getByText(`2 ahead of you · expected by ${clock(new Date(2025, 5, 10, 14, 0))}`),
      ).toBeInTheDocument();
      // A failed ask hides the earlier answer, which may be wrong by now; a server error is asked again.
      await waitAbout(60_000);
      expect(screen.queryByText(/expected by/)).not.toBeInTheDocument();
      await waitAbout(60_000);
      expect(
        screen.getByText(`1 ahead of you · expected by ${clock(new Date(2025, 5, 10, 13, 0))}`),
      ).toBeInTheDocument();
      await waitAbout(60_000);
      expect(queueCalls(calls)).toHaveLength(5);
      await waitAbout(180_000);
      expect(queueCalls(calls)).toHaveLength(5);
    });

    it('asks again when the window regains focus, once the answer is 30 s old', async () => {
      const calls = renderDetails(
        '7',
        { status: 200, body: [aSubmission({ id: 7 })] },
        { status: 200, body: aQueuePosition(3, new Date(2025, 5, 10, 14, 30)) },
      );
      expect(await screen.findByText(/3 ahead of you/)).toBeInTheDocument();
      const focus = () => fireEvent(window, new Event('visibilitychange'));
      await waitAbout(10_000);
      await act(async () => focus());
      expect(queueCalls(calls)).toHaveLength(1);
      await waitAbout(25_000);
      await act(async () => focus());
      expect(queueCalls(calls)).toHaveLength(2);
    });
  });

  it('says the details failed to load, with a way back and a retry, once the retries are over', async () => {
    jest.useFakeTimers();
    try {
      const calls = renderDetails('7', { status: 500, body: { detail: 'Internal server error' } });
      for (const delay of [0, ...FETCH_RETRY_DELAYS_MS])
        await act(() => jest.advanceTimersByTimeAsync(delay));
      expect(listCalls(calls)).toHaveLength(3);
      expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
    } finally {
      jest.useRealTimers();
    }
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToSubmissions })).toHaveAttribute(
      'href',
      ROUTES.mySubmissions,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
