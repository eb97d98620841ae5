// Claims as SQL text, run by ClaimsRepository. Plain constants without side effects.
//
// Claims are read and written by the database's clock_timestamp(), not now(): now() is frozen when
// the transaction starts, which is before it waited for the submission's lock.

/** The submission ($1) locked for the rest of the transaction: every claim, release and reply takes this lock first. */
export const LOCK_SUBMISSION_SQL = `SELECT "is_processed" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE`;

/** The claiming admin's row ($1), kept from being deleted while the claim refers to it; its e-mail. */
export const LOCK_CLAIMING_ADMIN_SQL = 'SELECT "email" FROM "users" WHERE "id" = $1 FOR KEY SHARE';

/** The live claim on a submission ($1) and its holder. */
export const LIVE_CLAIM_SQL = `SELECT "claim"."admin_id", "holder"."email" AS "claimed_by", "claim"."claimed_until"
  FROM "submission_claims" "claim" JOIN "users" "holder" ON "holder"."id" = "claim"."admin_id"
  WHERE "claim"."submission_id" = $1 AND "claim"."claimed_until" > clock_timestamp()`;

/**
 * Claims a submission ($1) for an admin ($2) for $3 minutes from now, whatever row (expired, the
 * admin's own, taken over) was there. A renewal of the admin's own live claim keeps its
 * `claimed_at`: the reply copies it, and the team view measures handling from it.
 */
export const UPSERT_CLAIM_SQL = `INSERT INTO "submission_claims" ("submission_id", "admin_id", "claimed_until", "claimed_at")
  VALUES ($1, $2, clock_timestamp() + make_interval(mins => $3::int), clock_timestamp())
  ON CONFLICT ON CONSTRAINT "submission_claims_pkey" DO UPDATE
    SET "admin_id" = EXCLUDED."admin_id", "claimed_until" = EXCLUDED."claimed_until",
        "claimed_at" = CASE WHEN "submission_claims"."admin_id" = EXCLUDED."admin_id" AND "submission_claims"."claimed_until" > clock_timestamp()
          THEN "submission_claims"."claimed_at" ELSE EXCLUDED."claimed_at" END
  RETURNING "claimed_until"`;

/** Deletes the submission's ($1) claim, live or not. */
export const DROP_CLAIM_SQL = `DELETE FROM "submission_claims" WHERE "submission_id" = $1`;
