import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AuditAction } from '@profileproof/contracts';
import { Button, SearchIcon } from '@profileproof/ui';
import { adminOptions, hasFilters, sameAddress, type ActivityFilters } from '../activity-entries';
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_OPTIONS } from '../audit-action-labels';
import { useAuditActors } from '../api/audit-actors';

/** A labelled select in the kit's field style. */
function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="pp-field activity-filters__field">
      <div className="pp-field__label-row">
        <label htmlFor={id} className="pp-field__label">
          {label}
        </label>
      </div>
      <div className="pp-field__control">
        <select
          id={id}
          className="pp-input activity-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      </div>
    </div>
  );
}

/**
 * 'Admin' (the desk's admins, then former ones who acted, from the API) and 'Action'. Nothing is
 * asked until Apply, so that both can be set at once. The screen remounts it when the address
 * changes (Back), so the fields always start from the filters shown.
 */
export function ActivityFiltersForm({
  filters,
  onApply,
}: {
  filters: ActivityFilters;
  onApply: (filters: ActivityFilters) => void;
}) {
  const [actor, setActor] = useState(filters.actor);
  const [action, setAction] = useState<AuditAction | ''>(filters.action);
  const { current, former } = adminOptions(useAuditActors().data?.actors ?? [], filters.actor);
  // The address may spell an admin's e-mail in another case: select the admin it names.
  const selected = [...current, ...former].find((email) => sameAddress(email, actor)) ?? actor;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ actor: selected, action });
  };
  return (
    <form
      className="activity-filters"
      role="search"
      aria-label="Filter the activity"
      noValidate
      onSubmit={submit}
    >
      <SelectField label="Admin" value={selected} onChange={setActor}>
        <option value="">All admins</option>
        {current.length > 0 && (
          <optgroup label="Admins">
            {current.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </optgroup>
        )}
        {former.length > 0 && (
          <optgroup label="Former admins">
            {former.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      <SelectField
        label="Action"
        value={action}
        onChange={(value) => setAction(value as AuditAction | '')}
      >
        <option value="">All actions</option>
        {AUDIT_ACTION_OPTIONS.map((value) => (
          <option key={value} value={value}>
            {AUDIT_ACTION_LABELS[value]}
          </option>
        ))}
      </SelectField>
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
