import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { newPasswordContextError } from '@profileproof/contracts/password-context';
import { ApiError, isHttpError } from '@profileproof/session';
import { AuthCard, Button, FormError } from '@profileproof/ui';
import { NewPasswordFields } from '../../../shared/components/new-password-fields';
import { RedirectingToLogin } from '../../../shared/components/redirecting-to-login';
import { useRedirectAfter } from '../../../shared/use-redirect-after';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import {
  focusField,
  validateResetPassword,
  type FieldError,
  type ResetPasswordField,
} from '../../../shared/validation';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

function resetErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.kind === 'network'
    ? MESSAGES.login.networkError
    : MESSAGES.resetPassword.failed;
}

/** The API's refusal of the new password itself (one that is too common, say), to show on that field. */
function serverPasswordError(error: unknown): FieldError<ResetPasswordField> | null {
  if (!isHttpError(error)) return null;
  const message = error.body?.errors?.password?.[0];
  return message ? { field: 'password', message } : null;
}

/** /reset-password/:uid/:token: the new password, then the login page after 3 seconds. */
export function ResetPasswordScreen() {
  const { uid = '', token = '' } = useParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ password: '', password2: '' });
  const reset = useConfirmPasswordReset();
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => values,
    // This screen is a chunk of its own already (not on /login): the rule comes with it.
    validate: (submitted) => validateResetPassword(submitted, newPasswordContextError),
    send: (submitted) => reset.mutate({ uid, token, ...submitted }),
  });
  useRedirectAfter(reset.isSuccess ? ROUTES.login : null);
  const passwordRefused = reset.isError ? serverPasswordError(reset.error) : null;
  const shownError = fieldError ?? passwordRefused;
  // Once per refusal, not at every render (the error stays until the next attempt).
  const refusedMessage = passwordRefused?.message;
  useEffect(() => {
    if (refusedMessage) focusField(formRef.current, { field: 'password', message: refusedMessage });
  }, [refusedMessage]);

  if (reset.isSuccess) {
    return (
      <RedirectingToLogin
        title="Password updated"
        text="Your password has been reset. Taking you to the login page in 3 seconds…"
      />
    );
  }

  const change = (field: ResetPasswordField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard
      status="lock"
      title="Choose a new password"
      subtitle="Pick a new password for your account. You will use it to log in from now on."
      footer={
        <>
          Remembered it? <Link to={ROUTES.login}>Log in</Link>
        </>
      }
    >
      <form
        ref={formRef}
        className="pp-form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Choose a new password"
      >
        <NewPasswordFields
          values={values}
          change={change}
          error={shownError}
          labels={{
            password: 'New password',
            password2: 'Confirm new password',
            toggle: 'Show new password',
          }}
        />
        {reset.isError && !passwordRefused && (
          <FormError action={<Link to={ROUTES.forgotPassword}>Request a new link</Link>}>
            {resetErrorMessage(reset.error)}
          </FormError>
        )}
        <Button type="submit" block busy={reset.isPending}>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
