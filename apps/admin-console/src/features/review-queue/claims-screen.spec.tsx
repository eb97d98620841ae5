import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { CLAIM_MESSAGES, REPLY_REDIRECT_MS, routeTo, type Claim } from '@profileproof/contracts';
import { resetBrowserState, type StubbedCall, type StubReply } from '@profileproof/web-testing';
import { aClaim, anAdminSubmission, anAdminSubmissionDetail, ROUTE } from '../../testing/fixtures';
import { CLAIM_RENEW_MS, CLAIM_TEXTS, claimTime } from './claims';
import {
  ada,
  axeOfDashboard,
  box,
  claimCalls,
  grace,
  ME,
  openCard,
  pendingCalls,
  renderDashboard,
  replyCalls,
  tab,
  user,
  waitAbout,
} from './testing/dashboard';

const annClaim = aClaim('ann@example.com', 10);
const heldByAnn = (claim: Claim = annClaim): StubReply => ({ status: 409, body: { detail: CLAIM_MESSAGES.heldByAnother, ...claim } });
const sentReply = { status: 200, body: { message: 'Reply sent', submission: anAdminSubmissionDetail({ ...ada, is_processed: true }) } };

const methods = (calls: StubbedCall[]) => claimCalls(calls).map((call) => `${call.method} ${new URL(call.url).pathname}`);
const claimOf = (id: number) => `POST /api/admin/submissions/${id}/claim/`;
const releaseOf = (id: number) => `DELETE /api/admin/submissions/${id}/claim/`;
const card = (email: string) => screen.getByRole('article', { name: `Submission from ${email}` });

async function openAndGenerate() {
  await openCard('ada@example.com');
  await user().click(screen.getByRole('button', { name: /Generate report/ }));
}

