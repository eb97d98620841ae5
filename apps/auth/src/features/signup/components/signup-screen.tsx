import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { AuthCard, Button, Divider, FormError, LoadingState, ShieldIcon } from '@profileproof/ui';
import { EmailField } from '../../../shared/components/email-field';
import { NewPasswordFields } from '../../../shared/components/new-password-fields';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import {
  errorFor,
  validateSignup,
  type PasswordContextRule,
  type SignupField,
} from '../../../shared/validation';
import { useSignup } from '../api/signup';
import { signupErrorMessage } from '../signup-error';

const loadDeferred = () => import('../signup-deferred');
const VerifyEmailNotice = lazy(() =>
  loadDeferred().then((deferred) => ({ default: deferred.VerifyEmailNotice })),
);

/** /signup: e-mail, create and confirm a password (only the first problem is shown), or a third-party sign-up. */
export function SignupScreen({ thirdParty }: { thirdParty?: ReactNode }) {
  // Where the visitor was going (a plan's checkout from /pricing): kept on the way to /login.
  const { state: onward } = useLocation();
  const [values, setValues] = useState({ email: '', password: '', password2: '' });
  const signup = useSignup();
  // Until the deferred chunk has arrived (it is asked for on the form's first focus) the API's
  // answer gives the same message.
  const [contextRule, setContextRule] = useState<PasswordContextRule>();
  const prefetch = () => {
    if (!contextRule)
      loadDeferred().then(
        (deferred) => setContextRule(() => deferred.newPasswordContextError),
        () => undefined,
      );
  };
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => ({ ...values, email: values.email.trim() }),
    validate: (submitted) => validateSignup(submitted, contextRule),
    send: (submitted) => signup.mutate(submitted),
  });

  if (signup.isSuccess) {
    return (
      <Suspense fallback={<LoadingState label="Loading…" />}>
        <VerifyEmailNotice
          email={signup.variables.email}
          resent={signup.data?.verification_resent === true}
        />
      </Suspense>
    );
  }

  const change = (field: SignupField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard
      title="Create your account"
      subtitle="Get an expert, hands-on review of your LinkedIn profile, delivered to your dashboard."
      footer={
        <>
          Already have an account?{' '}
          <Link to={ROUTES.login} state={onward}>
            Log in
          </Link>
        </>
      }
    >
      <form
        className="pp-form"
        noValidate
        onSubmit={onSubmit}
        onFocus={prefetch}
        aria-label="Sign up"
      >
        <EmailField
          value={values.email}
          onChange={change('email')}
          error={errorFor(fieldError, 'email')}
        />
        <NewPasswordFields
          values={values}
          change={change}
          error={fieldError}
          labels={{ password: 'Create password', password2: 'Confirm password' }}
        />
        {signup.isError && <FormError>{signupErrorMessage(signup.error)}</FormError>}
        <Button type="submit" block busy={signup.isPending}>
          Create account
        </Button>
      </form>
      {thirdParty && (
        <>
          <Divider>or</Divider>
          {thirdParty}
        </>
      )}
      <p className="pp-auth__note">
        <ShieldIcon />
        By signing up you agree to our{' '}
        <Link to={ROUTES.termsAndConditions}>Terms and Conditions</Link> and{' '}
        <Link to={ROUTES.privacyPolicy}>Privacy Policy</Link>.
      </p>
    </AuthCard>
  );
}
