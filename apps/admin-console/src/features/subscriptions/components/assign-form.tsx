import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { useId, type FormEvent, type Ref } from 'react';
import {
  MIN_SUBSCRIPTION_DAYS,
  MAX_SUBSCRIPTION_DAYS,
  TIER_LABELS,
  TIERS,
  type Tier,
} from '@profileproof/contracts';
import { Alert, Button, Card, FormError, TextField } from '@profileproof/ui';
import type { AssignmentErrors, AssignmentValues } from '../subscription-form-rules';

const TEXT = SUBSCRIPTIONS_SCREEN;

export interface AssignFormProps {
  values: AssignmentValues;
  errors: AssignmentErrors;
  /** The server's refusal or the exception of the last attempt. */
  failure: string | null;
  /** 'Successfully assigned …' after the last attempt. */
  success: string | null;
  busy: boolean;
  onChange: (values: AssignmentValues) => void;
  onSubmit: (form: HTMLFormElement) => void;
  tierRef: Ref<HTMLSelectElement>;
}

/** User e-mail, plan and 'Valid For (days)': gives a user a tier without payment. */
export function AssignForm({
  values,
  errors,
  failure,
  success,
  busy,
  onChange,
  onSubmit,
  tierRef,
}: AssignFormProps) {
  const headingId = useId();
  const tierId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <Card className="assign-card">
      <h2 id={headingId} className="subscriptions-section-title">
        Assign a plan
      </h2>
      <form className="pp-form" aria-labelledby={headingId} noValidate onSubmit={submit}>
        <TextField
          name="email"
          label={TEXT.emailLabel}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@example.com"
          value={values.email}
          error={errors.email}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
        />
        <div className="pp-field">
          <div className="pp-field__label-row">
            <label htmlFor={tierId} className="pp-field__label">
              {TEXT.tierLabel}
            </label>
          </div>
          <div className="pp-field__control">
            <select
              ref={tierRef}
              id={tierId}
              name="tier"
              className="pp-input subscriptions-select"
              value={values.tier}
              onChange={(event) => onChange({ ...values, tier: event.target.value as Tier })}
            >
              {TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {TIER_LABELS[tier]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <TextField
          name="validForDays"
          label={TEXT.validForLabel}
          hint={TEXT.validForHint}
          type="number"
          inputMode="numeric"
          min={MIN_SUBSCRIPTION_DAYS}
          max={MAX_SUBSCRIPTION_DAYS}
          step={1}
          placeholder="Unlimited"
          value={values.validForDays}
          error={errors.validForDays}
          onChange={(event) =>
            onChange({
              ...values,
              validForDays: event.target.value,
              validForUnreadable: event.target.validity?.badInput ?? false,
            })
          }
        />
        <FormError>{failure}</FormError>
        {success && <Alert tone="success">{success}</Alert>}
        <div className="pp-form__actions">
          <Button type="submit" busy={busy} block>
            {busy ? TEXT.assigning : TEXT.assignButton}
          </Button>
        </div>
      </form>
    </Card>
  );
}
