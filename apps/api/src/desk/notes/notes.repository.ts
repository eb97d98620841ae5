import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { UsersRepository } from '../../users/users.repository';
import { SubmissionsRepository } from '../../submissions/submissions.repository';

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

const INSERT_SQL = `INSERT INTO "submission_notes" ("submission_id", "author_id", "text") VALUES ($1, $2, $3)
  RETURNING "id", $4::text AS "author", "text", "created_at"`;

/** Every statement of the submission_notes table (the submission's and the author's locks are their owners'). Writes take the manager of the transaction that also appends their audit entry. */
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

  /** The submission's notes, oldest first (along submission_notes_submission_id_created_at_idx). */
  listFor(submissionId: number): Promise<NoteRow[]> {
    return this.dataSource.query(LIST_SQL, [submissionId]);
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
}
