import { useRef, useState } from 'react';
import { ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { newPasswordContextError } from '@profileproof/contracts/password-context';
import { Alert, Button, FormError, PasswordField } from '@profileproof/ui';
import { NewPasswordFields } from '../../../shared/components/new-password-fields';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import { errorFor, validateResetPassword, type FieldError } from '../../../shared/validation';
import { formErrorMessage, serverFieldError } from '../account-errors';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';

type Field = 'current_password' | 'password' | 'password2';
const FIELDS: readonly Field[] = ['current_password', 'password', 'password2'];
const EMPTY = { current_password: '', password: '', password2: '' };

function validate(values: typeof EMPTY, email: string): FieldError<Field> | null {
  if (!values.current_password)
    return { field: 'current_password', message: ACCOUNT_SCREEN.password.currentRequired };
  return validateResetPassword(values, (password) => newPasswordContextError(password, email));
}

/** Current password, then the new one twice; the other sessions end. */
export function PasswordSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const texts = ACCOUNT_SCREEN.password;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword();
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => values,
    validate: (submitted) => validate(submitted, email),
    send: (submitted) => change.mutate(submitted, { onSuccess: () => setValues(EMPTY) }),
  });
  if (!hasPassword)
    return (
      <AccountSection title={texts.heading}>
        <p className="account-section__note">{texts.noPassword}</p>
      </AccountSection>
    );
  const serverError = change.isError ? serverFieldError(change.error, FIELDS) : null;
  const shown = fieldError ?? serverError;
  const edit = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <AccountSection title={texts.heading} intro={texts.intro}>
      <form
        ref={formRef}
        className="pp-form account-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={texts.heading}
      >
        <PasswordField
          label={texts.current}
          name="current_password"
          autoComplete="current-password"
          toggleLabel="Show current password"
          value={values.current_password}
          onChange={edit('current_password')}
          error={errorFor(shown, 'current_password')}
        />
        <NewPasswordFields
          values={values}
          change={edit}
          error={shown}
          labels={{ password: texts.new, password2: texts.confirm, toggle: 'Show new password' }}
        />
        {change.isError && !serverError && <FormError>{formErrorMessage(change.error)}</FormError>}
        {change.isSuccess && <Alert tone="success">{change.data.detail}</Alert>}
        <div className="account-form__actions">
          <Button type="submit" busy={change.isPending}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
