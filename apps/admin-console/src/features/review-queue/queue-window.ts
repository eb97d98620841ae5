import { PENDING_PAGE_SIZE, PENDING_QUEUE_CAP } from '@profileproof/contracts';
import type { PendingWindow } from './api/pending-submissions';
import { formatCount } from './durations';

/** The next, longer window of the queue: PENDING_PAGE_SIZE more, never past PENDING_QUEUE_CAP. */
export function nextWindowLimit(limit: number): number {
  return Math.min(limit + PENDING_PAGE_SIZE, PENDING_QUEUE_CAP);
}

/** How the listed submissions stand to the whole queue. */
export type QueueExtent =
  /** Every pending submission is listed. */
  | { kind: 'whole'; shown: number }
  /**
   * The oldest `shown` of a queue that may be longer: `total` is the statistics' pending count
   * (null while they are not loaded); at the cap no longer window can be asked for.
   */
  | { kind: 'window'; shown: number; total: number | null; atCap: boolean };

/**
 * A full window may have more behind it, unless the statistics' pending count says there is no
 * more. The count and the list are read at different moments: a list shorter than its window is
 * the whole queue whatever the count says.
 */
export function queueExtent(queue: PendingWindow, pendingCount: number | undefined): QueueExtent {
  const shown = queue.submissions.length;
  if (shown < queue.limit || (pendingCount !== undefined && pendingCount <= shown))
    return { kind: 'whole', shown };
  return {
    kind: 'window',
    shown,
    total: pendingCount ?? null,
    atCap: queue.limit >= PENDING_QUEUE_CAP,
  };
}

/** How many are waiting: '2', '1,234', or '50+' for a window of a queue whose length is not known yet. */
export function waitingCount(extent: QueueExtent): string {
  if (extent.kind === 'whole') return formatCount(extent.shown);
  return extent.total === null ? `${formatCount(extent.shown)}+` : formatCount(extent.total);
}
