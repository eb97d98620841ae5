// The team view as SQL text, run by TeamRepository. Plain constants without side effects.

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
export const TEAM_FIGURES_SQL = `WITH "p" AS (
    SELECT "r"."admin_id", "r"."created_at", "r"."claimed_at", ${WITHIN_WINDOW_OF_R} AS "within_window", "rating"."score"
    FROM "submission_replies" "r"
    JOIN "submissions" "s" ON "s"."id" = "r"."submission_id"
    LEFT JOIN "submission_ratings" "rating" ON "rating"."reply_id" = "r"."id"
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
export const HOLDING_SQL = `SELECT "admin_id", count(*)::int AS "holding" FROM "submission_claims"
  WHERE "claimed_until" > $1 GROUP BY "admin_id"`;

/** The e-mails of every current admin and of the accounts $1 (ids). */
export const REVIEWER_EMAILS_SQL = `SELECT "id", "email" FROM "users" WHERE "role" = 'admin' OR "id" = ANY($1::int[])`;
