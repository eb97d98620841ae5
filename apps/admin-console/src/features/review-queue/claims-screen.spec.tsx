import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLAIM_MESSAGES, REPLY_REDIRECT_MS, routeTo, type Claim } from '@profileproof/contracts';
import {
  FakeEventSource,
  resetBrowserState,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
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
const heldByAnn = (claim: Claim = annClaim): StubReply => ({
  status: 409,
  body: { detail: CLAIM_MESSAGES.heldByAnother, ...claim },
});
const sentReply = {
  status: 200,
  body: {
    message: 'Reply sent',
    submission: anAdminSubmissionDetail({ ...ada, is_processed: true }),
  },
};

const methods = (calls: StubbedCall[]) =>
  claimCalls(calls).map((call) => `${call.method} ${new URL(call.url).pathname}`);
const claimOf = (id: number) => `POST /api/admin/submissions/${id}/claim/`;
const releaseOf = (id: number) => `DELETE /api/admin/submissions/${id}/claim/`;
const card = (email: string) => screen.getByRole('article', { name: `Submission from ${email}` });

/** Back on the queue: ada's card, which must say that ann holds the submission. */
async function backToQueueWithAnnHolding() {
  await user().click(screen.getByRole('button', { name: 'Back to queue' }));
  const adaCard = card('ada@example.com');
  expect(
    within(adaCard).getByText(
      `Being reviewed by ann@example.com · until ${claimTime(annClaim.claimed_until)}`,
    ),
  ).toBeInTheDocument();
  return adaCard;
}

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
    const lapsed = anAdminSubmission({
      id: 9,
      email: 'linus@example.com',
      claim: aClaim('bob@example.com', -1),
    });
    renderDashboard({
      pending: {
        status: 200,
        body: {
          submissions: [
            { ...ada, claim: annClaim },
            { ...grace, claim: aClaim(ME.toUpperCase()) },
            lapsed,
          ],
        },
      },
    });
    expect(
      await within(
        await screen.findByRole('article', { name: 'Submission from ada@example.com' }),
      ).findByText(
        `Being reviewed by ann@example.com · until ${claimTime(annClaim.claimed_until)}`,
      ),
    ).toBeInTheDocument();
    expect(
      within(card('grace@example.com')).getByText("You're reviewing this"),
    ).toBeInTheDocument();
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
    expect(
      within(card('ada@example.com')).queryByText("You're reviewing this"),
    ).not.toBeInTheDocument();

    await openCard('grace@example.com');
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7), releaseOf(7), claimOf(8)]));
  });

  it('shows who took the submission over when the release comes too late for it', async () => {
    const calls = renderDashboard({ routes: { [ROUTE.releaseClaim(7)]: heldByAnn() } });
    await openCard('ada@example.com');
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(7)]));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await within(card('ada@example.com')).findByText(/^Being reviewed by ann@example.com/),
    ).toBeInTheDocument();
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

  it('claims a reviewed submission opened for editing with an edit claim, and releases it on leaving', async () => {
    const processed = anAdminSubmissionDetail({
      id: 21,
      email: 'linus@example.com',
      is_processed: true,
      admin_reply: 'Old report',
    });
    const calls = renderDashboard({
      entry: routeTo.adminEdit(21),
      routes: {
        [ROUTE.submission(21)]: { status: 200, body: processed },
        [ROUTE.claim(21)]: { status: 200, body: aClaim(ME) },
        [ROUTE.releaseClaim(21)]: { status: 200, body: { message: CLAIM_MESSAGES.released } },
      },
    });
    await screen.findByRole('tab', { name: /Analysis/, selected: true });
    await waitFor(() =>
      expect(claimCalls(calls).map((call) => call.body)).toEqual([{ edit: true }]),
    );
    await user().click(tab('Preview'));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/reviewed');
    await waitFor(() => expect(methods(calls)).toEqual([claimOf(21), releaseOf(21)]));
  });

  it("shows another admin's claim instead of the checklist, and takes over only after the analyst confirms", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const calls = renderDashboard({
      routes: {
        [ROUTE.claim(7)]: (call) =>
          (call.body as { take_over?: boolean }).take_over
            ? { status: 200, body: aClaim(ME) }
            : heldByAnn(),
      },
    });
    await openCard('ada@example.com');
    const heading = await screen.findByRole('heading', { name: 'Claimed by another admin' });
    expect(
      screen.getByText(
        `ann@example.com is working on this submission until ${claimTime(annClaim.claimed_until)}.`,
      ),
    ).toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Generate report/ })).not.toBeInTheDocument();
    expect(await axeOfDashboard()).toEqual([]);

    await user().click(screen.getByRole('button', { name: 'Take over' }));
    expect(confirm).toHaveBeenCalledWith(
      'Take over from ann@example.com? They will not be able to send their reply.',
    );
    expect(claimCalls(calls).map((call) => call.body)).toEqual([{}]);
    expect(screen.getByRole('heading', { name: 'Claimed by another admin' })).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user().click(screen.getByRole('button', { name: 'Take over' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Has a professional photo' }),
    ).toBeInTheDocument();
    expect(claimCalls(calls).map((call) => call.body)).toEqual([{}, { take_over: true }]);
    expect(
      screen.queryByRole('heading', { name: 'Claimed by another admin' }),
    ).not.toBeInTheDocument();
  });

  it('says why a take-over failed, and keeps the panel', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard({
      routes: {
        [ROUTE.claim(7)]: (call) =>
          (call.body as { take_over?: boolean }).take_over
            ? { status: 503, body: { detail: 'Service unavailable' } }
            : heldByAnn(),
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
    expect(
      screen.queryByRole('article', { name: 'Submission from ada@example.com' }),
    ).not.toBeInTheDocument();
  });

  it('lets the analyst work on, and says so, when the claim cannot be asked for', async () => {
    renderDashboard({
      routes: { [ROUTE.claim(7)]: { status: 503, body: { detail: 'Service unavailable' } } },
    });
    await openCard('ada@example.com');
    expect(await screen.findByText(CLAIM_TEXTS.claimFailed)).toBeInTheDocument();
    expect(box('Has a professional photo')).toBeInTheDocument();
  });

  it('keeps the report, read-only, and says who took the submission over when the reply is refused', async () => {
    let answerReply: StubReply = heldByAnn();
    const calls = renderDashboard({ routes: { [ROUTE.reply(7)]: () => answerReply } });
    await openAndGenerate();
    const report = screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement;
    await user().type(report, '\nMy own words');
    await user().click(screen.getByRole('button', { name: 'Send reply' }));

    // The preview gives way to the notice, with the draft kept below it, read-only, and the ways on.
    const heading = await screen.findByRole('heading', {
      name: CLAIM_TEXTS.takenOver('ann@example.com'),
    });
    expect(heading).toHaveTextContent('ann@example.com took over this submission');
    await waitFor(() => expect(heading).toHaveFocus());
    const draft = screen.getByRole('textbox', {
      name: 'Your draft (read-only)',
    }) as HTMLTextAreaElement;
    expect(draft).toHaveAttribute('readonly');
    expect(draft.value).toMatch(/\nMy own words$/);
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy draft' })).toBeInTheDocument();
    expect(screen.queryByText(/Reply sent to/)).not.toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(1);
    expect(await axeOfDashboard()).toEqual([]);

    // Taking it back brings the report back, editable, and the reply goes then.
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    answerReply = sentReply;
    await user().click(screen.getByRole('button', { name: 'Take over' }));
    const editable = (await screen.findByRole('textbox', {
      name: 'Report',
    })) as HTMLTextAreaElement;
    expect(screen.queryByText(/took over this submission/)).not.toBeInTheDocument();
    expect(editable.value).toMatch(/\nMy own words$/);
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Reply sent to ada@example.com\./)).toBeInTheDocument();
    expect(claimCalls(calls).map((call) => call.body)).toEqual([{}, { take_over: true }]);
  });

  it('says at once, from the live events, that another admin took the submission over; the card then shows that one state', async () => {
    let holder: Claim = aClaim(ME);
    // The server's answers agree: the queue, read again on the live events, shows the same holder.
    const calls = renderDashboard({
      pending: () => ({
        status: 200,
        body: { submissions: [{ ...ada, claim: holder }, grace] },
      }),
      routes: {
        [ROUTE.submission(7)]: () => ({
          status: 200,
          body: anAdminSubmissionDetail({ ...ada, claim: holder }),
        }),
      },
    });
    await openAndGenerate();
    await user().type(screen.getByRole('textbox', { name: 'Report' }), '\nMy own words');
    await waitFor(() => expect(FakeEventSource.latest).toBeDefined());
    FakeEventSource.latest?.open();
    const detailCalls = () =>
      calls.filter((call) => call.url.endsWith(`/api/admin/submissions/${ada.id}/`));

    // Its own renewal, or another submission's claim, changes nothing on screen.
    FakeEventSource.latest?.send({ type: 'claim.changed', id: ada.id });
    FakeEventSource.latest?.send({ type: 'claim.changed', id: grace.id });
    await waitFor(() => expect(detailCalls()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Report' })).not.toHaveAttribute('readonly');

    holder = annClaim;
    FakeEventSource.latest?.send({ type: 'claim.changed', id: ada.id });
    const heading = await screen.findByRole('heading', {
      name: 'ann@example.com took over this submission',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Your draft (read-only)' })).toHaveAttribute(
      'readonly',
    );
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(0);
    // It was taken from the analyst: there is nothing of theirs to release, and no renewal.
    expect(methods(calls)).toEqual([claimOf(7)]);

    // Back on the queue the draft is kept, and the card says who holds the submission, not "In progress".
    const adaCard = await backToQueueWithAnnHolding();
    expect(within(adaCard).queryByText('In progress')).not.toBeInTheDocument();
    expect(within(adaCard).getByRole('button', { name: /^Analyse/ })).toBeInTheDocument();
  });

  it('does not let a read of the queue already under way put the old claim back on the card after a take-over', async () => {
    let holder: Claim = aClaim(ME);
    // Once `holdQueue` is set, each read of the queue waits until the test answers it, with the holder as it was when the read was made.
    let holdQueue = false;
    const heldReads: (() => void)[] = [];
    const queueAnswer = (): StubReply => ({
      status: 200,
      body: { submissions: [{ ...ada, claim: holder }, grace] },
    });
    const detail: { answer?: () => void } = {};
    const calls = renderDashboard({
      pending: () => {
        if (!holdQueue) return queueAnswer();
        const answer = queueAnswer();
        return new Promise<StubReply>((resolve) => heldReads.push(() => resolve(answer)));
      },
      routes: {
        [ROUTE.submission(7)]: () =>
          new Promise<StubReply>((resolve) => {
            detail.answer = () =>
              resolve({ status: 200, body: anAdminSubmissionDetail({ ...ada, claim: holder }) });
          }),
      },
    });
    await openAndGenerate();
    await waitFor(() => expect(FakeEventSource.latest).toBeDefined());
    FakeEventSource.latest?.open();
    const readsBefore = pendingCalls(calls).length;

    // The live event starts a read of the queue, which the server answers before ann's take-over lands.
    holdQueue = true;
    FakeEventSource.latest?.send({ type: 'claim.changed', id: ada.id });
    await waitFor(() => expect(pendingCalls(calls)).toHaveLength(readsBefore + 1), {
      timeout: 3000,
    });
    // Meanwhile the take-over is learnt (the check of the open submission), with that read still under way.
    holder = annClaim;
    holdQueue = false;
    await waitFor(() => expect(detail.answer).toBeDefined());
    detail.answer?.();
    await screen.findByRole('heading', { name: 'ann@example.com took over this submission' });
    // Then the old answer arrives: it is dropped, and the queue is read again.
    heldReads.forEach((answer) => answer());
    await waitFor(() => expect(pendingCalls(calls)).toHaveLength(readsBefore + 2));

    const adaCard = await backToQueueWithAnnHolding();
    expect(within(adaCard).queryByText("You're reviewing this")).not.toBeInTheDocument();
  });

  it('copies the kept draft to the clipboard, or selects it where the browser refuses', async () => {
    renderDashboard({ routes: { [ROUTE.reply(7)]: heldByAnn() } });
    await openAndGenerate();
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    const draft = (await screen.findByRole('textbox', {
      name: 'Your draft (read-only)',
    })) as HTMLTextAreaElement;

    // The browser's clipboard, set after user-event's own stub, and clicked without it.
    const writeText = jest
      .fn()
      .mockRejectedValueOnce(new Error('denied'))
      .mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy draft' }));
    await waitFor(() => expect(draft).toHaveFocus());
    expect([draft.selectionStart, draft.selectionEnd]).toEqual([0, draft.value.length]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your draft is selected: copy it with Ctrl+C.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Copy draft' }));
    expect(await screen.findByRole('button', { name: 'Draft copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenLastCalledWith(draft.value);
    expect(screen.getByRole('status')).toHaveTextContent('Your draft is on the clipboard.');
  });
});
