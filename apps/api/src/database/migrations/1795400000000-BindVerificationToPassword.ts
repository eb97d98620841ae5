import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Binds each verification link to the password of the sign-up that asked for it:
 * `email_tokens.password_hash`, set on the account when the link is used (reset links carry none).
 *
 * Reverting drops the column: links still outstanding then verify the address with the account's
 * current password, as before this migration.
 */
export class BindVerificationToPassword1795400000000 implements MigrationInterface {
  name = 'BindVerificationToPassword1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_tokens" ADD "password_hash" text`);
    await queryRunner.query(
      `ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_password_hash_check" CHECK ("password_hash" IS NULL OR "purpose" = 'verify_email')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_password_hash_check"`,
    );
    await queryRunner.query(`ALTER TABLE "email_tokens" DROP COLUMN "password_hash"`);
  }
}
