import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { buttonClassName, ErrorPanel, LoadingState } from '@profileproof/ui';
import type { ReviewQueueView } from '../use-review-queue-view';

/** What the dashboard shows instead of its workspace: not an admin, or the submission to edit loading or unusable. */
export function DashboardGate({ view }: { view: ReviewQueueView }) {
  if (view.show === 'notAdmin') {
    return (
      <ErrorPanel title="Access refused" message={MESSAGES.admin.notAdmin}>
        <Link to={ROUTES.login} className={buttonClassName('primary')}>
          Log in
        </Link>
      </ErrorPanel>
    );
  }
  if (view.show === 'editFailed') {
    return (
      <ErrorPanel
        title="This reply cannot be edited"
        message={view.editFailure ?? MESSAGES.admin.editLoadFailed}
      >
        <Link to={ROUTES.adminReviewed} className={buttonClassName('primary')}>
          Back to reviewed submissions
        </Link>
      </ErrorPanel>
    );
  }
  return <LoadingState label="Loading the submission to edit..." />;
}
