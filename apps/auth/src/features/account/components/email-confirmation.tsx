import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_CONFIRM_PARAM, ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { Alert, LoadingState } from '@profileproof/ui';
import { formErrorMessage } from '../account-errors';
import { ACCOUNT_PROFILE_KEY } from '../api/account-profile';
import { ACCOUNT_SESSIONS_KEY } from '../api/account-sessions';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * The e-mail change link lands on /account?confirm_email={token} (signed in: a link alone moves no
 * account). Confirms once on arrival, then drops the token from the address bar.
 */
export function EmailConfirmation() {
  const [params, setParams] = useSearchParams();
  const token = params.get(ACCOUNT_CONFIRM_PARAM);
  const confirm = useConfirmEmailChange();
  const queries = useQueryClient();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token, {
      onSettled: () => {
        void queries.invalidateQueries({ queryKey: ACCOUNT_PROFILE_KEY });
        void queries.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
        setParams({}, { replace: true });
      },
    });
  }, [token, confirm, queries, setParams]);

  if (confirm.isPending) return <LoadingState label={ACCOUNT_SCREEN.confirmEmail.working} />;
  if (confirm.isSuccess) return <Alert tone="success">{confirm.data.detail}</Alert>;
  if (confirm.isError) return <Alert tone="error">{formErrorMessage(confirm.error)}</Alert>;
  return null;
}
