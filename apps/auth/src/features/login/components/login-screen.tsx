import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import {
  clearAuthRedirectReason,
  readAuthRedirectReason,
  readLoginRedirectState,
  type AuthRedirectReason,
} from '@profileproof/session';
import { Alert, AuthCard, Button, Divider, FormError, PasswordField } from '@profileproof/ui';
import { AdminQuestionSlot } from '../../../shared/components/admin-question-slot';
import { EmailField } from '../../../shared/components/email-field';
import { useCompleteSignIn } from '../../../shared/use-complete-sign-in';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import { errorFor, validateLogin } from '../../../shared/validation';
import { useLogin } from '../api/login';
import { isUnverifiedAccount, loginErrorMessage } from '../login-error';

// Shown only after the login of an unverified account: fetched then, not carried by /login itself.
const ResendVerification = lazy(() =>
  import('../../../shared/components/resend-verification').then((m) => ({
    default: m.ResendVerification,
  })),
);

const NOTICES: Record<AuthRedirectReason, { tone: 'info' | 'warning' | 'success'; text: string }> =
  {
    required: { tone: 'info', text: MESSAGES.login.authRequired },
    expired: { tone: 'warning', text: MESSAGES.login.sessionExpired },
    // (not in the spec) the confirmation after the user logged out themselves.
    'signed-out': { tone: 'success', text: 'You have been logged out.' },
  };

/** Why the visitor is here: the reason a guard or the API client left in sessionStorage wins over router state. */
function useRedirectNotice() {
  const { state } = useLocation();
  const [reason] = useState(
    () => readAuthRedirectReason() ?? readLoginRedirectState(state).reason ?? null,
  );
  // Read once, then forgotten: a later visit to /login starts clean.
  useEffect(() => clearAuthRedirectReason(), []);
  return reason ? NOTICES[reason] : null;
}

/** /login: e-mail and password, a third-party option, and the ways to sign up or recover a password. */
export function LoginScreen({ thirdParty }: { thirdParty?: ReactNode }) {
  const notice = useRedirectNotice();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const { completeSignIn, signedInAdmin } = useCompleteSignIn();
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => ({ email: email.trim(), password }),
    validate: validateLogin,
    send: (values) => login.mutate(values, { onSuccess: completeSignIn }),
  });

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back. Log in to submit a profile and read your reviews."
      footer={
        <>
          Don&apos;t have an account? <Link to={ROUTES.signup}>Sign up</Link>
        </>
      }
    >
      <div className="pp-auth__stack">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <form className="pp-form" noValidate onSubmit={onSubmit} aria-label="Log in">
          <EmailField
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errorFor(fieldError, 'email')}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errorFor(fieldError, 'password')}
            labelAction={<Link to={ROUTES.forgotPassword}>Forgot password?</Link>}
          />
          {login.isError && (
            <FormError
              action={
                isUnverifiedAccount(login.error) ? (
                  <Suspense>
                    <ResendVerification email={email.trim()} label="Resend verification e-mail" />
                  </Suspense>
                ) : undefined
              }
            >
              {loginErrorMessage(login.error)}
            </FormError>
          )}
          <Button type="submit" block busy={login.isPending}>
            Log in
          </Button>
        </form>
      </div>
      {thirdParty && (
        <>
          <Divider>or</Divider>
          {thirdParty}
        </>
      )}
      <AdminQuestionSlot admin={signedInAdmin} />
    </AuthCard>
  );
}
