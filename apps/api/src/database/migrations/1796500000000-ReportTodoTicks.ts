import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39, the customer's structured report: `report_todo_ticks`, the items of a report's to-do
 * list its owner ticked, one row per reply version (a row of submission_replies) and item (the
 * check id the item fixes), with who ticked it and when. A re-sent report is a new reply version,
 * so its list starts unticked; the ticks of earlier versions stay under theirs. Deleted with the
 * reply version (a deleted submission's reply history goes) and with the account.
 */
export class ReportTodoTicks1796500000000 implements MigrationInterface {
  name = 'ReportTodoTicks1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "report_todo_ticks" ("reply_id" integer NOT NULL, "item" character varying(64) NOT NULL, "user_id" integer NOT NULL, "done_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "report_todo_ticks_pkey" PRIMARY KEY ("reply_id", "item"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "report_todo_ticks_user_id_idx" ON "report_todo_ticks" ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "report_todo_ticks" ADD CONSTRAINT "report_todo_ticks_reply_id_fkey" FOREIGN KEY ("reply_id") REFERENCES "submission_replies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "report_todo_ticks" ADD CONSTRAINT "report_todo_ticks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "report_todo_ticks"`);
  }
}
