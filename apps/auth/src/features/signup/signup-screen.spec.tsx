import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { PASSWORD_CONTEXT_MESSAGES } from '@profileproof/contracts/password-context';
import {
  networkDown,
  neverAnswers,
  renderScreen,
  resetBrowserState,
  stubFetch,
} from '@profileproof/web-testing';
import { SIGNUP_TIMEOUT_MS } from './api/signup';
import { SignupScreen } from './components/signup-screen';

const SIGNUP = 'POST /api/auth/signup/';

function renderSignup() {
  renderScreen(<SignupScreen />, { path: ROUTES.signup });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { email?: string; password?: string; password2?: string },
) {
  for (const [label, value] of [
    ['Email', values.email],
    ['Create password', values.password],
    ['Confirm password', values.password2],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const VALID = {
  email: 'ada@example.com',
  password: 'a-long-password',
  password2: 'a-long-password',
};

describe('signup screen', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.useRealTimers());

  it('shows only the first problem of the form, on its field', async () => {
    const calls = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderSignup();

    await fill(user, {});
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.validation.emailRequired);

    await fill(user, { email: 'ada@example' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.validation.emailInvalid);

    await fill(user, { email: 'ada@example.com' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signup.passwordRequired);

    await fill(user, { email: 'ada@example.com', password: 'short' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signup.passwordTooShort);
    expect(screen.getByLabelText('Create password')).toHaveFocus();

    await fill(user, { email: 'ada@example.com', password: 'a-long-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signup.confirmPasswordRequired);

    await fill(user, { ...VALID, password2: 'another-password' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signup.passwordsDoNotMatch);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      MESSAGES.signup.passwordsDoNotMatch,
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses a password built from the address or the product name, on the password field, as the API does', async () => {
    const calls = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderSignup();

    await fill(user, {
      email: 'grace.hopper@example.com',
      password: 'GraceHopper1906',
      password2: 'GraceHopper1906',
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Create password')).toHaveAccessibleDescription(
      PASSWORD_CONTEXT_MESSAGES.containsEmail,
    );
    expect(screen.getByLabelText('Create password')).toHaveFocus();

    await fill(user, {
      email: 'grace.hopper@example.com',
      password: 'my-profileproof-key',
      password2: 'my-profileproof-key',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      PASSWORD_CONTEXT_MESSAGES.containsProductName,
    );
    expect(calls).toHaveLength(0);
  });

  it("joins the server's field messages as 'field: message; field: message'", async () => {
    stubFetch({
      [SIGNUP]: {
        status: 400,
        body: {
          detail: 'Validation failed',
          errors: {
            email: [MESSAGES.validation.emailInvalid],
            password: [MESSAGES.validation.passwordTooCommon],
          },
        },
      },
    });
    renderSignup();
    await fill(userEvent.setup({ delay: null }), VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `email: ${MESSAGES.validation.emailInvalid}; password: ${MESSAGES.validation.passwordTooCommon}`,
    );
  });

  it('falls back to the default and the unexpected-error texts', async () => {
    const user = userEvent.setup({ delay: null });
    stubFetch({ [SIGNUP]: { status: 400 } });
    renderSignup();
    await fill(user, VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signup.failed);

    stubFetch({ [SIGNUP]: networkDown() });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.signup.unexpected)).toBeInTheDocument();
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    stubFetch({ [SIGNUP]: neverAnswers });
    renderSignup();
    await fill(userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime }), VALID);
    await act(async () => {
      jest.advanceTimersByTime(SIGNUP_TIMEOUT_MS);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signup.timedOut);
  });

  it("shows the 'Verify Your Email' panel, and sends the e-mail again on request", async () => {
    const calls = stubFetch({
      [SIGNUP]: { status: 201, body: { message: 'Account created. Check your e-mail.' } },
      'POST /api/auth/resend-verification/': { status: 200, body: { detail: 'sent' } },
    });
    const user = userEvent.setup({ delay: null });
    renderSignup();
    await fill(user, VALID);
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.signup.verifyYourEmail }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We have sent a verification link to/)).toHaveTextContent(
      'ada@example.com',
    );
    expect(calls[0].body).toEqual({
      email: 'ada@example.com',
      password: 'a-long-password',
      password2: 'a-long-password',
    });

    await user.click(screen.getByRole('button', { name: MESSAGES.signup.resendEmail }));
    expect(await screen.findByText(/A new verification e-mail is on its way/)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      url: 'http://api.test/api/auth/resend-verification/',
      body: { email: 'ada@example.com' },
    });
    expect(screen.getByRole('link', { name: MESSAGES.signup.goToLogin })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
  });

  it('says the e-mail was sent again for a registered but unverified address', async () => {
    stubFetch({
      [SIGNUP]: { status: 200, body: { message: 'Already registered', verification_resent: true } },
    });
    renderSignup();
    await fill(userEvent.setup({ delay: null }), VALID);
    expect(await screen.findByText(/already registered but not verified yet/)).toHaveTextContent(
      'We have sent the verification e-mail again to ada@example.com',
    );
  });

  it('keeps where the visitor was going (a chosen plan) when they log in instead', async () => {
    stubFetch({});
    const onward = { from: '/pricing?checkout=basic-year' };
    renderScreen(<SignupScreen />, {
      path: ROUTES.signup,
      entry: { pathname: ROUTES.signup, state: onward },
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Log in' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(ROUTES.login);
    expect(JSON.parse(location.dataset['state'] ?? 'null')).toEqual(onward);
  });
});
