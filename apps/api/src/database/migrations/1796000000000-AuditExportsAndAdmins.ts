import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's "who": the CSV export of reviewed submissions is audited, so an audit entry's target
 * may be an export (the file it produced) beside a submission, a user and a snippet; and the
 * Activity screen lists the admins to filter by, read along a partial index of the admin accounts
 * (a handful of rows among every customer's).
 *
 * Reverting cannot delete the export entries (the log refuses it, and they are the record of who
 * took the customers' data): the earlier check comes back NOT VALID, so they stay and only new
 * rows are held to it.
 */
export class AuditExportsAndAdmins1796000000000 implements MigrationInterface {
  name = 'AuditExportsAndAdmins1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check"`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" IN ('submission', 'user', 'snippet', 'export'))`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_admin_email_idx" ON "users" (lower("email")) WHERE "role" = 'admin'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_admin_email_idx"`);
    await queryRunner.query(
      `ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check"`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" IN ('submission', 'user', 'snippet')) NOT VALID`,
    );
  }
}
