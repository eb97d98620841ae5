import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { ROUTES, STORAGE_KEYS } from '@profileproof/contracts';
import { SessionProvider, storeSession, useSession } from '@profileproof/session';
import { GuestOnly } from './guest-only';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

/** Shows where the guards sent the visitor, and the state they passed. */
function Page({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <output aria-label="state">{JSON.stringify(location.state ?? {})}</output>
    </>
  );
}

function LoginPage() {
  const { signIn } = useSession();
  return (
    <>
      <Page name="Login" />
      <button
        onClick={() =>
          signIn({
            access: 'fresh',
            refresh: 'r',
            role: 'user',
            email: 'u@example.com',
            user_id: 1,
            is_new_user: false,
          })
        }
      >
        Sign in here
      </button>
    </>
  );
}

function renderAt(entry: InitialEntry) {
  render(
    <SessionProvider config={{ apiBaseUrl: 'http://api.test', environment: 'test' }}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path={ROUTES.landing}
            element={
              <GuestOnly>
                <Page name="Landing" />
              </GuestOnly>
            }
          />
          <Route
            path={ROUTES.login}
            element={
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            }
          />
          <Route
            path={ROUTES.signup}
            element={
              <GuestOnly>
                <Page name="Signup" />
              </GuestOnly>
            }
          />
          <Route
            path={ROUTES.inputMain}
            element={
              <RequireAuth>
                <Page name="Input" />
              </RequireAuth>
            }
          />
          <Route
            path={ROUTES.mySubmissions}
            element={
              <RequireAuth>
                <Page name="My submissions" />
              </RequireAuth>
            }
          />
          <Route
            path={ROUTES.adminDashboard}
            element={
              <RequireAdmin>
                <Page name="Admin dashboard" />
              </RequireAdmin>
            }
          />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '{}');

let tokenCount = 0;
/** A signed-in browser whose token the server confirms (every token is new: checks are per token). */
function signedInAs(role: 'user' | 'admin') {
  tokenCount += 1;
  storeSession({
    access: `token-${tokenCount}`,
    refresh: 'refresh',
    role,
    email: `${role}@example.com`,
  });
  mockFetch((url) =>
    url.endsWith('/api/auth/profile/')
      ? [200, { id: 1, email: `${role}@example.com`, role, is_verified: true }]
      : [404, {}],
  );
}

type Answer = [number, unknown];
function mockFetch(answer: (url: string) => Answer | Promise<Answer>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const [status, body] = await answer(String(input));
    return {
      ok: status < 300,
      status,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
}

describe('route guards', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('RequireAuth sends a visitor to /login, keeping the origin path and the reason', () => {
    renderAt('/my-submissions?page=2#top');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(state()).toEqual({ from: '/my-submissions?page=2#top', reason: 'required' });
  });

  it('RequireAuth passes on the reason the API client left when the session expired', () => {
    sessionStorage.setItem(STORAGE_KEYS.authRedirectReason, 'expired');
    renderAt(ROUTES.inputMain);
    expect(state()).toEqual({ from: ROUTES.inputMain, reason: 'expired' });
  });

  it('RequireAuth waits for the token check, then lets a signed-in user in', async () => {
    signedInAs('user');
    renderAt(ROUTES.inputMain);
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Input' })).toBeInTheDocument();
  });

  it('a token the server refuses (and cannot renew) ends on /login with the expired notice', async () => {
    tokenCount += 1;
    storeSession({
      access: `stale-${tokenCount}`,
      refresh: 'revoked',
      role: 'user',
      email: 'user@example.com',
    });
    mockFetch(() => [401, { detail: 'Token expired' }]);
    renderAt(ROUTES.mySubmissions);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(state()).toEqual({ from: ROUTES.mySubmissions, reason: 'expired' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('RequireAdmin sends a visitor to /login', () => {
    renderAt(ROUTES.adminDashboard);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(state()).toEqual({ from: ROUTES.adminDashboard, reason: 'required' });
  });

  it('RequireAdmin sends a user to /login, whose guard sends them on to /inputMain', async () => {
    signedInAs('user');
    renderAt(ROUTES.adminDashboard);
    expect(await screen.findByRole('heading', { name: 'Input' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  });

  it('RequireAdmin lets an admin in', async () => {
    signedInAs('admin');
    renderAt(ROUTES.adminDashboard);
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['admin', ROUTES.login, 'Admin dashboard'],
    ['admin', ROUTES.signup, 'Admin dashboard'],
    ['admin', ROUTES.landing, 'Admin dashboard'],
    ['user', ROUTES.login, 'Input'],
    ['user', ROUTES.signup, 'Input'],
    ['user', ROUTES.landing, 'Input'],
  ] as const)('GuestOnly sends the %s from %s to their start page', async (role, path, heading) => {
    signedInAs(role);
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('GuestOnly lets visitors in', () => {
    renderAt(ROUTES.signup);
    expect(screen.getByRole('heading', { name: 'Signup' })).toBeInTheDocument();
  });

  it('GuestOnly leaves a user who signs in on the page to that page, which knows where to go next', () => {
    renderAt(ROUTES.login);
    act(() => screen.getByRole('button', { name: 'Sign in here' }).click());
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
