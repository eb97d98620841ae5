import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SnippetRequest } from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { UsersRepository } from '../../users/users.repository';
import { emailsOf } from '../admin-emails';

/** A snippet with the e-mail of its last saver (null once that account is gone). */
export interface SnippetRow {
  id: number;
  title: string;
  body: string;
  created_at: Date;
  updated_at: Date;
  updated_by: string | null;
}

/** A snippet with the id of its last saver (their e-mail is the users' owner's to read). */
const SNIPPET_COLUMNS = `"s"."id", "s"."title", "s"."body", "s"."created_at", "s"."updated_at", "s"."updated_by_id"`;

/** Every snippet (at most SNIPPETS_CAP), by title regardless of case, then id. */
const LIST_SQL = `SELECT ${SNIPPET_COLUMNS} FROM "report_snippets" "s" ORDER BY lower("s"."title"), "s"."id"`;
const ONE_SQL = `SELECT ${SNIPPET_COLUMNS} FROM "report_snippets" "s" WHERE "s"."id" = $1`;

/** A row of LIST_SQL or ONE_SQL. */
type StoredSnippet = Omit<SnippetRow, 'updated_by'> & { updated_by_id: number | null };

/**
 * Every statement of the report_snippets table, and the lock on the saving admin's row. Writes
 * take the manager of the transaction that also appends their audit entry.
 */
@Injectable()
export class SnippetsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
  ) {}

  /** Every snippet, by title regardless of case, then id. */
  async listByTitle(): Promise<SnippetRow[]> {
    return this.withSavers((await this.dataSource.query(LIST_SQL)) as StoredSnippet[]);
  }

  async findById(id: number): Promise<SnippetRow | null> {
    const [row] = await this.withSavers(
      (await this.dataSource.query(ONE_SQL, [id])) as StoredSnippet[],
    );
    return row ?? null;
  }

  /** The snippets with their last saver's e-mail (null once that account is gone). */
  private async withSavers(rows: StoredSnippet[]): Promise<SnippetRow[]> {
    const emails = await emailsOf(
      this.users,
      rows.map((row) => row.updated_by_id),
    );
    return rows.map(({ updated_by_id: saverId, ...row }) => ({
      ...row,
      updated_by: saverId === null ? null : (emails.get(saverId) ?? null),
    }));
  }

  /**
   * The saving admin's current e-mail, their row locked against deletion until the snippet that
   * refers to it is stored (FOR KEY SHARE); null for an account deleted since.
   */
  async lockSavingAdmin(manager: EntityManager, adminId: number): Promise<string | null> {
    return this.users.lockEmailForKeyShare(manager, adminId);
  }

  /**
   * Locks the table until the end of the transaction in a mode that concurrent creations also take
   * (SHARE ROW EXCLUSIVE conflicts with itself): their counts and inserts are serialised.
   */
  async lockAgainstCreations(manager: EntityManager): Promise<void> {
    await manager.query('LOCK TABLE "report_snippets" IN SHARE ROW EXCLUSIVE MODE');
  }

  async count(manager: EntityManager): Promise<number> {
    const [{ count }] = (await manager.query(
      'SELECT count(*)::int AS "count" FROM "report_snippets"',
    )) as { count: number }[];
    return count;
  }

  /** The new snippet, saved by the admin (`adminEmail` is echoed as its `updated_by`). */
  async insert(
    manager: EntityManager,
    input: SnippetRequest,
    adminId: number,
    adminEmail: string,
  ): Promise<SnippetRow> {
    const [row] = (await manager.query(
      `INSERT INTO "report_snippets" ("title", "body", "updated_by_id") VALUES ($1, $2, $3)
         RETURNING "id", "title", "body", "created_at", "updated_at", $4::text AS "updated_by"`,
      [input.title, input.body, adminId, adminEmail],
    )) as SnippetRow[];
    return row;
  }

  /** The snippet as replaced; null when there is none with this id. */
  async replace(
    manager: EntityManager,
    id: number,
    input: SnippetRequest,
    adminId: number,
    adminEmail: string,
  ): Promise<SnippetRow | null> {
    const [rows] = (await manager.query(
      `UPDATE "report_snippets" SET "title" = $2, "body" = $3, "updated_by_id" = $4, "updated_at" = now() WHERE "id" = $1
         RETURNING "id", "title", "body", "created_at", "updated_at", $5::text AS "updated_by"`,
      [id, input.title, input.body, adminId, adminEmail],
    )) as [SnippetRow[], number];
    return rows[0] ?? null;
  }

  /** The deleted snippet's id and title; null when there was none with this id. */
  async deleteById(
    manager: EntityManager,
    id: number,
  ): Promise<Pick<SnippetRow, 'id' | 'title'> | null> {
    // TypeORM answers a DELETE with [rows, count].
    const [rows] = (await manager.query(
      'DELETE FROM "report_snippets" WHERE "id" = $1 RETURNING "id", "title"',
      [id],
    )) as [Pick<SnippetRow, 'id' | 'title'>[], number];
    return rows[0] ?? null;
  }
}
