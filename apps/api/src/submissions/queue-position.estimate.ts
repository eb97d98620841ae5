/**
 * QUEUE_ESTIMATE (described on its route, queue-position.controller.ts): when a pending submission
 * can expect its reply. Pure, so that a change of the queue's order or of what a review is taken to last is made here alone.
 */

/**
 * The least a review is taken to last: a hands-on review never takes minutes, and a median that
 * small (reviews closed in bulk) would expect every reply "now".
 */
export const MIN_REVIEW_HOURS = 0.25;

/** Estimates are rounded up to this step, so one does not move each minute while the queue stands still. */
export const ESTIMATE_STEP_MINUTES = 15;

const HOUR_MS = 3_600_000;
const STEP_MS = ESTIMATE_STEP_MINUTES * 60_000;

export interface QueueEstimateInput {
  /** Pending submissions to be reviewed before this one. */
  ahead: number;
  /** Hours one review is taken to last: the recent median reply time; null before the first reply. */
  medianHours: number | null;
  createdAt: Date;
  /** The promise: `createdAt` plus the owner's reply window at submission (the column `due_by`). */
  dueBy: Date;
  now: Date;
}

export interface QueueEstimate {
  /** When the reply can be expected; once late, the promise that has passed (it no longer moves). */
  expectedReplyBy: Date;
  /** The promise (`dueBy`) has passed without a reply. */
  late: boolean;
}

/**
 * Each submission ahead, and this one, takes one review: `now + review × (ahead + 1)`, rounded up
 * to the step and never past the promise `dueBy`. Without any reply yet a review is taken to last
 * the whole window (`dueBy - createdAt`), so the promise is the estimate. Past the promise: late.
 */
export function estimateReply({
  ahead,
  medianHours,
  createdAt,
  dueBy,
  now,
}: QueueEstimateInput): QueueEstimate {
  const promise = dueBy.getTime();
  const windowMs = promise - createdAt.getTime();
  if (now.getTime() > promise) return { expectedReplyBy: new Date(promise), late: true };
  const reviewMs =
    medianHours === null ? windowMs : Math.max(medianHours, MIN_REVIEW_HOURS) * HOUR_MS;
  const byPosition = Math.ceil((now.getTime() + reviewMs * (ahead + 1)) / STEP_MS) * STEP_MS;
  return { expectedReplyBy: new Date(Math.min(byPosition, promise)), late: false };
}
