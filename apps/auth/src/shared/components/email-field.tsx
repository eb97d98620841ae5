import { TextField, type TextFieldProps } from '@profileproof/ui';

/**
 * The e-mail field of the screens fetched on demand. Login and sign-up write theirs out: they come
 * with ./routes, and a module they shared with the on-demand screens would be fetched by every /login.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'name' | 'type'>) {
  return (
    <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...props} />
  );
}
