import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TALLIES_REBUILD_FUNCTION } from './1795800000000-ReviewTallies';

/** submission_tallies_rebuild() as migration ReviewTallies wrote it: `down` puts it back. */
const REBUILD_BEFORE = TALLIES_REBUILD_FUNCTION.replace(
  'CREATE FUNCTION',
  'CREATE OR REPLACE FUNCTION',
);

/** The same, recounting the reply-window days too. */
const REBUILD_AFTER = REBUILD_BEFORE.replace(
  `          GROUP BY 1, 2;
      END`,
  `          GROUP BY 1, 2;
        DELETE FROM "reply_window_days";
        INSERT INTO "reply_window_days" ("day", "slot", "replied_count", "within_count")
          SELECT ("admin_reply_date" AT TIME ZONE 'UTC')::date, 0, count(*), count(*) FILTER (WHERE "admin_reply_date" <= "due_by")
          FROM "submissions"
          WHERE "is_processed" AND "deleted_at" IS NULL AND "admin_reply_date" IS NOT NULL
          GROUP BY 1;
      END`,
);

/**
 * The row trigger that keeps `reply_window_days`, as this migration made it; migration
 * LinearTallies replaces it with statement triggers, and its `down` brings these back.
 */
export const WINDOW_TALLY_ROW_TRIGGER = [
  `CREATE FUNCTION "reply_window_apply"("row" "submissions", "delta" integer)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF "row"."deleted_at" IS NOT NULL OR NOT "row"."is_processed" OR "row"."admin_reply_date" IS NULL THEN
          RETURN;
        END IF;
        INSERT INTO "reply_window_days" AS "w" ("day", "slot", "replied_count", "within_count")
          VALUES (("row"."admin_reply_date" AT TIME ZONE 'UTC')::date, pg_backend_pid() % 8, "delta",
                  CASE WHEN "row"."admin_reply_date" <= "row"."due_by" THEN "delta" ELSE 0 END)
          ON CONFLICT ("day", "slot") DO UPDATE SET
            "replied_count" = "w"."replied_count" + EXCLUDED."replied_count",
            "within_count" = "w"."within_count" + EXCLUDED."within_count";
      END
      $$`,
  `CREATE FUNCTION "submissions_window_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND OLD."is_processed" = NEW."is_processed"
           AND (OLD."deleted_at" IS NULL) = (NEW."deleted_at" IS NULL)
           AND OLD."admin_reply_date" IS NOT DISTINCT FROM NEW."admin_reply_date"
           AND OLD."due_by" = NEW."due_by" THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          PERFORM "reply_window_apply"(OLD, -1);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM "reply_window_apply"(NEW, 1);
        END IF;
        RETURN NULL;
      END
      $$`,
  `CREATE TRIGGER "submissions_window_tally" AFTER INSERT OR UPDATE OR DELETE ON "submissions"
      FOR EACH ROW EXECUTE FUNCTION "submissions_window_tally"()`,
];

/**
 * The review desk's search and its promise figure.
 *
 * - Search: trigram (pg_trgm) GIN indexes on the profile link and the e-mail, so that a
 *   case-insensitive substring (ILIKE '%…%') finds its handful of rows through the index at any
 *   size instead of reading every row. pg_trgm is a trusted extension: the database's owner may
 *   create it (PostgreSQL 13+); the embedded database loads PGlite's build of it.
 * - `reply_window_days`: per UTC day of the reply, the reviewed submissions with a reply and those
 *   answered by their `due_by`, slotted like the other tallies (migration ReviewTallies) and kept
 *   by a row trigger of its own, so that "answered within the promised window, last 30 days" adds
 *   up 30 days' rows instead of reading a month of submissions. submission_tallies_rebuild()
 *   recounts it too. Written by hand.
 */
export class DeskSearch1796200000100 implements MigrationInterface {
  name = 'DeskSearch1796200000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "pg_trgm"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_linkedin_url_trgm_idx" ON "submissions" USING gin ("linkedin_url" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops)`,
    );

    await queryRunner.query(`CREATE TABLE "reply_window_days" (
      "day" date NOT NULL,
      "slot" smallint NOT NULL,
      "replied_count" integer NOT NULL DEFAULT 0,
      "within_count" integer NOT NULL DEFAULT 0,
      CONSTRAINT "reply_window_days_pkey" PRIMARY KEY ("day", "slot")
    )`);
    for (const statement of WINDOW_TALLY_ROW_TRIGGER) await queryRunner.query(statement);
    await queryRunner.query(`CREATE FUNCTION "submissions_window_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "reply_window_days";
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER "submissions_window_tally_truncate" AFTER TRUNCATE ON "submissions"
      FOR EACH STATEMENT EXECUTE FUNCTION "submissions_window_tally_truncate"()`);
    await queryRunner.query(REBUILD_AFTER);
    await queryRunner.query(`SELECT "submission_tallies_rebuild"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REBUILD_BEFORE);
    await queryRunner.query(`DROP TRIGGER "submissions_window_tally_truncate" ON "submissions"`);
    await queryRunner.query(`DROP TRIGGER "submissions_window_tally" ON "submissions"`);
    await queryRunner.query(`DROP FUNCTION "submissions_window_tally_truncate"()`);
    await queryRunner.query(`DROP FUNCTION "submissions_window_tally"()`);
    await queryRunner.query(`DROP FUNCTION "reply_window_apply"("submissions", integer)`);
    await queryRunner.query(`DROP TABLE "reply_window_days"`);
    await queryRunner.query(`DROP INDEX "users_email_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "submissions_linkedin_url_trgm_idx"`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS "pg_trgm"`);
  }
}
