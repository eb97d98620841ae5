import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail is sent by jobs (pg-boss, schema `pgboss`, which pg-boss creates and upgrades itself); each
 * mail handed to the server is recorded here under its job's id, so that a job attempted again
 * does not send it twice.
 */
export class MailDeliveries1796000000500 implements MigrationInterface {
  name = 'MailDeliveries1796000000500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_deliveries" ("job_id" uuid NOT NULL, "delivered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "mail_deliveries_pkey" PRIMARY KEY ("job_id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_deliveries"`);
  }
}
