import { screen, waitFor, within } from '@testing-library/react';
import { CLAIM_MESSAGES, MESSAGES, REPLY_REDIRECT_MS } from '@profileproof/contracts';
import { PLACEHOLDER_MESSAGES } from '@profileproof/contracts/placeholders';
import { resetBrowserState } from '@profileproof/web-testing';
import { aClaim, anAdminSubmissionDetail, ROUTE } from '../../testing/fixtures';
import { REVIEW_SHORTCUTS } from './review-shortcuts';
import {
  ada,
  axeOfDashboard,
  box,
  openCard,
  renderDashboard,
  replyCalls,
  tab,
  user,
  waitAbout,
} from './testing/dashboard';

const sentReply = {
  status: 200,
  body: {
    message: 'Reply sent',
    submission: anAdminSubmissionDetail({ ...ada, is_processed: true }),
  },
};
const press = (keys: string) => user().keyboard(keys);
const report = () => screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement;
const dialog = () => screen.queryByRole('dialog', { name: 'Keyboard shortcuts' });

/** Opens ada's checklist with the focus off every field, as after a click on the card. */
async function openChecklist() {
  const calls = renderDashboard({ routes: { [ROUTE.reply(7)]: sentReply } });
  await openCard('ada@example.com');
  (document.activeElement as HTMLElement | null)?.blur();
  return calls;
}

