import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { buttonClassName, Card, InboxIcon } from '@profileproof/ui';

/** Nothing has been reviewed yet: where replies come from. */
export function ReviewedEmpty() {
  return (
    <Card className="pp-panel pp-panel--info reviewed-empty">
      <div className="pp-panel__icon" aria-hidden="true">
        <InboxIcon size={24} />
      </div>
      <h2>Nothing reviewed yet</h2>
      <p className="pp-panel__message">
        Every reply you send from the review queue is listed here, newest first, ready to edit or
        delete.
      </p>
      <Link to={ROUTES.adminDashboard} className={buttonClassName('primary')}>
        Go to the review queue
      </Link>
    </Card>
  );
}

/** Search or filters that match no reviewed submission. */
export function ReviewedNoMatch() {
  return (
    <Card className="pp-panel pp-panel--info reviewed-empty">
      <h2>No reviewed submission matches</h2>
      <p className="pp-panel__message">
        Try another search, plan or dates, or clear the filters to see every reviewed submission.
      </p>
    </Card>
  );
}
