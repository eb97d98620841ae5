import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { medianReplyHoursSql } from './submissions.repository';

/**
 * The caller's visible submission $1 (owned by $2) with its promise (`due_by`) and, while it is
 * pending, the pending submissions before it in the admin queue's order (`due_by`, then
 * `created_at`, then `id`: an index-only count along the partial pending index), the recent median
 * reply time (the statistics' median, over the latest $3 replies) and whether an admin holds a
 * claim on it at $4 (claims lapse at `claimed_until`; one primary-key lookup). Nothing but the row
 * is read once it is reviewed.
 */
const QUEUE_POSITION_SQL = `SELECT "s"."created_at", "s"."due_by",
    CASE WHEN NOT "s"."is_processed" THEN (
      SELECT count(*) FROM "submissions" "before"
      WHERE "before"."is_processed" = false AND "before"."deleted_at" IS NULL
        AND ("before"."due_by", "before"."created_at", "before"."id") < ("s"."due_by", "s"."created_at", "s"."id")
    )::int END AS "ahead",
    CASE WHEN NOT "s"."is_processed" THEN ${medianReplyHoursSql('$3')} END AS "median_reply_hours",
    CASE WHEN NOT "s"."is_processed" THEN EXISTS (
      SELECT 1 FROM "submission_claims" "claim" WHERE "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > $4
    ) END AS "in_review"
  FROM "submissions" "s"
  WHERE "s"."id" = $1 AND "s"."user_id" = $2 AND "s"."deleted_at" IS NULL`;

/** A row of QUEUE_POSITION_SQL. */
export interface QueuePositionRow {
  created_at: Date;
  due_by: Date;
  /** Null once the submission is reviewed (and so are the median and in_review). */
  ahead: number | null;
  median_reply_hours: number | null;
  in_review: boolean | null;
}

/** The `submissions` table as a customer's queue position reads it: one statement. */
@Injectable()
export class QueuePositionRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The owner's visible submission with what its queue position needs; undefined when there is none. */
  async findQueuePosition(
    submissionId: number,
    ownerId: number,
    medianSample: number,
    at: Date,
  ): Promise<QueuePositionRow | undefined> {
    const [row] = await this.dataSource.query<QueuePositionRow[]>(QUEUE_POSITION_SQL, [
      submissionId,
      ownerId,
      medianSample,
      at,
    ]);
    return row;
  }
}
