import { useState, type FormEvent } from 'react';
import { focusField, type FieldError } from './validation';

interface ValidatedSubmit<Values, Field extends string> {
  /** The form's values as sent (trimmed, say), read at submit. */
  values: () => Values;
  validate: (values: Values) => FieldError<Field> | null;
  send: (values: Values) => void;
}

/** The submit of an account form: the first problem shown and focused, or the values sent. */
export function useValidatedSubmit<Values, Field extends string>({
  values,
  validate,
  send,
}: ValidatedSubmit<Values, Field>) {
  const [fieldError, setFieldError] = useState<FieldError<Field> | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = values();
    const invalid = validate(submitted);
    setFieldError(invalid);
    if (invalid) focusField(event.currentTarget, invalid);
    else send(submitted);
  };
  return { fieldError, onSubmit };
}
