import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, the viewer's days: the statistics of a zone other than UTC count the window's
 * submissions by `created_at` (STATS_ZONED_SQL; the day tallies are UTC days). This index makes
 * that an index-only range over the window's live rows instead of a scan of the table.
 */
export class ZonedStatsIndex1796400500000 implements MigrationInterface {
  name = 'ZonedStatsIndex1796400500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "submissions_live_created_at_idx" ON "submissions" ("created_at") WHERE "deleted_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "submissions_live_created_at_idx"`);
  }
}
