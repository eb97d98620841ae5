import { useState } from 'react';
import { truncateText, type Snippet } from '@profileproof/contracts';
import { Alert, Button, ConfirmDialog, PencilIcon, TrashIcon } from '@profileproof/ui';
import { adminErrorMessage } from '../../admin-error';
import { useDeleteSnippet } from '../api/delete-snippet';
import { SnippetForm } from './snippet-form';

const DELETE_FAILED = 'Failed to delete the snippet';
/** How much of a snippet's text the list shows: enough to tell two snippets apart. */
const BODY_PREVIEW_LENGTH = 160;

/** The form shows for a new snippet ('new') or the one being edited. */
type Editing = 'new' | Snippet | null;

/**
 * Create, edit and delete the desk's snippets (shared by every admin, so a deletion is confirmed).
 * `onNotice` tells the panel what was done, where the admin reads it whatever they do next.
 */
export function SnippetManager({
  id,
  snippets,
  onNotice,
}: {
  id: string;
  snippets: Snippet[];
  onNotice: (text: string) => void;
}) {
  const deletion = useDeleteSnippet();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Snippet | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const deleted = toDelete;
    setDeleteError(null);
    deletion.mutate(deleted.id, {
      onSuccess: ({ message }) => {
        setToDelete(null);
        if (editing !== 'new' && editing?.id === deleted.id) setEditing(null);
        onNotice(message);
      },
      onError: (error) => {
        setToDelete(null);
        setDeleteError(adminErrorMessage(error, DELETE_FAILED));
      },
    });
  };

  return (
    <div id={id} className="snippet-manager">
      {deleteError && <Alert tone="error">{deleteError}</Alert>}
      {editing ? (
        <SnippetForm
          key={editing === 'new' ? 'new' : editing.id}
          snippet={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onNotice(`Saved “${saved.title}”.`);
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          New snippet
        </Button>
      )}
      {snippets.length > 0 && (
        <ul className="snippet-manager__list">
          {snippets.map((snippet) => (
            <li key={snippet.id} className="snippet-manager__item">
              <div className="snippet-manager__text">
                <span className="snippet-manager__title">{snippet.title}</span>
                <span className="snippet-manager__body">
                  {truncateText(snippet.body, BODY_PREVIEW_LENGTH)}
                </span>
              </div>
              <div className="snippet-manager__actions">
                <button
                  type="button"
                  className="snippet-action"
                  onClick={() => setEditing(snippet)}
                >
                  <PencilIcon />
                  Edit
                  <span className="pp-visually-hidden"> “{snippet.title}”</span>
                </button>
                <button
                  type="button"
                  className="snippet-action snippet-action--danger"
                  onClick={() => {
                    setDeleteError(null);
                    setToDelete(snippet);
                  }}
                >
                  <TrashIcon />
                  Delete
                  <span className="pp-visually-hidden"> “{snippet.title}”</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete snippet"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>Delete “{toDelete?.title}”? Every admin shares it: it goes for all of them.</p>
      </ConfirmDialog>
    </div>
  );
}
