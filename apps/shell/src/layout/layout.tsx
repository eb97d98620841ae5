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
      {pathname !== ROUTES.forgotPassword && <Navbar />}
      <main className="shell__main" id="main">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
