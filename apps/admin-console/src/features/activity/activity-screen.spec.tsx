import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import {
  API_PATHS,
  AUDIT_PAGE_SIZE,
  MESSAGES,
  ROUTES,
  routeTo,
  STORAGE_KEYS,
  type AuditActor,
  type AuditEntry,
} from '@profileproof/contracts';
import { formatCalendarDay, formatDateTime } from '@profileproof/ui';
import {
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { axeViolations } from '../../testing/axe';
import { signIn } from '../../testing/fixtures';
import { ActivityScreen } from './components/activity-screen';

const AUDIT = `GET ${API_PATHS.admin.audit}`;
const ACTORS = `GET ${API_PATHS.admin.auditActors}`;

const DESK: AuditActor[] = [
  { id: 1, email: 'analyst@example.com', is_current_admin: true },
  { id: 2, email: 'grace@example.com', is_current_admin: true },
  { id: 3, email: 'left@example.com', is_current_admin: false },
];

function anEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor: 'analyst@example.com',
    action: 'reply.sent',
    target_type: 'submission',
    target_id: String(100 + id),
    details: { profile_score: 72, spam_score: 10 },
    created_at: `2025-06-06T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
    ...overrides,
  };
}

/** The API's log: filtered by actor (any case) and action, newest first as given, 20 a page, past the end the last page. */
function serverLog(all: AuditEntry[]) {
  return (call: StubbedCall): StubReply => {
    const query = new URL(call.url).searchParams;
    const actor = query.get('actor')?.toLowerCase();
    const action = query.get('action');
    const matching = all.filter(
      (entry) =>
        (!actor || entry.actor?.toLowerCase() === actor) && (!action || entry.action === action),
    );
    const totalPages = Math.max(1, Math.ceil(matching.length / AUDIT_PAGE_SIZE));
    const page = Math.min(Math.max(Number(query.get('page')), 1), totalPages);
    return {
      status: 200,
      body: {
        entries: matching.slice((page - 1) * AUDIT_PAGE_SIZE, page * AUDIT_PAGE_SIZE),
        total_count: matching.length,
        total_pages: totalPages,
        current_page: page,
        // The walk asked for, or one that starts at WALK_START.
        as_of: query.get('as_of') ?? WALK_START,
        next_cursor: null,
        previous_cursor: null,
      },
    };
  };
}

const WALK_START = '2026-03-02T12:00:00.000Z';

const manyEntries = (count: number) =>
  Array.from({ length: count }, (_, index) => anEntry(count - index));

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderActivity(
  audit: StubReply | ((call: StubbedCall) => StubReply),
  entry: string = ROUTES.adminActivity,
  extra: Record<string, StubReply> = {},
) {
  const calls = stubFetch({
    ...signIn('admin'),
    [AUDIT]: audit,
    [ACTORS]: { status: 200, body: { actors: DESK } },
    ...extra,
  });
  renderScreen(
    <>
      <ActivityScreen />
      <LocationProbe />
    </>,
    { path: ROUTES.adminActivity, entry },
  );
  return calls;
}

const auditQueries = (calls: StubbedCall[]) =>
  calls
    .filter((call) => new URL(call.url).pathname === API_PATHS.admin.audit)
    .map((call) => new URL(call.url).searchParams);

const adminFilter = () => screen.getByRole('combobox', { name: 'Admin' });

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('activity screen', () => {
  beforeEach(resetBrowserState);

  it('lists the entries newest first: time, admin, action, target and details, and passes axe', async () => {
    const calls = renderActivity(
      serverLog([
        anEntry(3, {
          actor: 'grace@example.com',
          action: 'subscription.assigned',
          target_type: 'user',
          target_id: 'ada@example.com',
          details: { tier: 'premium', valid_for_days: null, end_date: null },
        }),
        anEntry(2, {
          action: 'snippet.updated',
          target_type: 'snippet',
          target_id: '4',
          details: { title: 'Weak headline' },
        }),
        anEntry(1),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Admin activity, newest first' });
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    const [plan, snippet, reply] = rows();

    expect(within(plan).getByRole('rowheader')).toHaveTextContent('Plan assigned');
    expect(plan).toHaveTextContent('grace@example.com');
    expect(plan).toHaveTextContent('ada@example.com');
    expect(plan).toHaveTextContent('Premium · no end date');
    const time = plan.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2025-06-06T10:03:00.000Z');
    expect(time).toHaveTextContent(formatDateTime('2025-06-06T10:03:00.000Z'));

    expect(within(snippet).getByRole('rowheader')).toHaveTextContent('Snippet edited');
    expect(snippet).toHaveTextContent('Snippet #4');
    expect(snippet).toHaveTextContent('“Weak headline”');

    expect(within(reply).getByRole('rowheader')).toHaveTextContent('Reply sent');
    expect(reply).toHaveTextContent('Submission #101');
    expect(reply).toHaveTextContent('Profile score 72 · spam 10');

    // One page: no pager. The first call asks for page 1, unfiltered, past any cache.
    expect(screen.queryByRole('navigation', { name: 'Pages of activity' })).not.toBeInTheDocument();
    const [query] = auditQueries(calls);
    expect(query.get('page')).toBe('1');
    expect(query.has('actor')).toBe(false);
    expect(query.has('action')).toBe(false);
    expect(Number(query.get('t'))).toBeGreaterThan(0);

    expect(await axeViolations()).toEqual([]);
  });

  it('names the operator, not an admin, for a change made from the command line or at server start', async () => {
    const operator = { actor: null, target_type: 'user' as const, target_id: 'boss@example.com' };
    renderActivity(
      serverLog([
        anEntry(2, {
          ...operator,
          action: 'admin.password_changed',
          details: { via: 'command_line', password_changed: true, sessions_ended: 2 },
        }),
        anEntry(1, {
          ...operator,
          action: 'admin.created',
          details: { via: 'server_start', password_changed: true, sessions_ended: 0 },
        }),
      ]),
    );
    await screen.findByRole('table', { name: 'Admin activity, newest first' });
    const [changed, created] = rows();
    expect(within(changed).getByRole('rowheader')).toHaveTextContent('Admin password changed');
    expect(changed).toHaveTextContent('Operator (command line)');
    expect(changed).toHaveTextContent('boss@example.com');
    expect(changed).toHaveTextContent('2 sessions ended');
    expect(within(created).getByRole('rowheader')).toHaveTextContent('Admin account created');
    expect(created).toHaveTextContent('Operator (server start)');
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by admin and action: the filters go in the address, back to page 1, and Back restores the previous ones', async () => {
    const user = userEvent.setup();
    const log = [
      ...manyEntries(30),
      anEntry(40, {
        actor: 'Grace@Example.com',
        action: 'submission.deleted',
        details: { owner: 'ada@example.com' },
      }),
      anEntry(41, { actor: 'grace@example.com', action: 'reply.resent' }),
    ];
    const calls = renderActivity(serverLog(log), `${ROUTES.adminActivity}?page=2`);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(adminFilter(), 'grace@example.com');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      'Submission deleted',
    );
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/admin/activity?actor=grace%40example.com&action=submission.deleted',
      ),
    );
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('From ada@example.com');
    const last = auditQueries(calls).at(-1);
    expect(last?.get('page')).toBe('1');
    expect(last?.get('actor')).toBe('grace@example.com');
    expect(last?.get('action')).toBe('submission.deleted');

    // Back: the unfiltered page 2 again, with empty fields.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/activity?page=2');
    expect(adminFilter()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
  });

  it("offers the desk's admins, then former ones who acted, as the Admin filter; an address from a link stays a choice", async () => {
    const user = userEvent.setup();
    renderActivity(
      serverLog([anEntry(1)]),
      `${ROUTES.adminActivity}?actor=Someone.Else%40Example.com`,
    );
    const filter = adminFilter();
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(5));
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All admins',
      'analyst@example.com',
      'grace@example.com',
      'left@example.com',
      'Someone.Else@Example.com',
    ]);
    const [current, former] = within(filter).getAllByRole('group');
    expect(current).toHaveAttribute('label', 'Admins');
    expect(
      within(current)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['analyst@example.com', 'grace@example.com']);
    expect(former).toHaveAttribute('label', 'Former admins');
    expect(filter).toHaveValue('Someone.Else@Example.com');

    // A former admin is a filter like any other.
    await user.selectOptions(filter, 'left@example.com');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/admin/activity?actor=left%40example.com',
      ),
    );
  });

  it('selects the admin an address names in another case', async () => {
    renderActivity(serverLog([anEntry(1)]), `${ROUTES.adminActivity}?actor=GRACE%40example.com`);
    await waitFor(() => expect(adminFilter()).toHaveValue('grace@example.com'));
    expect(within(adminFilter()).getAllByRole('option')).toHaveLength(4);
  });

  it('keeps the address of the link as the one admin to choose when the list of admins fails', async () => {
    const calls = renderActivity(
      serverLog([anEntry(1, { actor: 'grace@example.com' })]),
      `${ROUTES.adminActivity}?actor=grace%40example.com`,
      {
        [ACTORS]: { status: 500, body: { detail: 'Server error' } },
      },
    );
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.includes(API_PATHS.admin.auditActors)).length,
      ).toBeGreaterThanOrEqual(1),
    );
    expect(
      within(adminFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All admins', 'grace@example.com']);
    expect(adminFilter()).toHaveValue('grace@example.com');
  });

  it('links each target to what it names: a submission to the review desk, a snippet over the log; not what is gone', async () => {
    const user = userEvent.setup();
    renderActivity(
      serverLog([
        anEntry(5, {
          action: 'export.downloaded',
          target_type: 'export',
          target_id: 'reviewed-submissions-2025-06-01-to-2025-06-30.csv',
          details: { from: '2025-06-01', to: '2025-06-30', rows: 12, complete: true },
        }),
        anEntry(4, {
          action: 'snippet.deleted',
          target_type: 'snippet',
          target_id: '9',
          details: { title: 'Old' },
        }),
        anEntry(3, {
          action: 'submission.deleted',
          target_id: '77',
          details: { owner: 'ada@example.com' },
        }),
        anEntry(2, {
          action: 'snippet.updated',
          target_type: 'snippet',
          target_id: '4',
          details: { title: 'Weak headline' },
        }),
        anEntry(1),
      ]),
      `${ROUTES.adminActivity}?action=&page=1`,
      {
        [`GET ${API_PATHS.admin.snippet(4)}`]: {
          status: 200,
          body: {
            id: 4,
            title: 'Weak headline',
            body: 'Lead with what you do.',
            created_at: '2025-06-01T10:00:00.000Z',
            updated_at: '2025-06-02T10:00:00.000Z',
            updated_by: 'grace@example.com',
          },
        },
      },
    );
    await screen.findByRole('table', { name: 'Admin activity, newest first' });
    const [exported, deletedSnippet, deletedSubmission, snippet, reply] = rows();

    expect(within(reply).getByRole('link', { name: 'Submission #101' })).toHaveAttribute(
      'href',
      routeTo.adminEdit(101),
    );
    expect(within(exported).getByRole('rowheader')).toHaveTextContent('CSV exported');
    expect(exported).toHaveTextContent('reviewed-submissions-2025-06-01-to-2025-06-30.csv');
    expect(exported).toHaveTextContent(
      `12 rows · ${formatCalendarDay('2025-06-01')} – ${formatCalendarDay('2025-06-30')}`,
    );
    for (const row of [exported, deletedSnippet, deletedSubmission])
      expect(within(row).queryByRole('link')).not.toBeInTheDocument();

    const link = within(snippet).getByRole('link', { name: 'Snippet #4' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: '“Weak headline”' });
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/admin/activity?action=&page=1&snippet=4',
    );
    expect(within(dialog).getByText('Lead with what you do.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      `Last saved ${formatDateTime('2025-06-02T10:00:00.000Z')} by grace@example.com`,
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/activity\?action=&page=1$/);
    expect(link).toHaveFocus();
  });

  it('says so when the snippet a link names has been deleted since', async () => {
    const user = userEvent.setup();
    renderActivity(serverLog([anEntry(1)]), `${ROUTES.adminActivity}?snippet=8`, {
      [`GET ${API_PATHS.admin.snippet(8)}`]: {
        status: 404,
        body: { detail: 'Snippet not found.' },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Snippet #8' });
    expect(
      await within(dialog).findByText('This snippet has been deleted since.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/activity$/),
    );
  });

  it('opens the page and filters named in the address, as after a reload, with the fields filled in', async () => {
    const log = Array.from({ length: 45 }, (_, index) =>
      anEntry(45 - index, { action: 'reply.resent' }),
    );
    const calls = renderActivity(
      serverLog(log),
      `${ROUTES.adminActivity}?page=2&actor=analyst%40example.com&action=reply.resent`,
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 entries')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(adminFilter()).getByRole('option', { selected: true })).toHaveTextContent(
        'analyst@example.com',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('reply.resent');
    const [query] = auditQueries(calls);
    expect([query.get('page'), query.get('actor'), query.get('action')]).toEqual([
      '2',
      'analyst@example.com',
      'reply.resent',
    ]);
  });

  it('pages with Previous and Next and keeps the filters; a page past the end shows the last one', async () => {
    const user = userEvent.setup();
    renderActivity(serverLog(manyEntries(45)), `${ROUTES.adminActivity}?action=reply.sent&page=9`);
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/admin/activity?action=reply.sent&page=3',
      ),
    );
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/admin/activity?action=reply.sent&page=2',
    );
    await waitFor(() => expect(rows()).toHaveLength(AUDIT_PAGE_SIZE));

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/activity?action=reply.sent');
  });

  it("walks as of page 1: later pages are read as the log stood then (entries appended meanwhile wait), and keep the walk's filters", async () => {
    const user = userEvent.setup();
    const calls = renderActivity(
      serverLog(manyEntries(45)),
      `${ROUTES.adminActivity}?action=reply.sent`,
    );
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    const asked = auditQueries(calls).map((query) => [query.get('page'), query.get('as_of')]);
    expect(asked[0]).toEqual(['1', null]);
    expect(asked.filter(([page]) => page !== '1').every(([, asOf]) => asOf === WALK_START)).toBe(
      true,
    );
    expect(auditQueries(calls).every((query) => query.get('action') === 'reply.sent')).toBe(true);
    expect(
      new URLSearchParams(screen.getByTestId('address').textContent?.split('?')[1]).get('as_of'),
    ).toBe(WALK_START);
  });

  it("says 'No activity yet.' when the log is empty", async () => {
    renderActivity(serverLog([]));
    expect(await screen.findByRole('heading', { name: 'No activity yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'No entries match these filters.' and Clear filters shows everything again", async () => {
    const user = userEvent.setup();
    renderActivity(serverLog([anEntry(1)]), `${ROUTES.adminActivity}?actor=nobody%40example.com`);
    expect(
      await screen.findByRole('heading', { name: 'No entries match these filters.' }),
    ).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]);
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/activity$/),
    );
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(adminFilter()).toHaveValue('');
  });

  it('reads an action it does not know as no filter, without asking the server for it', async () => {
    const calls = renderActivity(
      serverLog([anEntry(1)]),
      `${ROUTES.adminActivity}?action=drop.tables`,
    );
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(auditQueries(calls)[0].has('action')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
  });

  it('says when the log cannot be loaded, and Try again asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const calls = renderActivity((call) =>
      fail
        ? { status: 500, body: { detail: 'Database unavailable' } }
        : serverLog([anEntry(1)])(call),
    );
    // One more try first, as every admin list does.
    const panel = await screen.findByRole(
      'heading',
      { name: 'The activity could not be shown' },
      { timeout: 3000 },
    );
    expect(auditQueries(calls)).toHaveLength(2);
    expect(panel.parentElement).toHaveTextContent('Failed to load the activity');
    expect(panel.parentElement).not.toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(auditQueries(calls)).toHaveLength(3);
  });

  it('names the filter the server refused, and does not ask again', async () => {
    const calls = renderActivity({
      status: 400,
      body: {
        detail: 'Validation failed',
        errors: { actor: ['actor must be shorter than or equal to 254 characters'] },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the activity: actor: actor must be shorter than or equal to 254 characters',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(auditQueries(calls)).toHaveLength(1);
  });

  it("says 'Not authenticated as admin' on a 403 and ends the session", async () => {
    renderActivity({ status: 403, body: { detail: 'Admin role required' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admin.notAdmin);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login);
  });

  it('asks the server nothing for a signed-in user who is not an admin', async () => {
    const calls = stubFetch({ ...signIn('user'), [AUDIT]: serverLog([]) });
    renderScreen(<ActivityScreen />, { path: ROUTES.adminActivity });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.admin.notAdmin);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes(API_PATHS.auth.profile))).toBe(true),
    );
    expect(auditQueries(calls)).toHaveLength(0);
  });
});
