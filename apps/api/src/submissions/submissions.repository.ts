import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
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
  CURRENT_REPLY_ID_OF_S,
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

const VISIBLE_SQL = `SELECT 1 FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL`;

/** The visible submission ($1), kept from being deleted until a row that refers to it (a note) is stored. */
const LOCK_VISIBLE_FOR_KEY_SHARE_SQL = `SELECT "id" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR KEY SHARE`;

/**
 * The owner's ($2) visible submission ($1), locked against a concurrent reply or re-opening while
 * it is rated, with its current reply version's id and that version's rating, if any.
 */
const LOCK_FOR_RATING_SQL = `SELECT "s"."is_processed", (${CURRENT_REPLY_ID_OF_S}) AS "reply_id"
  FROM "submissions" "s" WHERE "s"."id" = $1 AND "s"."user_id" = $2 AND "s"."deleted_at" IS NULL
  FOR SHARE OF "s"`;

/** The submission a rating is for, as its lock reads it. */
export interface RatingTarget {
  is_processed: boolean;
  /** The current reply version's id; null without any reply. */
  reply_id: number | null;
}

/**
 * The customer's side of the `submissions` table. Reads outside a transaction run on the data
 * source (`DataSource.query`); the submit's statements run on its transaction's manager (the embedded
 * database has one connection: a query beside the transaction would wait for it).
 */
@Injectable()
export class SubmissionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the submission is visible (not deleted). */
  async isVisible(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(VISIBLE_SQL, [id]);
    return rows.length > 0;
  }

  /** Keeps the visible submission from being deleted until the transaction ends; false when there is none. */
  async lockVisibleForKeyShare(manager: EntityManager, id: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(LOCK_VISIBLE_FOR_KEY_SHARE_SQL, [id]);
    return rows.length > 0;
  }

  /** The owner's visible submission, locked against a reply or re-opening while it is rated; undefined when there is none. */
  async lockForRating(
    manager: EntityManager,
    id: number,
    ownerId: number,
  ): Promise<RatingTarget | undefined> {
    const [row] = (await manager.query(LOCK_FOR_RATING_SQL, [id, ownerId])) as RatingTarget[] | [];
    return row;
  }

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
    return this.dataSource.query<SubmissionRow[]>(OWN_SUBMISSIONS_SQL, [userId]);
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
    return this.dataSource.query<(SubmissionRow & { walk_key: string })[]>(
      OWN_SUBMISSIONS_PAGE_SQL,
      [userId, after?.key ?? null, after?.id ?? null, limit],
    );
  }

  /** The user's visible submission `id`; undefined when there is none (or it is another's). */
  async findOwnById(id: number, userId: number): Promise<SubmissionRow | undefined> {
    const [row] = await this.dataSource.query<SubmissionRow[]>(OWN_SUBMISSION_SQL, [id, userId]);
    return row;
  }

  /** The owner's visible submission with what its queue position needs; undefined when there is none. */
  async findQueuePosition(
    submissionId: number,
    ownerId: number,
    medianSample: number,
    at: Date,
  ): Promise<QueuePositionRow | undefined> {
    const [row] = await this.dataSource.query<QueuePositionRow[]>(QUEUE_POSITION_SQL, [
      submissionId,
      ownerId,
      medianSample,
      at,
    ]);
    return row;
  }
}
