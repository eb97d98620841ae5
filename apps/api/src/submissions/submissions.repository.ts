import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PoolReader } from '../database/pool-reader';
import type { SubmissionRow } from './submission-contract';
import {
  IDEMPOTENT_ANSWER_SQL,
  INSERT_IDEMPOTENT_ANSWER_SQL,
  INSERT_SUBMISSION_SQL,
  LOCK_USER_FOR_QUOTA_SQL,
  OWN_SUBMISSION_SQL,
  OWN_SUBMISSIONS_PAGE_SQL,
  OWN_SUBMISSIONS_SQL,
  PENDING_DUPLICATE_SQL,
  PRUNE_IDEMPOTENCY_KEYS_SQL,
  QUEUE_POSITION_SQL,
} from './submissions.sql';

/** The first answer given to a submit with an Idempotency-Key. */
export interface IdempotentAnswer {
  /** SHA-256 (hex) of the request as the service reads it: canonical link and message. */
  requestHash: string;
  /** 201 (stored) or 200 (pointed to the pending one). */
  status: number;
  body: Record<string, unknown>;
}

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

  /** The id of the user's pending submission of `linkedinUrl` (canonical), if any. */
  async findPendingDuplicate(
    manager: EntityManager,
    userId: number,
    linkedinUrl: string,
  ): Promise<number | undefined> {
    const [row]: Array<{ id: number }> = await manager.query(PENDING_DUPLICATE_SQL, [
      userId,
      linkedinUrl,
    ]);
    return row?.id;
  }

  /** The first answer to the user's submit with `key`, unless it was given at or before `expiredAt`. */
  async findIdempotentAnswer(
    manager: EntityManager,
    userId: number,
    key: string,
    expiredAt: Date,
  ): Promise<IdempotentAnswer | undefined> {
    const [row]: Array<{
      request_hash: string;
      status: number;
      response: Record<string, unknown>;
    }> = await manager.query(IDEMPOTENT_ANSWER_SQL, [userId, key, expiredAt]);
    return row && { requestHash: row.request_hash, status: row.status, body: row.response };
  }

  /** Stores the answer to the user's submit with `key` (at `at`), pruning the user's keys given at or before `expiredAt`. */
  async storeIdempotentAnswer(
    manager: EntityManager,
    userId: number,
    key: string,
    answer: IdempotentAnswer,
    at: Date,
    expiredAt: Date,
  ): Promise<void> {
    await manager.query(PRUNE_IDEMPOTENCY_KEYS_SQL, [userId, expiredAt]);
    await manager.query(INSERT_IDEMPOTENT_ANSWER_SQL, [
      userId,
      key,
      answer.requestHash,
      answer.status,
      JSON.stringify(answer.body),
      at,
    ]);
  }

  /** The user's visible submissions, newest first, at most USER_SUBMISSIONS_CAP. */
  findOwn(userId: number): Promise<SubmissionRow[]> {
    return this.reader.rows<SubmissionRow>(OWN_SUBMISSIONS_SQL, [userId]);
  }

  /**
   * A page of the user's visible submissions, newest first: past `after` (its created_at key and
   * id) when given, at most `limit`; each with its key.
   */
  findOwnPage(
    userId: number,
    after: { key: string; id: string } | null,
    limit: number,
  ): Promise<(SubmissionRow & { walk_key: string })[]> {
    return this.reader.rows<SubmissionRow & { walk_key: string }>(OWN_SUBMISSIONS_PAGE_SQL, [
      userId,
      after?.key ?? null,
      after?.id ?? null,
      limit,
    ]);
  }

  /** The user's visible submission `id`; undefined when there is none (or it is another's). */
  async findOwnById(id: number, userId: number): Promise<SubmissionRow | undefined> {
    const [row] = await this.reader.rows<SubmissionRow>(OWN_SUBMISSION_SQL, [id, userId]);
    return row;
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
