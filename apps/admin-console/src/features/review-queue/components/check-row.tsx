import { useId } from 'react';
import type { BooleanFieldDefinition } from '@profileproof/analysis';
import type { FieldChange } from './checklist-fields';

/**
 * A yes/no box drawn as a whole row: the row is the click target, the label names the box and
 * the hint describes it. Risk flags turn red when ticked.
 */
export function CheckRow({
  field,
  checked,
  onChange,
  tone = 'positive',
  readOnly = false,
}: {
  field: BooleanFieldDefinition;
  checked: boolean;
  onChange?: FieldChange;
  tone?: 'positive' | 'risk';
  readOnly?: boolean;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  return (
    <label
      className={[
        'check-row',
        `check-row--${tone}`,
        checked && 'check-row--checked',
        readOnly && 'check-row--readonly',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        type="checkbox"
        className="check-row__input"
        checked={checked}
        disabled={readOnly}
        aria-readonly={readOnly || undefined}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onChange={(event) => onChange?.(field.key, event.target.checked)}
      />
      <span className="check-row__box" aria-hidden="true">
        <svg
          viewBox="0 0 16 16"
          width="14"
          height="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m3.5 8.5 3 3 6-7" />
        </svg>
      </span>
      <span className="check-row__text">
        <span id={labelId} className="check-row__label">
          {field.label}
        </span>
        {field.hint && (
          <span id={hintId} className="check-row__hint">
            {field.hint}
          </span>
        )}
      </span>
    </label>
  );
}
