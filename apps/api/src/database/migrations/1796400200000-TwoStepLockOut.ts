import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36, item 6: the wrong second-step codes of an account in a row (over every `mfa_token`,
 * kept in the database, never forgotten with time). Back to 0 on a right code, a password reset or
 * an admin's unlock; at TWO_STEP_LOCK_AFTER_FAILURES the account's second steps are refused.
 */
export class TwoStepLockOut1796400200000 implements MigrationInterface {
  name = 'TwoStepLockOut1796400200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "two_step_credentials" ADD "failed_codes" integer NOT NULL DEFAULT '0'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "two_step_credentials" DROP COLUMN "failed_codes"`);
  }
}
