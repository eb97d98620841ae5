import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  ACCESS_TOKEN_INVALID,
  SUBMISSION_NOT_FOUND,
  type SubmissionNote,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.service';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { type NoteRow, NotesRepository } from './notes.repository';

function noteOf(row: NoteRow): SubmissionNote {
  return {
    id: row.id,
    author: row.author,
    text: row.text,
    created_at: row.created_at.toISOString(),
  };
}

function submissionNotFound(): NotFoundException {
  return new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
}

/**
 * The desk's internal notes on submissions (admins only). A note is the desk's own: nothing of the
 * customer's side (their list, their export, their events) reads this table. Adding one is a
 * transaction that also appends its audit entry (`note.added`, without the text).
 */
@Injectable()
export class NotesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: NotesRepository,
    private readonly audit: AuditLog,
  ) {}

  /** The visible submission's notes, oldest first; 404 for an unknown or deleted submission. */
  async list(submissionId: number): Promise<SubmissionNote[]> {
    const [visible, rows] = await Promise.all([
      this.repository.submissionVisible(submissionId),
      this.repository.listFor(submissionId),
    ]);
    if (!visible) throw submissionNotFound();
    return rows.map(noteOf);
  }

  async add(admin: AuthenticatedUser, submissionId: number, text: string): Promise<SubmissionNote> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.lockSubmission(manager, submissionId)))
        throw submissionNotFound();
      const email = await this.repository.lockAuthor(manager, admin.id);
      if (email === null) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
      const row = await this.repository.insert(manager, submissionId, admin.id, email, text);
      await this.audit.record(manager, {
        actor: { id: admin.id, email: admin.email },
        action: 'note.added',
        target: { type: 'submission', id: submissionId },
        details: { note_id: row.id, length: row.text.length },
      });
      return noteOf(row);
    });
  }
}
