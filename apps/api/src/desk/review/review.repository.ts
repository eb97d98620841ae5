import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SubmissionReply } from '../../submissions/entities/submission-reply.entity';
import { Submission } from '../../submissions/entities/submission.entity';
import { UsersRepository } from '../../users/users.repository';
import { NotesRepository } from '../notes/notes.repository';
import {
  ADMIN_SUBMISSION_COLUMNS,
  ADMIN_SUBMISSION_FROM,
  type AdminSubmissionRow,
  REPLY_VERSION_OF_S,
} from '../lists/pending-queue.repository';

/** One visible submission ($1), as the lists give it. */
const VISIBLE_SUBMISSION_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS} ${ADMIN_SUBMISSION_FROM}
  WHERE "s"."id" = $1 AND "s"."deleted_at" IS NULL`;

/** The visible submission ($1) locked for marking it reviewed or pending, or for a delete: its state and owner. */
const LOCK_FOR_STATUS_SQL =
  'SELECT "is_processed", "user_id" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE';

/** The visible submission ($1) locked for a reply: what the reply's rules read. */
const LOCK_FOR_REPLY_SQL =
  'SELECT "linkedin_url", "user_id", "is_processed", "admin_reply" IS NOT NULL AS "has_reply" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE';

/** The submission's ($1) reply version. */
const REPLY_VERSION_SQL = `SELECT (${REPLY_VERSION_OF_S}) AS "reply_version" FROM "submissions" "s" WHERE "s"."id" = $1`;

/** The reply ($2, sent at $3) and its checklist ($4) and scores ($5, $6) on the submission ($1), now reviewed. */
const APPLY_REPLY_SQL = `UPDATE "submissions"
         SET "admin_reply" = $2, "admin_reply_date" = $3, "is_processed" = true, "form_data" = $4::jsonb,
             "quality_score" = $5, "spam_score" = $6, "updated_at" = now()
         WHERE "id" = $1`;

/**
 * A version of the reply history, with when the replying admin ($2) claimed the submission ($1):
 * their claim is still there (the reply drops it afterwards); null for a reply sent without one.
 */
const INSERT_REPLY_VERSION_SQL = `INSERT INTO "submission_replies" ("submission_id", "admin_id", "reply", "form_data", "created_at", "claimed_at")
         VALUES ($1, $2, $3, $4::jsonb, $5,
           (SELECT "claim"."claimed_at" FROM "submission_claims" "claim" WHERE "claim"."submission_id" = $1 AND "claim"."admin_id" = $2))`;

export interface LockedForReply {
  linkedin_url: string;
  user_id: number;
  is_processed: boolean;
  has_reply: boolean;
}

export interface ReplyWrite {
  submissionId: number;
  adminId: number;
  reply: string;
  /** The checklist with its computed scores, as JSON text; null (and so are the scores) without one. */
  formData: string | null;
  profileScore: number | null;
  spamScore: number | null;
  sentAt: Date;
}

/**
 * The `submissions` and `submission_replies` tables as the admin's review of one submission reads
 * and writes them: the submission with its reply history, and the locks and writes of a reply, a
 * status change and a delete. Everything of a change runs on the change's transaction manager, and a
 * read that may run inside one takes it (the embedded database has one connection: a query beside
 * the transaction would wait for it). The lists: PendingQueueRepository, ReviewedWalkRepository.
 */
@Injectable()
export class ReviewRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly notes: NotesRepository,
  ) {}

  /** One visible submission as the lists give it; undefined when there is none. */
  async findVisible(
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminSubmissionRow | undefined> {
    const [row] = (await manager.query(VISIBLE_SUBMISSION_SQL, [id])) as AdminSubmissionRow[];
    return row;
  }

  /** Every reply sent for the submission, oldest first, with the e-mail of the admin who sent it. */
  findReplyHistory(
    submissionId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SubmissionReply[]> {
    return manager
      .getRepository(SubmissionReply)
      .createQueryBuilder('reply')
      .leftJoin('reply.admin', 'admin')
      .addSelect(['admin.id', 'admin.email'])
      .where('reply.submissionId = :id', { id: submissionId })
      .orderBy('reply.createdAt', 'ASC')
      .addOrderBy('reply.id', 'ASC')
      .getMany();
  }

  /** Locks the visible submission for marking it reviewed or pending; undefined when there is none. */
  async lockForStatus(
    manager: EntityManager,
    id: number,
  ): Promise<{ is_processed: boolean; user_id: number } | undefined> {
    const [locked] = (await manager.query(LOCK_FOR_STATUS_SQL, [id])) as {
      is_processed: boolean;
      user_id: number;
    }[];
    return locked;
  }

  async setProcessed(manager: EntityManager, id: number, isProcessed: boolean): Promise<void> {
    await manager.getRepository(Submission).update({ id }, { isProcessed });
  }

  /** Locks the visible submission for a reply; undefined when there is none. */
  async lockForReply(manager: EntityManager, id: number): Promise<LockedForReply | undefined> {
    const [locked] = (await manager.query(LOCK_FOR_REPLY_SQL, [id])) as LockedForReply[];
    return locked;
  }

  /**
   * The submission's reply version. Call it after the lock, as a statement of its own: one that
   * waited for the lock still reads the tables as they were when it began.
   */
  async currentReplyVersion(manager: EntityManager, id: number): Promise<number> {
    const [{ reply_version: version }] = (await manager.query(REPLY_VERSION_SQL, [id])) as {
      reply_version: number;
    }[];
    return version;
  }

  /** Keeps the admin's row from being deleted while the reply refers to it; false when the account is gone. */
  async lockReplyingAdmin(manager: EntityManager, adminId: number): Promise<boolean> {
    return (await this.users.lockEmailForKeyShare(manager, adminId)) !== null;
  }

  /** Stores the reply on the submission (now reviewed) and adds it to the reply history. */
  async insertReply(manager: EntityManager, write: ReplyWrite): Promise<void> {
    await manager.query(APPLY_REPLY_SQL, [
      write.submissionId,
      write.reply,
      write.sentAt,
      write.formData,
      write.profileScore,
      write.spamScore,
    ]);
    await manager.query(INSERT_REPLY_VERSION_SQL, [
      write.submissionId,
      write.adminId,
      write.reply,
      write.formData,
      write.sentAt,
    ]);
  }

  /** Locks the visible submission for a delete, with its owner's e-mail; undefined when there is none. */
  async lockForDelete(
    manager: EntityManager,
    id: number,
  ): Promise<{ is_processed: boolean; user_id: number; owner: string } | undefined> {
    const locked = await this.lockForStatus(manager, id);
    // A submission whose account is gone has no owner to record (user_id set null): none.
    if (!locked || locked.user_id === null) return undefined;
    const owner = await this.users.findById(locked.user_id, manager);
    return owner ? { ...locked, owner: owner.email } : undefined;
  }

  /** Hides the submission and erases what its review produced: reply, checklist, scores, message, reply history (and its ratings) and notes. */
  async eraseReview(manager: EntityManager, id: number, deletedAt: Date): Promise<void> {
    await manager.getRepository(Submission).update(
      { id },
      {
        deletedAt,
        message: null,
        adminReply: null,
        adminReplyDate: null,
        formData: null,
        qualityScore: null,
        spamScore: null,
      },
    );
    await manager.getRepository(SubmissionReply).delete({ submissionId: id });
    await this.notes.eraseFor(manager, id);
  }
}
