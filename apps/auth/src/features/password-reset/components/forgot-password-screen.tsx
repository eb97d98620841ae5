import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { ArrowLeftIcon, AuthCard, Button, FormError } from '@profileproof/ui';
import { AccountBrand } from '../../../shared/components/account-brand';
import { EmailField } from '../../../shared/components/email-field';
import { genericErrorMessage } from '../../../shared/errors';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import { errorFor, validateRecoveryEmail } from '../../../shared/validation';
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
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => email.trim(),
    validate: validateRecoveryEmail,
    send: (trimmed) => request.mutate({ email: trimmed }),
  });

  if (request.isSuccess) {
    return (
      <AuthCard
        brand={<AccountBrand />}
        status="mail"
        title="Check your inbox"
        subtitle={
          <>
            If an account exists for <strong>{request.variables.email}</strong>, we have sent it a
            link to choose a new password.
          </>
        }
        footer={<BackToLogin />}
      >
        <p className="pp-auth__muted">
          The e-mail can take a minute to arrive. Remember to look in your spam folder.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      brand={<AccountBrand />}
      status="lock"
      title="Forgot your password?"
      subtitle="Enter the e-mail address you signed up with and we will send you a link to choose a new one."
      footer={<BackToLogin />}
    >
      <form className="pp-form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
        <EmailField
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
