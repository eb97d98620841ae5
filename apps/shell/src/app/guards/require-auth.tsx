import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { readAuthRedirectReason, useSession, type LoginRedirectState } from '@profileproof/session';
import { SessionPending } from './session-pending';

/** Sends the visitor to /login, remembering where they were going and why. */
export function RedirectToLogin() {
  const location = useLocation();
  // A reason already left by the API client ("expired") or by logout wins over the generic one.
  const stored = readAuthRedirectReason();
  const state: LoginRedirectState =
    stored === 'signed-out'
      ? { reason: stored }
      : {
          from: `${location.pathname}${location.search}${location.hash}`,
          reason: stored ?? 'required',
        };
  return <Navigate to={ROUTES.login} replace state={state} />;
}

/** Pages for signed-in users (spec: unauthenticated visitors go to /login, keeping the origin path). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, isAuthenticated } = useSession();
  if (status === 'checking') return <SessionPending />;
  if (!isAuthenticated) return <RedirectToLogin />;
  return children ?? <Outlet />;
}
