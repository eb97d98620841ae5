import { useState } from 'react';
import {
  VALIDATION_MESSAGES,
  type AccountType,
  type AnalysisFieldKey,
  type DateFieldDefinition,
  type NumberFieldDefinition,
  type SelectFieldDefinition,
} from '@profileproof/analysis';
import { SegmentedControl, TextField } from '@profileproof/ui';

export type FieldValue = boolean | number | string;
export type FieldChange = (key: AnalysisFieldKey, value: FieldValue) => void;

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
  return Number.isInteger(number)
    ? null
    : VALIDATION_MESSAGES.wholeNumberBetween(field.min, field.max);
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

export function DateInput({
  field,
  value,
  onChange,
}: {
  field: DateFieldDefinition;
  value: string;
  onChange: FieldChange;
}) {
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

export function SelectInput({
  field,
  value,
  onChange,
}: {
  field: SelectFieldDefinition;
  value: AccountType;
  onChange: FieldChange;
}) {
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
