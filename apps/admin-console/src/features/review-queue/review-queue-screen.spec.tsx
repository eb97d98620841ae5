import { act, screen, within } from '@testing-library/react';
import {
  createDefaultFormData,
  REPORT_TITLE,
  withComputedScores,
  type AnalysisFormData,
} from '@profileproof/analysis';
import {
  ADMIN_AUTO_REFRESH_MS,
  MESSAGES,
  PENDING_PAGE_SIZE,
  PENDING_QUEUE_CAP,
  REPLY_REDIRECT_MS,
  ROUTES,
  routeTo,
  STORAGE_KEYS,
} from '@profileproof/contracts';
import {
  neverAnswers,
  resetBrowserState,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { anAdminSubmission, anAdminSubmissionDetail, ROUTE } from '../../testing/fixtures';
import {
  ada,
  aStats,
  claimRoutes,
  box,
  grace,
  openCard,
  pendingCalls,
  renderDashboard,
  replyCalls,
  tab,
  user,
  waitAbout,
  type Reply,
} from './testing/dashboard';

const limitOf = (call: StubbedCall) =>
  Number(new URL(call.url).searchParams.get('limit') ?? PENDING_PAGE_SIZE);
const askedLimits = (calls: StubbedCall[]) => pendingCalls(calls).map(limitOf);

/** `count` pending submissions, oldest first, as the server holds them. */
const aQueueOf = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    anAdminSubmission({
      id: 1000 + index,
      email: `queued-${index + 1}@example.com`,
      created_at: new Date(Date.UTC(2025, 5, 1) + index * 60_000).toISOString(),
    }),
  );

/** The server's answer to GET /api/admin/submissions/?status=pending&limit=…: the oldest `limit`. */
const oldestOf =
  (queue: ReturnType<typeof aQueueOf>) =>
  (call: StubbedCall): StubReply => ({
    status: 200,
    body: { submissions: queue.slice(0, limitOf(call)) },
  });

/** The line above the queue that counts it (a polite live region). */
const queueCountLine = async (count: string) =>
  (await screen.findByText(`${count} waiting`)).closest('p');
const cardOf = (index: number) =>
  screen.getByRole('article', { name: `Submission from queued-${index}@example.com` });
const showMore = () => screen.queryByRole('button', { name: 'Show more' });

const liveScores = () => within(screen.getByRole('region', { name: 'Live scores' }));

