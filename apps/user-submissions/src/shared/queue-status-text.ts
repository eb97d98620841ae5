import type { QueuePosition } from '@profileproof/contracts';

/** What the customer reads about a pending submission (only this remote shows it, so it lives here). */
export const QUEUE_TEXTS = {
  /** The plan's promise has passed: said plainly, with no time that would keep moving. */
  late: "Taking longer than usual — we're on it",
  /** Only while an admin holds a claim on the submission. */
  inReview: 'A reviewer is working on it.',
  waiting: 'Waiting in the review queue.',
} as const;

/** "3 ahead of you · expected by 14:30" (`time` already formatted). */
export function queueStatusText(ahead: number, time: string): string {
  const place = ahead === 0 ? 'Next in line' : `${ahead} ahead of you`;
  return `${place} · expected by ${time}`;
}

/** Who is on it: a reviewer, or nobody yet. */
export function reviewerActivityText(position: Pick<QueuePosition, 'in_review'>): string {
  return position.in_review ? QUEUE_TEXTS.inReview : QUEUE_TEXTS.waiting;
}
