// The bare server's SQL: copies of the statements the API's repositories send for each benchmarked
// route (apps/api/src/…/*.repository.ts), kept here as text. The benchmark follows the product, it
// does not shape it: a statement changed in a repository is copied here by hand, and the answer
// check (bare-checks.mjs) fails while the two servers answer differently.
import { WALK_SQL } from './bare-sql-walk.mjs';

export const SQL = {
  userSubmissions: `SELECT "s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (SELECT "latest"."id" FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1)
  ) END AS "rating"
  FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  WHERE "s"."user_id" = $1 AND "s"."deleted_at" IS NULL
  ORDER BY "s"."created_at" DESC, "s"."id" DESC
  LIMIT 500`,
  usage: `SELECT "subscription"."id", "subscription"."tier", "subscription"."end_date", "subscription"."source",
    (SELECT count(*) FROM "submissions" WHERE "user_id" = $1 AND "created_at" >= $2)::int AS "used"
  FROM (VALUES (1)) AS "one" LEFT JOIN LATERAL (SELECT "id", "tier", "end_date", "source" FROM "subscriptions" WHERE "user_id" = $1
    ORDER BY ("end_date" IS NULL OR "end_date" > $3) DESC,
      CASE "tier" WHEN 'premium' THEN 2 WHEN 'basic' THEN 1 ELSE 0 END DESC, "updated_at" DESC, "id" DESC
    LIMIT 1) "subscription" ON true`,
  pending: `SELECT "s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (SELECT "latest"."id" FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1)
  ) END AS "rating", "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id") AS "reply_version", (SELECT count(*)::int FROM "submission_notes" "note" WHERE "note"."submission_id" = "s"."id") AS "notes_count", "s"."due_by" FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
  LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()
  WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
  ORDER BY "s"."due_by", "s"."created_at", "s"."id"
  LIMIT $1`,
  pendingFiltered: `SELECT "s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (SELECT "latest"."id" FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1)
  ) END AS "rating", "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id") AS "reply_version", (SELECT count(*)::int FROM "submission_notes" "note" WHERE "note"."submission_id" = "s"."id") AS "notes_count", "s"."due_by"
  FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
  LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()
  WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
    AND $2::text IS NULL
    AND ($3::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $3)
    AND (NOT $4::boolean OR "s"."due_by" < now())
  ORDER BY "s"."due_by", "s"."created_at", "s"."id"
  LIMIT $1`,
  pendingSearch: `WITH "matched" AS MATERIALIZED (
    SELECT "m"."id" FROM "submissions" "m" WHERE "m"."linkedin_url" ILIKE $2
    UNION SELECT "m"."id" FROM "users" "mu" JOIN "submissions" "m" ON "m"."user_id" = "mu"."id" WHERE "mu"."email" ILIKE $2
  ) SELECT "s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (SELECT "latest"."id" FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1)
  ) END AS "rating", "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id") AS "reply_version", (SELECT count(*)::int FROM "submission_notes" "note" WHERE "note"."submission_id" = "s"."id") AS "notes_count", "s"."due_by"
  FROM "matched" JOIN "submissions" "s" ON "s"."id" = "matched"."id" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
  LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()
  WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
    AND true
    AND ($3::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $3)
    AND (NOT $4::boolean OR "s"."due_by" < now())
  ORDER BY "s"."due_by", "s"."created_at", "s"."id"
  LIMIT $1`,
  // The reviewed list: a walk pinned to an instant (issue 37).
  ...WALK_SQL,
  stats: `SELECT
    (SELECT coalesce(sum("pending_count"), 0)::int FROM "submission_totals") AS "pending_count",
    ((SELECT coalesce(sum("pending_count"), 0)::int FROM "submission_totals")
      - (SELECT count(*)::int FROM "submissions"
         WHERE "is_processed" = false AND "deleted_at" IS NULL AND "due_by" >= now())) AS "overdue_now",
    (SELECT round(100 * sum("within_count")::numeric / nullif(sum("replied_count"), 0), 1)::float8
       FROM "reply_window_days" WHERE "day" > $1::date - $2::int) AS "within_window_pct_30d",
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
  lockUser: `SELECT "id" FROM "users" WHERE "id" = $1 FOR UPDATE`,
  insertUnlessPending: `WITH "pending" AS (
    SELECT "id" FROM "submissions"
    WHERE "user_id" = $1::integer AND "linkedin_url" = $2::varchar AND "is_processed" = false AND "deleted_at" IS NULL
    ORDER BY "id" LIMIT 1
  ), "inserted" AS (
    INSERT INTO "submissions" ("user_id", "linkedin_url", "message", "created_at", "due_by")
    SELECT $1::integer, $2::varchar, $3::text, $4::timestamptz, $5::timestamptz
    WHERE $6::boolean AND NOT EXISTS (SELECT 1 FROM "pending")
    RETURNING "id"
  )
  SELECT (SELECT "id" FROM "pending") AS "pending_id", (SELECT "id" FROM "inserted") AS "id"`,
  session: `SELECT "token"."session_started_at", "token"."created_at", "token"."expires_at", "user"."role"
  FROM "refresh_tokens" "token" JOIN "users" "user" ON "user"."id" = "token"."user_id"
  WHERE "token"."family_id" = $1 AND "token"."revoked_at" IS NULL AND "token"."user_id" = $2
  LIMIT 1`,
  eventsChannel: `profileproof_events`,
  notify: `SELECT pg_notify($1, $2)`,
  listen: `LISTEN profileproof_events`,
};
