/**
 * A second entry of the contracts: the profile link's rule (`parseLinkedInProfileUrl`, the one
 * canonical form) and why a link is refused. `@profileproof/contracts` is shared with the shell,
 * which ships every export a remote imports from it on every page (and /login is at its byte
 * budget); this entry is not shared: the API and the submit form's remote import it.
 */
export * from './lib/linkedin-url';
export * from './lib/messages/linkedin-url';
