import { Badge, UsersIcon } from '@profileproof/ui';
import { useQueuePosition } from '../api/queue-position';
import { expectedReplyTime } from '../expected-reply-time';
import { queueStatusText } from '../queue-status-text';

/**
 * "3 ahead of you · expected by 14:30", beside the 'Pending Review' badge of a pending submission.
 * Until the position is known, or when the last ask failed (even with an earlier answer at hand,
 * which may be wrong by now), nothing: the badge alone still says pending.
 */
export function QueueStatus({ submissionId }: { submissionId: number }) {
  const { data, isError } = useQueuePosition(submissionId);
  const time = data && !isError ? expectedReplyTime(data.expected_reply_by) : null;
  if (!data || time === null) return null;
  return (
    <Badge tone="brand">
      <UsersIcon size={14} />
      {queueStatusText(data.ahead, time)}
    </Badge>
  );
}
