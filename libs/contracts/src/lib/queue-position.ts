/**
 * The customer's queue position: GET /api/contact/submissions/{id}/queue/ (owner only), and the
 * reply window each plan promises (texts: `QUEUE_MESSAGES`).
 */
import type { PlanId } from './plans';
import type { Tier } from './subscriptions';

/** Where a pending submission stands in the review queue (the admin queue's order: oldest first). */
export interface QueuePosition {
  /** 1 = next to be reviewed. */
  position: number;
  /** Pending submissions reviewed before it: position - 1. */
  ahead: number;
  /**
   * ISO timestamp: when a reply can be expected (see QUEUE_ESTIMATE in the API README); once
   * `late`, the promise that has passed.
   */
  expected_reply_by: string;
  /** The plan's promise has passed without a reply: say so, not a time. */
  late: boolean;
  /** An admin holds a live claim on it: someone is working on it now. */
  in_review: boolean;
}

/**
 * The reply window each plan promises, in hours (the pricing page's delivery speeds): Free
 * "Within 24 hours", Premium Elite "Within 6 hours"; Basic and Premium deliver "Immediate": no
 * waiting beyond the desk's own pace (0).
 */
export const PLAN_REPLY_WINDOW_HOURS: Readonly<Record<PlanId, number>> = {
  free: 24,
  basic: 0,
  'premium-elite': 6,
  premium: 0,
};

/** The window of a tier's plan (PLAN_REPLY_WINDOW_HOURS by the plan that grants it). */
export const TIER_REPLY_WINDOW_HOURS: Readonly<Record<Tier, number>> = {
  free: PLAN_REPLY_WINDOW_HOURS.free,
  basic: PLAN_REPLY_WINDOW_HOURS.basic,
  premium: PLAN_REPLY_WINDOW_HOURS.premium,
};
