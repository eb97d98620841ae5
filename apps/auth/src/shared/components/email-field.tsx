import { TextField, type TextFieldProps } from '@profileproof/ui';

/** The e-mail field of the account forms: one label, autocomplete and placeholder everywhere. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'name' | 'type'>) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}
