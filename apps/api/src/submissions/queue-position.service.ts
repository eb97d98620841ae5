import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  DEFAULT_TIER,
  MEDIAN_REPLY_SAMPLE,
  QUEUE_MESSAGES,
  type QueuePosition,
  SUBMISSION_NOT_FOUND,
  TIER_REPLY_WINDOW_HOURS,
} from '@profileproof/contracts';
import { PoolReader } from '../database/pool-reader';
import { tierGrantedBy } from '../subscriptions/subscriptions.service';
import { medianReplyHoursSql } from './admin/review-stats.service';
import { estimateReply } from './queue-position.estimate';

/**
 * The caller's visible submission $1 (owned by $2) with its submitter's subscription and, while it
 * is pending, the pending submissions before it in the admin queue's order (`created_at`, then
 * `id`: an index-only count along the partial pending index), the recent median reply time (the
 * statistics' median, over the latest $3 replies) and whether an admin holds a claim on it at $4
 * (claims lapse at `claimed_until`; one primary-key lookup). Nothing but the row is read once it
 * is reviewed.
 */
export const QUEUE_POSITION_SQL = `SELECT "s"."created_at",
    "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
    CASE WHEN NOT "s"."is_processed" THEN (
      SELECT count(*) FROM "submissions" "before"
      WHERE "before"."is_processed" = false AND "before"."deleted_at" IS NULL
        AND ("before"."created_at", "before"."id") < ("s"."created_at", "s"."id")
    )::int END AS "ahead",
    CASE WHEN NOT "s"."is_processed" THEN ${medianReplyHoursSql('$3')} END AS "median_reply_hours",
    CASE WHEN NOT "s"."is_processed" THEN EXISTS (
      SELECT 1 FROM "submission_claims" "claim" WHERE "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > $4
    ) END AS "in_review"
  FROM "submissions" "s" LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
  WHERE "s"."id" = $1 AND "s"."user_id" = $2 AND "s"."deleted_at" IS NULL`;

interface QueuePositionRow {
  created_at: Date;
  subscription_tier: string | null;
  subscription_end_date: Date | null;
  /** Null once the submission is reviewed (and so are the median and in_review). */
  ahead: number | null;
  median_reply_hours: number | null;
  in_review: boolean | null;
}

/**
 * Where a customer's pending submission stands in the review queue. Higher tiers are not served
 * first: the queue is first come, first served, as the admin queue lists it (oldest first); the
 * tier only sets the promised window of the estimate (and shows to admins as a badge).
 */
@Injectable()
export class QueuePositionService {
  constructor(private readonly reader: PoolReader) {}

  /** 404 for a missing, deleted or another user's submission (alike: its existence is not told); 409 once reviewed. One read. */
  async positionOf(
    submissionId: number,
    ownerId: number,
    now: Date = new Date(),
  ): Promise<QueuePosition> {
    const [row] = await this.reader.rows<QueuePositionRow>(QUEUE_POSITION_SQL, [
      submissionId,
      ownerId,
      MEDIAN_REPLY_SAMPLE,
      now,
    ]);
    if (!row) throw new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
    if (row.ahead === null) throw new ConflictException({ detail: QUEUE_MESSAGES.alreadyReviewed });
    const subscription =
      row.subscription_tier === null
        ? null
        : { tier: row.subscription_tier, endDate: row.subscription_end_date };
    const tier = subscription ? tierGrantedBy(subscription, now) : DEFAULT_TIER;
    const { expectedReplyBy, late } = estimateReply({
      ahead: row.ahead,
      medianHours: row.median_reply_hours,
      windowHours: TIER_REPLY_WINDOW_HOURS[tier],
      createdAt: row.created_at,
      now,
    });
    return {
      position: row.ahead + 1,
      ahead: row.ahead,
      expected_reply_by: expectedReplyBy.toISOString(),
      late,
      in_review: row.in_review === true,
    };
  }
}
