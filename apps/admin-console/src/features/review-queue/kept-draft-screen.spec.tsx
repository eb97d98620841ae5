import { act, cleanup, screen } from '@testing-library/react';
import { createDefaultFormData, withComputedScores } from '@profileproof/analysis';
import { DRAFT_MESSAGES, listDrafts } from '@profileproof/session/drafts';
import { resetBrowserState } from '@profileproof/web-testing';
import { anAdminSubmissionDetail, ROUTE } from '../../testing/fixtures';
import {
  ada,
  box,
  claimCalls,
  ME,
  openCard,
  renderDashboard,
  replyCalls,
  tab,
  user,
  waitAbout,
} from './testing/dashboard';

const reportBox = () => screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement;
const restoredNotice = () => screen.queryByText(/^We restored your unsent draft from /);
const keptDrafts = (owner: string) => listDrafts(owner, 'review:');

/** The analyst's work on Ada's card: two boxes ticked, the report generated and edited. */
async function workOnAda(): Promise<string> {
  await openCard('ada@example.com');
  await user().click(box('Newly created account'));
  await user().click(box('Sparse job history'));
  await user().click(screen.getByRole('button', { name: /Generate report/ }));
  await user().type(reportBox(), '\nWritten by hand before the session ended.');
  return reportBox().value;
}

/** The session ends by itself (the guard moves to /login): the screen goes away, nothing else is done. */
async function sessionEnds() {
  await waitAbout(1_000);
  cleanup();
}

describe('admin dashboard: unsent work kept in the browser', () => {
  beforeEach(() => {
    resetBrowserState();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('restores the checklist and the edited report for the same analyst, who claims it again and sends exactly that text', async () => {
    renderDashboard();
    const typed = await workOnAda();
    await sessionEnds();
    expect(keptDrafts(ME)).toHaveLength(1);

    const calls = renderDashboard({
      routes: {
        [ROUTE.reply(7)]: {
          status: 200,
          body: {
            message: 'Reply sent',
            submission: anAdminSubmissionDetail({ ...ada, is_processed: true }),
          },
        },
      },
    });
    await act(() => Promise.resolve());
    expect(restoredNotice()).toBeInTheDocument();
    expect(tab('Preview')).toHaveAttribute('aria-selected', 'true');
    expect(reportBox().value).toBe(typed);
    await waitAbout(100);
    // Claimed again (twice under StrictMode's remount): the same analyst's claim, never released.
    expect(claimCalls(calls).map((call) => call.method)).toContain('POST');
    expect(claimCalls(calls).map((call) => call.method)).not.toContain('DELETE');

    await user().click(tab('Analysis'));
    expect(box('Newly created account')).toBeChecked();
    expect(box('Sparse job history')).toBeChecked();
    await user().click(tab('Preview'));
    await user().click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Reply sent to ada@example.com\./)).toBeInTheDocument();
    expect(replyCalls(calls)[0].body).toEqual({
      reply: typed,
      analysis: withComputedScores({
        ...createDefaultFormData(ada.linkedin_url),
        newlyCreated: true,
        sparseJobHistory: true,
      }),
      base_version: 0,
    });
    expect(restoredNotice()).not.toBeInTheDocument();
    await waitAbout(1_000);
    expect(keptDrafts(ME)).toEqual([]);
  });

  it('never shows one analyst’s draft to another account signed in on the same browser', async () => {
    renderDashboard();
    await workOnAda();
    await sessionEnds();

    renderDashboard({ analyst: 'other-analyst@example.com' });
    await act(() => Promise.resolve());
    expect(restoredNotice()).not.toBeInTheDocument();
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');
    expect(keptDrafts(ME)).toHaveLength(1);
  });

  it('Discard draft asks, then drops the work and releases the claim', async () => {
    renderDashboard();
    await workOnAda();
    await sessionEnds();

    const calls = renderDashboard();
    await waitAbout(100);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user().click(screen.getByRole('button', { name: DRAFT_MESSAGES.discard }));
    expect(confirm).toHaveBeenCalledWith(DRAFT_MESSAGES.discardQuestion);
    expect(restoredNotice()).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user().click(screen.getByRole('button', { name: DRAFT_MESSAGES.discard }));
    expect(restoredNotice()).not.toBeInTheDocument();
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');
    await waitAbout(1_000);
    expect(keptDrafts(ME)).toEqual([]);
    expect(
      claimCalls(calls)
        .map((call) => call.method)
        .at(-1),
    ).toBe('DELETE');
  });
});
