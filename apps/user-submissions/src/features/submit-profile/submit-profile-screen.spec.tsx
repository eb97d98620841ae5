import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  PROFILE_ALREADY_PENDING,
  ROUTES,
  SUCCESS_MESSAGE_MS,
} from '@profileproof/contracts';
import { LINKEDIN_URL_PROBLEMS } from '@profileproof/contracts/linkedin-url';
import {
  networkDown,
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { aSubscription, NO_BILLING, ROUTE, signIn } from '../../testing/fixtures';
import { SubmitProfileScreen } from './components/submit-profile-screen';
import { SUBMIT_RETRY_DELAYS_MS } from './api/submit-profile';

const SUBMITTED =
  'Profile submitted successfully! We will review it and send you our analysis soon.';

function renderSubmit(
  routes: Record<string, StubReply | ((call: StubbedCall) => StubReply)>,
  role: 'user' | 'admin' = 'user',
) {
  const calls = stubFetch({
    ...signIn(role),
    ...NO_BILLING,
    [ROUTE.subscription]: { status: 200, body: aSubscription() },
    ...routes,
  });
  renderScreen(<SubmitProfileScreen />, { path: ROUTES.inputMain });
  return calls;
}

/** Longer than every retry of a submit put together. */
const RETRYING_FOR_MS = SUBMIT_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 1000;

const submitCalls = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST');

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, url: string, message = '') {
  const urlField = screen.getByLabelText('LinkedIn profile URL');
  await user.clear(urlField);
  if (url) await user.type(urlField, url);
  if (message) await user.type(screen.getByLabelText('Message (optional)'), message);
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
}