describe('admin dashboard: claims', () => {
  beforeEach(resetBrowserState);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("shows on each card who reviews it, the analyst's own claim as theirs, and no claim that has lapsed", async () => {
    const lapsed = anAdminSubmission({ id: 9, email: 'linus@example.com', claim: aClaim('bob@example.com', -1) });
    renderDashboard({
      pending: {
        status: 200,
        body: { submissions: [{ ...ada, claim: annClaim }, { ...grace, claim: aClaim(ME.toUpperCase()) }, lapsed] },
      },
    });
    expect(
      await within(await screen.findByRole('article', { name: 'Submission from ada@example.com' })).findByText(
        `Being reviewed by ann@example.com · until ${claimTime(annClaim.claimed_until)}`,
      ),
    ).toBeInTheDocument();
    expect(within(card('grace@example.com')).getByText("You're reviewing this")).toBeInTheDocument();
    expect(within(card('linus@example.com')).queryByText(/review/i)).not.toBeInTheDocument();
    expect(await axeOfDashboard()).toEqual([]);
  });

  it('claims a pending submission when it opens, shows the claim as theirs, and releases it when the analyst goes back to the queue', async () => {
    const calls = renderDashboard();
    await openCard('ada@example.com');
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7)]));
    expect(claimCalls(calls)[0].body).toEqual({});
    expect(box('Has a professional photo')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7), releaseOf(7)]));
    expect(within(card('ada@example.com')).getByText('In progress')).toBeInTheDocument();
    expect(within(card('ada@example.com')).queryByText("You're reviewing this")).not.toBeInTheDocument();

    await openCard('grace@example.com');
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7), releaseOf(7), claimOf(8)]));
  });

  it('shows who took the submission over when the release comes too late for it', async () => {
    const calls = renderDashboard({ routes: { [ROUTE.releaseClaim(7)]: heldByAnn() } });
    await openCard('ada@example.com');
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7)]));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await within(card('ada@example.com')).findByText(/^Being reviewed by ann@example.com/)).toBeInTheDocument();
    expect(methods(calls)).toEqual([claimOf(7), releaseOf(7)]);
  });

  it('releases the claim when the analyst leaves the dashboard', async () => {
    const calls = renderDashboard();
    await openCard('ada@example.com');
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7)]));
    cleanup();
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7), releaseOf(7)]));
  });

  it('renews the claim every 5 minutes while the submission is open, and stops when the analyst leaves it', async () => {
    jest.useFakeTimers();
    const calls = renderDashboard();
    await openCard('ada@example.com');
    await waitAbout(0);
    expect(methods(calls)).toEqual([claimOf(7)]);

    await waitAbout(CLAIM_RENEW_MS - 1_000);
    expect(methods(calls)).toEqual([claimOf(7)]);
    await waitAbout(1_000);
    expect(methods(calls)).toEqual([claimOf(7), claimOf(7)]);
    // On the preview too: the claim lasts until the reply is sent.
    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    await waitAbout(CLAIM_RENEW_MS);
    expect(methods(calls)).toEqual([claimOf(7), claimOf(7), claimOf(7)]);

    await user().click(tab('Submissions'));
    await waitAbout(0);
    await waitAbout(CLAIM_RENEW_MS * 2);
    expect(methods(calls)).toEqual([claimOf(7), claimOf(7), claimOf(7), releaseOf(7)]);
  });

  it('sends the reply without releasing anything: the review ends the claim', async () => {
    jest.useFakeTimers();
    const calls = renderDashboard({ routes: { [ROUTE.reply(7)]: sentReply } });
    await openAndGenerate();
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText(/Reply sent to ada@example.com\./);
    await waitAbout(REPLY_REDIRECT_MS);
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');
    expect(methods(calls)).toEqual([claimOf(7)]);
  });

  it('never claims a reviewed submission opened for editing', async () => {
    const processed = anAdminSubmissionDetail({ id: 21, email: 'linus@example.com', is_processed: true, admin_reply: 'Old report' });
    const calls = renderDashboard({ entry: routeTo.adminEdit(21), routes: { [ROUTE.submission(21)]: { status: 200, body: processed } } });
    await screen.findByRole('tab', { name: /Analysis/, selected: true });
    await user().click(tab('Preview'));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(claimCalls(calls)).toEqual([]);
  });

  it("shows another admin's claim instead of the checklist, and takes over only after the analyst confirms", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const calls = renderDashboard({
      routes: {
        [ROUTE.claim(7)]: (call) => ((call.body as { take_over?: boolean }).take_over ? { status: 200, body: aClaim(ME) } : heldByAnn()),
      },
    });
    await openCard('ada@example.com');
    const heading = await screen.findByRole('heading', { name: 'Claimed by another admin' });
    expect(
      screen.getByText(`ann@example.com is working on this submission until ${claimTime(annClaim.claimed_until)}.`),
    ).toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Generate report/ })).not.toBeInTheDocument();
    expect(await axeOfDashboard()).toEqual([]);

    await user().click(screen.getByRole('button', { name: 'Take over' }));
    expect(confirm).toHaveBeenCalledWith('Take over from ann@example.com? They will not be able to send their reply.');
    expect(claimCalls(calls).map((call) => call.body)).toEqual([{}]);
    expect(screen.getByRole('heading', { name: 'Claimed by another admin' })).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user().click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByRole('checkbox', { name: 'Has a professional photo' })).toBeInTheDocument();
    expect(claimCalls(calls).map((call) => call.body)).toEqual([{}, { take_over: true }]);
    expect(screen.queryByRole('heading', { name: 'Claimed by another admin' })).not.toBeInTheDocument();
  });

  it('says why a take-over failed, and keeps the panel', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard({
      routes: {
        [ROUTE.claim(7)]: (call) =>
          (call.body as { take_over?: boolean }).take_over ? { status: 503, body: { detail: 'Service unavailable' } } : heldByAnn(),
      },
    });
    await openCard('ada@example.com');
    await user().click(await screen.findByRole('button', { name: 'Take over' }));
    expect(await screen.findByText(CLAIM_TEXTS.takeOverFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take over' })).toBeEnabled();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('goes back to the queue from the panel, where the card says who holds it, and releases nothing it did not hold', async () => {
    const calls = renderDashboard({ routes: { [ROUTE.claim(7)]: heldByAnn() } });
    await openCard('ada@example.com');
    await user().click(await screen.findByRole('button', { name: 'Back to queue' }));
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');
    const ada = card('ada@example.com');
    expect(within(ada).getByText(/^Being reviewed by ann@example.com/)).toBeInTheDocument();
    expect(within(ada).queryByText('In progress')).not.toBeInTheDocument();
    // The claim calls run in order: a release of ada's would come before grace's claim.
    await openCard('grace@example.com');
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7), claimOf(8)]));
  });

  it('says when the submission was reviewed meanwhile, and reads the queue again without it', async () => {
    let reviewed = false;
    const calls = renderDashboard({
      pending: () => ({ status: 200, body: { submissions: reviewed ? [grace] : [ada, grace] } }),
      routes: {
        [ROUTE.claim(7)]: () => {
          reviewed = true;
          return { status: 409, body: { detail: CLAIM_MESSAGES.notPending } };
        },
      },
    });
    await screen.findAllByRole('article');
    const before = pendingCalls(calls).length;
    await openCard('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Already reviewed' })).toBeInTheDocument();
    expect(screen.getByText(CLAIM_TEXTS.reviewedMeanwhile)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    await waitFor(() => expect(pendingCalls(calls).length).toBeGreaterThan(before));

    await user().click(screen.getByRole('button', { name: 'Back to queue' }));
    expect(await screen.findByText('1 submission waiting')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Submission from ada@example.com' })).not.toBeInTheDocument();
  });

  it('lets the analyst work on, and says so, when the claim cannot be asked for', async () => {
    renderDashboard({ routes: { [ROUTE.claim(7)]: { status: 503, body: { detail: 'Service unavailable' } } } });
    await openCard('ada@example.com');
    expect(await screen.findByText(CLAIM_TEXTS.claimFailed)).toBeInTheDocument();
    expect(box('Has a professional photo')).toBeInTheDocument();
  });

  it('keeps the report and says who took the submission over when the reply is refused', async () => {
    let answerReply: StubReply = heldByAnn();
    const calls = renderDashboard({ routes: { [ROUTE.reply(7)]: () => answerReply } });
    await openAndGenerate();
    const report = screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement;
    await user().type(report, '\nMy own words');
    await user().click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CLAIM_TEXTS.replyRefused('ann@example.com'));
    expect(CLAIM_TEXTS.replyRefused('ann@example.com')).toMatch(/^ann@example.com took over this submission; your reply was not sent\./);
    expect(report.value).toMatch(/\nMy own words$/);
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled();
    expect(screen.queryByText(/Reply sent to/)).not.toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(1);

    // The checklist step now says who holds it, with the way to take it back, and the reply goes then.
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Claimed by another admin' })).toBeInTheDocument();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    answerReply = sentReply;
    await user().click(screen.getByRole('button', { name: 'Take over' }));
    await screen.findByRole('button', { name: /Generate report/ });
    await user().click(tab('Preview'));
    expect(screen.queryByText(/your reply was not sent/)).not.toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement).value).toMatch(/\nMy own words$/);
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Reply sent to ada@example.com\./)).toBeInTheDocument();
    expect(claimCalls(calls).map((call) => call.body)).toEqual([{}, { take_over: true }]);
  });
});
