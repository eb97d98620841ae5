import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PoolReader } from '../database/pool-reader';
import type { SubmissionRow } from './submission-contract';
import {
  INSERT_SUBMISSION_SQL,
  LOCK_USER_FOR_QUOTA_SQL,
  OWN_SUBMISSIONS_SQL,
  QUEUE_POSITION_SQL,
} from './submissions.sql';

export interface NewSubmission {
  userId: number;
  linkedinUrl: string;
  message: string | null;
  createdAt: Date;
  /** When its reply is promised: createdAt plus the owner's reply window. */
  dueBy: Date;
}

/** A row of QUEUE_POSITION_SQL. */
export interface QueuePositionRow {
  created_at: Date;
  due_by: Date;
  /** Null once the submission is reviewed (and so are the median and in_review). */
  ahead: number | null;
  median_reply_hours: number | null;
  in_review: boolean | null;
}

/**
 * The customer's side of the `submissions` table. Reads outside a transaction go straight to the
 * pool (PoolReader); the submit's statements run on its transaction's manager (the embedded
 * database has one connection: a query beside the transaction would wait for it).
 */
@Injectable()
export class SubmissionsRepository {
  constructor(private readonly reader: PoolReader) {}

  /** Locks the user's row for the rest of the transaction; false when the account is gone. */
  async lockUserForQuota(manager: EntityManager, userId: number): Promise<boolean> {
    const locked: unknown[] = await manager.query(LOCK_USER_FOR_QUOTA_SQL, [userId]);
    return locked.length > 0;
  }

  /** Inserts a pending submission; its id. */
  async insertSubmission(manager: EntityManager, submission: NewSubmission): Promise<number> {
    const [inserted]: Array<{ id: number }> = await manager.query(INSERT_SUBMISSION_SQL, [
      submission.userId,
      submission.linkedinUrl,
      submission.message,
      submission.createdAt,
      submission.dueBy,
    ]);
    return inserted.id;
  }

  /** The user's visible submissions, newest first, at most USER_SUBMISSIONS_CAP. */
  findOwn(userId: number): Promise<SubmissionRow[]> {
    return this.reader.rows<SubmissionRow>(OWN_SUBMISSIONS_SQL, [userId]);
  }

  /** The owner's visible submission with what its queue position needs; undefined when there is none. */
  async findQueuePosition(
    submissionId: number,
    ownerId: number,
    medianSample: number,
    at: Date,
  ): Promise<QueuePositionRow | undefined> {
    const [row] = await this.reader.rows<QueuePositionRow>(QUEUE_POSITION_SQL, [
      submissionId,
      ownerId,
      medianSample,
      at,
    ]);
    return row;
  }
}
