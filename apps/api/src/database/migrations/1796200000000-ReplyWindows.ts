import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each submission's promised reply time, `due_by`: its creation time plus its owner's reply window
 * (REPLY_WINDOW_HOURS in libs/contracts: Free 24 h, Basic 4 h, Premium 1 h). Existing rows take the
 * window of their owner's tier now (no record of the tier at submission exists), with the default
 * windows: a deployment that changed them sees new submissions follow its own. The API always
 * writes `due_by`; a row inserted without one (a script, a seed, a test's fixture) gets the same
 * default from a BEFORE INSERT trigger, so the column can be NOT NULL without every writer
 * knowing the windows. The pending queue's index follows its new order, `due_by` then age.
 * Written by hand.
 */
export class ReplyWindows1796200000000 implements MigrationInterface {
  name = 'ReplyWindows1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "submissions" ADD "due_by" TIMESTAMP WITH TIME ZONE`);
    // The default reply window of a user's tier now (an expired or unknown subscription is Free).
    await queryRunner.query(`CREATE FUNCTION "default_reply_window"("owner_id" integer) RETURNS interval
      LANGUAGE sql STABLE AS $$
        SELECT CASE (
          SELECT CASE WHEN "sub"."end_date" IS NULL OR "sub"."end_date" > now() THEN lower(trim("sub"."tier")) END
          FROM "subscriptions" "sub" WHERE "sub"."user_id" = "owner_id"
        ) WHEN 'premium' THEN interval '1 hour' WHEN 'basic' THEN interval '4 hours' ELSE interval '24 hours' END
      $$`);
    await queryRunner.query(
      `UPDATE "submissions" SET "due_by" = "created_at" + "default_reply_window"("user_id")`,
    );
    await queryRunner.query(`CREATE FUNCTION "submissions_default_due_by"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."due_by" := NEW."created_at" + "default_reply_window"(NEW."user_id");
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER "submissions_default_due_by" BEFORE INSERT ON "submissions"
      FOR EACH ROW WHEN (NEW."due_by" IS NULL) EXECUTE FUNCTION "submissions_default_due_by"()`);
    await queryRunner.query(`ALTER TABLE "submissions" ALTER COLUMN "due_by" SET NOT NULL`);
    await queryRunner.query(`DROP INDEX "submissions_pending_created_at_idx"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_pending_due_by_idx" ON "submissions" ("due_by", "created_at", "id") WHERE "is_processed" = false AND "deleted_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "submissions_pending_due_by_idx"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_pending_created_at_idx" ON "submissions" ("created_at", "id") WHERE "is_processed" = false AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP TRIGGER "submissions_default_due_by" ON "submissions"`);
    await queryRunner.query(`DROP FUNCTION "submissions_default_due_by"()`);
    await queryRunner.query(`DROP FUNCTION "default_reply_window"(integer)`);
    await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "due_by"`);
  }
}
