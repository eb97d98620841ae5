import { useId, useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, type AuditAction } from '@profileproof/contracts';
import { Button, SearchIcon, TextField } from '@profileproof/ui';
import { hasFilters, type ActivityFilters } from '../activity-entries';
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_OPTIONS } from '../audit-action-labels';

/**
 * 'Admin' (an e-mail) and 'Action'. Nothing is asked until Apply: typing an address letter by
 * letter would load a page per letter. The screen remounts it when the address changes (Back),
 * so the fields always start from the filters shown.
 */
export function ActivityFiltersForm({ filters, onApply }: { filters: ActivityFilters; onApply: (filters: ActivityFilters) => void }) {
  const [actor, setActor] = useState(filters.actor);
  const [action, setAction] = useState<AuditAction | ''>(filters.action);
  const actionId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ actor: actor.trim(), action });
  };
  return (
    <form className="activity-filters" role="search" aria-label="Filter the activity" noValidate onSubmit={submit}>
      <TextField
        className="activity-filters__actor"
        label="Admin"
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@example.com"
        maxLength={EMAIL_MAX_LENGTH}
        value={actor}
        onChange={(event) => setActor(event.target.value)}
      />
      <div className="pp-field activity-filters__action">
        <div className="pp-field__label-row">
          <label htmlFor={actionId} className="pp-field__label">
            Action
          </label>
        </div>
        <div className="pp-field__control">
          <select
            id={actionId}
            className="pp-input activity-select"
            value={action}
            onChange={(event) => setAction(event.target.value as AuditAction | '')}
          >
            <option value="">All actions</option>
            {AUDIT_ACTION_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_ACTION_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="activity-filters__buttons">
        <Button type="submit">
          <SearchIcon />
          Apply filters
        </Button>
        {hasFilters(filters) && (
          <Button variant="ghost" onClick={() => onApply({ actor: '', action: '' })}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
