// The bare server's statements that are still copies: those of other API modules than submissions
// (subscriptions.service.ts: USAGE_SQL; auth/session-check.service.ts: SESSION_SQL), until they too
// live in a side-effect-free `*.sql.ts` file that bare-sql.mjs can load. The smoke test compares
// them with the API's constants word for word.

export const MIRRORED_SQL = {
  usage: `SELECT "subscription"."id", "subscription"."tier", "subscription"."end_date",
      (SELECT count(*) FROM "submissions" WHERE "user_id" = $1 AND "created_at" >= $2)::int AS "used"
    FROM (VALUES (1)) AS "one" LEFT JOIN "subscriptions" "subscription" ON "subscription"."user_id" = $1`,
  session: `SELECT "token"."session_started_at", "token"."created_at", "token"."expires_at", "user"."role"
    FROM "refresh_tokens" "token" JOIN "users" "user" ON "user"."id" = "token"."user_id"
    WHERE "token"."family_id" = $1 AND "token"."revoked_at" IS NULL AND "token"."user_id" = $2
    LIMIT 1`,
};
