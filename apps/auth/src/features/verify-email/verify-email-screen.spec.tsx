import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, REDIRECT_DELAY_MS, ROUTES, routeTo } from '@profileproof/contracts';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { VerifyEmailScreen } from './components/verify-email-screen';

const VERIFY = 'POST /api/auth/verify-email/';

describe('verify e-mail screen', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.useRealTimers());

  it('posts the single-use token once, even in StrictMode, then goes to login after 3 seconds', async () => {
    jest.useFakeTimers();
    const calls = stubFetch({ [VERIFY]: { status: 200, body: { detail: 'Email verified' } } });
    renderScreen(<VerifyEmailScreen />, {
      path: ROUTES.verifyEmail,
      entry: routeTo.verifyEmail('token-once'),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifying your e-mail…' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail verified' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token: 'token-once' });
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login);
  });

  it('explains a failed link and offers to log in or get a new one', async () => {
    const calls = stubFetch({
      [VERIFY]: { status: 400, body: { detail: 'Invalid or expired token' } },
      'POST /api/auth/resend-verification/': { status: 200, body: { detail: 'sent' } },
    });
    renderScreen(<VerifyEmailScreen />, {
      path: ROUTES.verifyEmail,
      entry: routeTo.verifyEmail('token-bad'),
    });
    expect(await screen.findByText(MESSAGES.verifyEmail.failed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login);

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(/A new verification e-mail is on its way/)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@example.com' });
  });
});
