/**
 * A second entry of the contracts: the texts of the shell's panel for a remote that cannot load.
 * Not in `@profileproof/contracts`, which the shell ships whole on every page (and /login is at
 * its byte budget): the shell's first script takes the panel's title and message, its recovery chunk the rest.
 */
export * from './lib/messages/remote-panel';
export * from './lib/messages/remote-recovery';
