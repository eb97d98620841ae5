/**
 * A second entry of the contracts: the account calls (issue 25) — their paths, bodies, texts.
 * `@profileproof/contracts` is shared with the shell, which ships all of it on every page (and
 * /login is at its byte budget); this entry is not shared: the API and the Account page's chunk
 * of the auth remote import it.
 */
export * from './lib/account';
export * from './lib/messages/account';
