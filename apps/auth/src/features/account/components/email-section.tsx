import { useState } from 'react';
import { isValidEmail, MESSAGES } from '@profileproof/contracts';
import { ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { Alert, Button, FormError, PasswordField, TextField } from '@profileproof/ui';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import { errorFor, type FieldError } from '../../../shared/validation';
import { formErrorMessage, serverFieldError } from '../account-errors';
import { useRequestEmailChange } from '../api/request-email-change';
import { AccountSection } from './account-section';

type Field = 'new_email' | 'password';
const FIELDS: readonly Field[] = ['new_email', 'password'];
const EMPTY = { new_email: '', password: '' };

function validate(values: typeof EMPTY): FieldError<Field> | null {
  if (!values.new_email) return { field: 'new_email', message: MESSAGES.validation.emailRequired };
  if (!isValidEmail(values.new_email))
    return { field: 'new_email', message: MESSAGES.validation.emailInvalid };
  if (!values.password) return { field: 'password', message: MESSAGES.signup.passwordRequired };
  return null;
}

/** A new address and the password; the change waits for the link mailed to the new address. */
export function EmailSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const texts = ACCOUNT_SCREEN.email;
  const [values, setValues] = useState(EMPTY);
  const request = useRequestEmailChange();
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => ({ ...values, new_email: values.new_email.trim() }),
    validate,
    send: (submitted) => request.mutate(submitted, { onSuccess: () => setValues(EMPTY) }),
  });
  if (!hasPassword)
    return (
      <AccountSection title={texts.heading}>
        <p className="account-section__current">{texts.current(email)}</p>
        <p className="account-section__note">{texts.googleOnly}</p>
      </AccountSection>
    );
  const serverError = request.isError ? serverFieldError(request.error, FIELDS) : null;
  const shown = fieldError ?? serverError;
  const edit = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <AccountSection title={texts.heading} intro={texts.intro}>
      <p className="account-section__current">{texts.current(email)}</p>
      <form
        className="pp-form account-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={texts.heading}
      >
        <TextField
          label={texts.newEmail}
          name="new_email"
          type="email"
          autoComplete="email"
          value={values.new_email}
          onChange={edit('new_email')}
          error={errorFor(shown, 'new_email')}
        />
        <PasswordField
          label={texts.password}
          name="password"
          autoComplete="current-password"
          toggleLabel="Show password for the address change"
          value={values.password}
          onChange={edit('password')}
          error={errorFor(shown, 'password')}
        />
        {request.isError && !serverError && (
          <FormError>{formErrorMessage(request.error)}</FormError>
        )}
        {request.isSuccess && <Alert tone="success">{request.data.detail}</Alert>}
        <div className="account-form__actions">
          <Button type="submit" busy={request.isPending}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