describe('admin dashboard: the keyboard', () => {
  beforeEach(resetBrowserState);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('moves through the fields to tick or choose with j and k, skipping typed and computed ones', async () => {
    await openChecklist();
    await press('j');
    // The account type's chosen option is the first; the number and date fields are Tab's.
    expect(screen.getByRole('radio', { name: 'Premium' })).toHaveFocus();
    await press('j');
    expect(box('Has verification shield')).toHaveFocus();
    await press('jj');
    expect(box('Has a professional photo')).toHaveFocus();
    await press('k');
    expect(box('Has a custom profile URL')).toHaveFocus();

    // From the last box, j stays: the computed "Good for outreach" is not a field to tick.
    box('Posts get no engagement').focus();
    await press('j');
    expect(box('Posts get no engagement')).toHaveFocus();
    // From a number the analyst tabbed into and left, j goes on from there.
    screen.getByLabelText('Account age (years)').focus();
    await press('{Tab}');
    expect(screen.getByLabelText('Profile last updated')).toHaveFocus();
    await press('{Tab}');
    await press('j');
    expect(box('Has a custom profile URL')).toHaveFocus();
  });

  it('ticks and unticks the focused box with x, and Space still does as it always did', async () => {
    await openChecklist();
    box('Newly created account').focus();
    await press('x');
    expect(box('Newly created account')).toBeChecked();
    await press('x');
    expect(box('Newly created account')).not.toBeChecked();
    await press(' ');
    expect(box('Newly created account')).toBeChecked();
    // x on something that is not a box does nothing.
    screen.getByRole('radio', { name: 'Premium' }).focus();
    await press('x');
    expect(screen.getByRole('radio', { name: 'Premium' })).toBeChecked();
  });

  it('generates the report with g and sends it with s, through the same checks and calls as the buttons', async () => {
    jest.useFakeTimers();
    const calls = await openChecklist();
    box('Newly created account').focus();
    await press('x');
    await press('g');
    expect(tab('Preview')).toHaveAttribute('aria-selected', 'true');
    expect(report().value).toContain('Risk level: Low');

    // A blank report is refused, as by the button.
    await user().clear(report());
    report().blur();
    await press('s');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.admin.generateAnalysisFirst);
    expect(replyCalls(calls)).toHaveLength(0);

    await user().type(report(), 'Kind regards');
    report().blur();
    await press('s');
    // One key never sends: s asks first, and Enter confirms.
    expect(screen.getByRole('dialog', { name: 'Send this reply?' })).toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(0);
    await press('{Enter}');
    expect(await screen.findByText(/Reply sent to ada@example.com\./)).toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(1);
    expect(replyCalls(calls)[0].body).toEqual({
      reply: 'Kind regards',
      analysis: expect.any(Object),
      base_version: 0,
    });
    // Sent: s sends nothing more.
    await press('s');
    expect(replyCalls(calls)).toHaveLength(1);
    await waitAbout(REPLY_REDIRECT_MS);
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');
  });

  it('asks before s sends: a dialog with the focus on Send reply; Esc goes back to the report and sends nothing', async () => {
    const calls = await openChecklist();
    await press('g');
    (document.activeElement as HTMLElement | null)?.blur();
    await press('s');
    const confirm = screen.getByRole('dialog', { name: 'Send this reply?' });
    expect(confirm).toHaveAttribute('aria-modal', 'true');
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining('ada@example.com'));
    expect(within(confirm).getByRole('button', { name: 'Send reply' })).toHaveFocus();
    expect(await axeOfDashboard()).toEqual([]);

    // While it is open, the review's keys rest and Tab stays inside.
    await press('sg{Tab}{Tab}');
    expect(within(confirm).getByRole('button', { name: 'Send reply' })).toHaveFocus();
    await press('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(0);
    expect(tab('Preview')).toHaveAttribute('aria-selected', 'true');

    // Cancel with the mouse too; the button itself sends at once, as it always did.
    await press('s');
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(replyCalls(calls)).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: /Send reply/ }));
    await waitFor(() => expect(replyCalls(calls)).toHaveLength(1));
  });

  it('refuses at once, without asking, a report that still holds a {placeholder}, with the words the API uses', async () => {
    const calls = await openChecklist();
    await press('g');
    await user().type(report(), 'Dear {{first_name}, see {{score}.');
    report().blur();
    await press('s');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(report()).toHaveAccessibleDescription(
      expect.stringContaining(PLACEHOLDER_MESSAGES.inReport(['{first_name}', '{score}'])),
    );
    await user().click(screen.getByRole('button', { name: /Send reply/ }));
    expect(replyCalls(calls)).toHaveLength(0);
  });

  it('asks before g replaces an edited report, as the button does', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await openChecklist();
    await press('g');
    await user().type(report(), ' edited');
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    await press('g');
    expect(confirm).toHaveBeenCalledWith(MESSAGES.admin.overwriteReport);
    expect(report().value).toMatch(/ edited$/);
  });

  it('does nothing while the analyst types in a field', async () => {
    const calls = await openChecklist();
    const connections = screen.getByLabelText('Number of connections');
    await user().click(connections);
    await press('jgx');
    expect(connections).toHaveFocus();
    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');

    await user().click(screen.getByRole('button', { name: /Generate report/ }));
    await user().type(report(), ' yes');
    expect(report().value).toMatch(/ yes$/);
    expect(report()).toHaveFocus();
    expect(replyCalls(calls)).toHaveLength(0);
    expect(dialog()).not.toBeInTheDocument();
    await press('?');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('leaves keys held with Ctrl, Alt or Meta alone', async () => {
    const calls = await openChecklist();
    box('Newly created account').focus();
    await press('{Control>}x{/Control}{Alt>}j{/Alt}{Meta>}g{/Meta}');
    expect(box('Newly created account')).not.toBeChecked();
    expect(box('Newly created account')).toHaveFocus();
    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');
    await press('g');
    await press('{Control>}s{/Control}');
    expect(replyCalls(calls)).toHaveLength(0);
  });

  it('offers no checklist keys where there is no checklist: the queue, or another admin’s claim', async () => {
    renderDashboard({
      routes: {
        [ROUTE.claim(7)]: {
          status: 409,
          body: { detail: CLAIM_MESSAGES.heldByAnother, ...aClaim('ann@example.com') },
        },
      },
    });
    await screen.findAllByRole('article');
    await press('gj');
    expect(tab('Submissions')).toHaveAttribute('aria-selected', 'true');

    await openCard('ada@example.com');
    const heading = await screen.findByRole('heading', { name: 'Claimed by another admin' });
    await press('jg');
    expect(heading).toHaveFocus();
    expect(tab('Analysis')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Claimed by another admin' })).toBeInTheDocument();
  });

  it('lists the keys in a dialog on ?, with the focus inside, and closes it on Esc, handing the focus back', async () => {
    const calls = await openChecklist();
    box('Has a professional photo').focus();
    await press('?');
    const shortcuts = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(shortcuts).toHaveAttribute('aria-modal', 'true');
    const close = within(shortcuts).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    const rows = within(shortcuts).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      REVIEW_SHORTCUTS.map(({ keys, does }) => `${keys.join(' or ')}${does}`),
    );
    expect(await axeOfDashboard()).toEqual([]);

    // While it is open, the review's keys rest and Tab stays inside.
    await press('js');
    await press('{Tab}');
    expect(close).toHaveFocus();
    expect(replyCalls(calls)).toHaveLength(0);

    await press('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(box('Has a professional photo')).toHaveFocus();
  });

  it('opens the same dialog from the hint, and closes it with Close', async () => {
    await openChecklist();
    const hint = screen.getByRole('button', { name: 'Press ? for keyboard shortcuts' });
    await user().click(hint);
    await user().click(
      within(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(dialog()).not.toBeInTheDocument();
    await waitFor(() => expect(hint).toHaveFocus());
  });

  it('has no accessibility violation axe can find on the checklist, with the hint', async () => {
    await openChecklist();
    expect(await axeOfDashboard()).toEqual([]);
  });
});
