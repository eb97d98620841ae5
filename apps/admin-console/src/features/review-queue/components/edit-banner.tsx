import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { formatDateTime } from '@profileproof/ui';
import type { ReviewQueueView } from '../use-review-queue-view';

/** Edit mode: whose reply is replaced, when it was sent, how many versions the history keeps. */
export function EditBanner({ banner }: { banner: NonNullable<ReviewQueueView['editBanner']> }) {
  const { email, lastSent, versions } = banner;
  return (
    <div className="edit-banner" role="note">
      <strong>Editing a reply{lastSent ? ` sent on ${formatDateTime(lastSent)}` : ''}.</strong>{' '}
      Sending replaces what {email} sees; the reply history keeps every version
      {versions > 0 ? ` (${versions} so far)` : ''}.{' '}
      <Link to={ROUTES.adminReviewed}>Back to reviewed submissions</Link>
    </div>
  );
}
