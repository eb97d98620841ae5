import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The submit's duplicate rule (a profile already pending for this user is answered, not stored
 * again) looks a profile up among the user's pending rows. Without this index PostgreSQL ANDed the
 * user's rows with the whole pending queue's (50,000 rows at a million submissions): 95–225 ms a
 * submit. Only pending rows are indexed, so it stays as small as the queue.
 */
export class PendingProfileIndex1796700000000 implements MigrationInterface {
  name = 'PendingProfileIndex1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "submissions_pending_profile_idx" ON "submissions" ("user_id", "linkedin_url") WHERE "is_processed" = false AND "deleted_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "submissions_pending_profile_idx"`);
  }
}
