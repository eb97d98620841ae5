/**
 * What the shell's panel for a remote that cannot load says while it retries by itself, or when a
 * deploy removed the files of a remote already in the page (not in the spec). Imported by the
 * shell's recovery chunk only (`apps/shell/src/remotes/remote-recovery.tsx`), through the entry
 * `@profileproof/contracts/remote-panel`: no page's first download carries it.
 */
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
