/**
 * The review's keyboard shortcuts: one table for the "?" dialog and the handler, and the rules
 * that keep them from stealing keys (typing in a field, the browser's and screen readers' own
 * Ctrl/Alt/Meta shortcuts).
 */

export type ReviewShortcut = 'next' | 'previous' | 'toggle' | 'generate' | 'send' | 'help';

/** What the "?" dialog lists, in its order. Space is the browser's own toggle of a focused box, listed beside x. */
export const REVIEW_SHORTCUTS: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['j'], does: 'Next field to tick or choose' },
  { keys: ['k'], does: 'Previous field to tick or choose' },
  { keys: ['x', 'Space'], does: 'Tick or untick the focused field' },
  { keys: ['g'], does: 'Generate the report' },
  { keys: ['s'], does: 'Send the reply (on the Preview step), after you confirm with Enter' },
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
const KEYLESS_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

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
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.altKey || event.metaKey)
    return null;
  if (isTypingTarget(event.target)) return null;
  const shortcut = KEY_SHORTCUTS[event.key] ?? null;
  return event.repeat && shortcut !== 'next' && shortcut !== 'previous' ? null : shortcut;
}

/**
 * What j and k move through: the checklist's yes/no boxes the analyst ticks (not the computed,
 * disabled one) and the chosen option of each choice (the account type), where Tab would land.
 * Numbers and dates are typed, and a letter typed there is never a shortcut: j would stop dead in
 * them, so they are left to Tab.
 */
const MOVABLE_FIELDS = 'input[type="checkbox"]:not(:disabled), input[type="radio"]:checked';

/**
 * The field after (1) or before (-1) the focused element in `checklist`, in reading order; from
 * outside the checklist, its first or last. Undefined at either end: the focus stays where it is.
 */
export function neighbourField(
  checklist: Element,
  focused: Element | null,
  direction: 1 | -1,
): HTMLElement | undefined {
  const fields = Array.from(checklist.querySelectorAll<HTMLElement>(MOVABLE_FIELDS));
  if (!focused || !checklist.contains(focused)) return direction === 1 ? fields[0] : fields.at(-1);
  const side =
    direction === 1 ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const onThatSide = fields.filter((field) => focused.compareDocumentPosition(field) & side);
  return direction === 1 ? onThatSide[0] : onThatSide.at(-1);
}
