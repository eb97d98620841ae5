import { useState, type FormEvent } from 'react';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import { Button, TextField } from '@profileproof/ui';
import type { TeamPeriod } from '../team-period';

const TEXT = DESK_SCREENS.team;

/** The period picker: two reply days, applied together (the address keeps them). */
export function TeamPeriodForm({
  period,
  errors,
  onApply,
}: {
  period: TeamPeriod;
  errors: { from?: string; to?: string };
  onApply: (period: TeamPeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="team-period" aria-label="Period" noValidate onSubmit={submit}>
      <TextField
        className="team-period__date"
        label={TEXT.from}
        type="date"
        value={draft.from}
        max={draft.to || undefined}
        error={errors.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        className="team-period__date"
        label={TEXT.to}
        type="date"
        value={draft.to}
        min={draft.from || undefined}
        error={errors.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit" variant="secondary" className="team-period__button">
        {TEXT.apply}
      </Button>
    </form>
  );
}
