import { useState, type FormEvent } from 'react';
import { TWO_STEP_MESSAGES, TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { Button, FormError, PasswordField, TextField } from '@profileproof/ui';
import { genericErrorMessage } from '../../../shared/errors';
import { useDisableTwoStep } from '../api/disable-two-step';

const TEXT = TWO_STEP_SCREEN.section;

/** Two-step sign-in is on: turning it off takes the password and a code (or a backup code). */
export function TurnOffForm() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const disable = useDisableTwoStep();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (!code.trim()) return;
    disable.mutate({ password, code: code.trim() }, { onError: () => setCode('') });
  };

  return (
    <div className="pp-two-step__on">
      <p className="pp-two-step__lead">{TEXT.onStatus}</p>
      <form className="pp-form pp-two-step__off" noValidate onSubmit={submit}>
        <h3 className="pp-two-step__subtitle">{TEXT.turnOffTitle}</h3>
        <div className="pp-two-step__fields">
          <PasswordField
            label={TEXT.passwordLabel}
            name="current-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={TEXT.codeLabel}
            name="code"
            autoComplete="one-time-code"
            maxLength={11}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={missing ? TWO_STEP_MESSAGES.codeFormat : null}
          />
        </div>
        {disable.isError && <FormError>{genericErrorMessage(disable.error)}</FormError>}
        <div>
          <Button type="submit" variant="danger" busy={disable.isPending}>
            {TEXT.turnOff}
          </Button>
        </div>
      </form>
    </div>
  );
}
