/**
 * A second entry of the contracts: two-step sign-in's constants, bodies and texts. Not in
 * `@profileproof/contracts`, which the shell ships whole on every page (and /login is at its byte
 * budget): the API, the auth remote's lazy chunks and the admin console import it from here.
 */
export * from './lib/two-step';
export * from './lib/messages/two-step';
