import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROUTES, type ReviewedSubmission } from '@profileproof/contracts';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import {
  FakeEventSource,
  renderScreen,
  resetBrowserState,
  stubFetch,
} from '@profileproof/web-testing';
import { anAdminSubmission, ROUTE, signIn } from '../../testing/fixtures';
import { ReviewedScreen } from './components/reviewed-screen';

const RATING = DESK_SCREENS.rating;

function aReviewed(id: number, overrides: Partial<ReviewedSubmission> = {}): ReviewedSubmission {
  return {
    ...anAdminSubmission({
      id,
      email: `customer${id}@example.com`,
      is_processed: true,
      admin_reply: 'Report',
      admin_reply_date: '2025-06-06T10:00:00.000Z',
    }),
    replied_by: 'analyst@example.com',
    ...overrides,
  };
}

const page = (submissions: ReviewedSubmission[]) => ({
  status: 200,
  body: { submissions, total_count: submissions.length, total_pages: 1, current_page: 1 },
});

describe('reviewed list: ratings and notes', () => {
  beforeEach(resetBrowserState);

  it("shows each customer's rating and comment, a low one set apart, the unrated and the notes count", async () => {
    stubFetch({
      ...signIn('admin'),
      [ROUTE.processed]: page([
        aReviewed(1, {
          rating: { score: 5, comment: 'Great', rated_at: '2025-06-07T10:00:00.000Z' },
          notes_count: 2,
        }),
        aReviewed(2, { rating: { score: 1, comment: null, rated_at: '2025-06-07T10:00:00.000Z' } }),
        aReviewed(3),
      ]),
    });
    renderScreen(<ReviewedScreen />, { path: ROUTES.adminReviewed });
    const first = await screen.findByRole('article', { name: 'customer1@example.com' });
    expect(within(first).getByText(RATING.reviewedListLabel(5))).toBeInTheDocument();
    expect(within(first).getByText('Great')).toBeInTheDocument();
    expect(within(first).getByText(DESK_SCREENS.notes.count(2))).toBeInTheDocument();
    const low = screen.getByRole('article', { name: 'customer2@example.com' });
    expect(within(low).getByText(RATING.reviewedListLabel(1)).closest('p')).toHaveClass(
      'reviewed-rating--low',
    );
    const unrated = screen.getByRole('article', { name: 'customer3@example.com' });
    expect(within(unrated).getByText(RATING.unrated)).toBeInTheDocument();
  });

  it('says so when a customer gives a low rating, and reads the list again', async () => {
    let answers = 0;
    stubFetch({
      ...signIn('admin'),
      [ROUTE.processed]: () => {
        answers += 1;
        return page([
          aReviewed(1, {
            rating:
              answers > 1
                ? { score: 2, comment: 'Meh', rated_at: '2025-06-07T10:00:00.000Z' }
                : null,
          }),
        ]);
      },
    });
    renderScreen(<ReviewedScreen />, { path: ROUTES.adminReviewed });
    await screen.findByText(RATING.unrated);
    await waitFor(() => expect(FakeEventSource.latest).toBeDefined());
    FakeEventSource.latest?.open();
    FakeEventSource.latest?.send({ type: 'rating.low', id: 1 });
    expect(await screen.findByText(RATING.lowNotice)).toBeInTheDocument();
    expect(await screen.findByText(RATING.reviewedListLabel(2))).toBeInTheDocument();
  });

  it("asks for a submission's notes when the analyst opens them, not for every row of the page", async () => {
    const calls = stubFetch({
      ...signIn('admin'),
      [ROUTE.processed]: page([aReviewed(1, { notes_count: 1 }), aReviewed(2), aReviewed(3)]),
      [ROUTE.notes(1)]: {
        status: 200,
        body: [
          {
            id: 4,
            author: 'ann@example.com',
            text: 'Asked for a call.',
            created_at: '2025-06-07T10:00:00.000Z',
          },
        ],
      },
    });
    renderScreen(<ReviewedScreen />, { path: ROUTES.adminReviewed });
    const first = await screen.findByRole('article', { name: 'customer1@example.com' });
    const notesCalls = () => calls.filter((call) => call.url.endsWith('/notes/'));
    expect(notesCalls()).toHaveLength(0);

    fireEvent.click(within(first).getByText(DESK_SCREENS.notes.count(1)));
    expect(await within(first).findByText('Asked for a call.')).toBeInTheDocument();
    expect(notesCalls().map((call) => new URL(call.url).pathname)).toEqual([
      '/api/admin/submissions/1/notes/',
    ]);

    // Closed and opened again: the note being typed is still there, and nothing is asked again.
    const summary = within(first).getByText(DESK_SCREENS.notes.count(1));
    fireEvent.change(within(first).getByLabelText(DESK_SCREENS.notes.label), {
      target: { value: 'Half a thought' },
    });
    const details = first.querySelector('details') as HTMLDetailsElement;
    // The browser tells of each change in a task of its own (two quick clicks make one event).
    const toggled = () =>
      act(
        () => new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true })),
      );
    fireEvent.click(summary);
    await toggled();
    fireEvent.click(summary);
    await toggled();
    expect(details).toHaveAttribute('open');
    expect(within(first).getByLabelText(DESK_SCREENS.notes.label)).toHaveValue('Half a thought');
    expect(notesCalls()).toHaveLength(1);
  });
});
