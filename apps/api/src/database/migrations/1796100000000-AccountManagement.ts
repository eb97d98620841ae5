import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts people manage themselves (issue 25):
 * - sessions keep the client's IP, masked to its /24 (IPv4) or /48 (IPv6) network: enough to say
 *   roughly where, never the address itself;
 * - e-mail tokens gain the purpose `email_change`, carrying the new address until the link is used;
 * - a closed account's submissions stay (they count in their month's totals), erased and no longer
 *   anyone's: `user_id` becomes nullable, set to NULL when the account is deleted;
 * - the audit log stays append-only except for one change: erasing a closed account's e-mail
 *   address from the entries that name it (actor_email, target_id), every other column unchanged.
 */
export class AccountManagement1796100000000 implements MigrationInterface {
  name = 'AccountManagement1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" ADD "ip" character varying(64)`);

    await queryRunner.query(`ALTER TABLE "email_tokens" ADD "new_email" character varying(254)`);
    await queryRunner.query(
      `ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_check"`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_check" CHECK ("purpose" IN ('verify_email', 'password_reset', 'email_change'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_new_email_check" CHECK ("new_email" IS NULL OR "purpose" = 'email_change')`,
    );

    await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "submissions_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "submissions" ALTER COLUMN "user_id" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- The one change allowed: a closed account's address erased (see AccountDeletion).
        IF TG_OP = 'UPDATE'
          AND (to_jsonb(NEW) - 'actor_email' - 'target_id') = (to_jsonb(OLD) - 'actor_email' - 'target_id')
          AND (NEW."actor_email" IS NOT DISTINCT FROM OLD."actor_email" OR NEW."actor_email" = '(closed account)')
          AND (NEW."target_id" = OLD."target_id" OR NEW."target_id" = '(closed account)')
        THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);

    // Closed accounts' rows belong to no one: the old schema cannot hold them.
    await queryRunner.query(`DELETE FROM "submissions" WHERE "user_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "submissions_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "submissions" ALTER COLUMN "user_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`DELETE FROM "email_tokens" WHERE "purpose" = 'email_change'`);
    await queryRunner.query(
      `ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_new_email_check"`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_check"`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_check" CHECK ("purpose" IN ('verify_email', 'password_reset'))`,
    );
    await queryRunner.query(`ALTER TABLE "email_tokens" DROP COLUMN "new_email"`);

    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "ip"`);
  }
}
