import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES, type AuthResponse } from '@profileproof/contracts';
import { readLoginRedirectState, useSession } from '@profileproof/session';

/**
 * Where a fresh sign-in leads (spec, Login): an admin who answered yes to the dashboard question
 * goes there; a new account starts at the submission page; anyone else goes back to the page a
 * guard sent them from, or home (which forwards signed-in users to their start page).
 */
export function destinationAfterSignIn(auth: AuthResponse, from: string | undefined, toAdminDashboard = false): string {
  if (auth.role === 'admin' && toAdminDashboard) return ROUTES.adminDashboard;
  if (auth.is_new_user) return ROUTES.inputMain;
  return from ?? ROUTES.landing;
}

/** The question put to an admin once signed in (AdminDashboardQuestion shows it). */
export interface AdminQuestion {
  open: boolean;
  answer: (toAdminDashboard: boolean) => void;
}

/**
 * Stores the session of a successful login or third-party sign-in, then moves on; an admin is
 * first asked whether to open the dashboard, in the app's own dialog, which the screen renders
 * from `adminQuestion`.
 */
export function useCompleteSignIn(): { completeSignIn: (auth: AuthResponse) => void; adminQuestion: AdminQuestion } {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { from } = readLoginRedirectState(useLocation().state);
  const [asking, setAsking] = useState<AuthResponse | null>(null);
  const completeSignIn = useCallback(
    (auth: AuthResponse) => {
      signIn(auth);
      if (auth.role === 'admin') setAsking(auth);
      else void navigate(destinationAfterSignIn(auth, from), { replace: true });
    },
    [signIn, navigate, from],
  );
  const answer = (toAdminDashboard: boolean) => {
    if (!asking) return;
    setAsking(null);
    void navigate(destinationAfterSignIn(asking, from, toAdminDashboard), { replace: true });
  };
  return { completeSignIn, adminQuestion: { open: asking !== null, answer } };
}
