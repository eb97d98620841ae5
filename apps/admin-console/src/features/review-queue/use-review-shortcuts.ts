import { useEffect, useRef, type RefObject } from 'react';
import { neighbourField, shortcutOf } from './review-shortcuts';

/** The checklist on screen, if the panel shows one (not while another admin's claim stands in its place). */
const CHECKLIST_SELECTOR = '.checklist';

/**
 * The review's keys (`REVIEW_SHORTCUTS`) on the whole page while `enabled`. j/k move the focus
 * through the checklist on screen in `panel` and x ticks the focused box; `generate` and `send`
 * are the same calls as their buttons (with their questions and checks), or null where those
 * buttons are not offered. Each key handled is kept from doing anything else.
 */
export function useReviewShortcuts({
  enabled,
  panel,
  generate,
  send,
  showHelp,
}: {
  enabled: boolean;
  panel: RefObject<HTMLElement | null>;
  generate: (() => void) | null;
  send: (() => void) | null;
  showHelp: () => void;
}) {
  // The listener is installed once per enabling; it reads the current callbacks through this ref.
  const latest = useRef({ generate, send, showHelp });
  useEffect(() => {
    latest.current = { generate, send, showHelp };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (shortcut === null) return;
      const checklist = panel.current?.querySelector<HTMLElement>(CHECKLIST_SELECTOR) ?? null;
      const focused = document.activeElement;
      let handled = true;
      switch (shortcut) {
        case 'next':
        case 'previous': {
          const field =
            checklist && neighbourField(checklist, focused, shortcut === 'next' ? 1 : -1);
          if (field) field.focus();
          handled = checklist !== null;
          break;
        }
        case 'toggle': {
          const box =
            focused instanceof HTMLInputElement &&
            focused.type === 'checkbox' &&
            checklist?.contains(focused)
              ? focused
              : null;
          // A click, as Space makes: the box's own change handler ticks it, and a disabled (computed) one stays.
          box?.click();
          handled = box !== null;
          break;
        }
        case 'generate':
          handled = latest.current.generate !== null;
          latest.current.generate?.();
          break;
        case 'send':
          handled = latest.current.send !== null;
          latest.current.send?.();
          break;
        case 'help':
          latest.current.showHelp();
          break;
      }
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, panel]);
}
