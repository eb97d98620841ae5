import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { EyeIcon, EyeOffIcon, WarningIcon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** The field's error: shown under it, announced, and linked with aria-describedby. */
  error?: string | null;
  /** Help shown under the field, also linked with aria-describedby. */
  hint?: ReactNode;
  /** Something next to the label, such as a "Forgot password?" link. */
  labelAction?: ReactNode;
  /** A control inside the input's right edge, such as the show-password toggle. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A field's error under it, announced as soon as it appears; `id` links it with aria-describedby. */
export function FieldErrorText({ id, error }: { id: string | undefined; error: string }) {
  return (
    <p id={id} className="pp-field__error" role="alert">
      <WarningIcon className="pp-icon pp-icon--inline" />
      <span>{error}</span>
    </p>
  );
}

/** A labelled input with its hint and error, wired for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  labelAction,
  endAdornment,
  id,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [inputProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['pp-field', className].filter(Boolean).join(' ')}>
      <div className="pp-field__label-row">
        <label htmlFor={inputId} className="pp-field__label">
          {label}
        </label>
        {labelAction}
      </div>
      <div
        className={['pp-field__control', endAdornment && 'pp-field__control--adorned']
          .filter(Boolean)
          .join(' ')}
      >
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          className="pp-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {endAdornment}
      </div>
      {hint && (
        <p id={hintId} className="pp-field__hint">
          {hint}
        </p>
      )}
      {error && <FieldErrorText id={errorId} error={error} />}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the show/hide toggle (a toggle button keeps one name; aria-pressed says its state). */
  toggleLabel?: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ toggleLabel = 'Show password', id, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="pp-field__toggle"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          title={visible ? 'Hide' : 'Show'}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** A form-level error (e.g. the server's answer), announced as soon as it appears. */
export function FormError({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  if (!children) return null;
  return (
    <div className="pp-alert pp-alert--error pp-form-message" role="alert">
      <WarningIcon className="pp-icon pp-icon--inline" />
      <div className="pp-alert__body pp-form-message__body">
        <div>{children}</div>
        {action && <div className="pp-form-message__action">{action}</div>}
      </div>
    </div>
  );
}

/** A quiet horizontal rule with a word in the middle ("or"). */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="pp-divider">
      <span>{children}</span>
    </div>
  );
}
