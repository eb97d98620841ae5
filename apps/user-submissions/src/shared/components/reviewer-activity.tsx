import { useCurrentQueuePosition } from '../api/queue-position';
import { reviewerActivityText } from '../queue-status-text';

/**
 * "A reviewer is working on it." while an admin holds a claim on the pending submission, "Waiting
 * in the review queue." otherwise; nothing until that is known (or when the last ask failed).
 */
export function ReviewerActivity({
  submissionId,
  className,
}: {
  submissionId: number;
  className: string;
}) {
  const position = useCurrentQueuePosition(submissionId);
  if (!position) return null;
  // `--active` stands out: someone is on it now.
  return (
    <p className={position.in_review ? `${className} ${className}--active` : className}>
      {reviewerActivityText(position)}
    </p>
  );
}
