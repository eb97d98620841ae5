import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mail deliveries are forgotten after 30 days (MailJobs.pruneDeliveries), by their date. */
export class MailDeliveriesPruned1796000000600 implements MigrationInterface {
  name = 'MailDeliveriesPruned1796000000600';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "mail_deliveries_delivered_at_idx" ON "mail_deliveries" ("delivered_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "mail_deliveries_delivered_at_idx"`);
  }
}
