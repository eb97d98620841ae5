import { useId, useState } from 'react';
import {
  VALIDATION_MESSAGES,
  type AccountType,
  type AnalysisFieldKey,
  type BooleanFieldDefinition,
  type DateFieldDefinition,
  type NumberFieldDefinition,
  type SelectFieldDefinition,
} from '@profileproof/analysis';
import { SegmentedControl, TextField } from '@profileproof/ui';

export type FieldValue = boolean | number | string;
export type FieldChange = (key: AnalysisFieldKey, value: FieldValue) => void;

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
      className={['check-row', `check-row--${tone}`, checked && 'check-row--checked', readOnly && 'check-row--readonly']
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

/**
 * A whole number within the field's range. What the analyst types stays in the box while it is
 * not a valid value (with the reason under it); only valid values reach the checklist.
 */
export function NumberInput({
  field,
  value,
  onChange,
  onValidity,
}: {
  field: NumberFieldDefinition;
  value: number;
  onChange: FieldChange;
  onValidity: (key: AnalysisFieldKey, valid: boolean) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(value);
  const error = text === null ? null : problemWith(text, field);
  return (
    <TextField
      className="checklist-input"
      label={field.label}
      hint={field.hint}
      type="number"
      inputMode="numeric"
      min={field.min}
      max={field.max}
      step={field.step}
      value={shown}
      error={error}
      onChange={(event) => {
        const next = event.target.value;
        const problem = problemWith(next, field);
        setText(next);
        onValidity(field.key, problem === null);
        if (problem === null) onChange(field.key, Number(next));
      }}
      onBlur={() => {
        // A valid entry is shown as the checklist holds it ('007' -> '7').
        if (text !== null && problemWith(text, field) === null) setText(null);
      }}
    />
  );
}

function problemWith(text: string, field: NumberFieldDefinition): string | null {
  const number = Number(text);
  if (text.trim() === '' || !Number.isFinite(number) || number < field.min || number > field.max) {
    return VALIDATION_MESSAGES.numberBetween(field.min, field.max);
  }
  return Number.isInteger(number) ? null : VALIDATION_MESSAGES.wholeNumberBetween(field.min, field.max);
}

/** A score the checklist computes: shown live, never typed. */
export function ComputedNumber({ field, value }: { field: NumberFieldDefinition; value: number }) {
  return (
    <TextField
      className="checklist-input checklist-input--computed"
      label={field.label}
      hint="Calculated from the checklist"
      type="number"
      min={field.min}
      max={field.max}
      value={value}
      readOnly
      aria-readonly
    />
  );
}

export function DateInput({ field, value, onChange }: { field: DateFieldDefinition; value: string; onChange: FieldChange }) {
  return (
    <TextField
      className="checklist-input"
      label={field.label}
      hint={field.hint}
      type="date"
      value={value}
      onChange={(event) => onChange(field.key, event.target.value)}
    />
  );
}

export function SelectInput({ field, value, onChange }: { field: SelectFieldDefinition; value: AccountType; onChange: FieldChange }) {
  return (
    <div className="checklist-select">
      <SegmentedControl
        legend={field.label}
        showLegend
        options={field.options}
        value={value}
        onChange={(next) => onChange(field.key, next)}
      />
      {field.hint && <p className="pp-field__hint">{field.hint}</p>}
    </div>
  );
}
