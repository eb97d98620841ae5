// Ratings as SQL text: RatingsRepository runs them, and the lists' column (CURRENT_RATING_COLUMN)
// is part of submissions.sql.ts, which the benchmark's bare server loads too. Plain constants
// without side effects; import only other `*.sql.ts` files here.

/**
 * The id of the current reply version of the submission `s`: the latest of its reply history,
 * along submission_replies_submission_id_created_at_idx (the order REPLIED_BY_COLUMN uses).
 */
const CURRENT_REPLY_ID_OF_S = `SELECT "latest"."id" FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1`;

/**
 * The owner's rating of the current reply of the submission `s`, as one JSON column (`rating`:
 * `{score, comment, rated_at}` or null). Read only for a reviewed row (two index lookups), never
 * for a pending one: a re-opened submission shows no rating until its next reply is rated.
 */
export const CURRENT_RATING_COLUMN = `CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (${CURRENT_REPLY_ID_OF_S})
  ) END AS "rating"`;

/**
 * The owner's ($2) visible submission ($1), locked against a concurrent reply or re-opening while
 * it is rated, with its current reply version's id and that version's rating, if any.
 */
export const LOCK_FOR_RATING_SQL = `SELECT "s"."is_processed", (${CURRENT_REPLY_ID_OF_S}) AS "reply_id"
  FROM "submissions" "s" WHERE "s"."id" = $1 AND "s"."user_id" = $2 AND "s"."deleted_at" IS NULL
  FOR SHARE OF "s"`;

/** The rating of a reply version ($1), locked for a change. */
export const RATING_OF_REPLY_SQL = `SELECT "score", "comment", "created_at", "rated_at" FROM "submission_ratings" WHERE "reply_id" = $1 FOR UPDATE`;

/** Rates a reply version ($1) or changes its rating: $2 score, $3 comment, at $4. */
export const UPSERT_RATING_SQL = `INSERT INTO "submission_ratings" ("reply_id", "score", "comment", "created_at", "rated_at")
  VALUES ($1, $2, $3, $4, $4)
  ON CONFLICT ON CONSTRAINT "submission_ratings_pkey" DO UPDATE
    SET "score" = EXCLUDED."score", "comment" = EXCLUDED."comment", "rated_at" = EXCLUDED."rated_at"
  RETURNING "score", "comment", "rated_at"`;
