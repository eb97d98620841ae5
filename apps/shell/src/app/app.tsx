import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { SessionProvider, type RuntimeConfig } from '@profileproof/session';
import { RouteErrorBoundary } from '../pages/route-error-page';
import { appRoutes } from './app-routes';

function AppRoutes() {
  const location = useLocation();
  return <RouteErrorBoundary resetKey={location.key}>{useRoutes(appRoutes)}</RouteErrorBoundary>;
}

/**
 * The router in declarative mode: the data mode (createBrowserRouter) weighs 18 KB gzipped more,
 * for loaders and actions the product does not use. React Query is not here: only the remotes'
 * screens use it, inside the providers they are mounted in (src/remotes/federation-host.tsx).
 */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <SessionProvider config={config}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
