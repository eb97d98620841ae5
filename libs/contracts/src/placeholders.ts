/**
 * A second entry of the contracts, for what only the admin console checks in the browser.
 * `@profileproof/contracts` is shared and the shell provides every export any front end imports
 * from it, so it ships with the shell (and /login); this entry is not shared: the admin console
 * bundles it. The API imports the same functions from the main entry.
 */
export { placeholdersIn, unknownSnippetVariables } from './lib/placeholders';
export { PLACEHOLDER_MESSAGES } from './lib/messages/snippets';
