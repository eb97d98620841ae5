import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import {
  FORMER_ADMIN,
  MESSAGES,
  PROCESSED_PAGE_SIZE,
  ROUTES,
  routeTo,
  STORAGE_KEYS,
  type ReviewedSubmission,
} from '@profileproof/contracts';
import {
  networkDown,
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { anAdminSubmission, ROUTE, signIn } from '../../testing/fixtures';
import { ReviewedScreen } from './components/reviewed-screen';

const REPORT = [
  'LinkedIn Profile Analysis Report',
  '================================',
  '',
  'Profile: https://www.linkedin.com/in/ada-lovelace',
  'Report date: 6 June 2025',
  '',
  'Summary',
  '-------',
  'Overall profile score: 72/100',
  'Risk level: Low',
].join('\n');

function aReviewed(id: number, overrides: Partial<ReviewedSubmission> = {}): ReviewedSubmission {
  return {
    ...anAdminSubmission({
      id,
      email: `customer${id}@example.com`,
      is_processed: true,
      admin_reply: REPORT,
      admin_reply_date: '2025-06-06T10:00:00.000Z',
      form_data: { profileScorePercentage: 72 },
    }),
    replied_by: 'analyst@example.com',
    ...overrides,
  };
}

/** The instant a walk that starts in these tests is pinned to. */
const WALK_START = '2025-06-06T12:00:00.000Z';

/**
 * The server's paging: 10 a page, newest first as given, a page past the end answers the last
 * one; each answer is of the walk asked (`as_of`), or of one that starts at WALK_START.
 */
function serverPages(all: ReviewedSubmission[]) {
  return (call: StubbedCall): StubReply => {
    const asked = Number(new URL(call.url).searchParams.get('page'));
    const asOf = new URL(call.url).searchParams.get('as_of') ?? WALK_START;
    const totalPages = Math.max(1, Math.ceil(all.length / PROCESSED_PAGE_SIZE));
    const page = Math.min(Math.max(asked, 1), totalPages);
    return {
      status: 200,
      body: {
        submissions: all.slice((page - 1) * PROCESSED_PAGE_SIZE, page * PROCESSED_PAGE_SIZE),
        total_count: all.length,
        total_pages: totalPages,
        current_page: page,
        as_of: asOf,
        next_cursor: null,
        previous_cursor: null,
      },
    };
  };
}

const manyReviewed = (count: number) =>
  Array.from({ length: count }, (_, index) => aReviewed(index + 1));

/** Shows the address, so a test can see the page kept in the URL, and goes back as the browser does. */
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

function renderReviewed(
  processed: StubReply | ((call: StubbedCall) => StubReply | Promise<StubReply>),
  {
    entry = ROUTES.adminReviewed as string,
    extra = {} as Record<
      string,
      StubReply | ((call: StubbedCall) => StubReply | Promise<StubReply>)
    >,
  } = {},
) {
  const calls = stubFetch({ ...signIn('admin'), [ROUTE.processed]: processed, ...extra });
  renderScreen(
    <>
      <ReviewedScreen />
      <LocationProbe />
    </>,
    { path: ROUTES.adminReviewed, entry },
  );
  return calls;
}

const pagesAsked = (calls: StubbedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.includes('/api/admin/processed/'))
    .map((call) => Number(new URL(call.url).searchParams.get('page')));

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('reviewed submissions screen', () => {
  beforeEach(resetBrowserState);

  it('says who sent each reply: the admin, Former admin once their account is gone, a dash without a reply', async () => {
    renderReviewed(
      serverPages([
        aReviewed(1, { email: 'ada@example.com', replied_by: 'grace.hopper@profileproof.example' }),
        aReviewed(2, { email: 'alan@example.com', replied_by: null }),
        aReviewed(3, {
          email: 'spam@example.com',
          replied_by: null,
          admin_reply: null,
          admin_reply_date: null,
        }),
      ]),
    );
    const repliedBy = async (email: string) =>
      within(await screen.findByRole('article', { name: email })).getByText('Replied by')
        .nextElementSibling;
    expect(await repliedBy('ada@example.com')).toHaveTextContent(
      /^grace\.hopper@profileproof\.example$/,
    );
    expect(await repliedBy('alan@example.com')).toHaveTextContent(new RegExp(`^${FORMER_ADMIN}$`));
    expect(await repliedBy('spam@example.com')).toHaveTextContent(/^—$/);
  });

  it('lists each reviewed submission with its submitter, tier, profile link, dates, score and the start of the reply', async () => {
    const calls = renderReviewed(
      serverPages([
        aReviewed(7, {
          email: 'ada@example.com',
          tier: 'premium',
          created_at: '2025-06-05T09:30:00.000Z',
        }),
      ]),
    );
    const row = await screen.findByRole('article', { name: 'ada@example.com' });
    expect(within(row).getByText('Premium')).toBeInTheDocument();
    const profile = within(row).getByRole('link', { name: /linkedin\.com\/in\/ada-lovelace/ });
    expect(profile).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-lovelace');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(profile).toHaveAccessibleName(/opens in a new tab/);
    expect(
      within(row).getByText('Submitted').nextElementSibling?.querySelector('time'),
    ).toHaveAttribute('dateTime', '2025-06-05T09:30:00.000Z');
    expect(
      within(row).getByText('Replied').nextElementSibling?.querySelector('time'),
    ).toHaveAttribute('dateTime', '2025-06-06T10:00:00.000Z');
    expect(within(row).getByText('Replied by').nextElementSibling).toHaveTextContent(
      'analyst@example.com',
    );
    expect(within(row).getByRole('meter', { name: 'Profile score' })).toHaveAttribute(
      'aria-valuenow',
      '72',
    );
    expect(within(row).getByText('Risk level: Low')).toBeInTheDocument();
    expect(screen.getByText('1 reviewed submission')).toBeInTheDocument();
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: /Pages/ })).not.toBeInTheDocument();

    const url = new URL(
      calls.find((call) => call.url.includes('/api/admin/processed/'))?.url ?? '',
    );
    expect(url.searchParams.get('page')).toBe('1');
    expect(Number(url.searchParams.get('t'))).toBeGreaterThan(0);
  });

  it('falls back to the score written in the report, and says when there is none', async () => {
    renderReviewed(
      serverPages([
        aReviewed(2, { form_data: null, admin_reply: 'Overall profile score: 55/100' }),
        aReviewed(1, { form_data: null, admin_reply: 'Thanks, looks fine.' }),
      ]),
    );
    const [withReportScore, withoutScore] = await screen.findAllByRole('article');
    expect(within(withReportScore).getByRole('meter')).toHaveAttribute('aria-valuenow', '55');
    expect(within(withoutScore).queryByRole('meter')).not.toBeInTheDocument();
    expect(within(withoutScore).getByText('No score')).toBeInTheDocument();
    expect(within(withoutScore).getByText('Thanks, looks fine.')).toBeInTheDocument();
  });

  it('pages with Previous and Next, keeps the page in the URL and shows the total', async () => {
    const user = userEvent.setup();
    const calls = renderReviewed(serverPages(manyReviewed(23)));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('23 reviewed submissions')).toBeInTheDocument();
    expect(rows()).toHaveLength(PROCESSED_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/reviewed?page=2');
    expect(
      await screen.findByRole('article', { name: 'customer11@example.com' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(pagesAsked(calls)).toEqual(expect.arrayContaining([1, 2, 3]));

    // Each page is a history entry: Back returns to the one before.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/reviewed?page=3');
  });

  it('walks as of page 1: Next and Previous keep its instant (in the address), page 1 and new filters start a new walk', async () => {
    const user = userEvent.setup();
    const calls = renderReviewed(serverPages(manyReviewed(23)));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const walkOf = (page: number) =>
      calls
        .filter((call) => call.url.includes('/api/admin/processed/'))
        .filter((call) => new URL(call.url).searchParams.get('page') === String(page))
        .map((call) => new URL(call.url).searchParams.get('as_of'));
    // Page 1 starts the walk: no instant asked, the answer names it.
    expect(walkOf(1)).toEqual([null]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(
      new URLSearchParams(screen.getByTestId('address').textContent?.split('?')[1]).get('as_of'),
    ).toBe(WALK_START);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    // Every later page of the walk is read as of page 1's instant.
    expect(walkOf(2).every((asOf) => asOf === WALK_START)).toBe(true);
    expect(walkOf(3)).toEqual(expect.arrayContaining([WALK_START]));
    expect(walkOf(3).every((asOf) => asOf === WALK_START)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    // Back on page 1: a new walk, the address carries no instant.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/reviewed$/);
  });

  it('opens the page named in the URL, as after a reload', async () => {
    const calls = renderReviewed(serverPages(manyReviewed(23)), {
      entry: `${ROUTES.adminReviewed}?page=2`,
    });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'customer11@example.com' })).toBeInTheDocument();
    expect(pagesAsked(calls)[0]).toBe(2);
  });

  it('shows the page the server answered when the one asked for is past the end', async () => {
    const calls = renderReviewed(serverPages(manyReviewed(23)), {
      entry: `${ROUTES.adminReviewed}?page=9`,
    });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/admin/reviewed?page=3'),
    );
    expect(rows()).toHaveLength(3);
    // The answer is kept for page 3: it is not asked for again.
    expect(pagesAsked(calls).filter((page) => page === 3)).toHaveLength(0);
  });

  it('reads a page number it cannot use as page 1', async () => {
    const calls = renderReviewed(serverPages(manyReviewed(3)), {
      entry: `${ROUTES.adminReviewed}?page=abc`,
    });
    expect(await screen.findByText('3 reviewed submissions')).toBeInTheDocument();
    expect(pagesAsked(calls)[0]).toBe(1);
  });

  it('links Edit to the dashboard in edit mode for that submission', async () => {
    const user = userEvent.setup();
    renderReviewed(serverPages([aReviewed(42, { email: 'ada@example.com' })]));
    const row = await screen.findByRole('article', { name: 'ada@example.com' });
    const edit = within(row).getByRole('link', { name: /Edit/ });
    expect(edit).toHaveAttribute('href', routeTo.adminEdit(42));
    await user.click(edit);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard?edit=42');
  });

  it('asks before deleting, and Cancel keeps the submission', async () => {
    const user = userEvent.setup();
    const calls = renderReviewed(serverPages([aReviewed(7, { email: 'ada@example.com' })]));
    const row = await screen.findByRole('article', { name: 'ada@example.com' });
    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.admin.confirmDelete);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(within(row).getByRole('button', { name: /Delete/ })).toHaveFocus();
  });

  it('deletes after confirmation: busy meanwhile, then the row leaves and the list is fetched again', async () => {
    const user = userEvent.setup();
    let all = [
      aReviewed(8, { email: 'grace@example.com' }),
      aReviewed(7, { email: 'ada@example.com' }),
    ];
    let answerDelete: (reply: StubReply) => void = () => undefined;
    const calls = renderReviewed((call) => serverPages(all)(call), {
      extra: {
        [ROUTE.deleteProcessed(7)]: () =>
          new Promise<StubReply>((resolve) => {
            answerDelete = resolve;
          }),
      },
    });
    const row = await screen.findByRole('article', { name: 'ada@example.com' });
    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const busy = await within(screen.getByRole('dialog')).findByRole('button', {
      name: 'Deleting...',
    });
    expect(busy).toBeDisabled();
    const listCallsBefore = pagesAsked(calls).length;
    all = [all[0]];
    answerDelete({ status: 200, body: { message: 'Submission deleted' } });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'ada@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'grace@example.com' })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Deleted the submission from ada@example.com.');
    expect(notice.parentElement).toHaveFocus();
    await waitFor(() => expect(pagesAsked(calls).length).toBeGreaterThan(listCallsBefore));
    expect(await screen.findByText('1 reviewed submission')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain(
      '/api/admin/processed/7/',
    );
  });

  it("says 'Failed to delete submission' when the deletion fails, with the server's reason when it gives one", async () => {
    const user = userEvent.setup();
    renderReviewed(
      serverPages([
        aReviewed(7, { email: 'ada@example.com' }),
        aReviewed(8, { email: 'grace@example.com' }),
      ]),
      {
        extra: {
          [ROUTE.deleteProcessed(7)]: {
            status: 409,
            body: { detail: 'The submission is being edited' },
          },
          [ROUTE.deleteProcessed(8)]: { status: 500, body: { detail: 'Internal server error' } },
        },
      },
    );
    const ada = await screen.findByRole('article', { name: 'ada@example.com' });
    await user.click(within(ada).getByRole('button', { name: /Delete/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${MESSAGES.admin.deleteFailed}: The submission is being edited`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'ada@example.com' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'grace@example.com' })).getByRole('button', {
        name: /Delete/,
      }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        new RegExp(`^${MESSAGES.admin.deleteFailed}$`),
      ),
    );
  });

  it('leads to the review queue when nothing has been reviewed yet', async () => {
    renderReviewed(serverPages([]));
    expect(
      await screen.findByRole('heading', { name: 'Nothing reviewed yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the review queue' })).toHaveAttribute(
      'href',
      ROUTES.adminDashboard,
    );
    expect(screen.queryByRole('navigation', { name: /Pages/ })).not.toBeInTheDocument();
  });

  it('shows a loading state until the list arrives', async () => {
    renderReviewed(() => new Promise<StubReply>(() => undefined));
    expect(await screen.findByText('Loading reviewed submissions...')).toBeInTheDocument();
  });

  it("says 'Failed to fetch submissions' after one more try, and Try again fetches again", async () => {
    const user = userEvent.setup();
    let answer: StubReply = { status: 503, body: { detail: 'Service unavailable' } };
    const calls = renderReviewed(() => answer);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      MESSAGES.admin.fetchFailed,
    );
    expect(pagesAsked(calls)).toHaveLength(2);

    answer = {
      status: 200,
      body: {
        submissions: [aReviewed(7, { email: 'ada@example.com' })],
        total_count: 1,
        total_pages: 1,
        current_page: 1,
      },
    };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'ada@example.com' })).toBeInTheDocument();
  });

  it('says so when the network is down', async () => {
    renderReviewed(networkDown());
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      MESSAGES.admin.fetchFailed,
    );
  });

  it("says 'Not authenticated as admin' on a 403, ends the session and does not retry", async () => {
    const calls = renderReviewed({ status: 403, body: { detail: 'Admin role required' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admin.notAdmin);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(pagesAsked(calls)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login);
  });

  it("says 'Not authenticated as admin' to a signed-in user who is not an admin, and asks the server nothing", async () => {
    const calls = stubFetch({ ...signIn('user'), [ROUTE.processed]: serverPages([]) });
    renderScreen(<ReviewedScreen />, { path: ROUTES.adminReviewed });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.admin.notAdmin);
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('/api/auth/profile/'))).toBe(true),
    );
    expect(pagesAsked(calls)).toHaveLength(0);
  });
});
