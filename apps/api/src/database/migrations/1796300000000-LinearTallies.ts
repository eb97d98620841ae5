import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TALLY_ROW_TRIGGER } from './1795800000000-ReviewTallies';
import { WINDOW_TALLY_ROW_TRIGGER } from './1796200000100-DeskSearch';

/** The columns of `submissions` the tallies depend on, and what a row adds (`delta`). */
function changesOf(table: string, delta: number): string {
  return `SELECT "created_at", "is_processed", "quality_score", "admin_reply_date", "id", "deleted_at", ${delta} AS "delta" FROM "${table}"`;
}

/**
 * `reviewed_bucket_of("c"."admin_reply_date", "c"."id")` of migration ReviewTallies, written out:
 * PostgreSQL does not inline a function returning a record, and the triggers would call it once per
 * row. The tests compare the tallies with a recount that calls the function.
 */
const BUCKET_BOUND_AT = `CASE WHEN "c"."admin_reply_date" IS NULL THEN '-infinity'::timestamptz
                    ELSE (date_trunc('day', "c"."admin_reply_date" AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC' END`;
const BUCKET_BOUND_ID = `CASE WHEN "c"."admin_reply_date" IS NULL THEN ("c"."id"::bigint / 65536 + 1) * 65536 ELSE 0 END`;

/**
 * One statement's changes applied to the tallies. `changes` (a query over the statement's
 * transition tables) is read once, into its sums per day and bucket (a few hundred, however many
 * rows the statement wrote); then one upsert per table (days, totals, buckets, in that order, and
 * each in key order, so that concurrent writers take row locks alike). Rows whose changes cancel
 * out (an edit of the message, a reply re-sent the same day) write nothing.
 */
function applyChanges(changes: string): string {
  return `
      DECLARE
        "writer_slot" smallint := pg_backend_pid() % 8;
        "days" date[];
        "submitted" bigint[];
        "pending" bigint[];
        "score_sums" bigint[];
        "scores" bigint[];
        "bounds_at" timestamptz[];
        "bounds_id" bigint[];
        "reviewed" bigint[];
      BEGIN
        SELECT array_agg("g"."day"), array_agg("g"."submitted"), array_agg("g"."pending"), array_agg("g"."score_sum"),
               array_agg("g"."scores"), array_agg("g"."bound_at"), array_agg("g"."bound_id"), array_agg("g"."reviewed")
          INTO "days", "submitted", "pending", "score_sums", "scores", "bounds_at", "bounds_id", "reviewed"
          FROM (
            SELECT ("c"."created_at" AT TIME ZONE 'UTC')::date AS "day",
                   CASE WHEN "c"."is_processed" THEN ${BUCKET_BOUND_AT} END AS "bound_at",
                   CASE WHEN "c"."is_processed" THEN ${BUCKET_BOUND_ID} END AS "bound_id",
                   sum("c"."delta") AS "submitted",
                   coalesce(sum("c"."delta") FILTER (WHERE NOT "c"."is_processed"), 0) AS "pending",
                   coalesce(sum("c"."delta" * "c"."quality_score") FILTER (WHERE "c"."is_processed"), 0) AS "score_sum",
                   coalesce(sum("c"."delta") FILTER (WHERE "c"."is_processed" AND "c"."quality_score" IS NOT NULL), 0) AS "scores",
                   coalesce(sum("c"."delta") FILTER (WHERE "c"."is_processed"), 0) AS "reviewed"
            FROM (${changes}) AS "c"
            WHERE "c"."deleted_at" IS NULL
            GROUP BY 1, 2, 3
          ) AS "g";
        INSERT INTO "submission_days" AS "d" ("day", "slot", "submitted_count")
          SELECT "u"."day", "writer_slot", sum("u"."n")
          FROM unnest("days", "submitted") AS "u" ("day", "n")
          GROUP BY 1 HAVING sum("u"."n") <> 0 ORDER BY 1
          ON CONFLICT ("day", "slot") DO UPDATE SET "submitted_count" = "d"."submitted_count" + EXCLUDED."submitted_count";
        INSERT INTO "submission_totals" AS "t" ("slot", "pending_count", "quality_sum", "quality_count")
          SELECT "writer_slot", "s"."pending", "s"."sum", "s"."count"
          FROM (
            SELECT coalesce(sum("u"."pending"), 0) AS "pending", coalesce(sum("u"."sum"), 0) AS "sum",
                   coalesce(sum("u"."count"), 0) AS "count"
            FROM unnest("pending", "score_sums", "scores") AS "u" ("pending", "sum", "count")
          ) AS "s"
          WHERE "s"."pending" <> 0 OR "s"."sum" <> 0 OR "s"."count" <> 0
          ON CONFLICT ("slot") DO UPDATE SET
            "pending_count" = "t"."pending_count" + EXCLUDED."pending_count",
            "quality_sum" = "t"."quality_sum" + EXCLUDED."quality_sum",
            "quality_count" = "t"."quality_count" + EXCLUDED."quality_count";
        INSERT INTO "reviewed_buckets" AS "b" ("bound_at", "bound_id", "reviewed_count")
          SELECT "u"."bound_at", "u"."bound_id", sum("u"."n")
          FROM unnest("bounds_at", "bounds_id", "reviewed") AS "u" ("bound_at", "bound_id", "n")
          WHERE "u"."bound_at" IS NOT NULL
          GROUP BY 1, 2 HAVING sum("u"."n") <> 0 ORDER BY 1, 2
          ON CONFLICT ("bound_at", "bound_id") DO UPDATE SET "reviewed_count" = "b"."reviewed_count" + EXCLUDED."reviewed_count";
        RETURN NULL;
      END`;
}

