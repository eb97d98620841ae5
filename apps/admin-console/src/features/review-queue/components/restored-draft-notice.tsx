import { DRAFT_MESSAGES } from '@profileproof/session/drafts';
import { Alert, formatDateTime } from '@profileproof/ui';

/**
 * Above the workspace when the analyst's unsent work was restored from this browser (their
 * session had ended): when it was last written, and **Discard draft**.
 */
export function RestoredDraftNotice({
  savedAt,
  onDiscard,
}: {
  /** When the draft was last written (ISO). */
  savedAt: string;
  onDiscard: () => void;
}) {
  return (
    <Alert tone="info">
      <span className="draft-notice">
        <span>{DRAFT_MESSAGES.restored(formatDateTime(savedAt))}</span>
        <button
          type="button"
          className="queue-link-button draft-notice__action"
          onClick={onDiscard}
        >
          {DRAFT_MESSAGES.discard}
        </button>
      </span>
    </Alert>
  );
}
