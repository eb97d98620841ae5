/*
 * The session check's statement, which the benchmark's bare server sends too: a plain constant, no
 * imports, so that a script can load it without the API's dependencies.
 */

/** The session's one live refresh token (the partial index on family_id), joined to its user. */
export const SESSION_SQL = `SELECT "token"."session_started_at", "token"."created_at", "token"."expires_at", "user"."role"
  FROM "refresh_tokens" "token" JOIN "users" "user" ON "user"."id" = "token"."user_id"
  WHERE "token"."family_id" = $1 AND "token"."revoked_at" IS NULL AND "token"."user_id" = $2
  LIMIT 1`;
