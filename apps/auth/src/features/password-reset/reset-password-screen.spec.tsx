import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, REDIRECT_DELAY_MS, ROUTES, routeTo } from '@profileproof/contracts';
import { PASSWORD_CONTEXT_MESSAGES } from '@profileproof/contracts/password-context';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { ResetPasswordScreen } from './components/reset-password-screen';

const CONFIRM = 'POST /api/auth/password-reset-confirm/MQ/set-token/';

function renderReset() {
  renderScreen(<ResetPasswordScreen />, {
    path: ROUTES.resetPassword,
    entry: routeTo.resetPassword('MQ', 'set-token'),
  });
}

async function submit(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  password2: string,
) {
  await user.clear(screen.getByLabelText('New password'));
  if (password) await user.type(screen.getByLabelText('New password'), password);
  await user.clear(screen.getByLabelText('Confirm new password'));
  if (password2) await user.type(screen.getByLabelText('Confirm new password'), password2);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset password screen', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.useRealTimers());

  it("applies the spec's rules, one message at a time", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderReset();
    await submit(user, '', '');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resetPassword.passwordRequired);
    await submit(user, 'short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resetPassword.passwordTooShort);
    await submit(user, 'a-long-password', 'another-password');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resetPassword.passwordsDoNotMatch);
    expect(calls).toHaveLength(0);
  });

  it('refuses a password holding the product name before sending it', async () => {
    const calls = stubFetch({});
    renderReset();
    await submit(
      userEvent.setup({ delay: null }),
      'New-ProfileProof-2024',
      'New-ProfileProof-2024',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      PASSWORD_CONTEXT_MESSAGES.containsProductName,
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of a password built from the account's address on the password field", async () => {
    stubFetch({
      [CONFIRM]: {
        status: 400,
        body: {
          detail: 'Validation failed',
          errors: { password: [PASSWORD_CONTEXT_MESSAGES.containsEmail] },
        },
      },
    });
    renderReset();
    await submit(userEvent.setup({ delay: null }), 'GraceHopper1906', 'GraceHopper1906');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PASSWORD_CONTEXT_MESSAGES.containsEmail,
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      PASSWORD_CONTEXT_MESSAGES.containsEmail,
    );
    expect(screen.queryByText(MESSAGES.resetPassword.failed)).not.toBeInTheDocument();
  });

  it('says the link may be invalid or expired when the server refuses it', async () => {
    stubFetch({ [CONFIRM]: { status: 400, body: { detail: 'Invalid or expired link' } } });
    renderReset();
    await submit(userEvent.setup({ delay: null }), 'a-long-password', 'a-long-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetPassword.failed);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      ROUTES.forgotPassword,
    );
  });

  it("shows the server's refusal of the password on the password field (a too common one), not the invalid-link text", async () => {
    stubFetch({
      [CONFIRM]: {
        status: 400,
        body: {
          detail: 'Validation failed',
          errors: { password: [MESSAGES.validation.passwordTooCommon] },
        },
      },
    });
    renderReset();
    await submit(userEvent.setup({ delay: null }), 'Password1', 'Password1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.validation.passwordTooCommon,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      MESSAGES.validation.passwordTooCommon,
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(screen.queryByText(MESSAGES.resetPassword.failed)).not.toBeInTheDocument();
  });

  it('confirms, then goes to the login page after 3 seconds', async () => {
    jest.useFakeTimers();
    const calls = stubFetch({ [CONFIRM]: { status: 200, body: { detail: 'Password reset' } } });
    renderReset();
    await submit(
      userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime }),
      'a-long-password',
      'a-long-password',
    );
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(calls[0].body).toEqual({ password: 'a-long-password', password2: 'a-long-password' });
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS - 100));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login);
  });
});
