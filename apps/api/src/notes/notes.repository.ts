import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** A note with the e-mail of its author (null once that account is gone). */
export interface NoteRow {
  id: number;
  author: string | null;
  text: string;
  created_at: Date;
}

const LIST_SQL = `SELECT "n"."id", "u"."email" AS "author", "n"."text", "n"."created_at"
  FROM "submission_notes" "n" LEFT JOIN "users" "u" ON "u"."id" = "n"."author_id"
  WHERE "n"."submission_id" = $1
  ORDER BY "n"."created_at", "n"."id"`;

/** The visible submission ($1), kept from being deleted until the note that refers to it is stored. */
const LOCK_SUBMISSION_SQL = `SELECT "id" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR KEY SHARE`;

const AUTHOR_SQL = 'SELECT "email" FROM "users" WHERE "id" = $1 FOR KEY SHARE';

const INSERT_SQL = `INSERT INTO "submission_notes" ("submission_id", "author_id", "text") VALUES ($1, $2, $3)
  RETURNING "id", $4::text AS "author", "text", "created_at"`;

const VISIBLE_SQL = `SELECT 1 FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL`;

/** Every statement of the submission_notes table. Writes take the manager of the transaction that also appends their audit entry. */
@Injectable()
export class NotesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async submissionVisible(submissionId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(VISIBLE_SQL, [submissionId]);
    return rows.length > 0;
  }

  /** The submission's notes, oldest first (along submission_notes_submission_id_created_at_idx). */
  listFor(submissionId: number): Promise<NoteRow[]> {
    return this.dataSource.query(LIST_SQL, [submissionId]);
  }

  /** Locks the visible submission against deletion; false when there is none. */
  async lockSubmission(manager: EntityManager, submissionId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(LOCK_SUBMISSION_SQL, [submissionId]);
    return rows.length > 0;
  }

  /** The author's current e-mail, their row locked against deletion; null for an account deleted since. */
  async lockAuthor(manager: EntityManager, adminId: number): Promise<string | null> {
    const [row] = (await manager.query(AUTHOR_SQL, [adminId])) as { email: string }[];
    return row?.email ?? null;
  }

  async insert(
    manager: EntityManager,
    submissionId: number,
    authorId: number,
    authorEmail: string,
    text: string,
  ): Promise<NoteRow> {
    const [row] = (await manager.query(INSERT_SQL, [
      submissionId,
      authorId,
      text,
      authorEmail,
    ])) as NoteRow[];
    return row;
  }
}
