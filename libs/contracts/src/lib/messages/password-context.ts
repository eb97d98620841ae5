/**
 * Served by the entry `@profileproof/contracts/password-context` only, with its rule
 * (`../password-context.ts`), and not by the main entry: the main entry is shared with the shell,
 * which ships on every page all of it that any front end imports (and /login is at its budget).
 */

/**
 * (not in the spec) The refusals of a new password built from the account's address or the
 * product's name: the other password messages are in MESSAGES (`auth.ts`).
 */
export const PASSWORD_CONTEXT_MESSAGES = {
  containsEmail:
    'Your password must not contain your email address or the part of it before the @.',
  containsProductName: 'Your password must not contain the name ProfileProof.',
} as const;
