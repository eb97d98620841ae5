import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions end: `refresh_tokens.session_started_at` (the sign-in of the token's family, copied on
 * rotation) bounds a session's absolute lifetime. Existing families count from their first token.
 * The access-token check looks up a session's one live token on every write: the family index
 * becomes partial (unrevoked tokens only), so the spent tokens of a long session are never read.
 * Written by hand, names spelled out as in the entity.
 */
export class SessionLifetime1795600000000 implements MigrationInterface {
  name = 'SessionLifetime1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD "session_started_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`
      UPDATE "refresh_tokens" AS "token" SET "session_started_at" = "family"."started_at"
      FROM (SELECT "family_id", min("created_at") AS "started_at" FROM "refresh_tokens" GROUP BY "family_id") AS "family"
      WHERE "family"."family_id" = "token"."family_id"`);
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ALTER COLUMN "session_started_at" SET NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX "refresh_tokens_family_id_idx"`);
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_live_family_id_idx" ON "refresh_tokens" ("family_id") WHERE "revoked_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "refresh_tokens_live_family_id_idx"`);
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" ("family_id")`,
    );
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "session_started_at"`);
  }
}
