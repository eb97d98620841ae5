// The customer's side of submissions as SQL text: the submit's statements, the own list and the
// queue position, and the fragments the admin's statements share (columns, median reply time).
// Plain constants without side effects, run by the submissions side's repositories; still to be
// folded into them (issue 38, item 1).

/**
 * The current reply version of the submission `s` (the latest of its reply history, along
 * submission_replies_submission_id_created_at_idx, the order REPLIED_BY_COLUMN uses), as the
 * columns named (of the alias "latest").
 */
export const currentReplyOfS = (
  columns: string,
) => `SELECT ${columns} FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1`;

/** The id of the current reply version of the submission `s`. */
export const CURRENT_REPLY_ID_OF_S = currentReplyOfS('"latest"."id"');

/**
 * The owner's rating of the current reply of the submission `s`, as one JSON column (`rating`:
 * `{score, comment, rated_at}` or null). Read only for a reviewed row (two index lookups), never
 * for a pending one: a re-opened submission shows no rating until its next reply is rated.
 */
const CURRENT_RATING_COLUMN = `CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (${CURRENT_REPLY_ID_OF_S})
  ) END AS "rating"`;

/**
 * The median hours from submission to its current reply over the latest `sampleParam` (a
 * placeholder such as '$3', bound to MEDIAN_REPLY_SAMPLE) replies, to one decimal; null without
 * any. A scalar subquery that reads only that many entries of the reviewed list's index (they
 * carry both dates). Shared by the statistics and the customer's expected reply time.
 */
export function medianReplyHoursSql(sampleParam: string): string {
  return `(SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY "hours"))::numeric, 1)::float8
       FROM (
         SELECT (extract(epoch FROM "admin_reply_date" - "created_at") / 3600)::float8 AS "hours"
         FROM "submissions"
         WHERE "is_processed" = true AND "deleted_at" IS NULL AND "admin_reply_date" IS NOT NULL
         ORDER BY coalesce("admin_reply_date", '-infinity'::timestamptz) DESC, "id" DESC
         LIMIT ${sampleParam}
       ) AS "latest")`;
}

/**
 * Who sent the current reply of the submission `s`: the e-mail of the admin of its latest reply
 * version (`submission_replies`, along its (submission_id, created_at) index), as `replied_by`.
 * Null without a reply, and when that admin's account was deleted since (`admin_id` set null):
 * the reviewed list and the export then say FORMER_ADMIN. A subquery of the columns, run only for
 * a row with a reply, as the claim's holder is (admin/review.sql.ts).
 */
export const REPLIED_BY_COLUMN = `CASE WHEN "s"."admin_reply_date" IS NOT NULL THEN (
    SELECT "author"."email" FROM "submission_replies" "version" LEFT JOIN "users" "author" ON "author"."id" = "version"."admin_id"
    WHERE "version"."submission_id" = "s"."id"
    ORDER BY "version"."created_at" DESC, "version"."id" DESC
    LIMIT 1
  ) END AS "replied_by"`;

export interface RepliedByRow {
  replied_by: string | null;
}

/** The most submissions GET /api/contact/user-submissions/ returns without paging parameters (the newest; USER_SUBMISSIONS_ARRAY_CAP of libs/contracts: this file imports only SQL). */
export const USER_SUBMISSIONS_CAP = 500;

/**
 * The columns of a submission as the contract shows it, for raw reads: the submission is `s`, its
 * submitter `u` (joined on `s.user_id`). Read into `SubmissionRow` (submission-contract.ts). With
 * the owner's rating of the current reply (reviewed rows only); never the desk's internal notes.
 */
export const SUBMISSION_COLUMNS = `"s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", ${CURRENT_RATING_COLUMN}`;

/** The user's row ($1), locked for the rest of the submit's transaction: a user's submits run one after the other. */
export const LOCK_USER_FOR_QUOTA_SQL = 'SELECT id FROM users WHERE id = $1 FOR UPDATE';

/**
 * A new submission, pending; the other columns take their defaults. A statement written once, run by
 * TypeORM's transaction like the reply's writes: building it with the query builder on every submit
 * cost a visible share of the submit's CPU in the API benchmark.
 */
