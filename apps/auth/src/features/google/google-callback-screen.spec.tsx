import { act, screen } from '@testing-library/react';
import { MESSAGES, REDIRECT_DELAY_MS, ROUTES, STORAGE_KEYS } from '@profileproof/contracts';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { GoogleCallbackScreen } from './components/google-callback-screen';

function openCallback(fragment: string) {
  window.history.replaceState(null, '', `${ROUTES.googleCallback}${fragment}`);
  renderScreen(<GoogleCallbackScreen />, { path: ROUTES.googleCallback });
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
    const opener = { closed: false, postMessage: jest.fn() };
    setOpener(opener);
    const calls = stubFetch({});
    openCallback('#id_token=header.payload.signature');
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'google-auth', id_token: 'header.payload.signature' }, window.location.origin);
    expect(window.close).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.googleToken)).toBe('header.payload.signature');
    expect(window.location.hash).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('hands an error to its opener', () => {
    const opener = { closed: false, postMessage: jest.fn() };
    setOpener(opener);
    openCallback('#error=access_denied');
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'google-auth', error: 'access_denied' }, window.location.origin);
  });

  it('without an opener, finishes the sign-in itself and opens /inputMain', async () => {
    localStorage.setItem(STORAGE_KEYS.googleAuthAction, 'signup');
    const calls = stubFetch({
      'POST /api/auth/google/': {
        status: 201,
        body: { access: 'a', refresh: 'r', role: 'user', email: 'ada@example.com', user_id: 3, is_new_user: true },
      },
    });
    openCallback('#id_token=lonely-token');
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.inputMain);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ credential: 'lonely-token', action: 'signup' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('a');
    expect(localStorage.getItem(STORAGE_KEYS.googleAuthAction)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.googleToken)).toBeNull();
  });

  it('without an opener, shows an error and goes to /login after 3 seconds', () => {
    jest.useFakeTimers();
    stubFetch({});
    openCallback('#error=access_denied');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.google.failed);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login);
  });

  it('without a token or an error, says no token was found', () => {
    stubFetch({});
    openCallback('');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.google.noToken);
  });
});
