import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { isHttpError } from '@profileproof/session';
import { buttonClassName, formatDateTime, LoadingState } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { useActivitySnippet } from '../api/activity-snippet';

const LOAD_FAILED = 'Failed to load the snippet';

/**
 * The snippet an entry names, read only, over the log (?snippet=): its title, its text as the
 * desk uses it now and who saved it last. Drawn like the kit's ConfirmDialog, with one answer:
 * focus on Close, which Escape and a click on the backdrop do too; focus goes back on close.
 */
export function SnippetDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const snippet = useActivitySnippet(id);
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
      if (event.key === 'Escape') latest.current();
      if (event.key !== 'Tab') return;
      event.preventDefault();
      closeRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  let body;
  if (snippet.data) {
    const { body: text, updated_at: updatedAt, updated_by: updatedBy } = snippet.data;
    body = (
      <>
        <p className="activity-snippet__text">{text}</p>
        <p className="activity-snippet__saved">
          Last saved {formatDateTime(updatedAt)}
          {updatedBy ? ` by ${updatedBy}` : ''}
        </p>
      </>
    );
  } else if (snippet.isError) {
    body = (
      <p>
        {isHttpError(snippet.error, 404)
          ? 'This snippet has been deleted since.'
          : adminErrorMessage(snippet.error, LOAD_FAILED)}
      </p>
    );
  } else {
    body = <LoadingState label="Loading the snippet..." />;
  }

  return createPortal(
    <div
      className="pp-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="pp-dialog activity-snippet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="pp-dialog__header">
          <h2 id={titleId} className="pp-dialog__title">
            {snippet.data ? `“${snippet.data.title}”` : `Snippet #${id}`}
          </h2>
        </div>
        <div className="pp-dialog__body">{body}</div>
        <div className="pp-dialog__actions">
          <button
            ref={closeRef}
            type="button"
            className={buttonClassName('secondary')}
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
