import { Suspense, type ReactElement } from 'react';
import { matchPath, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { REMOTES, remoteRoutes, type RouteAccess } from '@profileproof/remotes';
import { LoadingState } from '@profileproof/ui';
import { Layout } from '../layout/layout';
import { LAZY_PUBLIC_PAGES } from '../pages/public/lazy-routes';
import {
  loadRemoteRoutes,
  preloadFederation,
  preloadRemoteEntry,
  type RemoteName,
} from '../remotes/remote-registry';
import { RemoteScreen } from '../remotes/remote-screen';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * Which remote serves which path, and who may open it: the table of remotes (libs/remotes). The
 * remote provides the screen; the shell decides where it lives and guards it.
 */
const REMOTE_ROUTES = REMOTES.flatMap((remote) =>
  remoteRoutes(remote).map((route) => ({ ...route, remote: remote.name })),
);

/** Who may open each path (the spec's route guards): the remotes' from the table, the shell's own here; others are public. */
const ACCESS = new Map<string, RouteAccess>([
  [ROUTES.landing, 'guest'],
  ...REMOTE_ROUTES.map(({ path, access }): [string, RouteAccess] => [path, access]),
]);

function guarded(path: string, element: ReactElement): ReactElement {
  const access = ACCESS.get(path);
  if (access === 'guest') return <GuestOnly>{element}</GuestOnly>;
  if (access === 'user') return <RequireAuth>{element}</RequireAuth>;
  if (access === 'admin') return <RequireAdmin>{element}</RequireAdmin>;
  return element;
}

/**
 * The shell's own pages, each in a chunk of its own: the first script holds the layout and what
 * every route needs, not the landing page a visitor of /login never sees.
 */
const SHELL_PAGES: readonly { path: string; page: LazyPage }[] = [
  {
    path: ROUTES.landing,
    page: lazyPage(() =>
      import(/* webpackChunkName: "landing" */ '../pages/landing-page').then((m) => m.LandingPage),
    ),
  },
  ...LAZY_PUBLIC_PAGES,
  {
    path: ROUTES.blankPage,
    page: lazyPage(() =>
      import(/* webpackChunkName: "blank-page" */ '../pages/blank-page').then((m) => m.BlankPage),
    ),
  },
  {
    path: ROUTES.notFound,
    page: lazyPage(() =>
      import(/* webpackChunkName: "not-found" */ '../pages/not-found-page').then(
        (m) => m.NotFoundPage,
      ),
    ),
  },
];

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...SHELL_PAGES.map(({ path, page }) => ({
        path,
        element: guarded(
          path,
          <Suspense fallback={<LoadingState label="Loading…" />}>
            <page.Component />
          </Suspense>,
        ),
      })),
      ...REMOTE_ROUTES.map(({ path, remote }) => ({
        path,
        element: guarded(path, <RemoteScreen key={path} remote={remote} path={path} />),
      })),
      { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
    ],
  },
];

/**
 * Starts fetching what the page opened at `pathname` needs beyond the shell's first script,
 * while the configuration files load: the shell page's chunk (the returned promise, which the
 * first render waits for), or the federation runtime (its remote follows once the manifest is
 * in: `preloadRemoteRoutes`).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const page = SHELL_PAGES.find(({ path }) => matchPath(path, pathname));
  if (page) return page.page.preload();
  if (remoteOf(pathname)) preloadFederation();
  return Promise.resolve();
}

/** Once the manifest is registered: fetches the remote that serves `pathname`, if one does. */
export function preloadRemoteRoutes(pathname: string): void {
  const remote = remoteOf(pathname);
  if (!remote) return;
  preloadRemoteEntry(remote);
  loadRemoteRoutes(remote).catch(() => undefined); // a failure shows in the remote's panel
}

function remoteOf(pathname: string): RemoteName | undefined {
  return REMOTE_ROUTES.find(({ path }) => matchPath(path, pathname))?.remote;
}
