/**
 * The texts of the panel the shell shows in place of a remote's screens when they cannot load
 * (not in the spec). The first two are in the shell's first script (every page); the rest,
 * `REMOTE_RECOVERY_MESSAGES`, only in its lazily loaded recovery chunk. Served by the entry
 * `@profileproof/contracts/remote-panel`, not by the main one, which the shell ships whole.
 */

/** The panel's title: `label` is the remote's label in the table of remotes ("admin console"). */
export function remoteUnavailableTitle(label: string): string {
  return `The ${label} section is unavailable right now`;
}

export const REMOTE_UNAVAILABLE_MESSAGE =
  'We could not load this part of ProfileProof. The rest of the site still works. Please try again in a moment.';

export const REMOTE_RECOVERY_MESSAGES = {
  /** Under the panel while it waits to try again by itself; `seconds` is rounded up. */
  retryingIn: (seconds: number) => `Trying again by itself in ${seconds} s.`,
  retryingNow: 'Trying again…',
  tryAgain: 'Try again',
  /** A screen of a remote already in the page whose files were replaced by a new version (a deploy). */
  updatedTitle: 'This section was updated',
  updated:
    'A new version of this part of ProfileProof was published. Reload the page to get it: text you have not sent yet is kept.',
  reload: 'Reload',
} as const;
