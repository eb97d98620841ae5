import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, ROUTES, type AuthResponse } from '@profileproof/contracts';
import { readLoginRedirectState, useSession } from '@profileproof/session';

/**
 * Where a fresh sign-in leads (spec, Login): an admin is asked whether to open the dashboard;
 * a new account starts at the submission page; anyone else goes back to the page a guard sent
 * them from, or home (which forwards signed-in users to their start page).
 */
export function destinationAfterSignIn(auth: AuthResponse, from: string | undefined): string {
  if (auth.role === 'admin' && window.confirm(MESSAGES.login.goToAdminDashboard)) return ROUTES.adminDashboard;
  if (auth.is_new_user) return ROUTES.inputMain;
  return from ?? ROUTES.landing;
}

/** Stores the session of a successful login or third-party sign-in, then moves on. */
export function useCompleteSignIn(): (auth: AuthResponse) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { from } = readLoginRedirectState(useLocation().state);
  return useCallback(
    (auth: AuthResponse) => {
      signIn(auth);
      void navigate(destinationAfterSignIn(auth, from), { replace: true });
    },
    [signIn, navigate, from],
  );
}
