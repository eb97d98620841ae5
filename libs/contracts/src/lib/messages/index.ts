/**
 * Every text a client or a user can see: the screens' texts in `MESSAGES` (`screens.ts`, by
 * screen) and the API's `detail`/`message` answers, one file per domain, so a screen, the API and
 * the tests import one constant and a text is never copied. Texts only the server sees (log lines,
 * internal errors) live beside their API module (`apps/api/src/<module>/<module>.messages.ts`).
 * PASSWORD_CONTEXT_MESSAGES (`password-context.ts`) is served by its own entry, not from here.
 */

export * from './audit';
export * from './auth';
export * from './http';
export * from './review';
export * from './screens';
export * from './snippets';
export * from './submissions';
export * from './subscriptions';
