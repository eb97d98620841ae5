import { createApiClient, ApiError, isHttpError, isUnreachable, RENEWAL_LOCK } from './api-client';
import whenApiAnswers from './reconnect';

// The notice and its probe loop have their own tests (reconnect.spec.ts): here, only that the
// client asks for them, without a loop probing through the fetch stub of the next test.
jest.mock('./reconnect', () => ({
  __esModule: true,
  default: jest.fn(() => new Promise(() => undefined)),
  stopReconnecting: () => undefined,
}));
import { readStoredSession, storeSession } from './session-store';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

// jsdom has no fetch Response: the client only reads these members.
function reply(status: number, text: string, contentType: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null),
    },
    text: async () => text,
  } as unknown as Response;
}

function json(status: number, body: unknown): Response {
  return reply(status, JSON.stringify(body), 'application/json');
}

describe('api client', () => {
  let handler: Handler;
  const calls: { url: string; init: RequestInit }[] = [];

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    calls.length = 0;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return handler(String(input), init ?? {});
    }) as typeof fetch;
  });

  it('keeps the session when the refresh cannot reach the API, and fails with the network error', async () => {
    storeSession({ access: 'expired', refresh: 'valid', role: 'user', email: 'ada@example.com' });
    handler = (url) => {
      if (url.endsWith('/refresh/')) throw new TypeError('Failed to fetch');
      return json(401, { detail: 'Token expired' });
    };
    const api = createApiClient('http://api.test');
    await expect(api.request('/api/auth/profile/')).rejects.toMatchObject({ kind: 'network' });
    expect(readStoredSession()).toMatchObject({ token: 'expired', refreshToken: 'valid' });
    expect(sessionStorage.getItem('auth_redirect_reason')).toBeNull();
  });

  it.each([502, 503, 504])(
    'keeps the session when the refresh gets a %i, and fails with it',
    async (status) => {
      storeSession({ access: 'expired', refresh: 'valid', role: 'user', email: 'ada@example.com' });
      handler = (url) =>
        url.endsWith('/refresh/')
          ? reply(status, '<html>Bad Gateway</html>', 'text/html')
          : json(401, { detail: 'Token expired' });
      const api = createApiClient('http://api.test');
      const failure = await api.request('/api/auth/profile/').catch((error: unknown) => error);
      expect(isUnreachable(failure)).toBe(true);
      expect(readStoredSession()?.token).toBe('expired');
    },
  );

  it('puts up the notice when a call cannot reach the API, not when the API refuses it', async () => {
    const notice = jest.mocked(whenApiAnswers);
    notice.mockClear();
    const api = createApiClient('http://api.test');
    handler = () => json(404, { detail: 'Not found.' });
    await expect(api.request('/api/submissions/')).rejects.toMatchObject({ status: 404 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notice).not.toHaveBeenCalled();
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.request('/api/submissions/')).rejects.toMatchObject({ kind: 'network' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notice).toHaveBeenCalledWith('http://api.test');
  });

  it('signs the user out when the refresh fails', async () => {
    storeSession({
      access: 'expired',
      refresh: 'revoked',
      role: 'admin',
      email: 'root@example.com',
    });
    const onChange = jest.fn();
    window.addEventListener('auth-change', onChange);
    handler = () => json(401, { detail: 'Invalid refresh token' });
    const api = createApiClient('http://api.test');
    await expect(api.request('/api/admin/stats/')).rejects.toMatchObject({
      status: 401,
      detail: 'Invalid refresh token',
    });
    expect(readStoredSession()).toBeNull();
    expect(onChange).toHaveBeenCalled();
    // /login explains it: 'Your session has expired. Please log in again.'
    expect(sessionStorage.getItem('auth_redirect_reason')).toBe('expired');
    window.removeEventListener('auth-change', onChange);
  });

  it('retries with tokens another call renewed meanwhile, instead of renewing again', async () => {
    storeSession({ access: 'old', refresh: 'refresh-1', role: 'user', email: 'ada@example.com' });
    handler = async (url, init) => {
      if (url.endsWith('/api/auth/refresh/')) throw new Error('must not renew');
      const auth = (init.headers as Record<string, string>)['Authorization'];
      if (auth === 'Bearer old') {
        storeSession({
          access: 'renewed-elsewhere',
          refresh: 'refresh-2',
          role: 'user',
          email: 'ada@example.com',
        });
        return json(401, { detail: 'Token expired' });
      }
      return json(200, { auth });
    };
    const api = createApiClient('http://api.test');
    await expect(api.request('/api/a/')).resolves.toEqual({ auth: 'Bearer renewed-elsewhere' });
  });

  describe('one renewal per browser (the tabs share the stored tokens)', () => {
    type Renewal = () => Promise<string | null>;
    const lockNames: string[] = [];
    /** The Web Locks of the browser; `whileWaiting` runs while this tab waits for the lock (another tab's turn). */
    function installLocks(whileWaiting: () => void = () => undefined) {
      Object.defineProperty(navigator, 'locks', {
        configurable: true,
        value: {
          request: async (name: string, callback: Renewal) => {
            lockNames.push(name);
            whileWaiting();
            return callback();
          },
        },
      });
    }
    const anotherTabRenewed = () =>
      storeSession({
        access: 'renewed-by-tab-2',
        refresh: 'refresh-2',
        role: 'user',
        email: 'ada@example.com',
      });

    beforeEach(() => {
      lockNames.length = 0;
      storeSession({ access: 'old', refresh: 'refresh-1', role: 'user', email: 'ada@example.com' });
    });
    afterEach(() => {
      delete (navigator as { locks?: unknown }).locks;
    });

    it('renews under the browser-wide lock', async () => {
      installLocks();
      handler = (url, init) => {
        if (url.endsWith('/api/auth/refresh/'))
          return json(200, { access: 'new', refresh: 'refresh-2' });
        const auth = (init.headers as Record<string, string>)['Authorization'];
        return auth === 'Bearer new'
          ? json(200, { ok: true })
          : json(401, { detail: 'Token expired' });
      };
      const api = createApiClient('http://api.test');
      await expect(api.request('/api/a/')).resolves.toEqual({ ok: true });
      expect(lockNames).toEqual([RENEWAL_LOCK]);
      expect(calls.filter((call) => call.url.endsWith('/refresh/'))).toHaveLength(1);
      expect(readStoredSession()).toMatchObject({ token: 'new', refreshToken: 'refresh-2' });
    });

    it('adopts the pair another tab stored while this one waited for the lock, without spending the token again', async () => {
      installLocks(anotherTabRenewed);
      handler = (url, init) => {
        if (url.endsWith('/api/auth/refresh/')) throw new Error('must not renew');
        const auth = (init.headers as Record<string, string>)['Authorization'];
        return auth === 'Bearer old' ? json(401, { detail: 'Token expired' }) : json(200, { auth });
      };
      const api = createApiClient('http://api.test');
      await expect(api.request('/api/a/')).resolves.toEqual({ auth: 'Bearer renewed-by-tab-2' });
      expect(readStoredSession()).toMatchObject({ refreshToken: 'refresh-2' });
    });

    it('adopts a pair another tab stored before giving up on a refused renewal (no Web Locks)', async () => {
      handler = (url, init) => {
        if (url.endsWith('/api/auth/refresh/')) {
          anotherTabRenewed();
          return json(401, { detail: 'Invalid or expired refresh token.' });
        }
        const auth = (init.headers as Record<string, string>)['Authorization'];
        return auth === 'Bearer old' ? json(401, { detail: 'Token expired' }) : json(200, { auth });
      };
      const api = createApiClient('http://api.test');
      await expect(api.request('/api/a/')).resolves.toEqual({ auth: 'Bearer renewed-by-tab-2' });
      expect(readStoredSession()).toMatchObject({ token: 'renewed-by-tab-2' });
      expect(sessionStorage.getItem('auth_redirect_reason')).toBeNull();
    });

    it('renews nothing and clears nothing when another tab signed out meanwhile', async () => {
      installLocks(() => localStorage.clear());
      handler = (url) => {
        if (url.endsWith('/api/auth/refresh/')) throw new Error('must not renew');
        return json(401, { detail: 'Token expired' });
      };
      const api = createApiClient('http://api.test');
      await expect(api.request('/api/a/')).rejects.toMatchObject({ status: 401 });
      expect(sessionStorage.getItem('auth_redirect_reason')).toBeNull();
    });
  });

  it('does not renew when asked not to (logout), and leaves the session alone', async () => {
    storeSession({
      access: 'expired',
      refresh: 'refresh-1',
      role: 'user',
      email: 'ada@example.com',
    });
    handler = () => json(401, { detail: 'Token expired' });
    const api = createApiClient('http://api.test');
    await expect(
      api.request('/api/auth/logout/', { method: 'POST', renew: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(readStoredSession()).not.toBeNull();
  });

  it('rejects an aborted call with the reason of its signal', async () => {
    const controller = new AbortController();
    handler = () => {
      controller.abort(new DOMException('Too slow', 'TimeoutError'));
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    const api = createApiClient('http://api.test');
    await expect(
      api.request('/api/auth/signup/', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('tells network failures and HTML answers apart from HTTP errors', async () => {
    const api = createApiClient('http://api.test');
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.request('/api/health')).rejects.toMatchObject({ kind: 'network', status: 0 });
    handler = () => reply(200, '<!doctype html><html></html>', 'text/html');
    const error = await api.request('/api/auth/subscription/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
  });

  it('adds query parameters and a JSON body', async () => {
    handler = () => json(201, { message: 'ok' });
    const api = createApiClient('http://api.test');
    await api.request('/api/admin/processed/', {
      method: 'POST',
      body: { a: 1 },
      query: { page: 2, t: undefined },
      auth: false,
    });
    expect(calls[0].url).toBe('http://api.test/api/admin/processed/?page=2');
    expect(calls[0].init.body).toBe('{"a":1}');
    expect((calls[0].init.headers as Record<string, string>)['Authorization']).toBeUndefined();
  });
});

describe('isHttpError', () => {
  const http404 = new ApiError('http', 404, null, 'HTTP 404');

  it('is true for an error status the API answered, whatever it was', () => {
    expect(isHttpError(http404)).toBe(true);
  });

  it('matches one status or one of several', () => {
    expect(isHttpError(http404, 404)).toBe(true);
    expect(isHttpError(http404, 403)).toBe(false);
    expect(isHttpError(new ApiError('http', 403, null, 'HTTP 403'), [401, 403])).toBe(true);
    expect(isHttpError(http404, [401, 403])).toBe(false);
  });

  it('is false for a network failure, an unreadable answer and anything else', () => {
    expect(isHttpError(new ApiError('network', 0, null, 'Network error'))).toBe(false);
    expect(
      isHttpError(new ApiError('invalid-response', 404, null, 'Invalid API response format'), 404),
    ).toBe(false);
    expect(isHttpError(new Error('HTTP 404'))).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });
});

describe('isUnreachable', () => {
  it('is true for a network failure, a timeout and a 502, 503 or 504 (HTML from a proxy too)', () => {
    expect(isUnreachable(new ApiError('network', 0, null, 'Network error'))).toBe(true);
    expect(isUnreachable(new DOMException('Timed out', 'TimeoutError'))).toBe(true);
    for (const status of [502, 503, 504]) {
      expect(isUnreachable(new ApiError('http', status, null, 'HTTP'))).toBe(true);
      expect(isUnreachable(new ApiError('invalid-response', status, null, 'HTML'))).toBe(true);
    }
  });

  it('is false for an answer about the request or the session, a cancel and anything else', () => {
    for (const status of [400, 401, 403, 404, 429, 500, 501, 505]) {
      expect(isUnreachable(new ApiError('http', status, null, 'HTTP'))).toBe(false);
    }
    expect(isUnreachable(new ApiError('invalid-response', 200, null, 'HTML'))).toBe(false);
    expect(isUnreachable(new DOMException('Aborted', 'AbortError'))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});
