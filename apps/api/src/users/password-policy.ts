import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES } from '@profileproof/contracts';
import { newPasswordContextError } from '@profileproof/contracts/password-context';
import { normalizePassword } from './passwords';

/** Refused wherever a password is set (sign-up, reset, the configured or created admin). */
export const PASSWORD_TOO_COMMON = MESSAGES.validation.passwordTooCommon;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * True for one of the ~49,000 most common passwords (zxcvbn-ts's list, the one its strength
 * estimator uses), regardless of case: `Password` is as guessable as `password`. The list is put
 * into a Set on first use, once per process; it never reaches the browser.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(normalizePassword(password).toLowerCase());
}

/**
 * Why a new password for the account `email` is refused beyond its length, or null: one of the
 * most common passwords, or built from the address or the product's name (`newPasswordContextError`,
 * the rule the screens apply too), on its normalised form (`normalizePassword`). The one check of
 * every place that sets a password.
 */
export function newPasswordError(password: string, email: string): string | null {
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return newPasswordContextError(normalizePassword(password), email);
}

/** Thrown when code other than a validated request (the admin account) tries to set a refused password. */
export class RefusedPasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedPasswordError';
  }
}
