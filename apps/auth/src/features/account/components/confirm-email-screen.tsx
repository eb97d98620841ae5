import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_SCREEN, ROUTES } from '@profileproof/contracts';
import { AuthCard, buttonClassName, FormError, LoadingState } from '@profileproof/ui';
import { formErrorMessage } from '../account-errors';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * /account/confirm-email?token=…: the mailed link's landing page (signed-in users: a link alone
 * does not move an account). Confirms once on arrival.
 */
export function ConfirmEmailScreen() {
  const texts = ACCOUNT_SCREEN.confirmEmail;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const back = (
    <Link to={ROUTES.account} className={buttonClassName('primary', { block: true })}>
      {texts.back}
    </Link>
  );
  if (!token)
    return (
      <AuthCard status="error" title={texts.heading}>
        <FormError>{texts.missingToken}</FormError>
        {back}
      </AuthCard>
    );
  if (confirm.isSuccess)
    return (
      <AuthCard status="success" title={texts.done} subtitle={confirm.data.detail}>
        {back}
      </AuthCard>
    );
  if (confirm.isError)
    return (
      <AuthCard status="error" title={texts.heading}>
        <FormError>{formErrorMessage(confirm.error)}</FormError>
        {back}
      </AuthCard>
    );
  return (
    <AuthCard status="pending" title={texts.heading}>
      <LoadingState label={texts.working} />
    </AuthCard>
  );
}
