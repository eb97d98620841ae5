import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The row trigger that keeps the tallies: `submission_tallies_apply` adds (delta 1) or takes away
 * (delta -1) one submission's share, in a fixed order of tables (days, totals, buckets) so that
 * concurrent writers take row locks alike. Migration LinearTallies replaces it with statement
 * triggers; its `down` brings these back.
 */
export const TALLY_ROW_TRIGGER = [
  `CREATE FUNCTION "submission_tallies_apply"("row" "submissions", "delta" integer)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        "writer_slot" smallint := pg_backend_pid() % 8;
        "has_score" boolean := "row"."is_processed" AND "row"."quality_score" IS NOT NULL;
      BEGIN
        IF "row"."deleted_at" IS NOT NULL THEN
          RETURN;
        END IF;
        INSERT INTO "submission_days" AS "d" ("day", "slot", "submitted_count")
          VALUES (("row"."created_at" AT TIME ZONE 'UTC')::date, "writer_slot", "delta")
          ON CONFLICT ("day", "slot") DO UPDATE SET "submitted_count" = "d"."submitted_count" + "delta";
        IF NOT "row"."is_processed" OR "has_score" THEN
          INSERT INTO "submission_totals" AS "t" ("slot", "pending_count", "quality_sum", "quality_count")
            VALUES ("writer_slot",
                    CASE WHEN "row"."is_processed" THEN 0 ELSE "delta" END,
                    CASE WHEN "has_score" THEN "delta" * "row"."quality_score" ELSE 0 END,
                    CASE WHEN "has_score" THEN "delta" ELSE 0 END)
            ON CONFLICT ("slot") DO UPDATE SET
              "pending_count" = "t"."pending_count" + EXCLUDED."pending_count",
              "quality_sum" = "t"."quality_sum" + EXCLUDED."quality_sum",
              "quality_count" = "t"."quality_count" + EXCLUDED."quality_count";
        END IF;
        IF "row"."is_processed" THEN
          INSERT INTO "reviewed_buckets" AS "b" ("bound_at", "bound_id", "reviewed_count")
            SELECT "bucket"."bound_at", "bucket"."bound_id", "delta" FROM "reviewed_bucket_of"("row"."admin_reply_date", "row"."id") AS "bucket"
            ON CONFLICT ("bound_at", "bound_id") DO UPDATE SET "reviewed_count" = "b"."reviewed_count" + "delta";
        END IF;
      END
      $$`,
  `CREATE FUNCTION "submissions_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND OLD."id" = NEW."id"
           AND OLD."created_at" = NEW."created_at"
           AND OLD."is_processed" = NEW."is_processed"
           AND (OLD."deleted_at" IS NULL) = (NEW."deleted_at" IS NULL)
           AND OLD."quality_score" IS NOT DISTINCT FROM NEW."quality_score"
           AND OLD."admin_reply_date" IS NOT DISTINCT FROM NEW."admin_reply_date" THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          PERFORM "submission_tallies_apply"(OLD, -1);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM "submission_tallies_apply"(NEW, 1);
        END IF;
        RETURN NULL;
      END
      $$`,
  `CREATE TRIGGER "submissions_tally" AFTER INSERT OR UPDATE OR DELETE ON "submissions"
      FOR EACH ROW EXECUTE FUNCTION "submissions_tally"()`,
];

/**
 * Recounts every tally from the table (in slot 0). Takes a lock that lets readers in but no
 * writer, so that no change falls between the count and the tallies. Migration DeskSearch extends it.
 */
export const TALLIES_REBUILD_FUNCTION = `CREATE FUNCTION "submission_tallies_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE "submissions" IN SHARE MODE;
        DELETE FROM "submission_totals";
        DELETE FROM "submission_days";
        DELETE FROM "reviewed_buckets";
        INSERT INTO "submission_totals" ("slot", "pending_count", "quality_sum", "quality_count")
          SELECT 0,
                 count(*) FILTER (WHERE NOT "is_processed"),
                 coalesce(sum("quality_score") FILTER (WHERE "is_processed"), 0),
                 count("quality_score") FILTER (WHERE "is_processed")
          FROM "submissions" WHERE "deleted_at" IS NULL;
        INSERT INTO "submission_days" ("day", "slot", "submitted_count")
          SELECT ("created_at" AT TIME ZONE 'UTC')::date, 0, count(*)
          FROM "submissions" WHERE "deleted_at" IS NULL GROUP BY 1;
        INSERT INTO "reviewed_buckets" ("bound_at", "bound_id", "reviewed_count")
          SELECT "bucket"."bound_at", "bucket"."bound_id", count(*)
          FROM "submissions", LATERAL "reviewed_bucket_of"("admin_reply_date", "id") AS "bucket"
          WHERE "is_processed" AND "deleted_at" IS NULL
          GROUP BY 1, 2;
      END
      $$`;

