import {
  SNIPPET_BODY_MAX_LENGTH,
  SNIPPET_TITLE_MAX_LENGTH,
  SNIPPET_VARIABLES,
  SNIPPETS_CAP,
} from '../snippets';

/**
 * What an admin sees of report snippets and of the `{placeholder}` rule (a report or a snippet
 * holding a `{name}` nothing fills in). Front ends import PLACEHOLDER_MESSAGES from the unshared
 * entry `@profileproof/contracts/placeholders` (see libs/contracts/src/placeholders.ts).
 */

export const SNIPPET_MESSAGES = {
  notFound: 'Snippet not found.',
  deleted: 'Snippet deleted.',
  full: `There are already ${SNIPPETS_CAP} snippets; delete one first.`,
} as const;

/** Refusals shared by the API and the admin console, which checks before sending. */
export const PLACEHOLDER_MESSAGES = {
  /** 400 `errors.reply`: the report still holds placeholders. */
  inReport: (found: readonly string[]) =>
    `The report still contains ${found.join(', ')}: replace ${found.length > 1 ? 'them' : 'it'} before sending.`,
  /** 400 `errors.body` of a snippet: variables that nothing fills in. */
  unknownVariables: (found: readonly string[]) =>
    `Unknown variable${found.length > 1 ? 's' : ''} ${found.join(', ')}. Known variables: ${SNIPPET_VARIABLES.map((name) => `{${name}}`).join(', ')}.`,
} as const;

export const SNIPPET_TITLE_REQUIRED = 'Title is required';
export const SNIPPET_TITLE_NOT_STRING = 'Title must be a string';
export const SNIPPET_TITLE_TOO_LONG = `Title must be at most ${SNIPPET_TITLE_MAX_LENGTH} characters`;
export const SNIPPET_BODY_REQUIRED = 'Text is required';
export const SNIPPET_BODY_NOT_STRING = 'Text must be a string';
export const SNIPPET_BODY_TOO_LONG = `Text must be at most ${SNIPPET_BODY_MAX_LENGTH} characters`;
