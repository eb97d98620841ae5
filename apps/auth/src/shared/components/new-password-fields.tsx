import type { ChangeEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@profileproof/contracts';
import { PasswordField } from '@profileproof/ui';
import { errorFor, type FieldError } from '../validation';

type NewPasswordField = 'password' | 'password2';

interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  change: (field: NewPasswordField) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** The form's first problem: shown on its field; the length hint gives way to an error on the password. */
  error: FieldError | null;
  /** The two labels, and the first toggle's name (the default "Show password" if left out). */
  labels: { password: string; password2: string; toggle?: string };
}

/** A new password and its confirmation, as sign-up and reset-password ask for them. */
export function NewPasswordFields({ values, change, error, labels }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        toggleLabel={labels.toggle}
        value={values.password}
        onChange={change('password')}
        error={errorFor(error, 'password')}
        hint={
          error?.field === 'password' ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`
        }
      />
      <PasswordField
        label={labels.password2}
        name="password2"
        autoComplete="new-password"
        toggleLabel="Show confirmation password"
        value={values.password2}
        onChange={change('password2')}
        error={errorFor(error, 'password2')}
      />
    </>
  );
}