/**
 * What the reviewed list and the statistics count, kept up to date by the database itself, so that
 * neither reads every row (the API's goal: as fast at a million submissions as at ten thousand).
 *
 * - `submission_totals`: pending submissions, and the sum and number of quality scores of reviewed
 *   ones. Spread over 8 slots (the writing connection's process id picks one), so concurrent
 *   submits do not all wait for one row's lock; readers add the slots up.
 * - `submission_days`: submissions per UTC day of `created_at`, slotted the same way.
 * - `reviewed_buckets`: reviewed submissions per bucket of the reviewed list's order (latest reply
 *   first, those without a reply last, newest id first): one bucket per UTC day of the reply, and
 *   blocks of 65,536 ids for those without a reply. A page is found by adding up buckets (a few
 *   hundred rows a year), then skipping within one bucket along the index, instead of walking every
 *   row before it (OFFSET) or counting them all.
 *
 * Only visible submissions count (`deleted_at IS NULL`). A row trigger on `submissions` applies
 * each insert, update and delete to the tallies in the same transaction as the change, whoever
 * makes it (the API, a script, a cascade from a deleted user); TRUNCATE empties them.
 * `submission_tallies_rebuild()` recounts everything from the table (used here, and by bulk loads
 * that run with triggers off).
 *
 * The reviewed list's index becomes an expression index on its order, with the reply and creation
 * dates included: pages, and the median reply time over the latest replies, read it alone.
 * The pending queue's index gains the id, its tie-break. The statistics' index on `created_at` goes:
 * the days are tallied. Written by hand.
 */
export class ReviewTallies1795800000000 implements MigrationInterface {
  name = 'ReviewTallies1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "submission_totals" (
      "slot" smallint NOT NULL,
      "pending_count" bigint NOT NULL DEFAULT 0,
      "quality_sum" bigint NOT NULL DEFAULT 0,
      "quality_count" bigint NOT NULL DEFAULT 0,
      CONSTRAINT "submission_totals_pkey" PRIMARY KEY ("slot")
    )`);
    await queryRunner.query(`CREATE TABLE "submission_days" (
      "day" date NOT NULL,
      "slot" smallint NOT NULL,
      "submitted_count" integer NOT NULL DEFAULT 0,
      CONSTRAINT "submission_days_pkey" PRIMARY KEY ("day", "slot")
    )`);
    await queryRunner.query(`CREATE TABLE "reviewed_buckets" (
      "bound_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "bound_id" bigint NOT NULL,
      "reviewed_count" integer NOT NULL DEFAULT 0,
      CONSTRAINT "reviewed_buckets_pkey" PRIMARY KEY ("bound_at", "bound_id")
    )`);

    // The bucket of a reviewed submission, as the exclusive upper bound of its rows in the list's
    // order key (coalesce(admin_reply_date, '-infinity'), id): replied on UTC day D -> (D + 1 day, 0);
    // no reply -> ('-infinity', the end of its block of ids).
    await queryRunner.query(`CREATE FUNCTION "reviewed_bucket_of"("reply_date" timestamptz, "submission_id" integer,
        OUT "bound_at" timestamptz, OUT "bound_id" bigint)
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN "reply_date" IS NULL THEN '-infinity'::timestamptz
                    ELSE (date_trunc('day', "reply_date" AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC' END,
               CASE WHEN "reply_date" IS NULL THEN ("submission_id"::bigint / 65536 + 1) * 65536 ELSE 0 END
      $$`);

    for (const statement of TALLY_ROW_TRIGGER) await queryRunner.query(statement);

    await queryRunner.query(`CREATE FUNCTION "submissions_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "submission_totals";
        DELETE FROM "submission_days";
        DELETE FROM "reviewed_buckets";
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER "submissions_tally_truncate" AFTER TRUNCATE ON "submissions"
      FOR EACH STATEMENT EXECUTE FUNCTION "submissions_tally_truncate"()`);

    await queryRunner.query(TALLIES_REBUILD_FUNCTION);
    await queryRunner.query(`SELECT "submission_tallies_rebuild"()`);

    await queryRunner.query(`DROP INDEX "submissions_processed_reply_date_idx"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_reviewed_order_idx" ON "submissions" ((coalesce("admin_reply_date", '-infinity'::timestamptz)), "id") INCLUDE ("admin_reply_date", "created_at") WHERE "is_processed" = true AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "submissions_pending_created_at_idx"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_pending_created_at_idx" ON "submissions" ("created_at", "id") WHERE "is_processed" = false AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "submissions_created_at_idx"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "submissions_created_at_idx" ON "submissions" ("created_at") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "submissions_pending_created_at_idx"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_pending_created_at_idx" ON "submissions" ("created_at") WHERE "is_processed" = false AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "submissions_reviewed_order_idx"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_processed_reply_date_idx" ON "submissions" ("admin_reply_date" DESC NULLS LAST, "id" DESC) WHERE "is_processed" = true AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP TRIGGER "submissions_tally_truncate" ON "submissions"`);
    await queryRunner.query(`DROP TRIGGER "submissions_tally" ON "submissions"`);
    await queryRunner.query(`DROP FUNCTION "submission_tallies_rebuild"()`);
    await queryRunner.query(`DROP FUNCTION "submissions_tally_truncate"()`);
    await queryRunner.query(`DROP FUNCTION "submissions_tally"()`);
    await queryRunner.query(`DROP FUNCTION "submission_tallies_apply"("submissions", integer)`);
    await queryRunner.query(`DROP FUNCTION "reviewed_bucket_of"(timestamptz, integer)`);
    await queryRunner.query(`DROP TABLE "reviewed_buckets"`);
    await queryRunner.query(`DROP TABLE "submission_days"`);
    await queryRunner.query(`DROP TABLE "submission_totals"`);
  }
}
