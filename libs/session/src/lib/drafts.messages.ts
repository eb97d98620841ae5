/** (not in the spec) What the screens that keep unsent drafts say about them. */
export const DRAFT_MESSAGES = {
  /** Above the restored work; `when` is the time it was last written, as the screen writes times. */
  restored: (when: string) => `We restored your unsent draft from ${when}.`,
  /** The notice's button: the restored work is thrown away. */
  discard: 'Discard draft',
  /** The question it asks first (the work cannot be brought back). */
  discardQuestion: 'Discard your unsent draft? It cannot be brought back.',
} as const;
