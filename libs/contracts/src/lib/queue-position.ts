/**
 * The customer's queue position: GET /api/contact/submissions/{id}/queue/ (owner only); texts:
 * `QUEUE_MESSAGES`. The reply windows that set its promise: REPLY_WINDOW_HOURS (plans.ts).
 */

/** Where a pending submission stands in the review queue (the admin queue's order: earliest due first, then oldest). */
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
