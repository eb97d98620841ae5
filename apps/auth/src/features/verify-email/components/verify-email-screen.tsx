import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { Alert, AuthCard, Button, buttonClassName, Divider, FormError, TextField } from '@profileproof/ui';
import { useResendVerification } from '../../../shared/api/resend-verification';
import { genericErrorMessage } from '../../../shared/errors';
import { useRedirectAfter } from '../../../shared/use-redirect-after';
import { errorFor, focusField, validateRecoveryEmail, type FieldError } from '../../../shared/validation';
import { useVerifyEmail } from '../api/verify-email';

/** After a failed verification: ask for the address and send a fresh link. */
function ResendForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<FieldError<'email'> | null>(null);
  const resend = useResendVerification();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const invalid = validateRecoveryEmail(trimmed);
    setFieldError(invalid);
    if (invalid) focusField(event.currentTarget, invalid);
    else resend.mutate({ email: trimmed });
  };
  return (
    <form className="pp-form" noValidate onSubmit={onSubmit} aria-label="Resend the verification e-mail">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errorFor(fieldError, 'email')}
        hint="The address you signed up with."
      />
      {resend.isSuccess && (
        <Alert tone="success">
          <span>
            A new verification e-mail is on its way to <strong>{resend.variables.email}</strong>. Please check your inbox.
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
      <AuthCard status="success" title="E-mail verified">
        <div className="pp-auth__stack">
          <Alert tone="success">Your e-mail address is confirmed. Taking you to the login page in 3 seconds…</Alert>
          <Link to={ROUTES.login} replace className={buttonClassName('primary', { block: true })}>
            Log in now
          </Link>
        </div>
      </AuthCard>
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

  return <AuthCard status="pending" title="Verifying your e-mail…" subtitle="This takes just a moment." />;
}
