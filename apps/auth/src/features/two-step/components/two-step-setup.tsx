import { useState, type FormEvent } from 'react';
import {
  TWO_STEP_MESSAGES,
  TWO_STEP_SCREEN,
  type TwoStepSetupResponse,
} from '@profileproof/contracts/two-step';
import { ApiError } from '@profileproof/session';
import { Button, FormError, TextField } from '@profileproof/ui';
import { genericErrorMessage } from '../../../shared/errors';
import { useEnableTwoStep } from '../api/enable-two-step';

const TEXT = TWO_STEP_SCREEN.section;

/** The key as people type it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan (or type) the secret, then confirm with the app's first code. */
export function TwoStepSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoStepSetupResponse;
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const enable = useEnableTwoStep(onEnabled);
  const fieldError =
    enable.error instanceof ApiError ? enable.error.body?.errors?.['code']?.[0] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (!code.trim()) return;
    enable.mutate({ code: code.trim() }, { onError: () => setCode('') });
  };

  return (
    <div className="pp-two-step__setup">
      <div className="pp-two-step__qr">
        {/* An image, never markup in the page: the SVG cannot run anything. */}
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
          alt={TEXT.qrAlt}
          width={184}
          height={184}
        />
      </div>
      <div className="pp-two-step__steps">
        <p className="pp-two-step__lead">{TEXT.scan}</p>
        <div>
          <p className="pp-two-step__label">{TEXT.secretLabel}</p>
          <code className="pp-two-step__secret" data-testid="two-step-secret">
            {grouped(setup.secret)}
          </code>
        </div>
        <form className="pp-form" noValidate onSubmit={submit} aria-label={TEXT.confirm}>
          <TextField
            label={TEXT.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={missing ? TWO_STEP_MESSAGES.codeFormat : fieldError}
          />
          {enable.isError && !fieldError && (
            <FormError>{genericErrorMessage(enable.error)}</FormError>
          )}
          <div className="pp-two-step__actions">
            <Button type="submit" busy={enable.isPending}>
              {TEXT.confirm}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {TEXT.cancel}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
