import { isValidEmail, MESSAGES, PASSWORD_MIN_LENGTH } from '@profileproof/contracts';

/** The first problem of a form: one message, on one field (the spec shows only the first error). */
export interface FieldError<Field extends string = string> {
  field: Field;
  message: string;
}

function emailError(email: string): FieldError<'email'> | null {
  if (!email) return { field: 'email', message: MESSAGES.validation.emailRequired };
  if (!isValidEmail(email)) return { field: 'email', message: MESSAGES.validation.emailInvalid };
  return null;
}

export function validateLogin(values: {
  email: string;
  password: string;
}): FieldError<'email' | 'password'> | null {
  return (
    emailError(values.email) ??
    (values.password ? null : { field: 'password', message: MESSAGES.signup.passwordRequired })
  );
}

/**
 * `newPasswordContextError` of `@profileproof/contracts/password-context`, the API's rule against a
 * password built from the address or the product's name. Handed in: the sign-up screen fetches it
 * lazily (see `signup-deferred.ts`); until it has, the API's answer says the same.
 */
export type PasswordContextRule = (password: string, email?: string) => string | null;

export type SignupField = 'email' | 'password' | 'password2';

export function validateSignup(
  values: { email: string; password: string; password2: string },
  contextRule?: PasswordContextRule,
): FieldError<SignupField> | null {
  const { signup } = MESSAGES;
  const email = emailError(values.email);
  if (email) return email;
  if (!values.password) return { field: 'password', message: signup.passwordRequired };
  if (values.password.length < PASSWORD_MIN_LENGTH)
    return { field: 'password', message: signup.passwordTooShort };
  const context = contextRule?.(values.password, values.email);
  if (context) return { field: 'password', message: context };
  if (!values.password2) return { field: 'password2', message: signup.confirmPasswordRequired };
  if (values.password !== values.password2)
    return { field: 'password2', message: signup.passwordsDoNotMatch };
  return null;
}

/** The one field of the forgot-password and resend-verification forms. */
export function validateRecoveryEmail(email: string): FieldError<'email'> | null {
  if (!email) return { field: 'email', message: MESSAGES.forgotPassword.emailRequired };
  if (!isValidEmail(email)) return { field: 'email', message: MESSAGES.validation.emailInvalid };
  return null;
}

export type ResetPasswordField = 'password' | 'password2';

export function validateResetPassword(
  values: { password: string; password2: string },
  contextRule?: PasswordContextRule,
): FieldError<ResetPasswordField> | null {
  const { resetPassword } = MESSAGES;
  if (!values.password) return { field: 'password', message: resetPassword.passwordRequired };
  if (values.password.length < PASSWORD_MIN_LENGTH)
    return { field: 'password', message: resetPassword.passwordTooShort };
  // The screen does not know the account's address: the API checks the password against it.
  const context = contextRule?.(values.password);
  if (context) return { field: 'password', message: context };
  if (values.password !== values.password2)
    return { field: 'password2', message: resetPassword.passwordsDoNotMatch };
  return null;
}

/** The error to show on `field`, if the form's first problem is there. */
export function errorFor<Field extends string>(
  error: FieldError<Field> | null,
  field: Field,
): string | null {
  return error?.field === field ? error.message : null;
}

/** Moves focus to the field named in the error, so keyboard and screen-reader users land on it. */
export function focusField(form: HTMLFormElement | null, error: FieldError | null): void {
  if (!form || !error) return;
  const input = form.elements.namedItem(error.field);
  if (input instanceof HTMLElement) input.focus();
}
