import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, buttonClassName } from './components';
import { WarningIcon } from './icons';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  /** The dialog is shown while true; nothing is rendered otherwise. */
  open: boolean;
  /** Names the dialog (aria-labelledby). */
  title: string;
  /** The question and anything else to read before deciding; describes the dialog (aria-describedby). */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while `busy` (e.g. 'Deleting...'); defaults to `confirmLabel`. */
  busyLabel?: string;
  /** The action is running: both buttons are disabled and Escape or a click outside does nothing. */
  busy?: boolean;
  cancelLabel?: string;
  /** 'danger' (default) for destructive actions: red confirm button and a warning mark. */
  tone?: 'danger' | 'primary';
  /**
   * Where the focus goes on opening: Cancel (default, the safe choice), or the confirm button,
   * for a question the user asked for from the keyboard (Enter confirms, Escape cancels).
   */
  initialFocus?: 'cancel' | 'confirm';
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation. Focus moves to Cancel (the safe choice; or `initialFocus`) when it opens, Tab stays inside,
 * Escape, Cancel and a click on the backdrop cancel, and focus returns to the control that opened
 * it when it closes. Built from plain elements: `HTMLDialogElement.showModal` is missing in jsdom.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  cancelLabel = 'Cancel',
  tone = 'danger',
  initialFocus = 'cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The key handler is installed once per opening; it reads the current props through this ref.
  const latest = useRef({ busy, onCancel, initialFocus });
  useEffect(() => {
    latest.current = { busy, onCancel, initialFocus };
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      latest.current.initialFocus === 'confirm'
        ? panelRef.current?.querySelector<HTMLElement>('[data-confirm]')
        : null;
    (first ?? cancelRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!latest.current.busy) latest.current.onCancel();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (!panel.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // While the action runs both buttons are disabled, which would drop focus to the page: keep it in the dialog.
  useEffect(() => {
    if (!open || !busy) return;
    const active = document.activeElement;
    const lost =
      !panelRef.current?.contains(active) ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (lost) panelRef.current?.focus();
  }, [open, busy]);

  if (!open) return null;

  return createPortal(
    <div
      className="pp-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div
        ref={panelRef}
        className={`pp-dialog pp-dialog--${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        aria-busy={busy || undefined}
        tabIndex={-1}
      >
        <div className="pp-dialog__header">
          {tone === 'danger' && (
            <span className="pp-dialog__mark" aria-hidden="true">
              <WarningIcon size={22} />
            </span>
          )}
          <h2 id={titleId} className="pp-dialog__title">
            {title}
          </h2>
        </div>
        <div id={bodyId} className="pp-dialog__body">
          {children}
        </div>
        <div className="pp-dialog__actions">
          <button
            ref={cancelRef}
            type="button"
            className={buttonClassName('secondary')}
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            data-confirm
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
