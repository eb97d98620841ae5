import { NavLink, Link } from 'react-router';
import { PRODUCT_NAME, ROUTES } from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
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

export function Navbar() {
  const { user, isAdmin, signOut } = useSession();
  const home = !user ? ROUTES.landing : isAdmin ? ROUTES.adminDashboard : ROUTES.inputMain;
  return (
    <header className="navbar">
      <nav className="navbar__inner pp-container" aria-label="Main">
        <Link to={home} className="navbar__brand">
          <span className="navbar__logo" aria-hidden="true">PP</span>
          {PRODUCT_NAME}
        </Link>
        <ul className="navbar__links">
          <NavItem to={ROUTES.pricing}>Pricing</NavItem>
          {user && !isAdmin && <NavItem to={ROUTES.inputMain}>Submit Profile</NavItem>}
          {user && !isAdmin && <NavItem to={ROUTES.mySubmissions}>My Submissions</NavItem>}
          {isAdmin && <NavItem to={ROUTES.adminDashboard}>Admin Dashboard</NavItem>}
          {isAdmin && <NavItem to={ROUTES.adminSubscriptions}>Manage Subscriptions</NavItem>}
          {user ? (
            <li>
              <Button variant="secondary" onClick={signOut}>
                Logout
              </Button>
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
