import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { Layout } from '../layout/layout';
import { BlankPage } from '../pages/blank-page';
import { LandingPage } from '../pages/landing-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PUBLIC_PAGE_ROUTES } from '../pages/public';
import { RouteErrorPage } from '../pages/route-error-page';
import type { RemoteName } from '../remotes/remote-registry';
import { RemoteScreen } from '../remotes/remote-screen';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';

/** Which remote owns which path of the product spec. The remote provides the screen; the shell decides where it lives. */
export const REMOTE_PATHS: Record<RemoteName, string[]> = {
  auth: [
    ROUTES.login,
    ROUTES.signup,
    ROUTES.forgotPassword,
    ROUTES.resetPassword,
    ROUTES.verifyEmail,
    ROUTES.googleCallback,
  ],
  user_submissions: [ROUTES.inputMain, ROUTES.mySubmissions, ROUTES.submission],
  admin_console: [ROUTES.adminDashboard, ROUTES.adminReviewed, ROUTES.adminSubscriptions],
};

/** Who may open which path (spec section 2, route guards); paths not listed are public. */
const GUEST_PATHS: string[] = [ROUTES.landing, ROUTES.login, ROUTES.signup];
const USER_PATHS: string[] = [ROUTES.inputMain, ROUTES.mySubmissions, ROUTES.submission];
const ADMIN_PATHS: string[] = [ROUTES.adminDashboard, ROUTES.adminReviewed, ROUTES.adminSubscriptions];

function guarded(path: string, element: ReactElement): ReactElement {
  if (GUEST_PATHS.includes(path)) return <GuestOnly>{element}</GuestOnly>;
  if (USER_PATHS.includes(path)) return <RequireAuth>{element}</RequireAuth>;
  if (ADMIN_PATHS.includes(path)) return <RequireAdmin>{element}</RequireAdmin>;
  return element;
}

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.landing, element: guarded(ROUTES.landing, <LandingPage />) },
      ...(Object.entries(REMOTE_PATHS) as [RemoteName, string[]][]).flatMap(([remote, paths]) =>
        paths.map((path) => ({ path, element: guarded(path, <RemoteScreen key={path} remote={remote} path={path} />) })),
      ),
      ...PUBLIC_PAGE_ROUTES.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: ROUTES.blankPage, element: <BlankPage /> },
      { path: ROUTES.notFound, element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
    ],
  },
];