/**
 * One statement's changes applied to `reply_window_days` (migration DeskSearch): the replies per
 * UTC day, and how many came by their `due_by`, summed per day, then one upsert in day order.
 */
function applyWindowChanges(changes: string): string {
  return `
      BEGIN
        INSERT INTO "reply_window_days" AS "w" ("day", "slot", "replied_count", "within_count")
          SELECT ("c"."admin_reply_date" AT TIME ZONE 'UTC')::date, pg_backend_pid() % 8, sum("c"."delta"),
                 coalesce(sum("c"."delta") FILTER (WHERE "c"."admin_reply_date" <= "c"."due_by"), 0)
          FROM (${changes}) AS "c"
          WHERE "c"."deleted_at" IS NULL AND "c"."is_processed" AND "c"."admin_reply_date" IS NOT NULL
          GROUP BY 1
          HAVING sum("c"."delta") <> 0
              OR coalesce(sum("c"."delta") FILTER (WHERE "c"."admin_reply_date" <= "c"."due_by"), 0) <> 0
          ORDER BY 1
          ON CONFLICT ("day", "slot") DO UPDATE SET
            "replied_count" = "w"."replied_count" + EXCLUDED."replied_count",
            "within_count" = "w"."within_count" + EXCLUDED."within_count";
        RETURN NULL;
      END`;
}

/** The columns of `submissions` the reply-window tally depends on, and what a row adds. */
function windowChangesOf(table: string, delta: number): string {
  return `SELECT "is_processed", "admin_reply_date", "due_by", "deleted_at", ${delta} AS "delta" FROM "${table}"`;
}

/**
 * The review tallies (migration ReviewTallies) kept per statement instead of per row. The row
 * trigger updated one totals row once per written submission, and in one transaction every update
 * leaves a version of that row the next one has to step over: one statement writing n submissions
 * cost O(n²) (issue 27: 20,000 rows in 3.8 s, 100,000 in 80 s). Now three statement triggers
 * (PostgreSQL allows one event per trigger with transition tables) read the statement's old and
 * new rows once and apply one aggregated change per tally row: linear, whoever writes (an import,
 * a backfill, a cascade from a deleted user, a bulk re-open). The tallies and their meaning are
 * unchanged, so nothing is recounted; reverting restores the row trigger. Written by hand.
 */
