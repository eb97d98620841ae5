import { act, render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@profileproof/contracts';
import { readLoginRedirectState } from './redirect-reason';
import { SessionProvider, useSession } from './session-provider';
import { readStoredSession, storeSession } from './session-store';

type Reply = [number, unknown] | Error;
const calls: string[] = [];
function stubFetch(reply: (url: string) => Reply) {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const answer = reply(String(input));
    if (answer instanceof Error) throw answer;
    const [status, body] = answer;
    return {
      ok: status < 300,
      status,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
}

function Probe() {
  const { status, user } = useSession();
  return <p>{`${status} ${user ? `${user.role}:${user.email}` : 'signed-out'}`}</p>;
}

async function renderProvider() {
  render(
    <SessionProvider config={{ apiBaseUrl: 'http://api.test', environment: 'test' }}>
      <Probe />
    </SessionProvider>,
  );
}

let n = 0;
function stored(role: 'user' | 'admin' = 'user') {
  n += 1;
  storeSession({ access: `access-${n}`, refresh: `refresh-${n}`, role, email: 'ada@example.com' });
}

describe('session provider', () => {
  beforeEach(() => {
    // A fresh reconnect loop (loaded lazily) per test: its backoff carries over between close outages.
    jest.resetModules();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is ready at once without a stored token, and checks nothing', async () => {
    stubFetch(() => [500, {}]);
    await renderProvider();
    expect(screen.getByText('ready signed-out')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks a stored token once on start, and adopts the role the server knows', async () => {
    stored('user');
    stubFetch(() => [200, { id: 1, email: 'ada@example.com', role: 'admin', is_verified: true }]);
    await renderProvider();
    expect(screen.getByText('checking user:ada@example.com')).toBeInTheDocument();
    expect(await screen.findByText('ready admin:ada@example.com')).toBeInTheDocument();
    expect(calls).toEqual(['http://api.test/api/auth/profile/']);
  });

  it('renews an expired token once during the check', async () => {
    stored();
    stubFetch((url) => {
      if (url.endsWith('/refresh/')) return [200, { access: 'renewed', refresh: 'refresh-next' }];
      return calls.filter((call) => call.endsWith('/profile/')).length === 1
        ? [401, { detail: 'Token expired' }]
        : [200, { id: 1, email: 'ada@example.com', role: 'user', is_verified: true }];
    });
    await renderProvider();
    expect(await screen.findByText('ready user:ada@example.com')).toBeInTheDocument();
    expect(readStoredSession()).toMatchObject({ token: 'renewed', refreshToken: 'refresh-next' });
    expect(calls.filter((call) => call.endsWith('/refresh/'))).toHaveLength(1);
  });

  it('signs out when the API answers the check with an error', async () => {
    stored();
    stubFetch(() => [500, { detail: 'Internal server error' }]);
    await renderProvider();
    expect(await screen.findByText('ready signed-out')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['a 502 from the proxy', [502, {}]],
    ['a 503', [503, { detail: 'Service unavailable' }]],
    ['a 504', [504, {}]],
  ] as [string, Reply][])(
    'keeps the session on %s, shows the notice, and finishes the check when the API answers',
    async (_label, outage) => {
      stored();
      let up = false;
      stubFetch((url) => {
        if (!up) return outage;
        return url.endsWith('/profile/')
          ? [200, { id: 1, email: 'ada@example.com', role: 'user', is_verified: true }]
          : [200, { status: 'ok' }];
      });
      await renderProvider();
      const notice = await screen.findByText("Can't reach ProfileProof — retrying", undefined, {
        timeout: 3_000,
      });
      expect(notice).toHaveAttribute('role', 'status');
      expect(screen.getByText('checking user:ada@example.com')).toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
      up = true;
      expect(
        await screen.findByText('ready user:ada@example.com', undefined, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(calls.filter((call) => call.endsWith('/profile/'))).toHaveLength(2);
    },
  );

  it('keeps the session when the check fails because the page is being left', async () => {
    stored();
    stubFetch(() => new TypeError('Failed to fetch'));
    window.dispatchEvent(new Event('pagehide'));
    try {
      await renderProvider();
      await act(async () => undefined);
      expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('signs out, marked expired, when the token cannot be renewed', async () => {
    stored();
    stubFetch(() => [401, { detail: 'Invalid token' }]);
    await renderProvider();
    expect(await screen.findByText('ready signed-out')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.authRedirectReason)).toBe('expired');
  });

  it('signIn stores the four keys and forgets an old redirect reason', async () => {
    sessionStorage.setItem(STORAGE_KEYS.authRedirectReason, 'expired');
    let session: ReturnType<typeof useSession> | null = null;
    function Capture() {
      session = useSession();
      return null;
    }
    render(
      <SessionProvider config={{ apiBaseUrl: 'http://api.test', environment: 'test' }}>
        <Capture />
        <Probe />
      </SessionProvider>,
    );
    act(() =>
      session?.signIn({
        access: 'a',
        refresh: 'r',
        role: 'user',
        email: 'new@example.com',
        user_id: 2,
        is_new_user: true,
      }),
    );
    expect(screen.getByText('ready user:new@example.com')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.authRedirectReason)).toBeNull();
  });
});

describe('login redirect state', () => {
  it('keeps only a path of this site and a known reason', () => {
    expect(readLoginRedirectState({ from: '/my-submissions?x=1', reason: 'expired' })).toEqual({
      from: '/my-submissions?x=1',
      reason: 'expired',
    });
    expect(readLoginRedirectState({ from: '//evil.example/', reason: 'nope' })).toEqual({
      from: undefined,
      reason: undefined,
    });
    expect(readLoginRedirectState({ from: 'https://evil.example/' })).toEqual({
      from: undefined,
      reason: undefined,
    });
    expect(readLoginRedirectState(null)).toEqual({});
  });
});
