import { fireEvent, screen, within } from '@testing-library/react';
import {
  EXPORT_RANGE_REVERSED,
  ROUTES,
  type TeamWorkloadResponse,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import {
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubReply,
} from '@profileproof/web-testing';
import { axeViolations } from '../../testing/axe';
import { ROUTE, signIn } from '../../testing/fixtures';
import { TeamScreen } from './components/team-screen';
import { formatMinutes } from './team-period';

const TEXT = DESK_SCREENS.team;

const WORKLOAD: TeamWorkloadResponse = {
  from: '2025-06-01',
  to: '2025-06-30',
  desk: {
    reviews: 12,
    median_handling_minutes: 75,
    within_window_pct: 91.7,
    avg_rating: 4.25,
    holding: 1,
  },
  reviewers: [
    {
      email: 'ada@example.com',
      reviews: 12,
      median_handling_minutes: 75,
      within_window_pct: 91.7,
      avg_rating: 4.25,
      holding: 1,
    },
    {
      email: 'bob@example.com',
      reviews: 0,
      median_handling_minutes: null,
      within_window_pct: null,
      avg_rating: null,
      holding: 0,
    },
  ],
};

function renderTeam(reply: StubReply, entry: string = ROUTES.adminTeam) {
  const calls = stubFetch({ ...signIn('admin'), [ROUTE.team]: reply });
  const { container } = renderScreen(<TeamScreen />, { path: ROUTES.adminTeam, entry });
  return Object.assign(calls, { container });
}

/** The row whose header cell says `who`. */
function rowOf(table: HTMLElement, who: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('th')?.textContent === who);
  if (!row) throw new Error(`No row for ${who}`);
  return row;
}

const teamCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.includes('/team/'));

describe('team screen', () => {
  beforeEach(resetBrowserState);

  it("shows each reviewer's figures and the desk's, with dashes where there is nothing to measure", async () => {
    renderTeam({ status: 200, body: WORKLOAD });
    const table = await screen.findByRole('table', { name: TEXT.tableLabel });
    const ada = rowOf(table, 'ada@example.com');
    expect(
      within(ada)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '1 h 15 min', '91.7%', '4.3 / 5', '1']);
    const bob = rowOf(table, 'bob@example.com');
    expect(
      within(bob)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '—', '—', '—', '0']);
    expect(within(rowOf(table, TEXT.desk)).getAllByRole('cell')[0]).toHaveTextContent('12');
  });

  it('reads the period from the address and puts a new one there', async () => {
    const calls = renderTeam(
      { status: 200, body: WORKLOAD },
      `${ROUTES.adminTeam}?from=2025-06-01&to=2025-06-30`,
    );
    await screen.findByRole('table', { name: TEXT.tableLabel });
    expect(teamCalls(calls)[0].url).toContain('from=2025-06-01');
    expect(teamCalls(calls)[0].url).toContain('to=2025-06-30');
    expect(screen.getByLabelText(TEXT.from)).toHaveValue('2025-06-01');
    fireEvent.change(screen.getByLabelText(TEXT.from), { target: { value: '2025-06-15' } });
    fireEvent.click(screen.getByRole('button', { name: TEXT.apply }));
    await screen.findByDisplayValue('2025-06-15');
    await screen.findByRole('table');
    expect(teamCalls(calls).some((call) => call.url.includes('from=2025-06-15'))).toBe(true);
  });

  it("shows the API's refusal of a period under its field", async () => {
    renderTeam({
      status: 400,
      body: { detail: VALIDATION_FAILED, errors: { to: [EXPORT_RANGE_REVERSED] } },
    });
    expect(await screen.findByText(EXPORT_RANGE_REVERSED)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderTeam({ status: 200, body: WORKLOAD });
    await screen.findByRole('table', { name: TEXT.tableLabel });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('writes handling times for people', () => {
    expect([0, 35, 60, 125, 1500].map(formatMinutes)).toEqual([
      '0 min',
      '35 min',
      '1 h',
      '2 h 5 min',
      '25 h',
    ]);
    expect(formatMinutes(null)).toBeNull();
  });
});
