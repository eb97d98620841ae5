import { Badge, ClockIcon, UsersIcon } from '@profileproof/ui';
import { useCurrentQueuePosition } from '../api/queue-position';
import { expectedReplyTime } from '../expected-reply-time';
import { QUEUE_TEXTS, queueStatusText } from '../queue-status-text';

/**
 * "3 ahead of you · expected by 14:30", beside the 'Pending Review' badge of a pending submission;
 * once the plan's promise has passed, "Taking longer than usual — we're on it" and no time. Until
 * the position is known, or when the last ask failed, nothing: the badge alone still says pending.
 */
export function QueueStatus({ submissionId }: { submissionId: number }) {
  const position = useCurrentQueuePosition(submissionId);
  if (!position) return null;
  if (position.late) {
    return (
      <Badge tone="brand">
        <ClockIcon size={14} />
        {QUEUE_TEXTS.late}
      </Badge>
    );
  }
  const time = expectedReplyTime(position.expected_reply_by);
  if (time === null) return null;
  return (
    <Badge tone="brand">
      <UsersIcon size={14} />
      {queueStatusText(position.ahead, time)}
    </Badge>
  );
}
