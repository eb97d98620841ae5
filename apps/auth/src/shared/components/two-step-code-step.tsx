import { useEffect, useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { TWO_STEP_MESSAGES, TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { ApiError } from '@profileproof/session';
import { Button, FormError, LockIcon, TextField } from '@profileproof/ui';
import { useLoginTwoStep } from '../api/login-two-step';
import { genericErrorMessage } from '../errors';
import type { TwoStepSlotProps } from './two-step-slot';
import './two-step-code-step.css';

const TEXT = TWO_STEP_SCREEN.login;

/**
 * The login's second step, over the page that signed in (password or Google): the 6-digit code of
 * the authenticator app, or a backup code. A chunk of its own (TwoStepSlot). Escape goes back.
 */
export default function TwoStepCodeStep({
  challenge,
  onSignedIn,
  onCancel,
}: TwoStepSlotProps & { challenge: NonNullable<TwoStepSlotProps['challenge']> }) {
  const titleId = useId();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const verify = useLoginTwoStep();
  const ended =
    verify.error instanceof ApiError && verify.error.detail === TWO_STEP_MESSAGES.challengeInvalid;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (!code.trim()) return;
    verify.mutate(
      { mfa_token: challenge.mfa_token, code: code.trim() },
      { onSuccess: onSignedIn, onError: () => setCode('') },
    );
  };

  return createPortal(
    <div className="pp-code-step">
      <form
        className="pp-code-step__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        noValidate
        onSubmit={submit}
      >
        <span className="pp-code-step__mark" aria-hidden="true">
          <LockIcon />
        </span>
        <h2 id={titleId} className="pp-code-step__title">
          {TEXT.title}
        </h2>
        <p className="pp-code-step__intro">{backup ? TEXT.backupLabel : TEXT.intro}</p>
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
        <button
          type="button"
          className="pp-code-step__switch"
          onClick={() => {
            setBackup(!backup);
            setCode('');
          }}
        >
          {backup ? TEXT.useApp : TEXT.useBackup}
        </button>
        <div className="pp-code-step__actions">
          <Button variant="secondary" onClick={onCancel}>
            {TEXT.startOver}
          </Button>
          <Button type="submit" busy={verify.isPending} disabled={ended}>
            {verify.isPending ? TEXT.submitting : TEXT.submit}
          </Button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
