import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { UsersRepository } from '../../users/users.repository';
import { SubmissionsRepository } from '../../submissions/submissions.repository';
import { emailsOf } from '../admin-emails';

/** A note with the e-mail of its author (null once that account is gone). */
export interface NoteRow {
  id: number;
  author: string | null;
  text: string;
  created_at: Date;
}

const LIST_SQL = `SELECT "n"."id", "n"."author_id", "n"."text", "n"."created_at"
  FROM "submission_notes" "n"
  WHERE "n"."submission_id" = $1
  ORDER BY "n"."created_at", "n"."id"`;

/**
 * How many internal notes the desk wrote on the submission `submissionId` (an SQL expression of
 * another statement): a scalar subquery, an index-only count along
 * submission_notes_submission_id_created_at_idx (admins' lists only, never the customer's).
 */
export const notesCountOf = (submissionId: string) =>
  `(SELECT count(*)::int FROM "submission_notes" "note" WHERE "note"."submission_id" = ${submissionId})`;

/** The desk's internal notes on a submission ($1), erased with what its review produced when it is deleted. */
const ERASE_SQL = `DELETE FROM "submission_notes" WHERE "submission_id" = $1`;

const INSERT_SQL = `INSERT INTO "submission_notes" ("submission_id", "author_id", "text") VALUES ($1, $2, $3)
  RETURNING "id", $4::text AS "author", "text", "created_at"`;

/** Every statement of the submission_notes table (the submission's and the author's locks and the authors' e-mails are their owners'). Writes take the manager of the transaction that also appends their audit entry. */
@Injectable()
export class NotesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly submissions: SubmissionsRepository,
  ) {}

  async submissionVisible(submissionId: number): Promise<boolean> {
    return this.submissions.isVisible(submissionId);
  }

  /**
   * The submission's notes, oldest first (along submission_notes_submission_id_created_at_idx),
   * each with its author's e-mail (the users' owner reads them).
   */
  async listFor(submissionId: number): Promise<NoteRow[]> {
    const rows = (await this.dataSource.query(LIST_SQL, [submissionId])) as (Omit<
      NoteRow,
      'author'
    > & { author_id: number | null })[];
    const emails = await emailsOf(
      this.users,
      rows.map((row) => row.author_id),
    );
    return rows.map(({ author_id: authorId, ...row }) => ({
      ...row,
      author: authorId === null ? null : (emails.get(authorId) ?? null),
    }));
  }

  /** Locks the visible submission against deletion; false when there is none. */
  async lockSubmission(manager: EntityManager, submissionId: number): Promise<boolean> {
    return this.submissions.lockVisibleForKeyShare(manager, submissionId);
  }

  /** The author's current e-mail, their row locked against deletion; null for an account deleted since. */
  async lockAuthor(manager: EntityManager, adminId: number): Promise<string | null> {
    return this.users.lockEmailForKeyShare(manager, adminId);
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

  /** Erases the submission's notes (its review is deleted). */
  async eraseFor(manager: EntityManager, submissionId: number): Promise<void> {
    await manager.query(ERASE_SQL, [submissionId]);
  }
}
