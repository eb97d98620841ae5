import { createHash, webcrypto } from 'node:crypto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, POPUP_CLOSE_CHECK_MS, ROUTES, STORAGE_KEYS } from '@profileproof/contracts';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { GoogleSignInButton } from './components/google-sign-in-button';

const GOOGLE = 'POST /api/auth/google/';
const FLOW_KEY = 'google_auth_flow';

function renderButton(action: 'login' | 'signup') {
  renderScreen(<GoogleSignInButton action={action} />, {
    path: action === 'login' ? ROUTES.login : ROUTES.signup,
  });
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('google sign-in button', () => {
  let popup: { closed: boolean; location: { replace: jest.Mock }; close: jest.Mock };
  let open: jest.SpyInstance;

  beforeAll(() => {
    // jsdom has no crypto.subtle; browsers have it on https and localhost.
    Object.defineProperty(crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  });

  beforeEach(() => {
    resetBrowserState();
    popup = { closed: false, location: { replace: jest.fn() }, close: jest.fn() };
    open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it("opens the 500x600 popup, then sends it to the API with the hash of this tab's new flow secret", async () => {
    stubFetch({});
    renderButton('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'google-auth',
      expect.stringContaining('width=500,height=600'),
    );
    expect(localStorage.getItem(STORAGE_KEYS.googleAuthAction)).toBe('signup');
    const secret = sessionStorage.getItem(FLOW_KEY) ?? '';
    expect(secret).toMatch(/^[\da-f-]{36}$/);
    const hash = createHash('sha256').update(secret).digest('hex');
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith(
        `http://api.test/api/auth/google/start?action=signup&flow_hash=${hash}`,
      ),
    );
  });

  it('says so when the popup is blocked', async () => {
    open.mockReturnValue(null);
    renderButton('login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.google.popupBlocked);
  });

  it('ignores messages from other origins, and reports a closed popup as cancelled', async () => {
    jest.useFakeTimers();
    const calls = stubFetch({});
    renderButton('login');
    await userEvent
      .setup({ delay: null, advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Continue with Google' }));
    post({ type: 'google-auth', id_token: 'forged' }, 'https://evil.example');
    popup.closed = true;
    act(() => jest.advanceTimersByTime(POPUP_CLOSE_CHECK_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.google.cancelled);
    expect(calls).toHaveLength(0);
  });

  it.each([
    [{ type: 'google-auth', error: 'access_denied' }, MESSAGES.google.failed],
    [{ type: 'google-auth' }, MESSAGES.google.noToken],
  ])('reports the message %j', async (data, text) => {
    renderButton('login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    post(data);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('offers sign-up when the Google account has no ProfileProof account', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const calls = stubFetch({
      [GOOGLE]: { status: 404, body: { detail: 'No account', needs_signup: true } },
    });
    renderButton('login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const secret = sessionStorage.getItem(FLOW_KEY);
    post({ type: 'google-auth', id_token: 'id-token-1' });
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.signup);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(MESSAGES.google.goToSignup);
    expect(calls[0].body).toEqual({
      credential: 'id-token-1',
      action: 'login',
      flow_secret: secret,
    });
    expect(sessionStorage.getItem(FLOW_KEY)).toBeNull();
  });

  it('offers login when the account exists, and stays if declined', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    stubFetch({ [GOOGLE]: { status: 409, body: { detail: 'Exists', needs_login: true } } });
    renderButton('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    post({ type: 'google-auth', id_token: 'id-token-2' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.google.accountExists);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('signs a new user in and opens /inputMain', async () => {
    stubFetch({
      [GOOGLE]: {
        status: 201,
        body: {
          access: 'a',
          refresh: 'r',
          role: 'user',
          email: 'new@example.com',
          user_id: 9,
          is_new_user: true,
        },
      },
    });
    renderButton('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    post({ type: 'google-auth', id_token: 'id-token-3' });
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.inputMain);
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe('new@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.googleAuthAction)).toBeNull();
  });
});
