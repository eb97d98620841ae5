import { Button, Card, CheckCircleIcon } from '@profileproof/ui';
import { formatCount } from '../durations';
import type { QueueExtent } from '../queue-window';

/** The queue is empty. */
export function AllCaughtUp() {
  return (
    <Card className="pp-panel queue-empty">
      <div className="queue-empty__icon" aria-hidden="true">
        <CheckCircleIcon />
      </div>
      <h2>All caught up</h2>
      <p className="pp-panel__message">
        No submission is waiting for a review. New ones appear here by themselves while auto-refresh
        is on.
      </p>
    </Card>
  );
}

/** Filters that match no pending submission. */
export function NoMatch() {
  return (
    <Card className="pp-panel queue-empty">
      <h2>No pending submission matches</h2>
      <p className="pp-panel__message">
        Try another search or plan, or clear the filters to see the whole queue.
      </p>
    </Card>
  );
}

/** Under a window of a longer queue: "Show more", or at the cap, why there is no more. */
export function MoreOfTheQueue({
  extent,
  loading,
  onShowMore,
}: {
  extent: QueueExtent;
  loading: boolean;
  onShowMore: () => void;
}) {
  if (extent.kind === 'whole') return null;
  return (
    <div className="queue-more">
      {extent.atCap ? (
        <p className="queue-more__note">
          Showing the first {formatCount(extent.shown)}. Reply to some to see the rest.
        </p>
      ) : (
        <Button variant="secondary" busy={loading} onClick={onShowMore}>
          Show more
        </Button>
      )}
    </div>
  );
}