export class LinearTallies1796300000000 implements MigrationInterface {
  name = 'LinearTallies1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "submissions_tally" ON "submissions"`);
    await queryRunner.query(`DROP FUNCTION "submissions_tally"()`);
    await queryRunner.query(`DROP FUNCTION "submission_tallies_apply"("submissions", integer)`);

    await queryRunner.query(`CREATE FUNCTION "submissions_tally_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      ${applyChanges(changesOf('inserted', 1))}
      $$`);
    await queryRunner.query(`CREATE FUNCTION "submissions_tally_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      ${applyChanges(`${changesOf('before', -1)} UNION ALL ${changesOf('after', 1)}`)}
      $$`);
    await queryRunner.query(`CREATE FUNCTION "submissions_tally_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
      ${applyChanges(changesOf('deleted', -1))}
      $$`);
    await queryRunner.query(`CREATE TRIGGER "submissions_tally_insert" AFTER INSERT ON "submissions"
      REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "submissions_tally_inserted"()`);
    await queryRunner.query(`CREATE TRIGGER "submissions_tally_update" AFTER UPDATE ON "submissions"
      REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "submissions_tally_updated"()`);
    await queryRunner.query(`CREATE TRIGGER "submissions_tally_delete" AFTER DELETE ON "submissions"
      REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "submissions_tally_deleted"()`);

    // The reply-window days (migration DeskSearch) had a row trigger too, upserting one row per day.
    await queryRunner.query(`DROP TRIGGER "submissions_window_tally" ON "submissions"`);
    await queryRunner.query(`DROP FUNCTION "submissions_window_tally"()`);
    await queryRunner.query(`DROP FUNCTION "reply_window_apply"("submissions", integer)`);
    await queryRunner.query(`CREATE FUNCTION "submissions_window_tally_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      ${applyWindowChanges(windowChangesOf('inserted', 1))}
      $$`);
    await queryRunner.query(`CREATE FUNCTION "submissions_window_tally_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      ${applyWindowChanges(`${windowChangesOf('before', -1)} UNION ALL ${windowChangesOf('after', 1)}`)}
      $$`);
    await queryRunner.query(`CREATE FUNCTION "submissions_window_tally_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
      ${applyWindowChanges(windowChangesOf('deleted', -1))}
      $$`);
    await queryRunner.query(`CREATE TRIGGER "submissions_window_tally_insert" AFTER INSERT ON "submissions"
      REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "submissions_window_tally_inserted"()`);
    await queryRunner.query(`CREATE TRIGGER "submissions_window_tally_update" AFTER UPDATE ON "submissions"
      REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "submissions_window_tally_updated"()`);
    await queryRunner.query(`CREATE TRIGGER "submissions_window_tally_delete" AFTER DELETE ON "submissions"
      REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "submissions_window_tally_deleted"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "submissions_window_tally_delete" ON "submissions"`);
    await queryRunner.query(`DROP TRIGGER "submissions_window_tally_update" ON "submissions"`);
    await queryRunner.query(`DROP TRIGGER "submissions_window_tally_insert" ON "submissions"`);
    await queryRunner.query(`DROP FUNCTION "submissions_window_tally_deleted"()`);
    await queryRunner.query(`DROP FUNCTION "submissions_window_tally_updated"()`);
    await queryRunner.query(`DROP FUNCTION "submissions_window_tally_inserted"()`);
    for (const statement of WINDOW_TALLY_ROW_TRIGGER) await queryRunner.query(statement);

    await queryRunner.query(`DROP TRIGGER "submissions_tally_delete" ON "submissions"`);
    await queryRunner.query(`DROP TRIGGER "submissions_tally_update" ON "submissions"`);
    await queryRunner.query(`DROP TRIGGER "submissions_tally_insert" ON "submissions"`);
    await queryRunner.query(`DROP FUNCTION "submissions_tally_deleted"()`);
    await queryRunner.query(`DROP FUNCTION "submissions_tally_updated"()`);
    await queryRunner.query(`DROP FUNCTION "submissions_tally_inserted"()`);

    // The row trigger of migration ReviewTallies, as it was.
    for (const statement of TALLY_ROW_TRIGGER) await queryRunner.query(statement);
  }
}
