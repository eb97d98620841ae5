import { useId, useState, type FormEvent } from 'react';
import { SEARCH_MIN_LENGTH, TIER_LABELS, TIERS, type Tier } from '@profileproof/contracts';
import { Button, SearchIcon, TextField } from '@profileproof/ui';
import { hasDeskFilters, NO_DESK_FILTERS, type DeskFilterValues } from '../desk-filters';
import './desk-filters.css';

/**
 * The desk's search and filters: a search box (part of an e-mail or profile link), the tier and,
 * on the queue, "Overdue only"; on the reviewed list, reply days. Nothing is asked until Search,
 * so that several can be set at once; the screen remounts it when the address changes (Back).
 */
export function DeskFiltersForm({
  filters,
  kind,
  onApply,
}: {
  filters: DeskFilterValues;
  kind: 'queue' | 'reviewed';
  onApply: (filters: DeskFilterValues) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string | undefined>();
  const tierId = useId();
  const set = (change: Partial<DeskFilterValues>) =>
    setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = draft.q.trim();
    if (q !== '' && q.length < SEARCH_MIN_LENGTH) {
      setError(`Type at least ${SEARCH_MIN_LENGTH} characters`);
      return;
    }
    setError(undefined);
    onApply({ ...draft, q });
  };
  return (
    <form
      className="desk-filters"
      role="search"
      aria-label={kind === 'queue' ? 'Search the queue' : 'Search reviewed submissions'}
      noValidate
      onSubmit={submit}
    >
      <TextField
        className="desk-filters__search"
        label="Search"
        type="search"
        placeholder="E-mail or profile link"
        value={draft.q}
        error={error}
        onChange={(event) => set({ q: event.target.value })}
      />
      <div className="pp-field desk-filters__tier">
        <div className="pp-field__label-row">
          <label htmlFor={tierId} className="pp-field__label">
            Plan
          </label>
        </div>
        <div className="pp-field__control">
          <select
            id={tierId}
            className="pp-input desk-filters__select"
            value={draft.tier}
            onChange={(event) => set({ tier: event.target.value as Tier | '' })}
          >
            <option value="">All plans</option>
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_LABELS[tier]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {kind === 'queue' ? (
        <label className="desk-filters__check">
          <input
            type="checkbox"
            checked={draft.overdue}
            onChange={(event) => set({ overdue: event.target.checked })}
          />
          Overdue only
        </label>
      ) : (
        <>
          <TextField
            className="desk-filters__date"
            label="Replied from"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
          <TextField
            className="desk-filters__date"
            label="Replied to"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </>
      )}
      <div className="desk-filters__buttons">
        <Button type="submit">
          <SearchIcon />
          Search
        </Button>
        {hasDeskFilters(filters) && (
          <Button variant="ghost" onClick={() => onApply(NO_DESK_FILTERS)}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
