import { MESSAGES } from '@profileproof/contracts';
import { Badge, CheckCircleIcon, ClockIcon } from '@profileproof/ui';

/** The spec's submission states: 'Reviewed' once the analyst has replied, 'Pending Review' until then. */
export function ReviewStatusBadge({ processed }: { processed: boolean }) {
  return processed ? (
    <Badge tone="success">
      <CheckCircleIcon size={14} />
      {MESSAGES.submissionDetails.reviewed}
    </Badge>
  ) : (
    <Badge tone="warning">
      <ClockIcon size={14} />
      {MESSAGES.submissionDetails.pendingReview}
    </Badge>
  );
}
