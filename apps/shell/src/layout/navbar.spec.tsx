import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@profileproof/contracts';
import { SessionProvider, storeSession } from '@profileproof/session';
import { Navbar } from './navbar';

type Call = { url: string; body: unknown };

/** The API at the fetch boundary: the start-up token check succeeds for the stored role, logout answers 200. */
function stubApi(role: 'user' | 'admin' = 'user'): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const body = String(input).endsWith('/api/auth/profile/')
      ? { id: 1, email: `${role}@example.com`, role, is_verified: true }
      : { detail: 'Logged out' };
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

async function renderNavbar() {
  render(
    <SessionProvider config={{ apiBaseUrl: 'http://api.test', environment: 'test' }}>
      <MemoryRouter initialEntries={['/pricing']}>
        <Navbar />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  await act(async () => undefined); // the start-up token check
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

let tokens = 0;
const signedInAs = (role: 'user' | 'admin') => {
  tokens += 1;
  storeSession({
    access: `a-${tokens}`,
    refresh: `r-${tokens}`,
    role,
    email: `${role}@example.com`,
  });
};

describe('navbar', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('offers visitors pricing, login and sign up, with the title leading home', async () => {
    stubApi();
    const nav = await renderNavbar();
    expect(nav.getByRole('link', { name: 'ProfileProof' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers users their pages and logout, with the title leading to /inputMain', async () => {
    stubApi('user');
    signedInAs('user');
    const nav = await renderNavbar();
    expect(nav.getByRole('link', { name: 'ProfileProof' })).toHaveAttribute('href', '/inputMain');
    expect(nav.getByRole('link', { name: 'Submit Profile' })).toHaveAttribute('href', '/inputMain');
    expect(nav.getByRole('link', { name: 'My Submissions' })).toHaveAttribute(
      'href',
      '/my-submissions',
    );
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('offers admins the console and subscriptions, with the title leading to the dashboard', async () => {
    stubApi('admin');
    signedInAs('admin');
    const nav = await renderNavbar();
    expect(nav.getByRole('link', { name: 'ProfileProof' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Manage Subscriptions' })).toHaveAttribute(
      'href',
      '/admin/subscriptions',
    );
    expect(nav.queryByRole('link', { name: 'My Submissions' })).not.toBeInTheDocument();
  });

  it('links signed-in users and admins, not visitors, to their Account page (issue 25)', async () => {
    stubApi();
    expect((await renderNavbar()).queryByRole('link', { name: 'Account' })).toBeNull();
  });

  it.each(['user', 'admin'] as const)('gives a signed-in %s the Account link', async (role) => {
    signedInAs(role);
    stubApi(role);
    const nav = await renderNavbar();
    expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });

  it('logs out: revokes the refresh token, clears the four keys, tells every screen and lands on /login', async () => {
    const calls = stubApi('user');
    signedInAs('user');
    const onAuthChange = jest.fn();
    window.addEventListener('auth-change', onAuthChange);
    const nav = await renderNavbar();
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(/^\/login /)).toHaveTextContent('{"reason":"signed-out"}');
    expect(calls.at(-1)).toEqual({
      url: 'http://api.test/api/auth/logout/',
      body: { refresh: `r-${tokens}` },
    });
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.userRole,
      STORAGE_KEYS.userEmail,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(onAuthChange).toHaveBeenCalled();
    expect(nav.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    window.removeEventListener('auth-change', onAuthChange);
  });

  it('folds its links into a menu button on small screens, which says whether it is open', async () => {
    stubApi();
    const nav = await renderNavbar();
    const menu = nav.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'navbar-menu');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(nav.getByRole('link', { name: 'Pricing' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu on Escape, handing the focus back to its button', async () => {
    stubApi();
    const user = userEvent.setup();
    const nav = await renderNavbar();
    const menu = nav.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    // Closed, Escape does nothing to it.
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu on a tap outside it, not on a tap inside', async () => {
    stubApi();
    const user = userEvent.setup();
    const nav = await renderNavbar();
    const menu = nav.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('navigation', { name: 'Main' }),
    });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Outside the menu, the open menu lays a transparent layer over the page (the e2e journey taps the page itself).
    const outside = document.querySelector('.navbar__scrim');
    if (!outside) throw new Error('No layer outside the open menu');
    await user.pointer({ keys: '[MouseLeft]', target: outside });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.navbar__scrim')).toBeNull();
  });

  it('logs out even when the server cannot be reached', async () => {
    stubApi('user');
    signedInAs('user');
    const nav = await renderNavbar();
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    expect(await nav.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
