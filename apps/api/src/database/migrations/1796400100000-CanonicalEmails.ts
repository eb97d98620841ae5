import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalEmail } from '../../users/canonical-email';

/** The width of `users.email`. */
const EMAIL_COLUMN_LENGTH = 254;

interface Row {
  id: number;
  email: string;
}

/** A set of accounts whose addresses have one canonical form: left as they were, for the operator. */
export interface EmailCollision {
  /** The accounts' ids, oldest first. */
  ids: number[];
}

/**
 * One canonical form of an address is the account's key (issue 36, `canonicalEmail`): each stored
 * address moves to its canonical form, and the unique index on `lower(email)` gives way to a unique
 * constraint on `email` itself (`users_email_key`), which every lookup now uses.
 *
 * Addresses that collide — two accounts whose addresses differ but have one canonical form (`kate@…`
 * and `Kate@…` spelled with the Kelvin sign, say) — are not merged: every account of such a set
 * keeps its address as it was, and the migration logs a warning naming their ids (no address). The
 * one already in canonical form, if any, is the one that signs in; the operator decides about the
 * others (close the look-alike, or give it another address). A canonical form too long for the
 * column is left and reported alike. Without collisions the migration logs nothing.
 */
export class CanonicalEmails1796400100000 implements MigrationInterface {
  name = 'CanonicalEmails1796400100000';

  /** What the last `up` found (for its tests and the command line). */
  static lastCollisions: EmailCollision[] = [];

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_email_lower_key"`);
    // Only these can differ from their canonical form: an all-ASCII, lower-case, trimmed address is
    // canonical already (one scan, and the rest stays on disk).
    const rows = (await queryRunner.query(
      `SELECT "id", "email" FROM "users" WHERE "email" ~ '[A-Z]|[^ -~]|^\\s|\\s$' ORDER BY "id"`,
    )) as Row[];
    const byCanonical = new Map<string, Row[]>();
    for (const row of rows) {
      const canonical = canonicalEmail(row.email);
      byCanonical.set(canonical, [...(byCanonical.get(canonical) ?? []), row]);
    }
    // The accounts that already have one of those canonical forms.
    const holders = (await queryRunner.query(
      `SELECT "id", "email" FROM "users" WHERE "email" = ANY($1::text[]) ORDER BY "id"`,
      [[...byCanonical.keys()]],
    )) as Row[];
    for (const holder of holders) {
      const accounts = byCanonical.get(holder.email) ?? [];
      if (!accounts.some((account) => account.id === holder.id))
        byCanonical.set(
          holder.email,
          [...accounts, holder].sort((a, b) => a.id - b.id),
        );
    }
    const collisions: EmailCollision[] = [];
    for (const [canonical, accounts] of byCanonical) {
      if (accounts.length > 1 || canonical.length > EMAIL_COLUMN_LENGTH) {
        collisions.push({ ids: accounts.map((account) => account.id) });
        continue;
      }
      const [account] = accounts;
      if (account.email !== canonical)
        await queryRunner.query(`UPDATE "users" SET "email" = $2 WHERE "id" = $1`, [
          account.id,
          canonical,
        ]);
    }
    // Rows left as they were are not anyone's canonical form (it is idempotent): the key holds.
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_email_key" UNIQUE ("email")`,
    );
    CanonicalEmails1796400100000.lastCollisions = collisions;
    const logger = new Logger('Migrations');
    for (const collision of collisions)
      logger.warn(
        `CanonicalEmails: the accounts ${collision.ids.join(', ')} have one address in canonical form ` +
          `(or one too long); their addresses were left as they were, and only one already in ` +
          `canonical form can sign in. Decide by hand: SELECT id, email, created_at FROM users ` +
          `WHERE id IN (${collision.ids.join(', ')});`,
      );
  }

  /** The addresses stay canonical (a valid spelling of each); only the key returns to lower(email). */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_email_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`,
    );
  }
}
