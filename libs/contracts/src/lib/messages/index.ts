/**
 * Every text a client or a user can see, one file per domain: the screens' texts (gathered in
 * `MESSAGES`, by screen) and the API's `detail`/`message` answers, so a screen, the API and the
 * tests import one constant and a text is never copied. Texts only the server sees (log lines,
 * internal errors) live beside their API module (`apps/api/src/<module>/<module>.messages.ts`).
 * PASSWORD_CONTEXT_MESSAGES (`password-context.ts`) is served by its own entry, not from here.
 */
import { AUTH_SCREEN_MESSAGES } from './auth';
import { REVIEW_SCREEN_MESSAGES } from './review';
import { SHELL_SCREEN_MESSAGES } from './shell';
import { SUBMISSION_SCREEN_MESSAGES } from './submissions';
import { SUBSCRIPTION_SCREEN_MESSAGES } from './subscriptions';

export * from './audit';
export * from './auth';
export * from './http';
export * from './review';
export * from './shell';
export * from './snippets';
export * from './submissions';
export * from './subscriptions';

/** The screens' texts, grouped by screen. */
export const MESSAGES = {
  ...AUTH_SCREEN_MESSAGES,
  ...SUBMISSION_SCREEN_MESSAGES,
  ...REVIEW_SCREEN_MESSAGES,
  ...SUBSCRIPTION_SCREEN_MESSAGES,
  ...SHELL_SCREEN_MESSAGES,
} as const;
