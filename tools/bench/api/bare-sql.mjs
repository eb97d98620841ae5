// The bare server's SQL: the statements the API sends for each benchmarked route, copied from its
// services (apps/api/src: submissions.service.ts, admin/review.service.ts, admin/review-stats.service.ts,
// subscriptions.service.ts, and TypeORM's INSERT for the submit). Keep them in step with the API
// (see tools/bench/README.md).

const USER_SUBMISSIONS_CAP = 500;

const SUBMISSION_COLUMNS = `"s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data"`;
const CLAIM_JOIN = `LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()`;
const ADMIN_SUBMISSION_FROM = `FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
  ${CLAIM_JOIN}`;
const ADMIN_SUBMISSION_COLUMNS = `${SUBMISSION_COLUMNS}, "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id") AS "reply_version"`;
const REVIEWED_ORDER_KEY = `coalesce("admin_reply_date", '-infinity'::timestamptz)`;
// admin/replied-by.ts: who sent the current reply, on the reviewed list only.
const REPLIED_BY_COLUMN = `CASE WHEN "s"."admin_reply_date" IS NOT NULL THEN (
    SELECT "author"."email" FROM "submission_replies" "version" LEFT JOIN "users" "author" ON "author"."id" = "version"."admin_id"
    WHERE "version"."submission_id" = "s"."id"
    ORDER BY "version"."created_at" DESC, "version"."id" DESC
    LIMIT 1
  ) END AS "replied_by"`;

export const SQL = {
  userSubmissions: `SELECT ${SUBMISSION_COLUMNS}
    FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
    WHERE "s"."user_id" = $1 AND "s"."deleted_at" IS NULL
    ORDER BY "s"."created_at" DESC, "s"."id" DESC
    LIMIT ${USER_SUBMISSIONS_CAP}`,
  usage: `SELECT "subscription"."id", "subscription"."tier", "subscription"."end_date",
      (SELECT count(*) FROM "submissions" WHERE "user_id" = $1 AND "created_at" >= $2)::int AS "used"
    FROM (VALUES (1)) AS "one" LEFT JOIN "subscriptions" "subscription" ON "subscription"."user_id" = $1`,
  pending: `SELECT ${ADMIN_SUBMISSION_COLUMNS} ${ADMIN_SUBMISSION_FROM}
    WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
    ORDER BY "s"."created_at", "s"."id"
    LIMIT $1`,
  reviewedHead: `WITH "buckets" AS (
      SELECT "bound_at", "bound_id", "reviewed_count",
             sum("reviewed_count") OVER (ORDER BY "bound_at" DESC, "bound_id" DESC) - "reviewed_count" AS "before"
      FROM "reviewed_buckets" WHERE "reviewed_count" > 0
    ), "page" AS (
      SELECT "total_count", least($1::bigint, greatest(ceil("total_count" / $2::numeric)::bigint, 1)) AS "current_page"
      FROM (SELECT coalesce(sum("reviewed_count"), 0)::bigint AS "total_count" FROM "buckets") AS "total"
    )
    SELECT "page"."total_count"::int AS "total_count", "page"."current_page"::int AS "current_page",
           "bucket"."bound_at", "bucket"."bound_id", (("page"."current_page" - 1) * $2 - "bucket"."before")::int AS "skip"
    FROM "page" LEFT JOIN LATERAL (
      SELECT "bound_at", "bound_id", "before" FROM "buckets"
      WHERE "buckets"."before" + "buckets"."reviewed_count" > ("page"."current_page" - 1) * $2
      ORDER BY "bound_at" DESC, "bound_id" DESC
      LIMIT 1
    ) AS "bucket" ON true`,
  reviewedPage: `SELECT ${ADMIN_SUBMISSION_COLUMNS}, ${REPLIED_BY_COLUMN}
    FROM (
      SELECT "id" FROM "submissions"
      WHERE "is_processed" = true AND "deleted_at" IS NULL AND (${REVIEWED_ORDER_KEY}, "id") < ($1::timestamptz, $2::bigint)
      ORDER BY ${REVIEWED_ORDER_KEY} DESC, "id" DESC
      OFFSET $3 LIMIT $4
    ) AS "page"
    JOIN "submissions" "s" ON "s"."id" = "page"."id"
    JOIN "users" "u" ON "u"."id" = "s"."user_id"
    LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
    ${CLAIM_JOIN}
    ORDER BY coalesce("s"."admin_reply_date", '-infinity'::timestamptz) DESC, "s"."id" DESC`,
  stats: `SELECT
      (SELECT coalesce(sum("pending_count"), 0)::int FROM "submission_totals") AS "pending_count",
      (SELECT coalesce(sum("reviewed_count"), 0)::int FROM "reviewed_buckets") AS "reviewed_count",
      (SELECT round(sum("quality_sum")::numeric / nullif(sum("quality_count"), 0), 1)::float8 FROM "submission_totals")
        AS "average_quality_score",
      (SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY "hours"))::numeric, 1)::float8
         FROM (
           SELECT (extract(epoch FROM "admin_reply_date" - "created_at") / 3600)::float8 AS "hours"
           FROM "submissions"
           WHERE "is_processed" = true AND "deleted_at" IS NULL AND "admin_reply_date" IS NOT NULL
           ORDER BY coalesce("admin_reply_date", '-infinity'::timestamptz) DESC, "id" DESC
           LIMIT $3
         ) AS "latest") AS "median_reply_hours",
      (SELECT json_agg(json_build_object('date', to_char("day", 'YYYY-MM-DD'), 'count', "count") ORDER BY "day")
         FROM (
           SELECT "series"."day"::date AS "day", coalesce(sum("tally"."submitted_count"), 0)::int AS "count"
           FROM generate_series($1::date - ($2::int - 1), $1::date, interval '1 day') AS "series" ("day")
           LEFT JOIN "submission_days" "tally" ON "tally"."day" = "series"."day"::date
           GROUP BY 1
         ) AS "days") AS "submissions_per_day"`,
  // The submit's transaction (TypeORM's, with these statements).
  lockUser: 'SELECT id FROM users WHERE id = $1 FOR UPDATE',
  insertSubmission: `INSERT INTO "submissions" ("user_id", "linkedin_url", "message", "created_at") VALUES ($1, $2, $3, $4) RETURNING "id"`,
  session: `SELECT "token"."session_started_at", "token"."created_at", "token"."expires_at", "user"."role"
    FROM "refresh_tokens" "token" JOIN "users" "user" ON "user"."id" = "token"."user_id"
    WHERE "token"."family_id" = $1 AND "token"."revoked_at" IS NULL AND "token"."user_id" = $2
    LIMIT 1`,
};
