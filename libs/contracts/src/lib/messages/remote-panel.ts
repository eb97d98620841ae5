/**
 * The panel the shell shows in place of a remote's screens when they cannot load (not in the
 * spec): its title and message, in the shell's first script (every page). What the panel says
 * while it retries, or after a deploy, is in `remote-recovery.ts`, which only the shell's
 * recovery chunk imports. Served by the entry `@profileproof/contracts/remote-panel`, not by the
 * main one, which the shell ships whole.
 */

/** The panel's title: `label` is the remote's label in the table of remotes ("admin console"). */
export function remoteUnavailableTitle(label: string): string {
  return `The ${label} section is unavailable right now`;
}

export const REMOTE_UNAVAILABLE_MESSAGE =
  'We could not load this part of ProfileProof. The rest of the site still works. Please try again in a moment.';
