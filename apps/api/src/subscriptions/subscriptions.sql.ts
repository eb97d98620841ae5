/*
 * The subscription statements the benchmark's bare server sends too: plain constants, no imports,
 * so that a script can load them without the API's dependencies.
 */

/**
 * The user's subscription row (if any) and the submissions counted against the quota since `$2`,
 * in one statement: the count reads the (user_id, created_at) index. Deleted submissions count too
 * (deleting one gives nothing back), and so do rows dated later than now (another instance's clock
 * running ahead: the quota errs on the safe side).
 */
export const USAGE_SQL = `SELECT "subscription"."id", "subscription"."tier", "subscription"."end_date",
    (SELECT count(*) FROM "submissions" WHERE "user_id" = $1 AND "created_at" >= $2)::int AS "used"
  FROM (VALUES (1)) AS "one" LEFT JOIN "subscriptions" "subscription" ON "subscription"."user_id" = $1`;
