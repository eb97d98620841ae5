import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's internal notes (submission_notes), the customers' ratings of each reply version
 * (submission_ratings, deleted with the reply history), and what the team view reads: when the
 * replying admin had claimed the submission (submission_replies.claimed_at) and the replies of a
 * period (submission_replies_created_at_idx).
 */
export class DeskNotesAndRatings1796200100000 implements MigrationInterface {
  name = 'DeskNotesAndRatings1796200100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "submission_notes" ("id" SERIAL NOT NULL, "submission_id" integer NOT NULL, "author_id" integer, "text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "submission_notes_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "submission_notes_submission_id_created_at_idx" ON "submission_notes" ("submission_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "submission_notes_author_id_idx" ON "submission_notes" ("author_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "submission_ratings" ("reply_id" integer NOT NULL, "score" smallint NOT NULL, "comment" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "rated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "submission_ratings_score_check" CHECK ("score" BETWEEN 1 AND 5), CONSTRAINT "submission_ratings_pkey" PRIMARY KEY ("reply_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_ratings" ADD CONSTRAINT "submission_ratings_reply_id_fkey" FOREIGN KEY ("reply_id") REFERENCES "submission_replies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_replies" ADD "claimed_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `CREATE INDEX "submission_replies_created_at_idx" ON "submission_replies" ("created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."submission_replies_created_at_idx"`);
    await queryRunner.query(`ALTER TABLE "submission_replies" DROP COLUMN "claimed_at"`);
    await queryRunner.query(`DROP TABLE "submission_ratings"`);
    await queryRunner.query(`DROP TABLE "submission_notes"`);
  }
}
