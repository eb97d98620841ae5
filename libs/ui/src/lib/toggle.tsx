import { useId, type ReactNode } from 'react';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: ReactNode;
  /** A short extra, e.g. "Save 20%"; part of the option's accessible name. */
  hint?: ReactNode;
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the group for assistive technology (visually hidden unless `showLegend`). */
  legend: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  showLegend?: boolean;
  className?: string;
}

/**
 * A choice between a few options drawn as one pill, built on native radio buttons: Tab reaches the
 * group, the arrow keys move between options, and screen readers announce "radio, 1 of 2".
 */
export function SegmentedControl<Value extends string>({
  legend,
  options,
  value,
  onChange,
  showLegend = false,
  className,
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <fieldset className={['pp-segmented', className].filter(Boolean).join(' ')}>
      <legend className={showLegend ? 'pp-segmented__legend' : 'pp-visually-hidden'}>
        {legend}
      </legend>
      <div className="pp-segmented__track">
        {options.map((option) => (
          <label key={option.value} className="pp-segmented__option">
            <input
              type="radio"
              className="pp-segmented__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="pp-segmented__label">
              {option.label}
              {option.hint && <span className="pp-segmented__hint">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
