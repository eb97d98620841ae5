import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_CONFIRM_PARAM,
  ACCOUNT_MESSAGES,
  ACCOUNT_SCREEN,
} from '@profileproof/contracts/account';
import { Alert, Button, FormError, LoadingState, PasswordField } from '@profileproof/ui';
import { useValidatedSubmit } from '../../../shared/use-validated-submit';
import { errorFor, type FieldError } from '../../../shared/validation';
import { formErrorMessage, serverFieldError } from '../account-errors';
import { ACCOUNT_PROFILE_KEY } from '../api/account-profile';
import { ACCOUNT_SESSIONS_KEY } from '../api/account-sessions';
import { useConfirmEmailChange, useEmailChangePreview } from '../api/confirm-email-change';
import { AccountSection } from './account-section';

type Field = 'password';
const FIELDS: readonly Field[] = ['password'];

/**
 * The e-mail change link lands on /account?confirm_email={token} (signed in: a link alone moves no
 * account). Nothing changes on arrival: the page shows the new address the link would set and asks
 * for the password (an account without one: a recent Google sign-in), and only then confirms
 * (issue 36). Confirmed or dismissed, the token leaves the address bar.
 */
export function EmailConfirmation() {
  const [params, setParams] = useSearchParams();
  const token = params.get(ACCOUNT_CONFIRM_PARAM);
  const [done, setDone] = useState<string | null>(null);
  const preview = useEmailChangePreview(token);
  const confirm = useConfirmEmailChange();
  const queries = useQueryClient();
  const texts = ACCOUNT_SCREEN.confirmEmail;
  const [password, setPassword] = useState('');
  const needsPassword = preview.data?.confirm_with !== 'fresh_sign_in';
  const { fieldError, onSubmit } = useValidatedSubmit({
    values: () => ({ password }),
    validate: (values): FieldError<Field> | null =>
      needsPassword && !values.password
        ? { field: 'password', message: ACCOUNT_MESSAGES.emailChangePasswordRequired }
        : null,
    send: (values) =>
      confirm.mutate(
        { token: token ?? '', ...(needsPassword ? { password: values.password } : {}) },
        {
          onSuccess: (answer) => {
            setDone(answer.detail);
            setParams({}, { replace: true });
            void queries.invalidateQueries({ queryKey: ACCOUNT_PROFILE_KEY });
            void queries.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
          },
        },
      ),
  });

  if (done) return <Alert tone="success">{done}</Alert>;
  if (!token) return null;
  if (preview.isPending) return <LoadingState label={texts.checking} />;
  if (preview.isError) return <Alert tone="error">{formErrorMessage(preview.error)}</Alert>;

  const serverError = confirm.isError ? serverFieldError(confirm.error, FIELDS) : null;
  const shown = fieldError ?? serverError;
  return (
    <div className="account-confirm">
      <AccountSection title={texts.heading} intro={texts.intro}>
        <p className="account-section__current">{texts.newAddress(preview.data.new_email)}</p>
        {!needsPassword && <p className="account-section__note">{texts.googleOnly}</p>}
        <form
          className="pp-form account-form"
          noValidate
          onSubmit={onSubmit}
          aria-label={texts.heading}
        >
          {needsPassword && (
            <PasswordField
              label={texts.password}
              name="password"
              autoComplete="current-password"
              toggleLabel="Show password for confirming the new address"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errorFor(shown, 'password')}
            />
          )}
          {confirm.isError && !serverError && (
            <FormError>{formErrorMessage(confirm.error)}</FormError>
          )}
          <div className="account-form__actions">
            <Button type="submit" busy={confirm.isPending}>
              {texts.submit}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setParams({}, { replace: true })}
            >
              {texts.cancel}
            </Button>
          </div>
        </form>
      </AccountSection>
    </div>
  );
}
