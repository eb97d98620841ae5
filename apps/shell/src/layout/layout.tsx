import { Outlet, useLocation } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { ScrollRestoration } from '../app/scroll-restoration';
import { Footer } from './footer';
import { Navbar } from './navbar';
import './layout.css';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="shell">
      {/* First in the tab order: past the navbar in one key press. Focus moves itself, so the address keeps no #main. */}
      <a
        href="#main"
        className="shell__skip"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      {pathname !== ROUTES.forgotPassword && <Navbar />}
      <main className="shell__main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
