import { MESSAGES, type AdminSubmission } from '@profileproof/contracts';
import { ConfirmDialog } from '@profileproof/ui';
import { displayUrl } from '../reviewed-list';

/** Deleting a reviewed submission asks first; both buttons wait while the call runs. */
export function DeleteReviewedDialog({
  submission,
  busy,
  onConfirm,
  onCancel,
}: {
  submission: AdminSubmission | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={submission !== null}
      title="Delete submission"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{MESSAGES.admin.confirmDelete}</p>
      {submission && (
        <p className="reviewed-dialog__who">
          {submission.email} · {displayUrl(submission.linkedin_url)}
        </p>
      )}
    </ConfirmDialog>
  );
}
