import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldErrorText } from './forms';
import './text-area-field.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children' | 'value'
> {
  label: ReactNode;
  value: string;
  /** The field's error: shown under it, announced, and linked with aria-describedby. */
  error?: string | null;
  /** Help shown under the field, also linked with aria-describedby. */
  hint?: ReactNode;
  /** Something after the label, such as "(optional)". */
  labelSuffix?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line input with its hint and error, wired for assistive technology. With a
 * `maxLength` it counts the characters, so nobody types past the limit without seeing it coming.
 */
export function TextAreaField({
  label,
  labelSuffix,
  error,
  hint,
  id,
  className,
  ref,
  value,
  maxLength,
  ...props
}: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const countId = maxLength ? `${inputId}-count` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [props['aria-describedby'], hintId, countId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['pp-field', className].filter(Boolean).join(' ')}>
      <div className="pp-field__label-row">
        <label htmlFor={inputId} className="pp-field__label">
          {label}
          {labelSuffix && <span className="pp-field__label-suffix"> {labelSuffix}</span>}
        </label>
      </div>
      <textarea
        {...props}
        ref={ref}
        id={inputId}
        value={value}
        maxLength={maxLength}
        className="pp-input pp-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {(hint || maxLength) && (
        <div className="pp-textarea__meta">
          {hint && (
            <p id={hintId} className="pp-field__hint">
              {hint}
            </p>
          )}
          {maxLength && (
            <p id={countId} className="pp-textarea__count">
              {value.length.toLocaleString()} / {maxLength.toLocaleString()}
              <span className="pp-visually-hidden"> characters</span>
            </p>
          )}
        </div>
      )}
      {error && <FieldErrorText id={errorId} error={error} />}
    </div>
  );
}
