import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES, type AuthResponse, type LoginResponse } from '@profileproof/contracts';
import { readLoginRedirectState, useSession } from '@profileproof/session';

/**
 * Where a fresh sign-in leads (spec, Login): an admin who answered yes to the dashboard question
 * goes there; a new account starts at the submission page; anyone else goes back to the page a
 * guard sent them from, or home (which forwards signed-in users to their start page).
 */
export function destinationAfterSignIn(
  auth: AuthResponse,
  from: string | undefined,
  toAdminDashboard = false,
): string {
  if (auth.role === 'admin' && toAdminDashboard) return ROUTES.adminDashboard;
  if (auth.is_new_user) return ROUTES.inputMain;
  return from ?? ROUTES.landing;
}

/** An admin just signed in, to be asked whether to open the dashboard before moving on. */
export interface SignedInAdmin {
  auth: AuthResponse;
  /** Where they were going (the page a guard sent them from). */
  from: string | undefined;
}

/**
 * Stores the session of a successful login or third-party sign-in, then moves on. An admin is
 * first asked whether to open the dashboard, in the app's own dialog: the screen renders
 * AdminQuestionSlot with `signedInAdmin`, which asks and then moves on. An answer asking for the
 * code (two-step sign-in) leads to /login/code first, with the token and the destination.
 */
export function useCompleteSignIn(): {
  completeSignIn: (answer: LoginResponse) => void;
  signedInAdmin: SignedInAdmin | null;
} {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { from } = readLoginRedirectState(useLocation().state);
  const [admin, setAdmin] = useState<AuthResponse | null>(null);
  const completeSignIn = useCallback(
    (auth: LoginResponse) => {
      if ('mfa_token' in auth)
        return void navigate(ROUTES.loginCode, { state: { from, mfa_token: auth.mfa_token } });
      signIn(auth);
      if (auth.role === 'admin') setAdmin(auth);
      else void navigate(destinationAfterSignIn(auth, from), { replace: true });
    },
    [signIn, navigate, from],
  );
  return { completeSignIn, signedInAdmin: admin && { auth: admin, from } };
}
