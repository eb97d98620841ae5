import { useRef, useState } from 'react';
import { NavLink, Link, useNavigate } from 'react-router';
import { MESSAGES, PRODUCT_NAME, ROUTES } from '@profileproof/contracts';
import { useSession, type LoginRedirectState } from '@profileproof/session';
import { Button } from '@profileproof/ui';

function NavItem({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <NavLink to={to} className="navbar__link">
        {children}
      </NavLink>
    </li>
  );
}

/** Logout revokes the session on the server (best effort), clears it here, and lands on /login. */
function LogoutButton() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    await signOut();
    const state: LoginRedirectState = { reason: 'signed-out' };
    void navigate(ROUTES.login, { replace: true, state });
  };
  return (
    <Button variant="secondary" busy={busy} onClick={logout}>
      {MESSAGES.navbar.logout}
    </Button>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function Navbar() {
  const { user, isAdmin } = useSession();
  // Small screens fold the links into a menu; following a link folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const home = !user ? ROUTES.landing : isAdmin ? ROUTES.adminDashboard : ROUTES.inputMain;
  return (
    <header
      className="navbar"
      // An open menu closes on Escape from within it (focus back on its button) and on a tap outside it (the scrim).
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        toggle.current?.focus();
      }}
    >
      {menuOpen && (
        <div
          className="navbar__scrim"
          aria-hidden="true"
          onPointerDown={() => setMenuOpen(false)}
        />
      )}
      <nav className="navbar__inner pp-container" aria-label="Main">
        <Link to={home} className="navbar__brand">
          <span className="navbar__logo" aria-hidden="true">
            PP
          </span>
          {PRODUCT_NAME}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="navbar__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="navbar-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <span className="pp-visually-hidden">Menu</span>
        </button>
        <ul
          id="navbar-menu"
          className={['navbar__links', menuOpen && 'navbar__links--open'].filter(Boolean).join(' ')}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
          }}
        >
          <NavItem to={ROUTES.pricing}>Pricing</NavItem>
          {user && !isAdmin && <NavItem to={ROUTES.inputMain}>Submit Profile</NavItem>}
          {user && !isAdmin && <NavItem to={ROUTES.mySubmissions}>My Submissions</NavItem>}
          {isAdmin && <NavItem to={ROUTES.adminDashboard}>Admin Dashboard</NavItem>}
          {isAdmin && <NavItem to={ROUTES.adminSubscriptions}>Manage Subscriptions</NavItem>}
          {user && <NavItem to={ROUTES.account}>Account</NavItem>}
          {user ? (
            <li>
              <LogoutButton />
            </li>
          ) : (
            <>
              <NavItem to={ROUTES.login}>Login</NavItem>
              <li>
                <Link to={ROUTES.signup} className="pp-button pp-button--primary">
                  Sign Up
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
