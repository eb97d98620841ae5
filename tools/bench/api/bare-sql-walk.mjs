// The reviewed list's walk (issue 37) as the bare server sends it: copies of the statements of the
// API's ReviewedWalkRepository and UnfilteredWalkRepository (apps/api/src/desk/lists/), kept here
// as text. See bare-sql.mjs.
export const WALK_SQL = {
  newestReviewed: `SELECT (SELECT CASE WHEN isfinite("top"."key") THEN date_trunc('milliseconds', "top"."key") + interval '999 microseconds' END
    FROM (SELECT max(coalesce("newest"."admin_reply_date", '-infinity'::timestamptz)) AS "key"
      FROM "submissions" "newest" WHERE "newest"."is_processed" = true AND "newest"."deleted_at" IS NULL) AS "top") AS "newest"`,
  reviewedWalkHead: `WITH "instant" AS (
    SELECT CASE WHEN $4::boolean THEN $3::timestamptz ELSE greatest($3::timestamptz, (SELECT CASE WHEN isfinite("top"."key") THEN date_trunc('milliseconds', "top"."key") + interval '999 microseconds' END
    FROM (SELECT max(coalesce("newest"."admin_reply_date", '-infinity'::timestamptz)) AS "key"
      FROM "submissions" "newest" WHERE "newest"."is_processed" = true AND "newest"."deleted_at" IS NULL) AS "top")) END AS "at"
  ), "changed" AS (
    SELECT "s"."id", (SELECT max("version"."created_at") FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id" AND "version"."created_at" <= (SELECT "at" FROM "instant")) AS "key" FROM "submissions" "s"
    WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL
      AND coalesce("s"."admin_reply_date", '-infinity'::timestamptz) > $3::timestamptz AND coalesce("s"."admin_reply_date", '-infinity'::timestamptz) > (SELECT "at" FROM "instant")
    ORDER BY coalesce("s"."admin_reply_date", '-infinity'::timestamptz) DESC, "s"."id" DESC LIMIT 1000
  ), "moves" AS (
    SELECT count(*) AS "changed_count", count("key") AS "moved_count",
           coalesce(json_agg(json_build_object('id', "id"::text, 'key', CASE WHEN isfinite("key") THEN to_char("key" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END)) FILTER (WHERE "key" IS NOT NULL), '[]'::json) AS "moved"
    FROM "changed"
  ), "buckets" AS (
    SELECT "bound_at", "bound_id", "reviewed_count",
           sum("reviewed_count") OVER (ORDER BY "bound_at" DESC, "bound_id" DESC) - "reviewed_count" AS "before"
    FROM "reviewed_buckets" WHERE "reviewed_count" > 0
  ), "total" AS (
    SELECT (SELECT coalesce(sum("reviewed_count"), 0) FROM "buckets") - "changed_count" + "moved_count" AS "total_count",
           "changed_count", "moved_count", "moved"
    FROM "moves"
  ), "page" AS (
    SELECT "total_count", "changed_count", "moved_count", "moved",
           least($1::bigint, greatest(ceil("total_count" / $2::numeric)::bigint, 1)) AS "current_page"
    FROM "total"
  ), "start" AS (
    SELECT *, greatest(("current_page" - 1) * $2 - "moved_count", 0) AS "start" FROM "page"
  )
  SELECT (SELECT "at" FROM "instant") AS "as_of",
         "start"."total_count"::int AS "total_count", "start"."current_page"::int AS "current_page",
         "start"."start"::int AS "start", "start"."moved",
         "bucket"."bound_at", "bucket"."bound_id", ("start"."start" + "start"."changed_count" - "bucket"."before")::int AS "skip"
  FROM "start" LEFT JOIN LATERAL (
    SELECT "bound_at", "bound_id", "before" FROM "buckets"
    WHERE "buckets"."before" + "buckets"."reviewed_count" > "start"."start" + "start"."changed_count"
    ORDER BY "bound_at" DESC, "bound_id" DESC
    LIMIT 1
  ) AS "bucket" ON true`,
  reviewedWalkIndex: `SELECT "s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (SELECT "latest"."id" FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1)
  ) END AS "rating", "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id") AS "reply_version", (SELECT count(*)::int FROM "submission_notes" "note" WHERE "note"."submission_id" = "s"."id") AS "notes_count", "s"."due_by", CASE WHEN "s"."admin_reply_date" IS NOT NULL THEN (
    SELECT "author"."email" FROM "submission_replies" "version" LEFT JOIN "users" "author" ON "author"."id" = "version"."admin_id"
    WHERE "version"."submission_id" = "s"."id"
    ORDER BY "version"."created_at" DESC, "version"."id" DESC
    LIMIT 1
  ) END AS "replied_by", CASE WHEN isfinite(coalesce("s"."admin_reply_date", '-infinity'::timestamptz)) THEN to_char(coalesce("s"."admin_reply_date", '-infinity'::timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END AS "walk_key"
  FROM (
    SELECT "id" FROM "submissions"
    WHERE "is_processed" = true AND "deleted_at" IS NULL AND (coalesce("admin_reply_date", '-infinity'::timestamptz), "id") < ($1::timestamptz, $2::bigint)
    ORDER BY coalesce("admin_reply_date", '-infinity'::timestamptz) DESC, "id" DESC
    OFFSET $3 LIMIT $4
  ) AS "page"
  JOIN "submissions" "s" ON "s"."id" = "page"."id"
  JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
  LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()
  ORDER BY coalesce("s"."admin_reply_date", '-infinity'::timestamptz) DESC, "s"."id" DESC`,
  reviewedWalkCount: `WITH "walk" AS (
    (SELECT "s"."id", coalesce("s"."admin_reply_date", '-infinity'::timestamptz) AS "key" FROM "submissions" "s" LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
      WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL AND $1::text IS NULL AND ($2::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $2)
        AND ($3::timestamptz IS NULL OR "s"."admin_reply_date" >= $3) AND ($4::timestamptz IS NULL OR "s"."admin_reply_date" < $4)
        AND coalesce("s"."admin_reply_date", '-infinity'::timestamptz) <= $5::timestamptz 
      
      LIMIT 10001)
    UNION ALL
    (SELECT "moved"."id", "moved"."key" FROM (
        SELECT "top"."id", (SELECT max("version"."created_at") FROM "submission_replies" "version" WHERE "version"."submission_id" = "top"."id" AND "version"."created_at" <= $5::timestamptz) AS "key" FROM (
          SELECT "c"."id" FROM "submissions" "c"
          WHERE "c"."is_processed" = true AND "c"."deleted_at" IS NULL AND coalesce("c"."admin_reply_date", '-infinity'::timestamptz) > $5::timestamptz
          ORDER BY coalesce("c"."admin_reply_date", '-infinity'::timestamptz) DESC, "c"."id" DESC LIMIT 1000
        ) AS "top"
      ) AS "moved"
      CROSS JOIN LATERAL (
        SELECT 1 FROM "submissions" "s" LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
        WHERE "s"."id" = "moved"."id" AND $1::text IS NULL AND ($2::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $2) 
        LIMIT 1
      ) AS "kept"
      WHERE "moved"."key" IS NOT NULL AND ($3::timestamptz IS NULL OR "moved"."key" >= $3) AND ($4::timestamptz IS NULL OR "moved"."key" < $4) )
  ) SELECT count(*)::int AS "total_count" FROM (SELECT 1 FROM "walk" LIMIT 10001) AS "counted"`,
  reviewedWalkSearchCount: `WITH "matched" AS MATERIALIZED (
    SELECT "m"."id" FROM "submissions" "m" WHERE "m"."linkedin_url" ILIKE $1
    UNION SELECT "m"."id" FROM "users" "mu" JOIN "submissions" "m" ON "m"."user_id" = "mu"."id" WHERE "mu"."email" ILIKE $1
  ), "walk" AS (
    (SELECT "s"."id", coalesce("s"."admin_reply_date", '-infinity'::timestamptz) AS "key" FROM "matched" JOIN "submissions" "s" ON "s"."id" = "matched"."id" LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
      WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL AND true AND ($2::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $2)
        AND ($3::timestamptz IS NULL OR "s"."admin_reply_date" >= $3) AND ($4::timestamptz IS NULL OR "s"."admin_reply_date" < $4)
        AND coalesce("s"."admin_reply_date", '-infinity'::timestamptz) <= $5::timestamptz 
      
      LIMIT 10001)
    UNION ALL
    (SELECT "moved"."id", "moved"."key" FROM (
        SELECT "top"."id", (SELECT max("version"."created_at") FROM "submission_replies" "version" WHERE "version"."submission_id" = "top"."id" AND "version"."created_at" <= $5::timestamptz) AS "key" FROM (
          SELECT "c"."id" FROM "submissions" "c"
          WHERE "c"."is_processed" = true AND "c"."deleted_at" IS NULL AND coalesce("c"."admin_reply_date", '-infinity'::timestamptz) > $5::timestamptz
          ORDER BY coalesce("c"."admin_reply_date", '-infinity'::timestamptz) DESC, "c"."id" DESC LIMIT 1000
        ) AS "top"
      ) AS "moved"
      CROSS JOIN LATERAL (
        SELECT 1 FROM "submissions" "s" LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
        WHERE "s"."id" = "moved"."id" AND true AND ($2::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $2) AND ("s"."linkedin_url" ILIKE $1 OR EXISTS (SELECT 1 FROM "users" "mu" WHERE "mu"."id" = "s"."user_id" AND "mu"."email" ILIKE $1))
        LIMIT 1
      ) AS "kept"
      WHERE "moved"."key" IS NOT NULL AND ($3::timestamptz IS NULL OR "moved"."key" >= $3) AND ($4::timestamptz IS NULL OR "moved"."key" < $4) )
  ) SELECT count(*)::int AS "total_count" FROM (SELECT 1 FROM "walk" LIMIT 10001) AS "counted"`,
  reviewedWalkPage: `WITH "walk" AS (
    (SELECT "s"."id", coalesce("s"."admin_reply_date", '-infinity'::timestamptz) AS "key" FROM "submissions" "s" LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
      WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL AND $1::text IS NULL AND ($2::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $2)
        AND ($3::timestamptz IS NULL OR "s"."admin_reply_date" >= $3) AND ($4::timestamptz IS NULL OR "s"."admin_reply_date" < $4)
        AND coalesce("s"."admin_reply_date", '-infinity'::timestamptz) <= $5::timestamptz AND ($7::bigint IS NULL OR (coalesce("s"."admin_reply_date", '-infinity'::timestamptz), "s"."id") < (coalesce($6::timestamptz, '-infinity'::timestamptz), $7::bigint))
      ORDER BY coalesce("s"."admin_reply_date", '-infinity'::timestamptz) DESC, "s"."id" DESC
      LIMIT $8::bigint + $9::bigint)
    UNION ALL
    (SELECT "moved"."id", "moved"."key" FROM (
        SELECT "top"."id", (SELECT max("version"."created_at") FROM "submission_replies" "version" WHERE "version"."submission_id" = "top"."id" AND "version"."created_at" <= $5::timestamptz) AS "key" FROM (
          SELECT "c"."id" FROM "submissions" "c"
          WHERE "c"."is_processed" = true AND "c"."deleted_at" IS NULL AND coalesce("c"."admin_reply_date", '-infinity'::timestamptz) > $5::timestamptz
          ORDER BY coalesce("c"."admin_reply_date", '-infinity'::timestamptz) DESC, "c"."id" DESC LIMIT 1000
        ) AS "top"
      ) AS "moved"
      CROSS JOIN LATERAL (
        SELECT 1 FROM "submissions" "s" LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
        WHERE "s"."id" = "moved"."id" AND $1::text IS NULL AND ($2::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $2) 
        LIMIT 1
      ) AS "kept"
      WHERE "moved"."key" IS NOT NULL AND ($3::timestamptz IS NULL OR "moved"."key" >= $3) AND ($4::timestamptz IS NULL OR "moved"."key" < $4) AND ($7::bigint IS NULL OR ("moved"."key", "moved"."id") < (coalesce($6::timestamptz, '-infinity'::timestamptz), $7::bigint)))
  ) SELECT "s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (SELECT "latest"."id" FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1)
  ) END AS "rating", "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id") AS "reply_version", (SELECT count(*)::int FROM "submission_notes" "note" WHERE "note"."submission_id" = "s"."id") AS "notes_count", "s"."due_by", CASE WHEN "s"."admin_reply_date" IS NOT NULL THEN (
    SELECT "author"."email" FROM "submission_replies" "version" LEFT JOIN "users" "author" ON "author"."id" = "version"."admin_id"
    WHERE "version"."submission_id" = "s"."id"
    ORDER BY "version"."created_at" DESC, "version"."id" DESC
    LIMIT 1
  ) END AS "replied_by", CASE WHEN isfinite("page"."key") THEN to_char("page"."key" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END AS "walk_key"
  FROM (
    SELECT "id", "key" FROM "walk"
    ORDER BY "key" DESC, "id" DESC
    OFFSET $8 LIMIT $9
  ) AS "page"
  JOIN "submissions" "s" ON "s"."id" = "page"."id"
  JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
  LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()
  ORDER BY "page"."key" DESC, "page"."id" DESC`,
  reviewedWalkSearchPage: `WITH "matched" AS MATERIALIZED (
    SELECT "m"."id" FROM "submissions" "m" WHERE "m"."linkedin_url" ILIKE $1
    UNION SELECT "m"."id" FROM "users" "mu" JOIN "submissions" "m" ON "m"."user_id" = "mu"."id" WHERE "mu"."email" ILIKE $1
  ), "walk" AS (
    (SELECT "id", "key" FROM (SELECT "s"."id", coalesce("s"."admin_reply_date", '-infinity'::timestamptz) AS "key" FROM "matched" JOIN "submissions" "s" ON "s"."id" = "matched"."id" LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
      WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL AND true AND ($2::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $2)
        AND ($3::timestamptz IS NULL OR "s"."admin_reply_date" >= $3) AND ($4::timestamptz IS NULL OR "s"."admin_reply_date" < $4)
        AND coalesce("s"."admin_reply_date", '-infinity'::timestamptz) <= $5::timestamptz AND ($7::bigint IS NULL OR (coalesce("s"."admin_reply_date", '-infinity'::timestamptz), "s"."id") < (coalesce($6::timestamptz, '-infinity'::timestamptz), $7::bigint)) OFFSET 0) AS "found" ORDER BY "key" DESC, "id" DESC
      LIMIT $8::bigint + $9::bigint)
    UNION ALL
    (SELECT "moved"."id", "moved"."key" FROM (
        SELECT "top"."id", (SELECT max("version"."created_at") FROM "submission_replies" "version" WHERE "version"."submission_id" = "top"."id" AND "version"."created_at" <= $5::timestamptz) AS "key" FROM (
          SELECT "c"."id" FROM "submissions" "c"
          WHERE "c"."is_processed" = true AND "c"."deleted_at" IS NULL AND coalesce("c"."admin_reply_date", '-infinity'::timestamptz) > $5::timestamptz
          ORDER BY coalesce("c"."admin_reply_date", '-infinity'::timestamptz) DESC, "c"."id" DESC LIMIT 1000
        ) AS "top"
      ) AS "moved"
      CROSS JOIN LATERAL (
        SELECT 1 FROM "submissions" "s" LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
        WHERE "s"."id" = "moved"."id" AND true AND ($2::text IS NULL OR CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END = $2) AND ("s"."linkedin_url" ILIKE $1 OR EXISTS (SELECT 1 FROM "users" "mu" WHERE "mu"."id" = "s"."user_id" AND "mu"."email" ILIKE $1))
        LIMIT 1
      ) AS "kept"
      WHERE "moved"."key" IS NOT NULL AND ($3::timestamptz IS NULL OR "moved"."key" >= $3) AND ($4::timestamptz IS NULL OR "moved"."key" < $4) AND ($7::bigint IS NULL OR ("moved"."key", "moved"."id") < (coalesce($6::timestamptz, '-infinity'::timestamptz), $7::bigint)))
  ) SELECT "s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", CASE WHEN "s"."is_processed" THEN (
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = (SELECT "latest"."id" FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1)
  ) END AS "rating", "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id") AS "reply_version", (SELECT count(*)::int FROM "submission_notes" "note" WHERE "note"."submission_id" = "s"."id") AS "notes_count", "s"."due_by", CASE WHEN "s"."admin_reply_date" IS NOT NULL THEN (
    SELECT "author"."email" FROM "submission_replies" "version" LEFT JOIN "users" "author" ON "author"."id" = "version"."admin_id"
    WHERE "version"."submission_id" = "s"."id"
    ORDER BY "version"."created_at" DESC, "version"."id" DESC
    LIMIT 1
  ) END AS "replied_by", CASE WHEN isfinite("page"."key") THEN to_char("page"."key" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END AS "walk_key"
  FROM (
    SELECT "id", "key" FROM "walk"
    ORDER BY "key" DESC, "id" DESC
    OFFSET $8 LIMIT $9
  ) AS "page"
  JOIN "submissions" "s" ON "s"."id" = "page"."id"
  JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"
  LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()
  ORDER BY "page"."key" DESC, "page"."id" DESC`,
};