export const INSERT_SUBMISSION_SQL = `INSERT INTO "submissions" ("user_id", "linkedin_url", "message", "created_at", "due_by") VALUES ($1, $2, $3, $4, $5) RETURNING "id"`;

/**
 * The user's ($1) pending, visible submission of the profile $2 (its canonical link), the oldest
 * if several (rows from before links were canonical): a new submit of it is not a new submission.
 * Along the (user_id, created_at) index: a user's own rows.
 */
export const PENDING_DUPLICATE_SQL = `SELECT "id" FROM "submissions"
  WHERE "user_id" = $1 AND "linkedin_url" = $2 AND "is_processed" = false AND "deleted_at" IS NULL
  ORDER BY "id" LIMIT 1`;

/**
 * The first answer to the user's ($1) submit with the Idempotency-Key $2, if it was given after $3
 * (older keys have expired): the request's hash, the status and the body answered.
 */
export const IDEMPOTENT_ANSWER_SQL = `SELECT "request_hash", "status", "response" FROM "submission_idempotency_keys"
  WHERE "user_id" = $1 AND "key" = $2 AND "created_at" > $3`;

/** The user's ($1) expired keys (given at or before $2): pruned before a key is stored. */
export const PRUNE_IDEMPOTENCY_KEYS_SQL = `DELETE FROM "submission_idempotency_keys" WHERE "user_id" = $1 AND "created_at" <= $2`;

/** The answer (status $4, body $5) to the user's ($1) submit with the key $2 and the request hash $3, at $6. */
export const INSERT_IDEMPOTENT_ANSWER_SQL = `INSERT INTO "submission_idempotency_keys" ("user_id", "key", "request_hash", "status", "response", "created_at")
  VALUES ($1, $2, $3, $4, $5::jsonb, $6)`;

/**
 * A page of the user's ($1) visible submissions, newest first, past the submission ($2 created_at
 * as a key text, $3 id) when $3 is not null, at most $4: a seek along the (user_id, created_at)
 * index, whatever the page. Each row with its key (`walk_key`: created_at, UTC, microseconds).
 * Keyset, not offset: a submission made while the customer pages comes before the cursor (a new
 * first page shows it), a deleted one is gone, and nothing else moves, so no row repeats or is
 * skipped.
 */
export const OWN_SUBMISSIONS_PAGE_SQL = `SELECT ${SUBMISSION_COLUMNS},
    to_char("s"."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "walk_key"
  FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  WHERE "s"."user_id" = $1 AND "s"."deleted_at" IS NULL
    AND ($3::bigint IS NULL OR ("s"."created_at", "s"."id") < ($2::timestamptz, $3::bigint))
  ORDER BY "s"."created_at" DESC, "s"."id" DESC
  LIMIT $4`;

/** The caller's ($2) visible submission $1, as their list gives it. */
export const OWN_SUBMISSION_SQL = `SELECT ${SUBMISSION_COLUMNS}
  FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  WHERE "s"."id" = $1 AND "s"."user_id" = $2 AND "s"."deleted_at" IS NULL`;

/** The user's ($1) visible submissions, newest first, at most USER_SUBMISSIONS_CAP: along the (user_id, created_at) index. */
export const OWN_SUBMISSIONS_SQL = `SELECT ${SUBMISSION_COLUMNS}
  FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  WHERE "s"."user_id" = $1 AND "s"."deleted_at" IS NULL
  ORDER BY "s"."created_at" DESC, "s"."id" DESC
  LIMIT ${USER_SUBMISSIONS_CAP}`;

/**
 * The caller's visible submission $1 (owned by $2) with its promise (`due_by`) and, while it is
 * pending, the pending submissions before it in the admin queue's order (`due_by`, then
 * `created_at`, then `id`: an index-only count along the partial pending index), the recent median
 * reply time (the statistics' median, over the latest $3 replies) and whether an admin holds a
 * claim on it at $4 (claims lapse at `claimed_until`; one primary-key lookup). Nothing but the row
 * is read once it is reviewed.
 */
export const QUEUE_POSITION_SQL = `SELECT "s"."created_at", "s"."due_by",
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
