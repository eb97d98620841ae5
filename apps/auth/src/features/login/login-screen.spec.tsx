import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ROUTES, STORAGE_KEYS } from '@profileproof/contracts';
import { networkDown, renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { LoginScreen } from './components/login-screen';

const LOGIN = 'POST /api/auth/login/';
const session = (role: 'user' | 'admin') => ({
  access: `access-${role}`,
  refresh: `refresh-${role}`,
  role,
  email: `${role}@example.com`,
  user_id: 1,
  is_new_user: false,
});

function renderLogin(entry: Parameters<typeof renderScreen>[1]['entry'] = ROUTES.login) {
  renderScreen(<LoginScreen />, { path: ROUTES.login, entry });
}

async function submit(email = 'ada@example.com', password = 'correct horse') {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login screen', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.restoreAllMocks());

  it('shows the server detail of a 401, and the default text without one', async () => {
    stubFetch({ [LOGIN]: { status: 401, body: { detail: 'Invalid email or password (server)' } } });
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password (server)',
    );

    stubFetch({ [LOGIN]: { status: 401 } });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.invalidCredentials),
    );
  });

  it('tells a network failure apart', async () => {
    stubFetch({ [LOGIN]: networkDown() });
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.networkError);
  });

  it('refuses an answer without an access token and stores nothing', async () => {
    stubFetch({
      [LOGIN]: { status: 200, body: { refresh: 'r', role: 'user', email: 'ada@example.com' } },
    });
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.invalidResponse);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows any other failure as a failed login', async () => {
    stubFetch({ [LOGIN]: { status: 500, body: { detail: 'Internal server error' } } });
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.failed);
  });

  it('explains an unverified account and sends the verification e-mail again', async () => {
    const detail =
      'Please verify your email address before logging in. Check your inbox for the verification link.';
    const calls = stubFetch({
      [LOGIN]: { status: 403, body: { detail } },
      'POST /api/auth/resend-verification/': { status: 200, body: { detail: 'sent' } },
    });
    renderLogin();
    const user = await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(
      await screen.findByText(/A new verification e-mail is on its way to/),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@example.com' });
  });

  it('checks the fields before calling the server', async () => {
    const calls = stubFetch({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.validation.emailRequired);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      MESSAGES.validation.emailRequired,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.validation.emailInvalid);
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password with a toggle button', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to password recovery and sign-up', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      ROUTES.forgotPassword,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', ROUTES.signup);
  });

  it('stores the session and returns the user to the page a guard sent them from', async () => {
    const calls = stubFetch({ [LOGIN]: { status: 200, body: session('user') } });
    renderLogin({
      pathname: ROUTES.login,
      state: { from: '/submission/7?tab=reply', reason: 'required' },
    });
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/submission/7?tab=reply');
    expect(calls[0].body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-user');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-user');
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('user');
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe('user@example.com');
  });

  it('sends a user without an origin page home', async () => {
    stubFetch({ [LOGIN]: { status: 200, body: session('user') } });
    renderLogin();
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("asks an admin whether to open the dashboard in the app's own dialog, and opens it on yes", async () => {
    const confirm = jest.spyOn(window, 'confirm');
    stubFetch({ [LOGIN]: { status: 200, body: session('admin') } });
    renderLogin();
    const user = await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Signed in as an administrator' });
    expect(dialog).toHaveAccessibleDescription(MESSAGES.login.goToAdminDashboard);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The safe answer has the focus; the session is stored already.
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to the Admin Dashboard' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.adminDashboard);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('takes an admin who declines back where they came from', async () => {
    stubFetch({ [LOGIN]: { status: 200, body: session('admin') } });
    renderLogin({ pathname: ROUTES.login, state: { from: '/my-submissions' } });
    const user = await submit();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-submissions');
  });

  it('reads Escape as no, as the browser question did', async () => {
    stubFetch({ [LOGIN]: { status: 200, body: session('admin') } });
    renderLogin();
    const user = await submit();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('asks a user nothing', async () => {
    stubFetch({ [LOGIN]: { status: 200, body: session('user') } });
    renderLogin();
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['required', MESSAGES.login.authRequired],
    ['expired', MESSAGES.login.sessionExpired],
  ])('shows the %s notice left in sessionStorage, once', (reason, text) => {
    sessionStorage.setItem(STORAGE_KEYS.authRedirectReason, reason);
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(sessionStorage.getItem(STORAGE_KEYS.authRedirectReason)).toBeNull();
  });

  it('shows the notice a guard passed in the router state', () => {
    renderLogin({ pathname: ROUTES.login, state: { from: '/inputMain', reason: 'required' } });
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.login.authRequired);
  });
});
