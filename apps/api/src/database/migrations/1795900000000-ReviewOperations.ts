import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review operations: who works on a pending submission (`submission_claims`), the
 * append-only record of admin actions (`audit_log`), and the desk's report snippets
 * (`report_snippets`). Written by hand, names spelled out as in the entities.
 *
 * The audit log refuses UPDATE, DELETE and TRUNCATE with triggers: entries are appended in the same
 * transaction as the action they record and never change afterwards, whoever asks. Its actor is
 * a copy of the admin's id and e-mail, not a foreign key, so deleting an account changes nothing
 * in it.
 */
export class ReviewOperations1795900000000 implements MigrationInterface {
  name = 'ReviewOperations1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "submission_claims" (
        "submission_id" integer NOT NULL,
        "admin_id" integer NOT NULL,
        "claimed_until" TIMESTAMP WITH TIME ZONE NOT NULL,
        "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "submission_claims_pkey" PRIMARY KEY ("submission_id"),
        CONSTRAINT "submission_claims_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "submissions" ("id") ON DELETE CASCADE,
        CONSTRAINT "submission_claims_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "submission_claims_admin_id_idx" ON "submission_claims" ("admin_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" SERIAL NOT NULL,
        "actor_id" integer,
        "actor_email" character varying(254) NOT NULL,
        "action" character varying(40) NOT NULL,
        "target_type" character varying(16) NOT NULL,
        "target_id" character varying(254) NOT NULL,
        "details" jsonb NOT NULL DEFAULT '{}',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" IN ('submission', 'user', 'snippet'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "audit_log_created_at_idx" ON "audit_log" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_log_actor_idx" ON "audit_log" (lower("actor_email"), "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "created_at", "id")`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
      FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"()`);
    await queryRunner.query(`
      CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
      FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"()`);

    await queryRunner.query(`
      CREATE TABLE "report_snippets" (
        "id" SERIAL NOT NULL,
        "title" character varying(80) NOT NULL,
        "body" text NOT NULL,
        "updated_by_id" integer,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "report_snippets_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "report_snippets_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "report_snippets_updated_by_id_idx" ON "report_snippets" ("updated_by_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "report_snippets"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP FUNCTION "audit_log_append_only"()`);
    await queryRunner.query(`DROP TABLE "submission_claims"`);
  }
}
