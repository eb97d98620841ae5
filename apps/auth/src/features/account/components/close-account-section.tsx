import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import {
  ACCOUNT_DELETE_CONFIRMATION,
  ACCOUNT_MESSAGES,
  ACCOUNT_SCREEN,
} from '@profileproof/contracts/account';
import { useSession, type LoginRedirectState } from '@profileproof/session';
import { Button, FormError, PasswordField, TextField } from '@profileproof/ui';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import { errorFor, type FieldError } from '../../../shared/validation';
import { formErrorMessage, serverFieldError } from '../account-errors';
import { useCloseAccount } from '../api/close-account';
import { AccountSection } from './account-section';

type Field = 'password' | 'confirm';
const FIELDS: readonly Field[] = ['password', 'confirm'];

function validate(values: Record<Field, string>, hasPassword: boolean): FieldError<Field> | null {
  if (hasPassword && !values.password)
    return { field: 'password', message: MESSAGES.signup.passwordRequired };
  if (values.confirm !== ACCOUNT_DELETE_CONFIRMATION)
    return { field: 'confirm', message: ACCOUNT_MESSAGES.confirmRequired };
  return null;
}

/** Password (or a fresh Google sign-in) and the typed word; then signed out for good. */
export function CloseAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const texts = ACCOUNT_SCREEN.close;
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const close = useCloseAccount();
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => values,
    validate: (submitted) => validate(submitted, hasPassword),
    send: (submitted) =>
      close.mutate(
        { confirm: submitted.confirm, ...(hasPassword ? { password: submitted.password } : {}) },
        {
          onSuccess: async () => {
            await signOut();
            const state: LoginRedirectState = { reason: 'signed-out' };
            void navigate(ROUTES.login, { replace: true, state });
          },
        },
      ),
  });
  const serverError = close.isError ? serverFieldError(close.error, FIELDS) : null;
  const shown = fieldError ?? serverError;
  const edit = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <AccountSection title={texts.heading} intro={texts.intro} tone="danger">
      {!hasPassword && <p className="account-section__note">{texts.googleOnly}</p>}
      <form
        className="pp-form account-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={texts.heading}
      >
        {hasPassword && (
          <PasswordField
            label={texts.password}
            name="password"
            autoComplete="current-password"
            toggleLabel="Show password for closing the account"
            value={values.password}
            onChange={edit('password')}
            error={errorFor(shown, 'password')}
          />
        )}
        <TextField
          label={texts.confirm}
          name="confirm"
          autoComplete="off"
          spellCheck={false}
          value={values.confirm}
          onChange={edit('confirm')}
          error={errorFor(shown, 'confirm')}
        />
        {close.isError && !serverError && <FormError>{formErrorMessage(close.error)}</FormError>}
        <div className="account-form__actions">
          <Button type="submit" variant="danger" busy={close.isPending}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
