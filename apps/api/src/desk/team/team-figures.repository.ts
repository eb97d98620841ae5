import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { joinRatingOfReply } from '../../submissions/ratings/ratings.repository';

/**
 * Whether the reply `r` was sent by its submission's due time: counted only for a submission's
 * first reply (a later version edits a report already delivered), null for the others.
 */
const WITHIN_WINDOW_OF_R = `CASE WHEN NOT EXISTS (
      SELECT 1 FROM "submission_replies" "earlier"
      WHERE "earlier"."submission_id" = "r"."submission_id" AND ("earlier"."created_at", "earlier"."id") < ("r"."created_at", "r"."id")
    ) THEN "r"."created_at" <= "s"."due_by" END`;

/**
 * The replies sent from $1 (included) to $2 (excluded), along submission_replies_created_at_idx,
 * per admin who sent them (`admin_id`, null for accounts deleted since) and for the whole desk
 * (`is_desk`): how many, the median minutes from the claim to the reply (replies sent under a
 * claim), the share of first replies sent by the due time, and the mean rating of those replies.
 */
const TEAM_FIGURES_SQL = `WITH "p" AS (
    SELECT "r"."admin_id", "r"."created_at", "r"."claimed_at", ${WITHIN_WINDOW_OF_R} AS "within_window", "rating"."score"
    FROM "submission_replies" "r"
    JOIN "submissions" "s" ON "s"."id" = "r"."submission_id"
    ${joinRatingOfReply('rating', '"r"."id"')}
    WHERE "r"."created_at" >= $1 AND "r"."created_at" < $2
  )
  SELECT "admin_id", GROUPING("admin_id") = 1 AS "is_desk",
    count(*)::int AS "reviews",
    percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "created_at" - "claimed_at") / 60)
      FILTER (WHERE "claimed_at" IS NOT NULL) AS "median_handling_minutes",
    round(100.0 * count(*) FILTER (WHERE "within_window") / nullif(count("within_window"), 0), 1)::float8 AS "within_window_pct",
    round(avg("score"), 2)::float8 AS "avg_rating"
  FROM "p"
  GROUP BY GROUPING SETS (("admin_id"), ())`;

/** Live claims per admin at $1. */
const HOLDING_SQL = `SELECT "admin_id", count(*)::int AS "holding" FROM "submission_claims"
  WHERE "claimed_until" > $1 GROUP BY "admin_id"`;

/** A row of TEAM_FIGURES_SQL: one admin's figures, or the desk's (`is_desk`). */
export interface FiguresRow {
  admin_id: number | null;
  is_desk: boolean;
  reviews: number;
  median_handling_minutes: number | null;
  within_window_pct: number | null;
  avg_rating: number | null;
}

/**
 * The replies and claims as the team view reads them (tuned SQL, `DataSource.query`): the figures of
 * a period and the live claims per admin.
 */
@Injectable()
export class TeamFiguresRepository {
  constructor(private readonly dataSource: DataSource) {}

  figures(from: Date, to: Date): Promise<FiguresRow[]> {
    return this.dataSource.query<FiguresRow[]>(TEAM_FIGURES_SQL, [from, to]);
  }

  holding(at: Date): Promise<{ admin_id: number; holding: number }[]> {
    return this.dataSource.query(HOLDING_SQL, [at]);
  }
}