describe('admin dashboard: the review queue', () => {
  beforeEach(resetBrowserState);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lists the pending submissions oldest first, with who sent what and how long it has waited', async () => {
    const calls = renderDashboard({
      pending: { status: 200, body: { submissions: [grace, ada] } },
    });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Submission from ada@example.com',
      'Submission from grace@example.com',
    ]);
    expect(within(cards[0]).getByText('Premium')).toBeInTheDocument();
    expect(within(cards[0]).getByText(ada.linkedin_url)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Please look at my headline.')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/^Waiting \d+ days$/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('Basic')).toBeInTheDocument();
    expect(within(cards[1]).getByText('No message')).toBeInTheDocument();
    expect(screen.getByText('2 submissions waiting')).toBeInTheDocument();
    expect(showMore()).not.toBeInTheDocument();

    const [pending] = pendingCalls(calls);
    const query = new URL(pending.url).searchParams;
    expect(query.get('status')).toBe('pending');
    expect(query.get('limit')).toBe(String(PENDING_PAGE_SIZE));
    expect(Number(query.get('t'))).toBeGreaterThan(0);
  });

  it('says when the queue is empty', async () => {
    renderDashboard({ pending: { status: 200, body: { submissions: [] } } });
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(screen.getByText('0 submissions waiting')).toBeInTheDocument();
  });

  it('refuses the Analysis and Preview steps until there is something to show, by mouse and by keyboard', async () => {
    renderDashboard();
    await screen.findAllByRole('article');
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');

    await user().click(tab('Analysis'));
    expect(screen.getByText(MESSAGES.admin.selectSubmissionFirst)).toBeInTheDocument();
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');

    await user().click(tab('Preview'));
    expect(screen.getByText(MESSAGES.admin.generateAnalysisFirst)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.admin.selectSubmissionFirst)).not.toBeInTheDocument();

    // Keyboard: Tab reaches the open step, the arrows move, Enter opens.
    tab('Submissions').focus();
    await user().keyboard('{ArrowRight}');
    expect(tab('Analysis')).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(screen.getByText(MESSAGES.admin.selectSubmissionFirst)).toBeInTheDocument();
    await user().keyboard('{End}');
    expect(tab('Preview')).toHaveFocus();
    await user().keyboard('{ArrowRight}');
    expect(tab('Submissions')).toHaveFocus();
  });

  it('opens a card as a fresh checklist with the spec defaults, premium taken from the URL', async () => {
    renderDashboard();
    await openCard('ada@example.com');

    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');
    const link = screen.getByRole('link', { name: /ada-premium/ });
    expect(link).toHaveAttribute('href', ada.linkedin_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Please look at my headline.')).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Premium' })).toBeChecked();
    expect(box('Has a professional photo')).toBeChecked();
    expect(box('Recently active')).toBeChecked();
    expect(box('Newly created account')).not.toBeChecked();
    // All 33 fields: 26 yes/no boxes, 4 numbers, 2 dates and the account type.
    expect(screen.getAllByRole('checkbox')).toHaveLength(26);
    expect(screen.getAllByRole('spinbutton')).toHaveLength(4);
    expect(screen.getByLabelText('Profile last updated')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date of last post')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Number of connections')).toHaveValue(0);
    expect(screen.getByLabelText('Account age (years)')).toHaveAttribute('max', '100');

    await user().click(tab('Submissions'));
    await openCard('grace@example.com');
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
  });

  it('opens a card from the keyboard too', async () => {
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Submission from grace@example.com' });
    within(card)
      .getByRole('button', { name: /Analyse/ })
      .focus();
    await user().keyboard('{Enter}');
    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /grace-hopper/ })).toBeInTheDocument();
  });

  it('keeps an out-of-range number out of the checklist and the report until it is corrected', async () => {
    renderDashboard();
    await openCard('grace@example.com');
    const age = screen.getByLabelText('Account age (years)');
    await user().clear(age);
    await user().type(age, '250');
    expect(screen.getByText('Must be a number between 0 and 100')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    expect(screen.getByText(MESSAGES.admin.fixChecklistFirst)).toBeInTheDocument();
    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');

    await user().clear(age);
    await user().type(age, '12');
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    expect(
      (screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement).value,
    ).toContain('The account is 12 years old.');
  });

  it('warns when the open submission has left the queue (another analyst replied)', async () => {
    jest.useFakeTimers();
    let queue = [ada, grace];
    renderDashboard({ pending: () => ({ status: 200, body: { submissions: queue } }) });
    await openCard('ada@example.com');
    expect(screen.queryByText(/no longer in the pending queue/)).not.toBeInTheDocument();
    queue = [grace];
    await waitAbout(ADMIN_AUTO_REFRESH_MS);
    expect(await screen.findByText(/no longer in the pending queue/)).toBeInTheDocument();
  });

  it('updates the scores live as boxes are ticked, with the computed fields read-only', async () => {
    renderDashboard();
    await openCard('grace@example.com');

    expect(liveScores().getByText('Low')).toBeInTheDocument();
    expect(liveScores().getByText('0 of 5 risk flags')).toBeInTheDocument();
    const score = screen.getByLabelText('Overall profile score (%)');
    const spam = screen.getByLabelText('Spam likelihood (0-100)');
    expect(score).toHaveAttribute('readonly');
    expect(spam).toHaveAttribute('readonly');
    expect(box('Good for outreach')).toBeDisabled();
    expect(spam).toHaveValue(5); // no summary

    for (const flag of [
      'Newly created account',
      'Sparse job history',
      'Default profile picture (no photo)',
    ]) {
      await user().click(box(flag));
    }
    expect(liveScores().getByText('High')).toBeInTheDocument();
    expect(liveScores().getByText('3 of 5 risk flags')).toBeInTheDocument();
    expect(spam).toHaveValue(70);
    expect(liveScores().getByRole('meter', { name: 'Spam likelihood' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );

    await user().click(box('Sparse job history'));
    expect(liveScores().getByText('Medium')).toBeInTheDocument();

    for (const check of [
      'Open to networking',
      'Relevant to the target industry',
      'Has verification shield',
    ]) {
      await user().click(box(check));
    }
    // Photo, activity, networking, industry, shield: 5 of 7 checks, but low connections is not ticked either: 6.
    expect(liveScores().getByText('Yes')).toBeInTheDocument();
    expect(box('Good for outreach')).toBeChecked();
    expect(Number((score as HTMLInputElement).value)).toBeGreaterThan(0);
  });

  it('generates the report, lets the analyst edit it, sends exactly the reply and the checklist, and returns to the queue after 2 s', async () => {
    jest.useFakeTimers();
    let replied = false;
    const calls = renderDashboard({
      pending: () => ({ status: 200, body: { submissions: replied ? [grace] : [ada, grace] } }),
      routes: {
        [ROUTE.reply(7)]: () => {
          replied = true;
          return {
            status: 200,
            body: {
              message: 'Reply sent',
              submission: anAdminSubmissionDetail({ ...ada, is_processed: true }),
            },
          };
        },
      },
    });
    await openCard('ada@example.com');
    await user().click(box('Newly created account'));
    await user().click(screen.getByRole('button', { name: /Generate report/ }));

    expect(tab('Preview')).toHaveAttribute('aria-selected', 'true');
    const report = screen.getByRole('textbox', { name: 'Report' });
    expect((report as HTMLTextAreaElement).value).toContain(REPORT_TITLE);
    expect((report as HTMLTextAreaElement).value).toContain(`Profile: ${ada.linkedin_url}`);
    expect((report as HTMLTextAreaElement).value).toContain('Risk level: Low');

    await user().type(report, '\nKind regards, the ProfileProof team');
    const text = (report as HTMLTextAreaElement).value;
    expect(text).toMatch(/\nKind regards, the ProfileProof team$/);

    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Reply sent to ada@example.com\./)).toBeInTheDocument();

    const post = replyCalls(calls);
    expect(post).toHaveLength(1);
    const expected: AnalysisFormData = {
      ...createDefaultFormData(ada.linkedin_url),
      newlyCreated: true,
    };
    expect(post[0].body).toEqual({
      reply: text,
      analysis: withComputedScores(expected),
      base_version: 0,
    });
    expect(post[0].body).toEqual(
      expect.objectContaining({ analysis: expect.objectContaining({ accountType: 'premium' }) }),
    );

    await waitAbout(REPLY_REDIRECT_MS - 100);
    expect(tab('Preview')).toHaveAttribute('aria-selected', 'true');
    await waitAbout(100);
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('1 submission waiting')).toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: 'Submission from ada@example.com' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Reply sent to ada@example.com.')).toBeInTheDocument();
  });

  it('marks the send button busy while sending, then shows why a reply failed', async () => {
    renderDashboard({ routes: { [ROUTE.reply(7)]: neverAnswers } });
    await openCard('ada@example.com');
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("says 'Failed to send reply', with the server's reason when it gave one, and keeps the text", async () => {
    let answer: StubReply = { status: 500, body: { detail: 'boom' } };
    renderDashboard({ routes: { [ROUTE.reply(7)]: () => answer } });
    await openCard('ada@example.com');
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send reply$/);
    expect(tab('Preview')).toHaveAttribute('aria-selected', 'true');

    answer = {
      status: 400,
      body: { detail: 'Validation failed', errors: { reply: ['Too long'] } },
    };
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Failed to send reply: Validation failed')).toBeInTheDocument();
    expect(
      (screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement).value,
    ).toContain(REPORT_TITLE);
  });

  it("refuses to send a blank reply with 'Please generate an analysis first'", async () => {
    const calls = renderDashboard();
    await openCard('ada@example.com');
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    await user().clear(screen.getByRole('textbox', { name: 'Report' }));
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.admin.generateAnalysisFirst);
    expect(replyCalls(calls)).toHaveLength(0);
  });

  it('goes back one step on Cancel, keeping the work', async () => {
    renderDashboard();
    await openCard('ada@example.com');
    await user().click(box('Has written recommendations'));
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');
    expect(box('Has written recommendations')).toBeChecked();
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  it('asks before replacing an edited report, and before dropping an unsent checklist for another card', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderDashboard();
    await openCard('ada@example.com');
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    const report = screen.getByRole('textbox', { name: 'Report' });
    await user().type(report, 'My own words');
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    expect(confirm).toHaveBeenCalledWith(MESSAGES.admin.overwriteReport);
    expect((screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement).value).toMatch(
      /My own words$/,
    );

    await user().click(tab('Submissions'));
    await openCard('grace@example.com');
    expect(confirm).toHaveBeenLastCalledWith(MESSAGES.admin.discardAnalysis('ada@example.com'));
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');

    confirm.mockReturnValue(true);
    await openCard('grace@example.com');
    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /grace-hopper/ })).toBeInTheDocument();
  });

  it('refreshes the queue every 15 s while auto-refresh is on, never touching an open checklist, and stops when it is off', async () => {
    jest.useFakeTimers();
    const calls = renderDashboard();
    await screen.findAllByRole('article');
    expect(pendingCalls(calls)).toHaveLength(1);
    const toggle = screen.getByRole('switch', { name: /Auto-refresh/ });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('On');

    await waitAbout(ADMIN_AUTO_REFRESH_MS - 500);
    expect(pendingCalls(calls)).toHaveLength(1);
    await waitAbout(500);
    expect(pendingCalls(calls)).toHaveLength(2);

    await openCard('ada@example.com');
    await user().click(box('Newly created account'));
    await waitAbout(ADMIN_AUTO_REFRESH_MS);
    expect(pendingCalls(calls)).toHaveLength(3);
    expect(box('Newly created account')).toBeChecked();
    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');

    await user().click(tab('Submissions'));
    await user().click(screen.getByRole('switch', { name: /Auto-refresh/ }));
    expect(screen.getByRole('switch', { name: /Auto-refresh/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('switch', { name: /Auto-refresh/ })).toHaveTextContent('Off');
    await waitAbout(ADMIN_AUTO_REFRESH_MS * 3);
    expect(pendingCalls(calls)).toHaveLength(3);

    await user().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitAbout(0);
    expect(pendingCalls(calls)).toHaveLength(4);
  });

  it("says 'Failed to fetch submissions' after one retry, and loads on Try again", async () => {
    jest.useFakeTimers();
    let answer: StubReply = { status: 503, body: { detail: 'Service unavailable' } };
    const calls = renderDashboard({ pending: () => answer });
    await waitAbout(1_000);
    expect(await screen.findByText(MESSAGES.admin.fetchFailed)).toBeInTheDocument();
    expect(pendingCalls(calls)).toHaveLength(2);

    answer = { status: 200, body: { submissions: [ada] } };
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it("says 'Not authenticated as admin' when the server refuses the admin (403), and ends the session", async () => {
    const calls = renderDashboard({ pending: { status: 403, body: { detail: 'Forbidden' } } });
    expect(await screen.findByText(MESSAGES.admin.notAdmin)).toBeInTheDocument();
    expect(pendingCalls(calls)).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login);
  });

  it('shows the statistics: counts, average score, median reply time in words and a described chart', async () => {
    renderDashboard();
    const stats = within(
      await screen.findByRole('region', { name: 'Statistics' }, { timeout: 2000 }),
    );
    expect(await stats.findByText('12')).toBeInTheDocument();
    expect(stats.getByText('Pending').nextElementSibling).toHaveTextContent('2');
    expect(stats.getByText('Reviewed').nextElementSibling).toHaveTextContent('12');
    expect(stats.getByText('Average quality score').nextElementSibling).toHaveTextContent('62/100');
    const median = stats.getByText('Median time to reply').nextElementSibling as HTMLElement;
    expect(median).toHaveTextContent('1 day 6 hours');
    expect(within(median).getByText('latest 1,000 replies')).toBeInTheDocument();
    expect(
      stats.getByRole('img', {
        name: /^10 submissions in the last 30 days; busiest day Jun 4 with 4\.$/,
      }),
    ).toBeInTheDocument();
    expect(stats.getAllByRole('row')).toHaveLength(31);
  });

  it("says 'no replies yet' for the median reply time before the first reply", async () => {
    renderDashboard({ stats: { status: 200, body: aStats({ median_reply_hours: null }) } });
    const stats = within(await screen.findByRole('region', { name: 'Statistics' }));
    const median = (await stats.findByText('Median time to reply'))
      .nextElementSibling as HTMLElement;
    expect(median).toHaveTextContent('—');
    expect(within(median).getByText('no replies yet')).toBeInTheDocument();
    expect(within(median).queryByText(/latest/)).not.toBeInTheDocument();
  });

  it('keeps the queue working when the statistics fail', async () => {
    renderDashboard({ routes: { [ROUTE.stats]: { status: 500, body: { detail: 'nope' } } } });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(
      await screen.findByText(/Statistics are unavailable right now/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});

describe('admin dashboard: a long queue, shown from its oldest', () => {
  // Fifty cards and more take jsdom a while to render, and longer on a busy machine.
  const LONG_LIST_MS = 20_000;
  beforeEach(resetBrowserState);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it(
    'shows the oldest 50 with the true total, and 50 more on "Show more", keeping the first ones on screen while they load',
    async () => {
      const answer = oldestOf(aQueueOf(70));
      let answerLonger: () => void = () => undefined;
      const calls = renderDashboard({
        pending: (call) =>
          limitOf(call) === 100
            ? new Promise((resolve) => (answerLonger = () => resolve(answer(call))))
            : answer(call),
        stats: { status: 200, body: aStats({ pending_count: 70 }) },
      });

      expect(await queueCountLine('70 submissions')).toHaveTextContent(
        /^70 submissions waiting · showing the first 50 · updated /,
      );
      expect(screen.getAllByRole('article')).toHaveLength(50);
      expect(askedLimits(calls)).toEqual([50]);
      expect(tab('Submissions')).toHaveTextContent('70 pending');

      await user().click(screen.getByRole('button', { name: 'Show more' }));
      expect(askedLimits(calls)).toEqual([50, 100]);
      expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      expect(screen.getAllByRole('article')).toHaveLength(50);
      expect(cardOf(1)).toBeInTheDocument();
      expect(await queueCountLine('70 submissions')).toHaveTextContent(/showing the first 50 ·/);

      act(() => answerLonger());
      const last = await screen.findByRole('article', {
        name: 'Submission from queued-70@example.com',
      });
      const cards = screen.getAllByRole('article');
      expect(cards).toHaveLength(70);
      expect(cards[0]).toBe(cardOf(1));
      expect(cards[69]).toBe(last);
      // The whole queue is listed now: nothing more to ask for, and the count is the list's.
      expect(showMore()).not.toBeInTheDocument();
      expect(await queueCountLine('70 submissions')).toHaveTextContent(
        /^70 submissions waiting · earliest due first · updated /,
      );
      // The keyboard goes on where the new ones start.
      expect(within(cardOf(51)).getByRole('button', { name: /Analyse/ })).toHaveFocus();
    },
    LONG_LIST_MS,
  );

  it(
    're-reads the window on screen on auto-refresh and on Refresh',
    async () => {
      jest.useFakeTimers();
      const calls = renderDashboard({
        pending: oldestOf(aQueueOf(60)),
        stats: { status: 200, body: aStats({ pending_count: 60 }) },
      });
      await user().click(await screen.findByRole('button', { name: 'Show more' }));
      await screen.findByRole('article', { name: 'Submission from queued-60@example.com' });
      expect(askedLimits(calls)).toEqual([50, 100]);

      await waitAbout(ADMIN_AUTO_REFRESH_MS);
      expect(askedLimits(calls)).toEqual([50, 100, 100]);
      await user().click(screen.getByRole('button', { name: 'Refresh' }));
      await waitAbout(0);
      expect(askedLimits(calls)).toEqual([50, 100, 100, 100]);
    },
    LONG_LIST_MS,
  );

  it(
    'offers no more when the statistics count no more than the list',
    async () => {
      renderDashboard({
        pending: oldestOf(aQueueOf(50)),
        stats: { status: 200, body: aStats({ pending_count: 50 }) },
      });
      expect(
        await within(await screen.findByRole('region', { name: 'Statistics' })).findByText('50'),
      ).toBeInTheDocument();
      expect(await queueCountLine('50 submissions')).toHaveTextContent(
        /^50 submissions waiting · earliest due first · updated /,
      );
      expect(screen.getAllByRole('article')).toHaveLength(50);
      expect(showMore()).not.toBeInTheDocument();
    },
    LONG_LIST_MS,
  );

  it(
    'offers more of a full window while the statistics are not known',
    async () => {
      renderDashboard({ pending: oldestOf(aQueueOf(50)), stats: neverAnswers });
      expect(await queueCountLine('50+ submissions')).toHaveTextContent(
        /^50\+ submissions waiting · showing the first 50 · updated /,
      );
      expect(showMore()).toBeInTheDocument();
      expect(tab('Submissions')).toHaveTextContent('50+ pending');
    },
    LONG_LIST_MS,
  );

  it(
    `stops at the oldest ${PENDING_QUEUE_CAP} and says so`,
    async () => {
      const calls = renderDashboard({
        pending: oldestOf(aQueueOf(1234)),
        stats: { status: 200, body: aStats({ pending_count: 1234 }) },
      });
      expect(await queueCountLine('1,234 submissions')).toHaveTextContent(
        /^1,234 submissions waiting · showing the first 50 · /,
      );
      // By text, not by role: naming every button of 500 cards each time would take seconds.
      for (let shown = 100; shown <= PENDING_QUEUE_CAP; shown += PENDING_PAGE_SIZE) {
        await user().click(screen.getByText('Show more', { selector: 'button' }));
        await screen.findByText(new RegExp(`showing the first ${shown} ·`));
      }
      expect(screen.getAllByRole('article')).toHaveLength(PENDING_QUEUE_CAP);
      expect(askedLimits(calls)).toEqual([50, 100, 150, 200, 250, 300, 350, 400, 450, 500]);
      expect(screen.queryByText('Show more', { selector: 'button' })).not.toBeInTheDocument();
      expect(
        screen.getByText('Showing the first 500. Reply to some to see the rest.'),
      ).toBeInTheDocument();
      expect(await queueCountLine('1,234 submissions')).toHaveTextContent(
        /^1,234 submissions waiting · showing the first 500 · /,
      );
      expect(
        within(screen.getByRole('region', { name: 'Statistics' })).getByText('Pending')
          .nextElementSibling,
      ).toHaveTextContent('1,234');
    },
    // Ten windows, up to 500 cards.
    3 * LONG_LIST_MS,
  );

  it(
    'takes a sent reply out of the longer window at once, before the queue is read again',
    async () => {
      jest.useFakeTimers();
      const queue = [ada, grace, ...aQueueOf(60)];
      let replied = false;
      const answer = oldestOf(queue);
      renderDashboard({
        pending: (call, signal) => (replied ? neverAnswers(call, signal) : answer(call)),
        stats: { status: 200, body: aStats({ pending_count: queue.length }) },
        routes: {
          [ROUTE.reply(7)]: () => {
            replied = true;
            return {
              status: 200,
              body: {
                message: 'Reply sent',
                submission: anAdminSubmissionDetail({ ...ada, is_processed: true }),
              },
            };
          },
        },
      });
      await user().click(await screen.findByRole('button', { name: 'Show more' }));
      await screen.findByRole('article', { name: 'Submission from queued-60@example.com' });

      await openCard('ada@example.com');
      await user().click(screen.getByRole('button', { name: /Generate report/ }));
      await user().click(screen.getByRole('button', { name: 'Send reply' }));
      await screen.findByText(/Reply sent to ada@example.com\./);
      await waitAbout(REPLY_REDIRECT_MS);

      expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');
      expect(
        screen.queryByRole('article', { name: 'Submission from ada@example.com' }),
      ).not.toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(61);
    },
    LONG_LIST_MS,
  );
});

describe('admin dashboard: editing a sent reply', () => {
  beforeEach(resetBrowserState);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const processed = anAdminSubmissionDetail({
    id: 21,
    email: 'linus@example.com',
    linkedin_url: 'https://www.linkedin.com/in/linus',
    is_processed: true,
    admin_reply: 'Old report\n\nLine two',
    admin_reply_date: '2025-06-07T10:00:00.000Z',
    form_data: {
      newlyCreated: true,
      lowConnections: true,
      hasProfessionalPhoto: false,
      connections: 42,
    },
    reply_version: 2,
    reply_history: [
      {
        reply: 'First',
        form_data: null,
        sent_at: '2025-06-06T10:00:00.000Z',
        sent_by: 'analyst@example.com',
      },
      {
        reply: 'Old report\n\nLine two',
        form_data: null,
        sent_at: '2025-06-07T10:00:00.000Z',
        sent_by: 'analyst@example.com',
      },
    ],
  });

  function renderEdit(detail: StubReply, routes: Record<string, Reply> = {}) {
    return renderDashboard({
      entry: routeTo.adminEdit(21),
      routes: { [ROUTE.submission(21)]: detail, ...claimRoutes(21), ...routes },
    });
  }

  it('fills the checklist from the stored form_data and the preview from the reply, then returns to /admin/reviewed 2 s after sending', async () => {
    jest.useFakeTimers();
    const calls = renderEdit(
      { status: 200, body: processed },
      { [ROUTE.reply(21)]: { status: 200, body: { message: 'ok', submission: processed } } },
    );
    expect(
      await screen.findByRole('tab', { name: /Analysis/, selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Editing a reply sent on/)).toHaveTextContent(/2025/);
    expect(screen.getByRole('note')).toHaveTextContent('(2 so far)');
    expect(box('Newly created account')).toBeChecked();
    expect(box('Low number of connections')).toBeChecked();
    expect(box('Has a professional photo')).not.toBeChecked();
    expect(box('Recently active')).toBeChecked(); // missing key: default
    expect(screen.getByLabelText('Number of connections')).toHaveValue(42);
    expect(liveScores().getByText('Medium')).toBeInTheDocument();

    await user().click(tab('Preview'));
    const report = screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement;
    expect(report.value).toBe('Old report\n\nLine two');
    await user().type(report, ' (updated)');
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText(/Reply sent to linus@example.com\./);
    const [post] = replyCalls(calls);
    expect(post?.body).toEqual({
      reply: 'Old report\n\nLine two (updated)',
      analysis: expect.objectContaining({
        newlyCreated: true,
        connections: 42,
        hasProfessionalPhoto: false,
      }),
      // The version edited: a reply sent since would make this one stale.
      base_version: 2,
    });

    await waitAbout(REPLY_REDIRECT_MS - 100);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await waitAbout(100);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.adminReviewed);
  });

  it('falls back to the defaults, and says so, when the stored checklist is unreadable', async () => {
    renderEdit({ status: 200, body: { ...processed, form_data: { newlyCreated: 'yes' } } });
    expect(await screen.findByText(MESSAGES.admin.storedChecklistInvalid)).toBeInTheDocument();
    expect(box('Newly created account')).not.toBeChecked();
    expect(box('Has a professional photo')).toBeChecked();
  });

  it('goes back to /admin/reviewed on Cancel from the analysis', async () => {
    renderEdit({ status: 200, body: processed });
    await screen.findByRole('tab', { name: /Analysis/, selected: true });
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.adminReviewed);
  });

  it("says 'Failed to load submission data for editing' with a way back to the reviewed list", async () => {
    renderEdit({ status: 404, body: { detail: 'Submission not found' } });
    expect(
      await screen.findByText(`${MESSAGES.admin.editLoadFailed}: Submission not found`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reviewed submissions' })).toHaveAttribute(
      'href',
      ROUTES.adminReviewed,
    );
  });

  it('does not ask the server about an edit id that is not a number', async () => {
    const calls = renderDashboard({ entry: `${ROUTES.adminDashboard}?edit=abc` });
    expect(await screen.findByText(MESSAGES.admin.editLoadFailed)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/api/admin/submissions/abc'))).toBe(false);
  });
});
