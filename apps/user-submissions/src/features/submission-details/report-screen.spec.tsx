import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultFormData, todoItems } from '@profileproof/analysis';
import { ROUTES, type ReportTodoResponse } from '@profileproof/contracts';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { expectNoAxeViolations } from '../../testing/axe';
import { aSubmission, oneOfList, ROUTE, signIn } from '../../testing/fixtures';
import { SubmissionDetailsScreen } from './components/submission-details-screen';

const url = 'https://www.linkedin.com/in/ada-lovelace/';
const before = { ...createDefaultFormData(), newlyCreated: true, lowConnections: true };
const after = { ...createDefaultFormData(), lowConnections: true, hasProfileSummary: true };
const reviewed = (id: number, form: object, date: string) =>
  aSubmission({
    id,
    linkedin_url: url,
    is_processed: true,
    admin_reply: 'Summary\n-------\nKeep going.',
    admin_reply_date: date,
    form_data: { ...form },
  });
const list = {
  status: 200,
  body: [reviewed(8, after, '2025-07-01T10:00:00Z'), reviewed(3, before, '2025-06-01T10:00:00Z')],
};
const history = {
  profiles: [
    {
      linkedin_url: url,
      reviews: [
        { submission_id: 3, replied_at: '2025-06-01T10:00:00Z', profile_score: 0, spam_score: 45 },
        { submission_id: 8, replied_at: '2025-07-01T10:00:00Z', profile_score: 15, spam_score: 15 },
      ],
    },
  ],
};

function renderReport(todo: ReportTodoResponse, refuse = false) {
  let stored = todo;
  const calls = stubFetch({
    ...signIn(),
    [ROUTE.ownSubmission(8)]: oneOfList(8, list),
    [ROUTE.ownSubmission(3)]: oneOfList(3, list),
    [ROUTE.profiles]: { status: 200, body: history },
    [ROUTE.todo(8)]: () => ({ status: 200, body: stored }),
    [ROUTE.tick(8)]: (call) => {
      if (refuse) return { status: 409, body: { detail: 'The report was updated' } };
      const { item, done } = call.body as { item: string; done: boolean };
      stored = {
        ...stored,
        items: stored.items.map((entry) =>
          entry.id === item
            ? { ...entry, done, done_at: done ? '2025-07-02T00:00:00Z' : null }
            : entry,
        ),
      };
      return { status: 200, body: stored };
    },
  });
  const view = renderScreen(<SubmissionDetailsScreen />, {
    path: ROUTES.submission,
    entry: '/submission/8',
  });
  return Object.assign(calls, view);
}

const aTodo = (): ReportTodoResponse => ({
  reply_id: 41,
  items: todoItems(after).map((item) => ({ ...item, done: false, done_at: null })),
});

describe('the report on /submission/{id}', () => {
  beforeEach(resetBrowserState);

  it('ticks a to-do item on the reply version it read, and shows it done', async () => {
    const calls = renderReport(aTodo());
    const first = todoItems(after)[0];
    const box = await screen.findByRole('checkbox', { name: new RegExp(first.text.slice(0, 30)) });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([{ reply_id: 41, item: first.id, done: true }]);
    expect(screen.getByText(`1 of ${todoItems(after).length} done`)).toBeInTheDocument();
  });

  it('puts a refused tick back and says so', async () => {
    renderReport(aTodo(), true);
    const first = todoItems(after)[0];
    const box = await screen.findByRole('checkbox', { name: new RegExp(first.text.slice(0, 30)) });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    expect(
      await screen.findByText('The report was updated meanwhile: its to-do list is shown again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('shows the progress since the last review of the same profile, as a chart with a table and as lists', async () => {
    const { container } = renderReport(aTodo());
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByRole('img')).toHaveAccessibleName(
      'Across 2 reviews, the profile score went from 0 to 15 and the spam likelihood from 45 to 15 (both out of 100).',
    );
    expect(within(progress).getAllByRole('row')).toHaveLength(3);
    expect(await within(progress).findByText('Newly met (1)')).toBeInTheDocument();
    expect(within(progress).getByText('About summary written')).toBeInTheDocument();
    expect(within(progress).getByText('Flags cleared (1)')).toBeInTheDocument();
    expect(within(progress).getByText('Newly created account')).toBeInTheDocument();
    expect(within(progress).getByText(/^Spam likelihood −30/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
