import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '@profileproof/web-testing';
import { anAdminSubmission } from '../../testing/fixtures';
import { aStats, axeOfDashboard, pendingCalls, renderDashboard } from './testing/dashboard';

const MINUTE_MS = 60_000;

/** Issue 26: due times, overdue, and the queue's search and filters kept in the address. */
describe('admin dashboard: due times, overdue and the queue search', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.restoreAllMocks());

  const now = Date.now();
  const premium = anAdminSubmission({
    id: 21,
    email: 'premium@example.com',
    tier: 'premium',
    created_at: new Date(now - 25 * MINUTE_MS).toISOString(),
    due_by: new Date(now + 35 * MINUTE_MS + 20_000).toISOString(),
  });
  const late = anAdminSubmission({
    id: 22,
    email: 'late@example.com',
    created_at: new Date(now - 26 * 60 * MINUTE_MS).toISOString(),
    due_by: new Date(now - 2 * 60 * MINUTE_MS).toISOString(),
  });
  const queue = { status: 200, body: { submissions: [premium, late] } };
  const card = (email: string) =>
    screen.findByRole('article', { name: `Submission from ${email}` });

  it("says each card's due time in words, and overdue ones in red with an icon and the word", async () => {
    renderDashboard({ pending: queue });

    const onTime = await card(premium.email);
    expect(within(onTime).getByText('Due in 35 min')).toBeInTheDocument();
    const overdue = await card(late.email);
    const label = within(overdue).getByText('Overdue by 2 h');
    expect(label).toHaveClass('queue-card__due--overdue');
    expect(label.querySelector('svg')).not.toBeNull();
    expect(await axeOfDashboard()).toEqual([]);
  });

  it('shows the overdue count and the share answered within the promised window', async () => {
    renderDashboard({
      pending: queue,
      stats: { status: 200, body: aStats({ overdue_now: 3, within_window_pct_30d: 87.4 }) },
    });

    const overdue = (await screen.findByText('Overdue now')).closest('div');
    expect(overdue).toHaveTextContent('3past their promised time');
    expect(overdue).toHaveClass('stats-tile--alert');
    const within30 = screen.getByText('Answered within the promised window').closest('div');
    expect(within30).toHaveTextContent('87%last 30 days');
  });

  it('asks the API with the filters of the address and keeps them in the fields', async () => {
    const calls = renderDashboard({
      pending: queue,
      entry: '/admin/dashboard?q=premium&tier=premium&overdue=true',
    });

    await card(premium.email);
    const asked = new URL(pendingCalls(calls)[0].url).searchParams;
    expect(asked.get('q')).toBe('premium');
    expect(asked.get('tier')).toBe('premium');
    expect(asked.get('overdue')).toBe('true');
    const search = screen.getByRole('search', { name: 'Search the queue' });
    expect(within(search).getByRole('searchbox', { name: 'Search' })).toHaveValue('premium');
    expect(within(search).getByRole('combobox', { name: 'Plan' })).toHaveValue('premium');
    expect(within(search).getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  });

  it('searches on Search, refuses a search under 3 characters, and clears', async () => {
    const calls = renderDashboard({ pending: queue });
    const search = screen.getByRole('search', { name: 'Search the queue' });
    const box = within(search).getByRole('searchbox', { name: 'Search' });
    const user = userEvent.setup();
    await card(premium.email);

    await user.type(box, 'ab');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await within(search).findByText('Type at least 3 characters')).toBeInTheDocument();
    expect(pendingCalls(calls).some((call) => call.url.includes('q='))).toBe(false);

    await user.type(box, 'a@ex');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Plan' }), 'free');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await screen.findByText(/submissions matching/);
    const asked = new URL(pendingCalls(calls).at(-1)?.url ?? '').searchParams;
    expect(asked.get('q')).toBe('aba@ex');
    expect(asked.get('tier')).toBe('free');

    await user.click(
      within(screen.getByRole('search', { name: 'Search the queue' })).getByRole('button', {
        name: 'Clear',
      }),
    );
    // The whole queue again (as first read), with empty fields.
    await screen.findByText(/submissions waiting/);
    const fields = screen.getByRole('search', { name: 'Search the queue' });
    expect(within(fields).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(within(fields).getByRole('combobox', { name: 'Plan' })).toHaveValue('');
  });

  it('says nothing matches, rather than all caught up, when the filters find nothing', async () => {
    renderDashboard({
      pending: { status: 200, body: { submissions: [] } },
      entry: '/admin/dashboard?q=nobody',
    });
    expect(await screen.findByText('No pending submission matches')).toBeInTheDocument();
    expect(screen.queryByText('All caught up')).toBeNull();
  });
});
