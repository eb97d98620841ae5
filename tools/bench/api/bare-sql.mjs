// The bare server's SQL: the statements TypeORM sends for each benchmarked route, copied from a log
// of the API's queries (aliases, the `deleted_at IS NULL` it adds, limits written into the text).
// Keep them in step with the API (see tools/bench/README.md).

const PENDING_QUEUE_CAP = 500;
const USER_SUBMISSIONS_CAP = 500;

// The columns TypeORM selects for a submission with its submitter's id and e-mail.
const SUBMISSION_COLUMNS = `"submission"."id" AS "submission_id", "submission"."user_id" AS "submission_user_id",
  "submission"."linkedin_url" AS "submission_linkedin_url", "submission"."message" AS "submission_message",
  "submission"."form_data" AS "submission_form_data", "submission"."admin_reply" AS "submission_admin_reply",
  "submission"."admin_reply_date" AS "submission_admin_reply_date", "submission"."is_processed" AS "submission_is_processed",
  "submission"."quality_score" AS "submission_quality_score", "submission"."spam_score" AS "submission_spam_score",
  "submission"."created_at" AS "submission_created_at", "submission"."updated_at" AS "submission_updated_at",
  "user"."id" AS "user_id", "user"."email" AS "user_email"
  FROM "submissions" "submission" INNER JOIN "users" "user" ON "user"."id"="submission"."user_id"`;

/** What TypeORM appends to every query builder on an entity with a delete date column. */
const VISIBLE = '( "submission"."deleted_at" IS NULL )';

const SUBSCRIPTION_COLUMNS = `"Subscription"."id" AS "Subscription_id", "Subscription"."user_id" AS "Subscription_user_id",
  "Subscription"."tier" AS "Subscription_tier", "Subscription"."end_date" AS "Subscription_end_date",
  "Subscription"."created_at" AS "Subscription_created_at", "Subscription"."updated_at" AS "Subscription_updated_at",
  "Subscription"."created_by_id" AS "Subscription_created_by_id"`;

export const SQL = {
  userSubmissions: `SELECT ${SUBMISSION_COLUMNS} WHERE ( "submission"."user_id" = $1 ) AND ${VISIBLE}
    ORDER BY "submission"."created_at" DESC, "submission"."id" DESC LIMIT ${USER_SUBMISSIONS_CAP}`,
  pending: `SELECT ${SUBMISSION_COLUMNS} WHERE ( "submission"."is_processed" = false ) AND ${VISIBLE}
    ORDER BY "submission"."created_at" ASC, "submission"."id" ASC LIMIT ${PENDING_QUEUE_CAP}`,
  countReviewed: `SELECT COUNT(1) AS "cnt" FROM "submissions" "Submission"
    WHERE ( (("Submission"."is_processed" = $1)) ) AND ( "Submission"."deleted_at" IS NULL )`,
  // TypeORM writes the limit and offset into the text.
  reviewedPage: (limit, offset) => `SELECT ${SUBMISSION_COLUMNS} WHERE ( "submission"."is_processed" = true ) AND ${VISIBLE}
    ORDER BY "submission"."admin_reply_date" DESC NULLS LAST, "submission"."id" DESC LIMIT ${limit} OFFSET ${offset}`,
  subscriptionOf: `SELECT ${SUBSCRIPTION_COLUMNS} FROM "subscriptions" "Subscription" WHERE (("Subscription"."user_id" = $1)) LIMIT 1`,
  countSince: `SELECT COUNT(1) AS "cnt" FROM "submissions" "Submission"
    WHERE (("Submission"."user_id" = $1) AND ("Submission"."created_at" >= $2))`,
  lockUser: 'SELECT id FROM users WHERE id = $1 FOR UPDATE',
  insertSubmission: `INSERT INTO "submissions"("user_id", "linkedin_url", "message", "form_data", "admin_reply", "admin_reply_date",
    "is_processed", "quality_score", "spam_score", "created_at", "updated_at", "deleted_at")
    VALUES ($1, $2, $3, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, $4, DEFAULT, DEFAULT)
    RETURNING "id", "is_processed", "created_at", "updated_at", "deleted_at"`,
  session: `SELECT "token"."session_started_at", "token"."created_at", "token"."expires_at", "user"."role"
    FROM "refresh_tokens" "token" JOIN "users" "user" ON "user"."id" = "token"."user_id"
    WHERE "token"."family_id" = $1 AND "token"."revoked_at" IS NULL AND "token"."user_id" = $2
    LIMIT 1`,
  statsSummary: `SELECT
      count(*) FILTER (WHERE NOT "is_processed")::int AS "pending_count",
      count(*) FILTER (WHERE "is_processed")::int AS "reviewed_count",
      round(avg("quality_score") FILTER (WHERE "is_processed"), 1)::float8 AS "average_quality_score",
      round(
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY (extract(epoch FROM "admin_reply_date" - "created_at") / 3600)::float8)
          FILTER (WHERE "is_processed" AND "admin_reply_date" IS NOT NULL))::numeric,
        1
      )::float8 AS "median_reply_hours"
    FROM "submissions"
    WHERE "deleted_at" IS NULL`,
  statsPerDay: `SELECT to_char("day", 'YYYY-MM-DD') AS "date", count("submission"."id")::int AS "count"
    FROM generate_series(
      date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC') - make_interval(days => $2::int - 1),
      date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC'),
      interval '1 day'
    ) AS "day"
    LEFT JOIN "submissions" "submission"
      ON "submission"."created_at" >= "day" AT TIME ZONE 'UTC'
     AND "submission"."created_at" < ("day" + interval '1 day') AT TIME ZONE 'UTC'
     AND "submission"."deleted_at" IS NULL
    GROUP BY "day"
    ORDER BY "day"`,
};

/** The tiers of a page's submitters, as TypeORM's `find({select, where: {userId: In(ids)}})` asks. */
export function tiersSql(count) {
  const params = Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ');
  return `SELECT "Subscription"."user_id" AS "Subscription_user_id", "Subscription"."tier" AS "Subscription_tier",
    "Subscription"."end_date" AS "Subscription_end_date", "Subscription"."id" AS "Subscription_id"
    FROM "subscriptions" "Subscription" WHERE (("Subscription"."user_id" IN (${params})))`;
}
