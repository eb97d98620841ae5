import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { TWO_STEP_MESSAGES, TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { ApiError } from '@profileproof/session';
import { Alert, AuthCard, Button, FormError, TextField } from '@profileproof/ui';
import { AdminQuestionSlot } from '../../../shared/components/admin-question-slot';
import { genericErrorMessage } from '../../../shared/errors';
import { useCompleteSignIn } from '../../../shared/use-complete-sign-in';
import { useLoginTwoStep } from '../api/login-two-step';
import { CodeModeSwitch } from './code-mode-switch';

const TEXT = TWO_STEP_SCREEN.login;

/** The `mfa_token` the password (or Google) step left in the navigation state; none after a reload. */
function useMfaToken(): string | null {
  const state = useLocation().state as { mfa_token?: unknown } | null;
  return typeof state?.mfa_token === 'string' ? state.mfa_token : null;
}

/**
 * /login/code: the login's second step, after the password or Google: the 6-digit code of the
 * authenticator app, or a backup code. A chunk of its own: /login carries none of it.
 */
export function LoginCodeScreen() {
  const token = useMfaToken();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const verify = useLoginTwoStep();
  const { completeSignIn, signedInAdmin } = useCompleteSignIn();
  // The sign-in is over: no token, a spent one, or second steps locked for the account (423,
  // until a password reset or an admin's unlock): another code cannot help.
  const locked = verify.error instanceof ApiError && verify.error.status === 423;
  const ended =
    !token ||
    locked ||
    (verify.error instanceof ApiError &&
      verify.error.detail === TWO_STEP_MESSAGES.challengeInvalid);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (!code.trim() || !token) return;
    verify.mutate(
      { mfa_token: token, code: code.trim() },
      { onSuccess: completeSignIn, onError: () => setCode('') },
    );
  };

  return (
    <AuthCard
      status="lock"
      title={TEXT.title}
      subtitle={backup ? TEXT.backupIntro : TEXT.intro}
      footer={<Link to={ROUTES.login}>{TEXT.startOver}</Link>}
    >
      {!token ? (
        <Alert tone="warning">{TWO_STEP_MESSAGES.challengeInvalid}</Alert>
      ) : (
        <form className="pp-form" noValidate onSubmit={submit} aria-label={TEXT.title}>
          <TextField
            key={String(backup)}
            label={backup ? TEXT.backupLabel : TEXT.codeLabel}
            name="code"
            autoFocus
            autoComplete="one-time-code"
            inputMode={backup ? 'text' : 'numeric'}
            maxLength={backup ? 11 : 6}
            value={code}
            disabled={ended}
            onChange={(event) => setCode(event.target.value)}
            error={missing ? TWO_STEP_MESSAGES.codeFormat : null}
          />
          {verify.isError && <FormError>{genericErrorMessage(verify.error)}</FormError>}
          {locked && <Link to={ROUTES.forgotPassword}>{TEXT.resetPassword}</Link>}
          <Button type="submit" block busy={verify.isPending} disabled={ended}>
            {verify.isPending ? TEXT.submitting : TEXT.submit}
          </Button>
          <CodeModeSwitch
            disabled={ended}
            backup={backup}
            onSwitch={() => {
              setBackup(!backup);
              setCode('');
            }}
          />
        </form>
      )}
      <AdminQuestionSlot admin={signedInAdmin} />
    </AuthCard>
  );
}
