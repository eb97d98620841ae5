import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES } from '@profileproof/contracts';

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
  return commonPasswords.has(password.toLowerCase());
}

/** Thrown when code other than a validated request (the admin account) tries to set a common password. */
export class CommonPasswordError extends Error {
  constructor() {
    super(PASSWORD_TOO_COMMON);
    this.name = 'CommonPasswordError';
  }
}
