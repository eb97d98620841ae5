import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, ROUTES } from '@profileproof/contracts';
import { AuthCard, Button, Divider, FormError, PasswordField, ShieldIcon, TextField } from '@profileproof/ui';
import { errorFor, focusField, validateSignup, type FieldError, type SignupField } from '../../../shared/validation';
import { useSignup } from '../api/signup';
import { signupErrorMessage } from '../signup-error';
import { VerifyEmailNotice } from './verify-email-notice';

/** /signup: e-mail, create and confirm a password (only the first problem is shown), or a third-party sign-up. */
export function SignupScreen({ thirdParty }: { thirdParty?: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '', password2: '' });
  const [fieldError, setFieldError] = useState<FieldError<SignupField> | null>(null);
  const signup = useSignup();

  if (signup.isSuccess) {
    return <VerifyEmailNotice email={signup.variables.email} resent={signup.data?.verification_resent === true} />;
  }

  const change = (field: SignupField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = { ...values, email: values.email.trim() };
    const invalid = validateSignup(submitted);
    setFieldError(invalid);
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    signup.mutate(submitted);
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Get an expert, hands-on review of your LinkedIn profile, delivered to your dashboard."
      footer={
        <>
          Already have an account? <Link to={ROUTES.login}>Log in</Link>
        </>
      }
    >
      <form ref={formRef} className="pp-form" noValidate onSubmit={onSubmit} aria-label="Sign up">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={change('email')}
          error={errorFor(fieldError, 'email')}
        />
        <PasswordField
          label="Create password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={errorFor(fieldError, 'password')}
          hint={fieldError?.field === 'password' ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <PasswordField
          label="Confirm password"
          name="password2"
          autoComplete="new-password"
          toggleLabel="Show confirmation password"
          value={values.password2}
          onChange={change('password2')}
          error={errorFor(fieldError, 'password2')}
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
        By signing up you agree to our <Link to={ROUTES.termsAndConditions}>Terms and Conditions</Link> and{' '}
        <Link to={ROUTES.privacyPolicy}>Privacy Policy</Link>.
      </p>
    </AuthCard>
  );
}
