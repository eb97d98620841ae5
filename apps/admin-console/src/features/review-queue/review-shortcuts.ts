/**
 * The review's keyboard shortcuts: one table for the "?" dialog and the handler, and the rules
 * that keep them from stealing keys (typing in a field, the browser's and screen readers' own
 * Ctrl/Alt/Meta shortcuts).
 */

export type ReviewShortcut = 'next' | 'previous' | 'toggle' | 'generate' | 'send' | 'help';

/** What the "?" dialog lists, in its order. Space is the browser's own toggle of a focused box, listed beside x. */
export const REVIEW_SHORTCUTS: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['j'], does: 'Next field of the checklist' },
  { keys: ['k'], does: 'Previous field of the checklist' },
  { keys: ['x', 'Space'], does: 'Tick or untick the focused yes/no field' },
  { keys: ['g'], does: 'Generate the report' },
  { keys: ['s'], does: 'Send the reply (on the Preview step)' },
  { keys: ['?'], does: 'Show the keyboard shortcuts' },
  { keys: ['Esc'], does: 'Close the keyboard shortcuts' },
];

const KEY_SHORTCUTS: Readonly<Record<string, ReviewShortcut>> = {
  j: 'next',
  k: 'previous',
  x: 'toggle',
  g: 'generate',
  s: 'send',
  '?': 'help',
};

/** Inputs that take no typed text: a letter pressed on them is free to be a shortcut. */
const KEYLESS_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether a key pressed on `target` is text being typed. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type);
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * The shortcut a key press asks for, or null: none, typing, a modifier held, or already handled.
 * A held key repeats only the moves: one press, one toggle, one report, one reply.
 */
export function shortcutOf(event: KeyboardEvent): ReviewShortcut | null {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  const shortcut = KEY_SHORTCUTS[event.key] ?? null;
  return event.repeat && shortcut !== 'next' && shortcut !== 'previous' ? null : shortcut;
}

/**
 * The checklist's fields the analyst can change, in reading order: computed scores (read-only or
 * disabled) are skipped, and of a choice such as the account type only the chosen option counts,
 * where Tab would land too.
 */
export function checklistFields(checklist: ParentNode): HTMLElement[] {
  const controls = Array.from(
    checklist.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
  );
  return controls.filter((control) => {
    if (control.disabled) return false;
    if (control instanceof HTMLSelectElement) return true;
    if (control.readOnly) return false;
    return !(control instanceof HTMLInputElement && control.type === 'radio') || control.checked;
  });
}

/**
 * The field after (1) or before (-1) the one holding `focused`; from outside the checklist, the
 * first or the last. Undefined at either end: the focus stays where it is.
 */
export function neighbourField(fields: readonly HTMLElement[], focused: Element | null, direction: 1 | -1): HTMLElement | undefined {
  const radioName = focused instanceof HTMLInputElement && focused.type === 'radio' ? focused.name : null;
  const index = fields.findIndex(
    (field) => field === focused || (radioName !== null && field instanceof HTMLInputElement && field.name === radioName),
  );
  if (index < 0) return direction === 1 ? fields[0] : fields.at(-1);
  return fields[index + direction];
}
