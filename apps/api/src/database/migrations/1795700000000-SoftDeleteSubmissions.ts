import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting a reviewed submission hides it (`deleted_at`) instead of removing the row, so the
 * monthly quota, which counts every row of the month, is not refunded by a delete. The indexes of
 * the lists and the statistics keep only the rows they show (`deleted_at IS NULL`); the
 * `(user_id, created_at)` index keeps every row, because the quota counts them all.
 * Written by hand, names spelled out as in the entity.
 */
export class SoftDeleteSubmissions1795700000000 implements MigrationInterface {
  name = 'SoftDeleteSubmissions1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "submissions" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await recreateListIndexes(queryRunner, true);
  }

  /**
   * Back to deleting for good: the hidden rows are removed (the schema before this migration has no
   * way to hide them), so they stop counting in the quota again, as they did then.
   */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "submissions" WHERE "deleted_at" IS NOT NULL`);
    await recreateListIndexes(queryRunner, false);
    await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "deleted_at"`);
  }
}

/** The three indexes of what the lists and statistics show: of visible rows only, or (before) of all. */
async function recreateListIndexes(queryRunner: QueryRunner, visibleOnly: boolean): Promise<void> {
  const and = visibleOnly ? ' AND "deleted_at" IS NULL' : '';
  const where = visibleOnly ? ' WHERE "deleted_at" IS NULL' : '';
  const indexes: [string, string][] = [
    ['submissions_pending_created_at_idx', `("created_at") WHERE "is_processed" = false${and}`],
    [
      'submissions_processed_reply_date_idx',
      `("admin_reply_date" DESC NULLS LAST, "id" DESC) WHERE "is_processed" = true${and}`,
    ],
    ['submissions_created_at_idx', `("created_at")${where}`],
  ];
  for (const [name, definition] of indexes) {
    await queryRunner.query(`DROP INDEX "${name}"`);
    await queryRunner.query(`CREATE INDEX "${name}" ON "submissions" ${definition}`);
  }
}
