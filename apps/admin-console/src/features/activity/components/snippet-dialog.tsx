import { isHttpError } from '@profileproof/session';
import { formatDateTime, LoadingState } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { CloseOnlyDialog } from '../../../shared/components/close-only-dialog';
import { useActivitySnippet } from '../api/activity-snippet';

const LOAD_FAILED = 'Failed to load the snippet';

/**
 * The snippet an entry names, read only, over the log (?snippet=): its title, its text as the
 * desk uses it now and who saved it last.
 */
export function SnippetDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const snippet = useActivitySnippet(id);

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

  return (
    <CloseOnlyDialog
      title={snippet.data ? `“${snippet.data.title}”` : `Snippet #${id}`}
      className="activity-snippet"
      onClose={onClose}
    >
      <div className="pp-dialog__body">{body}</div>
    </CloseOnlyDialog>
  );
}
