import type { GoogleAuthAction } from '@profileproof/contracts';
import { Button, FormError } from '@profileproof/ui';
import { AdminQuestionSlot } from '../../../shared/components/admin-question-slot';
import { useGooglePopupSignIn } from '../use-google-popup-sign-in';
import { GoogleLogo } from './google-logo';

const LABELS: Record<GoogleAuthAction, string> = {
  login: 'Continue with Google',
  signup: 'Sign up with Google',
};

/** The third-party button of the login and signup screens. */
export function GoogleSignInButton({ action }: { action: GoogleAuthAction }) {
  const { start, busy, failure, signedInAdmin } = useGooglePopupSignIn(action);
  return (
    <div className="pp-auth__stack">
      <Button variant="secondary" block busy={busy} onClick={start}>
        {!busy && <GoogleLogo />}
        {LABELS[action]}
      </Button>
      {failure && <FormError>{failure.message}</FormError>}
      <AdminQuestionSlot admin={signedInAdmin} />
    </div>
  );
}
