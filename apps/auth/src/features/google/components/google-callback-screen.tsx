import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { Alert, AuthCard, buttonClassName } from '@profileproof/ui';
import { useRedirectAfter } from '../../../shared/use-redirect-after';
import { googleAuthOnce } from '../api/google-auth';
import { GOOGLE_AUTH_MESSAGE_TYPE, type GoogleAuthMessage } from '../google-auth-message';
import { clearGoogleAuthKeys } from '../google-auth-storage';
import {
  readCallbackFragment,
  readGoogleAuthAction,
  readGoogleFlow,
  storeGoogleToken,
} from '../google-callback-state';
import { googleFailure } from '../google-error';

/** The popup's opener, if it is still there to hear from us. */
function openerWindow(): Window | null {
  const opener = window.opener as Window | null;
  return opener && opener !== window && !opener.closed ? opener : null;
}

/**
 * /auth/google/callback: where the API ends the popup, with `#id_token=...` or `#error=...`.
 * In the popup it hands the outcome to the opener and closes; opened on its own it finishes the
 * sign-in itself (the /inputMain page next), or explains the failure and goes to /login after 3 s.
 * It acts only for a sign-in this browser tab started (the popup holds a copy of its opener's flow
 * secret): anywhere else, say a callback URL someone sent, it fails and touches nothing.
 */
export function GoogleCallbackScreen() {
  const { api, signIn } = useSession();
  const navigate = useNavigate();
  // Read during the first render, before the effect below removes the token from the address bar.
  const [fragment] = useState(() => readCallbackFragment(window.location.hash));
  const [flowSecret] = useState(readGoogleFlow);
  const [error, setError] = useState<string | null>(null);
  useRedirectAfter(error ? ROUTES.login : null);

  useEffect(() => {
    if (window.location.hash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    // Nothing stored or cleared: another tab of this browser may be running a sign-in of its own.
    if (!flowSecret) {
      setError(MESSAGES.google.failed);
      return;
    }
    if (fragment.idToken) storeGoogleToken(fragment.idToken);

    const opener = openerWindow();
    if (opener) {
      const message: GoogleAuthMessage = fragment.idToken
        ? { type: GOOGLE_AUTH_MESSAGE_TYPE, id_token: fragment.idToken }
        : { type: GOOGLE_AUTH_MESSAGE_TYPE, error: fragment.error ?? 'missing_token' };
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }

    if (!fragment.idToken) {
      clearGoogleAuthKeys();
      setError(fragment.error ? MESSAGES.google.failed : MESSAGES.google.noToken);
      return;
    }
    let active = true;
    googleAuthOnce(api, {
      credential: fragment.idToken,
      action: readGoogleAuthAction(),
      flow_secret: flowSecret,
    }).then(
      (auth) => {
        clearGoogleAuthKeys();
        if (!active) return;
        // Two-step sign-in on: the code first (its page leads to /inputMain after).
        if ('mfa_token' in auth)
          return void navigate(ROUTES.loginCode, {
            replace: true,
            state: { from: ROUTES.inputMain, mfa_token: auth.mfa_token },
          });
        signIn(auth);
        void navigate(ROUTES.inputMain, { replace: true });
      },
      (failure: unknown) => {
        clearGoogleAuthKeys();
        if (active) setError(googleFailure(failure).message);
      },
    );
    return () => {
      active = false;
    };
  }, [api, signIn, navigate, fragment, flowSecret]);

  if (error) {
    return (
      <AuthCard status="error" title="Google sign-in failed">
        <div className="pp-auth__stack">
          <Alert tone="error">{error}</Alert>
          <p className="pp-auth__muted">Taking you to the login page in 3 seconds…</p>
          <Link to={ROUTES.login} replace className={buttonClassName('primary', { block: true })}>
            Go to login now
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      status="pending"
      title="Finishing sign-in"
      subtitle="Completing your Google sign-in…"
    />
  );
}
