import { canonicalLinkedInProfileUrl } from '@profileproof/contracts/linkedin-url';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rows read and rewritten per statement. */
const BATCH = 5000;

/**
 * Rewrites every stored profile link to its canonical form (deleted rows too); a link that cannot
 * be made canonical is left as it is and logged by id (a warning). Resolves with those ids.
 */
export async function canonicaliseStoredProfileLinks(queryRunner: QueryRunner): Promise<number[]> {
  const kept: number[] = [];
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; linkedin_url: string }> = await queryRunner.query(
      `SELECT "id", "linkedin_url" FROM "submissions" WHERE "id" > $1 ORDER BY "id" LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    const ids: number[] = [];
    const urls: string[] = [];
    for (const row of rows) {
      const canonical = canonicalLinkedInProfileUrl(row.linkedin_url.trim());
      if (canonical === null) kept.push(row.id);
      else if (canonical !== row.linkedin_url) {
        ids.push(row.id);
        urls.push(canonical);
      }
    }
    if (ids.length > 0) {
      await queryRunner.query(
        `UPDATE "submissions" "s" SET "linkedin_url" = "c"."url"
           FROM unnest($1::int[], $2::text[]) AS "c"("id", "url") WHERE "s"."id" = "c"."id"`,
        [ids, urls],
      );
    }
  }
  if (kept.length > 0) {
    const shown = kept.slice(0, 100).join(', ');
    queryRunner.connection.logger.log(
      'warn',
      `CanonicalProfileLinks: ${kept.length} submission link(s) could not be made canonical and were left as stored (ids ${shown}${kept.length > 100 ? ', …' : ''})`,
    );
  }
  return kept;
}

/**
 * One profile, one link (issue 37):
 *
 * - Every stored profile link is rewritten to its canonical form
 *   `https://www.linkedin.com/in/<handle>/` (`canonicalLinkedInProfileUrl` in libs/contracts: the
 *   handle decoded and lower-cased, host, query, fragment and suffixes dropped), deleted rows too,
 *   so a link is compared, searched and shown in one form. A link that cannot be made canonical
 *   (stored before the rule was strict) is left as it is; their number and ids are logged (a
 *   warning), never the links themselves. Batches walk the ids; only changed rows are written.
 * - `submission_idempotency_keys`: the first answer to a submit sent with an `Idempotency-Key`,
 *   per user (deleted with the account).
 *
 * `down` drops the table; the links stay canonical (the forms they were typed in are not kept).
 */
export class CanonicalProfileLinks1796400300000 implements MigrationInterface {
  name = 'CanonicalProfileLinks1796400300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "submission_idempotency_keys" ("user_id" integer NOT NULL, "key" character varying(255) NOT NULL, "request_hash" character varying(64) NOT NULL, "status" smallint NOT NULL, "response" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "submission_idempotency_keys_pkey" PRIMARY KEY ("user_id", "key"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_idempotency_keys" ADD CONSTRAINT "submission_idempotency_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await canonicaliseStoredProfileLinks(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "submission_idempotency_keys"`);
  }
}
