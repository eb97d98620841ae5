import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The processed list is ordered by `admin_reply_date DESC NULLS LAST, id DESC` (submissions marked
 * reviewed without a reply last, ties by newest id). The index it had, `(admin_reply_date DESC)`,
 * puts nulls first, so PostgreSQL could not read a page along it and sorted every reviewed row
 * instead. Written by hand, names spelled out as in the entity.
 */
export class ProcessedListOrder1795500000000 implements MigrationInterface {
  name = 'ProcessedListOrder1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "submissions_processed_reply_date_idx"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_processed_reply_date_idx" ON "submissions" ("admin_reply_date" DESC NULLS LAST, "id" DESC) WHERE "is_processed" = true`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "submissions_processed_reply_date_idx"`);
    await queryRunner.query(
      `CREATE INDEX "submissions_processed_reply_date_idx" ON "submissions" ("admin_reply_date" DESC) WHERE "is_processed" = true`,
    );
  }
}
