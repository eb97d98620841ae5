import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { ArrowLeftIcon, AuthCard, Button, FormError, TextField } from '@profileproof/ui';
import { AccountBrand } from '../../../shared/components/account-brand';
import { genericErrorMessage } from '../../../shared/errors';
import { errorFor, focusField, validateRecoveryEmail, type FieldError } from '../../../shared/validation';
import { useRequestPasswordReset } from '../api/request-password-reset';

function BackToLogin() {
  return (
    <Link to={ROUTES.login} className="pp-auth__back">
      <ArrowLeftIcon /> Back to login
    </Link>
  );
}

/** /forgot-password (shown without the navbar): asks for the e-mail address and sends a reset link. */
export function ForgotPasswordScreen() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<FieldError<'email'> | null>(null);
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <AuthCard
        brand={<AccountBrand />}
        status="mail"
        title="Check your inbox"
        subtitle={
          <>
            If an account exists for <strong>{request.variables.email}</strong>, we have sent it a link to choose a new password.
          </>
        }
        footer={<BackToLogin />}
      >
        <p className="pp-auth__muted">The e-mail can take a minute to arrive. Remember to look in your spam folder.</p>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const invalid = validateRecoveryEmail(trimmed);
    setFieldError(invalid);
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    request.mutate({ email: trimmed });
  };

  return (
    <AuthCard
      brand={<AccountBrand />}
      status="lock"
      title="Forgot your password?"
      subtitle="Enter the e-mail address you signed up with and we will send you a link to choose a new one."
      footer={<BackToLogin />}
    >
      <form ref={formRef} className="pp-form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
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
        />
        {request.isError && <FormError>{genericErrorMessage(request.error)}</FormError>}
        <Button type="submit" block busy={request.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
