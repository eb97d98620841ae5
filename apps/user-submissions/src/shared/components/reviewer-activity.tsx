import { useCurrentQueuePosition } from '../api/queue-position';
import { reviewerActivityText } from '../queue-status-text';

/**
 * "A reviewer is working on it." while an admin holds a claim on the pending submission, "Waiting
 * in the review queue." otherwise; nothing until that is known (or when the last ask failed).
 */
export function ReviewerActivity({ submissionId, className }: { submissionId: number; className?: string }) {
  const position = useCurrentQueuePosition(submissionId);
  if (!position) return null;
  return <p className={className}>{reviewerActivityText(position)}</p>;
}
