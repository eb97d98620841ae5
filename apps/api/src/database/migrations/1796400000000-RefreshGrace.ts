import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The refresh-token grace (REFRESH_REUSE_GRACE_SECONDS): a spent token keeps its successor, sealed
 * under a key derived from the spent token itself (`refresh_tokens.successor_sealed`), so that the
 * same token presented again shortly after its rotation (two tabs, a reload that lost the answer)
 * is answered with the session's live token rather than taken for a stolen one. Tokens spent
 * before have none: presented again, they count as reuse, as they did.
 */
export class RefreshGrace1796400000000 implements MigrationInterface {
  name = 'RefreshGrace1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" ADD "successor_sealed" bytea`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "successor_sealed"`);
  }
}
