import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SessionProvider, storeSession } from '@profileproof/session';
import { Navbar } from './navbar';

function renderNavbar() {
  render(
    <SessionProvider config={{ apiBaseUrl: 'http://api.test', environment: 'test' }}>
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>
    </SessionProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('navbar', () => {
  beforeEach(() => localStorage.clear());

  it('offers visitors pricing, login and sign up, with the title leading home', () => {
    const nav = renderNavbar();
    expect(nav.getByRole('link', { name: 'ProfileProof' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers users their pages and logout, with the title leading to /inputMain', () => {
    storeSession({ access: 'a', refresh: 'r', role: 'user', email: 'ada@example.com' });
    const nav = renderNavbar();
    expect(nav.getByRole('link', { name: 'ProfileProof' })).toHaveAttribute('href', '/inputMain');
    expect(nav.getByRole('link', { name: 'Submit Profile' })).toHaveAttribute('href', '/inputMain');
    expect(nav.getByRole('link', { name: 'My Submissions' })).toHaveAttribute('href', '/my-submissions');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('offers admins the console and subscriptions, with the title leading to the dashboard', () => {
    storeSession({ access: 'a', refresh: 'r', role: 'admin', email: 'root@example.com' });
    const nav = renderNavbar();
    expect(nav.getByRole('link', { name: 'ProfileProof' })).toHaveAttribute('href', '/admin/dashboard');
    expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Manage Subscriptions' })).toHaveAttribute('href', '/admin/subscriptions');
    expect(nav.queryByRole('link', { name: 'My Submissions' })).not.toBeInTheDocument();
  });
});
