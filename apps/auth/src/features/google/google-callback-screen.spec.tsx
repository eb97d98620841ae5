import { act, screen } from '@testing-library/react';
import { MESSAGES, REDIRECT_DELAY_MS, ROUTES, STORAGE_KEYS } from '@profileproof/contracts';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { GoogleCallbackScreen } from './components/google-callback-screen';

function openCallback(fragment: string) {
  window.history.replaceState(null, '', `${ROUTES.googleCallback}${fragment}`);
  renderScreen(<GoogleCallbackScreen />, { path: ROUTES.googleCallback });
}

const FLOW_KEY = 'google_auth_flow';
const FLOW_SECRET = 'flow-secret-of-this-tab-0123456789abcdefghij';

/** The popup of a sign-in this tab's opener started: it holds a copy of the opener's sessionStorage. */
function startedHere() {
  sessionStorage.setItem(FLOW_KEY, FLOW_SECRET);
}

function setOpener(opener: unknown) {
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
}

describe('google callback screen', () => {
  beforeEach(() => {
    resetBrowserState();
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setOpener(null);
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('hands the id_token to its opener, for this origin only, stores it, and closes', () => {
    startedHere();
    const opener = { closed: false, postMessage: jest.fn() };
    setOpener(opener);
    const calls = stubFetch({});
    openCallback('#id_token=header.payload.signature');
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'google-auth', id_token: 'header.payload.signature' },
      window.location.origin,
    );
    expect(window.close).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.googleToken)).toBe('header.payload.signature');
    expect(window.location.hash).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('hands an error to its opener', () => {
    startedHere();
    const opener = { closed: false, postMessage: jest.fn() };
    setOpener(opener);
    openCallback('#error=access_denied');
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'google-auth', error: 'access_denied' },
      window.location.origin,
    );
  });

  it('without an opener, finishes the sign-in itself and opens /inputMain', async () => {
    startedHere();
    localStorage.setItem(STORAGE_KEYS.googleAuthAction, 'signup');
    const calls = stubFetch({
      'POST /api/auth/google/': {
        status: 201,
        body: {
          access: 'a',
          refresh: 'r',
          role: 'user',
          email: 'ada@example.com',
          user_id: 3,
          is_new_user: true,
        },
      },
    });
    openCallback('#id_token=lonely-token');
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.inputMain);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({
      credential: 'lonely-token',
      action: 'signup',
      flow_secret: FLOW_SECRET,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('a');
    expect(localStorage.getItem(STORAGE_KEYS.googleAuthAction)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.googleToken)).toBeNull();
    expect(sessionStorage.getItem(FLOW_KEY)).toBeNull();
  });

  it('without an opener, shows an error and goes to /login after 3 seconds', () => {
    startedHere();
    jest.useFakeTimers();
    stubFetch({});
    openCallback('#error=access_denied');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.google.failed);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login);
  });

  it('without a token or an error, says no token was found', () => {
    startedHere();
    stubFetch({});
    openCallback('');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.google.noToken);
  });

  describe('opened for a sign-in this tab did not start (a callback URL someone sent)', () => {
    const SESSION = {
      token: 'own-access',
      refreshToken: 'own-refresh',
      userRole: 'user',
      userEmail: 'me@example.com',
    };

    it.each([
      ['signed out, with no opener', false, {}],
      ['signed in, with no opener', false, SESSION],
      ['with an opener', true, SESSION],
    ])(
      '%s: says Authentication failed, and signs nobody in',
      async (_case, withOpener, session) => {
        jest.useFakeTimers();
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
        // Another tab of this browser may be running a sign-in: its keys stay as they are.
        localStorage.setItem(STORAGE_KEYS.googleAuthAction, 'login');
        const postMessage = jest.fn();
        setOpener(withOpener ? { closed: false, postMessage } : null);
        const calls = stubFetch({
          'GET /api/auth/profile/': {
            status: 200,
            body: { id: 5, email: 'me@example.com', role: 'user', is_verified: true },
          },
        });
        openCallback('#id_token=attacker-token');
        // The stored session's check on start settles.
        await act(async () => undefined);

        expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.google.failed);
        expect(postMessage).not.toHaveBeenCalled();
        expect(window.close).not.toHaveBeenCalled();
        expect(window.location.hash).toBe('');
        expect(localStorage.getItem(STORAGE_KEYS.googleToken)).toBeNull();
        expect(localStorage.getItem(STORAGE_KEYS.googleAuthAction)).toBe('login');
        act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS));
        expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login);
        expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
        for (const [key, value] of Object.entries(session))
          expect(localStorage.getItem(key)).toBe(value);
      },
    );
  });
});
