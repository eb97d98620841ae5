import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Changes to admin accounts made by the operator of the servers (`admin:create`, ADMIN_PASSWORD at
 * start) are audited, and no admin made them: `audit_log.actor_email` may be null for those.
 *
 * A change of a user's role, however it is made (a demotion by hand in the database included),
 * ends the user's event streams on every API instance: a trigger sends the fan-out's end message
 * (`{"x": <user id>}` on the `profileproof_events` channel, see live-event-message.ts), delivered
 * when the transaction commits. Written by hand, names spelled out as in the entities.
 */
export class OperatorAccountChanges1796000000300 implements MigrationInterface {
  name = 'OperatorAccountChanges1796000000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" ALTER COLUMN "actor_email" DROP NOT NULL`);
    await queryRunner.query(`
      CREATE FUNCTION "users_role_changed_end_streams"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('profileproof_events', json_build_object('x', NEW."id")::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "users_role_changed_end_streams" AFTER UPDATE OF "role" ON "users"
      FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "users_role_changed_end_streams"()`);
  }

  /**
   * The schema before has no operator: those entries name it in words. The log is append-only, so
   * its trigger is set aside for that one statement.
   */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "users_role_changed_end_streams" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "users_role_changed_end_streams"()`);
    await queryRunner.query(`ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only"`);
    await queryRunner.query(
      `UPDATE "audit_log" SET "actor_email" = 'operator' WHERE "actor_email" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only"`);
    await queryRunner.query(`ALTER TABLE "audit_log" ALTER COLUMN "actor_email" SET NOT NULL`);
  }
}