describe('profile analysis screen: the form', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.useRealTimers());

  it('keeps the heading and says who is signed in', async () => {
    renderSubmit({});
    expect(screen.getByRole('heading', { level: 1, name: 'Profile analysis' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What the review checks' })).toBeInTheDocument();
    expect(await screen.findByText(/1 of 1 submissions left this month/)).toBeInTheDocument();
  });

  it('asks for the URL, then for a LinkedIn profile page, before calling the server', async () => {
    const calls = renderSubmit({});
    const user = userEvent.setup({ delay: null });

    await fillAndSubmit(user, '');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.submit.linkedInUrlRequired);
    expect(screen.getByLabelText('LinkedIn profile URL')).toHaveFocus();
    expect(screen.getByLabelText('LinkedIn profile URL')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.submit.linkedInUrlRequired),
    );

    for (const url of [
      'https://evil.example/?linkedin.com',
      'https://linkedin.com.evil.example/in/ada',
      'javascript:alert(1)//linkedin.com',
    ]) {
      await fillAndSubmit(user, url);
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.submit.linkedInUrlInvalid);
    }
    // LinkedIn, but no profile link: it would use up a submission for nothing. The message says why.
    for (const [url, message] of [
      ['https://www.linkedin.com/feed/', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['www.linkedin.com/company/profileproof', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/in/', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/pub/ada/1/2/3', LINKEDIN_URL_PROBLEMS['old-public-profile']],
    ]) {
      await fillAndSubmit(user, url);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    }
    expect(submitCalls(calls)).toHaveLength(0);
  });

  it('sends a link pasted without https:// as an https link, with the trimmed message', async () => {
    const calls = renderSubmit({
      [ROUTE.submit]: { status: 201, body: { message: SUBMITTED, limit_reached: false } },
    });
    await fillAndSubmit(
      userEvent.setup({ delay: null }),
      'www.linkedin.com/in/ada',
      '  More recruiter replies, please.  ',
    );
    await screen.findByText(SUBMITTED);
    expect(submitCalls(calls)[0].body).toEqual({
      linkedin_url: 'https://www.linkedin.com/in/ada',
      message: 'More recruiter replies, please.',
    });
  });

  it('points to the submission already waiting when the profile was sent before', async () => {
    renderSubmit({
      [ROUTE.submit]: {
        status: 200,
        body: {
          message: PROFILE_ALREADY_PENDING,
          limit_reached: false,
          submission_id: 42,
          already_pending: true,
        },
      },
    });
    await fillAndSubmit(userEvent.setup({ delay: null }), 'https://www.linkedin.com/in/Ada/');
    await screen.findByText(PROFILE_ALREADY_PENDING);
    expect(screen.getByRole('link', { name: 'See the submission' })).toHaveAttribute(
      'href',
      '/submission/42',
    );
    expect(screen.queryByRole('link', { name: 'See My Submissions' })).not.toBeInTheDocument();
  });

  it('shows the success message for 5 seconds, empties the form and updates what is left', async () => {
    jest.useFakeTimers();
    let used = 0;
    const calls = renderSubmit({
      [ROUTE.subscription]: () => ({
        status: 200,
        body: aSubscription({ usage: { ...aSubscription().usage, used, remaining: 1 - used } }),
      }),
      [ROUTE.submit]: () => {
        used = 1;
        return { status: 201, body: { message: SUBMITTED, limit_reached: true } };
      },
    });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    expect(
      await screen.findByText(/^1 of 1 submissions left this month · resets/),
    ).toBeInTheDocument();

    await fillAndSubmit(user, 'https://www.linkedin.com/in/ada', 'Hello');
    expect(await screen.findByText(SUBMITTED)).toBeInTheDocument();
    expect(submitCalls(calls)[0].body).toEqual({
      linkedin_url: 'https://www.linkedin.com/in/ada',
      message: 'Hello',
    });
    expect(screen.getByLabelText('LinkedIn profile URL')).toHaveValue('');
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('');
    // The subscription is read again: the quota is used up now.
    expect(await screen.findByText(/^0 of 1 submissions left this month/)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.submit.limitReached)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(SUCCESS_MESSAGE_MS - 100));
    expect(screen.getByText(SUBMITTED)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(SUBMITTED)).not.toBeInTheDocument();
  });

  it('says the limit is reached when the server refuses, with a way to upgrade', async () => {
    renderSubmit({
      [ROUTE.submit]: {
        status: 403,
        body: {
          detail: MESSAGES.submit.limitReached,
          limit_reached: true,
          message: MESSAGES.submit.limitReached,
        },
      },
    });
    await fillAndSubmit(userEvent.setup({ delay: null }), 'https://www.linkedin.com/in/ada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.submit.limitReached);
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      ROUTES.pricing,
    );
  });

  it('shows the limit and the upgrade link before any submit when nothing is left this month', async () => {
    renderSubmit({
      [ROUTE.subscription]: {
        status: 200,
        body: aSubscription({ usage: { ...aSubscription().usage, used: 1, remaining: 0 } }),
      },
    });
    expect(await screen.findByText(MESSAGES.submit.limitReached)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      ROUTES.pricing,
    );
    expect(screen.getByText(/^0 of 1 submissions left this month/)).toBeInTheDocument();
  });

  it("shows the server's field errors on their fields", async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit({
      [ROUTE.submit]: {
        status: 400,
        body: {
          detail: 'Validation failed',
          errors: { message: ['Message must be at most 2000 characters'] },
        },
      },
    });
    await fillAndSubmit(user, 'https://www.linkedin.com/in/ada', 'Hi');
    const message = screen.getByLabelText('Message (optional)');
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(
        expect.stringContaining('Message must be at most 2000 characters'),
      ),
    );
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveFocus();

    stubFetch({
      [ROUTE.submit]: {
        status: 400,
        body: {
          detail: 'Validation failed',
          errors: { linkedin_url: ['Please enter a valid LinkedIn profile URL'] },
        },
      },
      [ROUTE.subscription]: { status: 200, body: aSubscription() },
    });
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(screen.getByLabelText('LinkedIn profile URL')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid LinkedIn profile URL',
    );
  });

  it.each([
    ['a network failure', networkDown(), MESSAGES.submit.generic],
    [
      'a server error with a reason',
      { status: 500, body: { detail: 'Database unavailable' } },
      'Database unavailable',
    ],
    ['a server error without one', { status: 502 }, MESSAGES.submit.failed],
  ])('explains %s', async (_case, reply, text) => {
    jest.useFakeTimers();
    const calls = renderSubmit({ [ROUTE.submit]: reply });
    await fillAndSubmit(
      userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime }),
      'https://www.linkedin.com/in/ada',
    );
    // A network failure or a 502 is retried a few times, with the same Idempotency-Key, first.
    await act(() => jest.advanceTimersByTimeAsync(RETRYING_FOR_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    const tries = submitCalls(calls).filter((call) =>
      call.url.includes(ROUTE.submit.split(' ')[1]),
    );
    const retried = _case !== 'a server error with a reason';
    expect(tries).toHaveLength(retried ? SUBMIT_RETRY_DELAYS_MS.length + 1 : 1);
    const keys = new Set(tries.map((call) => call.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toEqual(expect.any(String));
    expect(screen.getByLabelText('LinkedIn profile URL')).toHaveValue(
      'https://www.linkedin.com/in/ada',
    );
  });
});
