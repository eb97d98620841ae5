import { SNIPPET_VARIABLES } from './snippets';

/**
 * Placeholders: `{identifier}` left in a report, or in a snippet without a variable to fill it
 * in. The API refuses both; the admin console checks first, with the same words. Front ends import
 * this from `@profileproof/contracts/placeholders`, an entry the shell does not share (only the
 * admin console draws it: see libs/contracts/src/placeholders.ts).
 */

/** A placeholder: `{identifier}` (letters, digits, underscore), as snippet variables are written. Other braces are text. */
const PLACEHOLDER = /\{\w+\}/g;

/**
 * The distinct placeholders left in `text`, in order of appearance. `literal` (the customer's
 * profile URL, which the report quotes and which may hold braces) is not searched.
 */
export function placeholdersIn(text: string, literal?: string): string[] {
  const searched = literal ? text.split(literal).join(' ') : text;
  return [...new Set(searched.match(PLACEHOLDER))];
}

/** The variables `body` uses that are not SNIPPET_VARIABLES. */
export function unknownSnippetVariables(body: string): string[] {
  const known: readonly string[] = SNIPPET_VARIABLES;
  return placeholdersIn(body).filter((found) => !known.includes(found.slice(1, -1)));
}
