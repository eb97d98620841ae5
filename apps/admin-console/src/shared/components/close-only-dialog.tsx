import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { buttonClassName } from '@profileproof/ui';

interface CloseOnlyDialogProps {
  title: ReactNode;
  /** The dialog's own class, beside the kit's `pp-dialog`. */
  className: string;
  closeVariant?: 'primary' | 'secondary';
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog to read, with one answer: drawn like the kit's ConfirmDialog (whose two answers do not
 * fit). Focus moves to Close when it opens and stays there (the only control); Escape, Close or a
 * click on the backdrop close it, handing the focus back to where it was. Mounted = open.
 */
export function CloseOnlyDialog({
  title,
  className,
  closeVariant = 'secondary',
  onClose,
  children,
}: CloseOnlyDialogProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The key handler is installed once per opening; it reads the current callback through this ref.
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });

  useEffect(() => {
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
  }, []);

  return createPortal(
    <div
      className="pp-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className={`pp-dialog ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="pp-dialog__header">
          <h2 id={titleId} className="pp-dialog__title">
            {title}
          </h2>
        </div>
        {children}
        <div className="pp-dialog__actions">
          <button
            ref={closeRef}
            type="button"
            className={buttonClassName(closeVariant)}
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
