import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { Alert, AuthCard, Button, buttonClassName, Divider, FormError } from '@profileproof/ui';
import { useResendVerification } from '../../../shared/api/resend-verification';
import { EmailField } from '../../../shared/components/email-field';
import { RedirectingToLogin } from '../../../shared/components/redirecting-to-login';
import { genericErrorMessage } from '../../../shared/errors';
import { useRedirectAfter } from '../../../shared/use-redirect-after';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import { errorFor, validateRecoveryEmail } from '../../../shared/validation';
import { useVerifyEmail } from '../api/verify-email';

/** After a failed verification: ask for the address and send a fresh link. */
function ResendForm() {
  const [email, setEmail] = useState('');
  const resend = useResendVerification();
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => email.trim(),
    validate: validateRecoveryEmail,
    send: (trimmed) => resend.mutate({ email: trimmed }),
  });
  return (
    <form
      className="pp-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Resend the verification e-mail"
    >
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errorFor(fieldError, 'email')}
        hint="The address you signed up with."
      />
      {resend.isSuccess && (
        <Alert tone="success">
          <span>
            A new verification e-mail is on its way to <strong>{resend.variables.email}</strong>.
            Please check your inbox.
          </span>
        </Alert>
      )}
      {resend.isError && <FormError>{genericErrorMessage(resend.error)}</FormError>}
      <Button type="submit" variant="secondary" block busy={resend.isPending}>
        Resend verification e-mail
      </Button>
    </form>
  );
}

/** /verify-email/:token: verifies on load, then the login page after 3 seconds. */
export function VerifyEmailScreen() {
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);
  useRedirectAfter(verification.isSuccess ? ROUTES.login : null);

  if (verification.isSuccess) {
    return (
      <RedirectingToLogin
        title="E-mail verified"
        text="Your e-mail address is confirmed. Taking you to the login page in 3 seconds…"
      />
    );
  }

  if (verification.isError) {
    return (
      <AuthCard status="error" title="Verification failed">
        <div className="pp-auth__stack">
          <Alert tone="error">{MESSAGES.verifyEmail.failed}</Alert>
          <Link to={ROUTES.login} className={buttonClassName('primary', { block: true })}>
            Log in
          </Link>
        </div>
        <Divider>or get a new link</Divider>
        <ResendForm />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      status="pending"
      title="Verifying your e-mail…"
      subtitle="This takes just a moment."
    />
  );
}
