import { Fragment } from 'react';
import { CloseOnlyDialog } from '../../../shared/components/close-only-dialog';
import { REVIEW_SHORTCUTS } from '../review-shortcuts';

/** The "?" dialog: the review's keys, to read. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <CloseOnlyDialog
      title="Keyboard shortcuts"
      className="shortcuts-dialog"
      closeVariant="primary"
      onClose={onClose}
    >
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
        Numbers and dates are typed: Tab reaches and leaves them. The keys do nothing while you type
        in a field, or with Ctrl, Alt or Cmd held.
      </p>
    </CloseOnlyDialog>
  );
}
