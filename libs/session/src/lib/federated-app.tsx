import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { SessionProvider } from './session-provider';
import { readStoredSession, subscribeToAuthChanges } from './session-store';

/** One screen a remote exposes; the shell mounts it at `path` (a route of the product spec). */
export interface RemoteRoute {
  path: string;
  title: string;
  Component: ComponentType;
}

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
  /**
   * The version of the session contract the remote was built against (`SESSION_CONTRACT_VERSION`
   * of `@profileproof/remotes`, compiled into the remote): the shell mounts the remote only if it
   * supports that version.
   */
  contractVersion: string;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

/** The providers every app needs, in one order: React Query, then the session. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => forgetCachedDataOnUserChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider config={config}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

/** Cached answers belong to the user who fetched them: drop them when someone else (or no one) is signed in. */
export function forgetCachedDataOnUserChange(queryClient: QueryClient): () => void {
  let email = readStoredSession()?.email ?? null;
  return subscribeToAuthChanges(() => {
    const next = readStoredSession()?.email ?? null;
    if (next !== email) queryClient.clear();
    email = next;
  });
}

function StandaloneIndex({ name, routes }: { name: string; routes: RemoteRoute[] }) {
  return (
    <div className="pp-page pp-container">
      <h1>{name} (standalone)</h1>
      <p>This remote is running on its own. Its screens:</p>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.path.replace(/:(\w+)/g, 'example-$1')}>{route.title}</Link>{' '}
            <code>{route.path}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Renders a remote on its own, without the shell, for the team that owns it: same providers,
 * its routes at the same paths, and an index of its screens at any other path.
 */
export async function renderStandaloneRemote(name: string, routes: RemoteRoute[]): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element.');
  const config = await loadRuntimeConfig();
  createRoot(container).render(
    <StrictMode>
      <AppProviders config={config}>
        <BrowserRouter>
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<StandaloneIndex name={name} routes={routes} />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
