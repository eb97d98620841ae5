import { act, screen, within } from '@testing-library/react';
import { createDefaultFormData, generateReport, scoreAnalysis } from '@profileproof/analysis';
import { FETCH_RETRY_DELAYS_MS, MESSAGES, ROUTES } from '@profileproof/contracts';
import { neverAnswers, renderScreen, resetBrowserState, stubFetch, type StubReply } from '@profileproof/web-testing';
import { aSubmission, ROUTE, signIn } from '../../testing/fixtures';
import { SubmissionDetailsScreen } from './components/submission-details-screen';

const text = MESSAGES.submissionDetails;

function renderDetails(id: string, reply: StubReply | typeof neverAnswers) {
  const calls = stubFetch({ ...signIn(), [ROUTE.userSubmissions]: reply });
  renderScreen(<SubmissionDetailsScreen />, { path: ROUTES.submission, entry: `/submission/${id}` });
  return calls;
}

const heading = () => screen.getByRole('heading', { level: 1, name: text.heading });

describe('submission details screen', () => {
  beforeEach(resetBrowserState);

  it('says it is loading under the heading', async () => {
    renderDetails('7', neverAnswers);
    // Once the session check is answered, the list is still on its way.
    await act(async () => undefined);
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
  });

  it('shows a pending submission: profile link in a new tab, date, message, and the review still to come', async () => {
    renderDetails('7', {
      status: 200,
      body: [aSubmission({ id: 8 }), aSubmission({ id: 7, message: 'I want more replies\nfrom recruiters.' })],
    });
    expect(await screen.findByText(text.pendingReview)).toBeInTheDocument();
    expect(heading()).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /https:\/\/www\.linkedin\.com\/in\/ada-lovelace/ });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-lovelace');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/^Submitted/).querySelector('time')).toHaveAttribute('datetime', '2025-06-05T09:30:00.000Z');
    const message = screen.getByRole('region', { name: text.yourMessage });
    expect(within(message).getByText(/I want more replies/).textContent).toBe('I want more replies\nfrom recruiters.');
    expect(screen.getByText(text.stillReviewing)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.analysisResponse })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToSubmissions })).toHaveAttribute('href', ROUTES.mySubmissions);
  });

  it('shows the reply with its line breaks, its date and the score as a gauge; no message section without a message', async () => {
    const form = createDefaultFormData('https://www.linkedin.com/in/ada-lovelace');
    const report = generateReport(form, { profileUrl: 'https://www.linkedin.com/in/ada-lovelace' });
    const score = scoreAnalysis(form).qualityScore;
    renderDetails('7', {
      status: 200,
      body: [aSubmission({ is_processed: true, admin_reply: report, admin_reply_date: '2025-06-06T15:45:00.000Z' })],
    });
    expect(await screen.findByText(text.reviewed)).toBeInTheDocument();
    const analysis = screen.getByRole('region', { name: text.analysisResponse });
    expect(
      within(analysis)
        .getByText(new RegExp(`^${text.receivedOn}`))
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2025-06-06T15:45:00.000Z');
    expect(within(analysis).getByRole('meter', { name: 'Overall profile score' })).toHaveAttribute('aria-valuenow', String(score));
    // The summary lines stay on their own lines.
    const summary = within(analysis).getByText(/^Overall profile score:/);
    expect(summary.textContent).toContain(`Overall profile score: ${score}/100\nRisk level:`);
    expect(within(analysis).getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.yourMessage })).not.toBeInTheDocument();
    expect(screen.queryByText(text.stillReviewing)).not.toBeInTheDocument();
  });

  it('shows a hand-written reply as written, without a gauge when it gives no score', async () => {
    renderDetails('7', {
      status: 200,
      body: [
        aSubmission({ is_processed: true, admin_reply: 'Thanks!\nYour profile looks fine.', admin_reply_date: '2025-06-06T15:45:00.000Z' }),
      ],
    });
    const analysis = await screen.findByRole('region', { name: text.analysisResponse });
    expect(within(analysis).getByText(/^Thanks!/).textContent).toBe('Thanks!\nYour profile looks fine.');
    expect(within(analysis).queryByRole('meter')).not.toBeInTheDocument();
  });

  it.each([
    ['an id that is not in the list', '99'],
    ['an id that is not an integer', '7abc'],
    ['a fractional id', '7.5'],
  ])('says the submission is not found for %s, with a way back', async (_case, id) => {
    renderDetails(id, { status: 200, body: [aSubmission({ id: 7 })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notFound);
    expect(heading()).toBeInTheDocument();
    expect(screen.queryByText(text.pendingReview)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToSubmissions })).toHaveAttribute('href', ROUTES.mySubmissions);
  });

  it('says the details failed to load, with a way back and a retry, once the retries are over', async () => {
    jest.useFakeTimers();
    try {
      const calls = renderDetails('7', { status: 500, body: { detail: 'Internal server error' } });
      for (const delay of [0, ...FETCH_RETRY_DELAYS_MS]) await act(() => jest.advanceTimersByTimeAsync(delay));
      expect(calls.filter((call) => call.url.includes('/api/contact/user-submissions/'))).toHaveLength(3);
      expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
    } finally {
      jest.useRealTimers();
    }
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToSubmissions })).toHaveAttribute('href', ROUTES.mySubmissions);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
