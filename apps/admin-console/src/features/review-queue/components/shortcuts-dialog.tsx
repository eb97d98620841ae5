import { Fragment, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { buttonClassName } from '@profileproof/ui';
import { REVIEW_SHORTCUTS } from '../review-shortcuts';

/**
 * The "?" dialog: the review's keys, drawn like the kit's ConfirmDialog (whose two answers do not
 * fit a list to read). Focus moves to Close when it opens and stays there (the only control), and
 * Escape, Close or a click on the backdrop close it, handing the focus back to where it was.
 */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The key handler is installed once per opening; it reads the current callback through this ref.
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className="pp-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="pp-dialog shortcuts-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="pp-dialog__header">
          <h2 id={titleId} className="pp-dialog__title">
            Keyboard shortcuts
          </h2>
        </div>
        <table className="shortcuts-dialog__table">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {REVIEW_SHORTCUTS.map(({ keys, does }) => (
              <tr key={does}>
                <td>
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && ' or '}
                      <kbd>{key}</kbd>
                    </Fragment>
                  ))}
                </td>
                <td>{does}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="shortcuts-dialog__note">
          Numbers and dates are typed: Tab reaches and leaves them. The keys do nothing while you
          type in a field, or with Ctrl, Alt or Cmd held.
        </p>
        <div className="pp-dialog__actions">
          <button
            ref={closeRef}
            type="button"
            className={buttonClassName('primary')}
            onClick={onClose}
          >
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
