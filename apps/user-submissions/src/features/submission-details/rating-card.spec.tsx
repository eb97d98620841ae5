import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DESK_MESSAGES, ROUTES } from '@profileproof/contracts';
import { DESK_API_PATHS, DESK_SCREENS } from '@profileproof/contracts/desk';
import {
  FakeEventSource,
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { expectNoAxeViolations } from '../../testing/axe';
import { aQueuePosition, aSubmission, oneOfList, ROUTE, signIn } from '../../testing/fixtures';
import { SubmissionDetailsScreen } from './components/submission-details-screen';

const TEXT = DESK_SCREENS.rating;
const RATE = `POST ${DESK_API_PATHS.rating(7)}`;
const reviewed = aSubmission({
  id: 7,
  is_processed: true,
  admin_reply: 'Your profile is strong.',
  admin_reply_date: '2025-06-06T09:30:00.000Z',
});

type ListReply = StubReply | (() => StubReply | Promise<StubReply>);

function renderDetails(submission = reviewed, rate?: StubReply, list?: ListReply) {
  const calls = stubFetch({
    ...signIn(),
    [ROUTE.ownSubmission(submission.id)]: oneOfList(
      submission.id,
      list ?? { status: 200, body: [submission] },
    ),
    [ROUTE.queue(submission.id)]: { status: 200, body: aQueuePosition(0, new Date(2025, 5, 6)) },
    ...(rate ? { [RATE]: rate } : {}),
  });
  const { container } = renderScreen(<SubmissionDetailsScreen />, {
    path: ROUTES.submission,
    entry: '/submission/7',
  });
  return Object.assign(calls, { container });
}

const ratingCard = async () => within(await screen.findByRole('region', { name: TEXT.title }));

describe('rating a report', () => {
  beforeEach(resetBrowserState);

  it('sends the chosen stars and the trimmed comment, then thanks the customer and offers a change', async () => {
    const calls = renderDetails(reviewed, {
      status: 200,
      body: { score: 4, comment: 'Helpful', rated_at: '2025-06-07T10:00:00.000Z' },
    });
    const card = await ratingCard();
    const group = card.getByRole('group', { name: TEXT.legend });
    fireEvent.click(within(group).getByRole('radio', { name: TEXT.stars(4) }));
    expect(card.getByText(TEXT.labels[4])).toBeInTheDocument();
    fireEvent.change(card.getByLabelText(TEXT.comment), { target: { value: '  Helpful  ' } });
    fireEvent.click(card.getByRole('button', { name: TEXT.save }));
    expect(await card.findByText(TEXT.saved)).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('/rating/'))?.body).toEqual({
      score: 4,
      comment: 'Helpful',
    });
    expect(card.getByText(new RegExp(TEXT.yours(4)))).toBeInTheDocument();
    expect(card.getByRole('button', { name: TEXT.change })).toBeInTheDocument();
  });

  it('keeps the rating shown when a read of the list made before it answers afterwards', async () => {
    // Once `holdList` is set, each read of the list waits until the test answers it, with the list as it was.
    let holdList = false;
    let rating: unknown = null;
    const heldReads: (() => void)[] = [];
    const listCalls = (calls: StubbedCall[]) =>
      calls.filter((call) => new URL(call.url).pathname === DESK_API_PATHS.ownSubmission(7));
    const calls = renderDetails(
      reviewed,
      { status: 200, body: { score: 5, comment: '', rated_at: '2025-06-07T10:00:00.000Z' } },
      () => {
        const answer = { status: 200, body: [{ ...reviewed, rating }] };
        if (!holdList) return answer;
        return new Promise<StubReply>((resolve) => heldReads.push(() => resolve(answer)));
      },
    );
    const card = await ratingCard();
    await waitFor(() => expect(FakeEventSource.latest).toBeDefined());
    FakeEventSource.latest?.open();
    const readsBefore = listCalls(calls).length;

    // A live event starts a read of the list; the server answers it before the rating lands.
    holdList = true;
    FakeEventSource.latest?.send({ type: 'submission.changed', id: 8 });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(readsBefore + 1), { timeout: 3000 });
    holdList = false;
    rating = { score: 5, comment: '', rated_at: '2025-06-07T10:00:00.000Z' };
    fireEvent.click(
      within(card.getByRole('group', { name: TEXT.legend })).getByRole('radio', {
        name: TEXT.stars(5),
      }),
    );
    fireEvent.click(card.getByRole('button', { name: TEXT.save }));
    expect(await card.findByText(TEXT.saved)).toBeInTheDocument();

    // The old answer arrives: it is dropped, and the list is read again.
    heldReads.forEach((answer) => answer());
    await waitFor(() => expect(listCalls(calls)).toHaveLength(readsBefore + 2));
    expect(card.getByText(new RegExp(TEXT.yours(5)))).toBeInTheDocument();
    expect(card.getByRole('button', { name: TEXT.change })).toBeInTheDocument();
  });

  it('asks for a score before sending anything', async () => {
    const calls = renderDetails();
    const card = await ratingCard();
    fireEvent.click(card.getByRole('button', { name: TEXT.save }));
    expect(card.getByText(TEXT.pickScore)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/rating/'))).toBe(false);
  });

  it('shows the rating given, and the API’s refusal once the window has passed', async () => {
    renderDetails(
      {
        ...reviewed,
        rating: { score: 2, comment: 'Too short', rated_at: '2025-06-07T10:00:00.000Z' },
      },
      { status: 409, body: { detail: DESK_MESSAGES.ratingLocked } },
    );
    const card = await ratingCard();
    expect(card.getByRole('radio', { name: TEXT.stars(2) })).toBeChecked();
    expect(card.getByLabelText(TEXT.comment)).toHaveValue('Too short');
    fireEvent.click(card.getByRole('radio', { name: TEXT.stars(5) }));
    fireEvent.click(card.getByRole('button', { name: TEXT.change }));
    expect(await card.findByText(DESK_MESSAGES.ratingLocked)).toBeInTheDocument();
  });

  it('is not offered while the submission is pending', async () => {
    renderDetails(aSubmission({ id: 7 }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByText(/Review in progress/);
    expect(screen.queryByRole('region', { name: TEXT.title })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderDetails();
    await ratingCard();
    await expectNoAxeViolations(container);
  });
});
