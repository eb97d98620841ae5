import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-step sign-in (TOTP): one credential row per user who set it up (the secret encrypted, the
 * last accepted step, the hashes of the unused backup codes), and the short-lived challenges
 * between a right password and a session (`mfa_token`, hashed), shared by every API instance.
 */
export class TwoStepSignIn1796100100000 implements MigrationInterface {
  name = 'TwoStepSignIn1796100100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "two_step_credentials" ("user_id" integer NOT NULL, "secret_ciphertext" text NOT NULL, "enabled_at" TIMESTAMP WITH TIME ZONE, "last_used_step" bigint, "backup_code_hashes" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "two_step_credentials_pkey" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "mfa_challenges" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failures" smallint NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "mfa_challenges_token_hash_key" UNIQUE ("token_hash"), CONSTRAINT "mfa_challenges_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "mfa_challenges_user_id_idx" ON "mfa_challenges" ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "two_step_credentials" ADD CONSTRAINT "two_step_credentials_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "mfa_challenges" DROP CONSTRAINT "mfa_challenges_user_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "two_step_credentials" DROP CONSTRAINT "two_step_credentials_user_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "mfa_challenges_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "mfa_challenges"`);
    await queryRunner.query(`DROP TABLE "two_step_credentials"`);
  }
}
