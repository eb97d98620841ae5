import { Injectable } from '@nestjs/common';
import { USER_SUBMISSIONS_ARRAY_CAP } from '@profileproof/contracts';
import { ERASED_MARKER } from '@profileproof/contracts/account';
import { DataSource, type EntityManager } from 'typeorm';
import { ratingOfReply } from './ratings/ratings.repository';
import { joinUser } from '../users/users.repository';
import type { SubmissionRow } from './submission-contract';

/*
 * The customer's side of the `submissions` table, and the fragments every statement of the
 * submissions side composes (the contract's columns, the current reply, the reply's author, the
 * median reply time): the other repositories of these tables (the queue position, the review desk's
 * lists, statistics and export) build their statements from them.
 */

/**
 * The current reply version of the submission `s` (the latest of its reply history, along
 * submission_replies_submission_id_created_at_idx, the order REPLIED_BY_COLUMN uses), as the
 * columns named (of the alias "latest").
 */
export const currentReplyOfS = (
  columns: string,
) => `SELECT ${columns} FROM "submission_replies" "latest"
    WHERE "latest"."submission_id" = "s"."id" ORDER BY "latest"."created_at" DESC, "latest"."id" DESC LIMIT 1`;

/** The id of the current reply version of the submission `s`. */
export const CURRENT_REPLY_ID_OF_S = currentReplyOfS('"latest"."id"');

/**
 * The owner's rating of the current reply of the submission `s`, as one JSON column (`rating`:
 * `{score, comment, rated_at}` or null). Read only for a reviewed row (two index lookups), never
 * for a pending one: a re-opened submission shows no rating until its next reply is rated.
 */
const CURRENT_RATING_COLUMN = `CASE WHEN "s"."is_processed" THEN ${ratingOfReply(`(${CURRENT_REPLY_ID_OF_S})`)} END AS "rating"`;

/**
 * How many submissions the user `userId` made from `since` on (SQL expressions of the caller's
 * statement), deleted ones included: the month's usage against the quota. A scalar subquery along
 * the (user_id, created_at) index.
 */
export const submissionsMadeSince = (userId: string, since: string) =>
  `(SELECT count(*) FROM "submissions" WHERE "user_id" = ${userId} AND "created_at" >= ${since})`;

/**
 * The median hours from submission to its current reply over the latest `sampleParam` (a
 * placeholder such as '$3', bound to MEDIAN_REPLY_SAMPLE) replies, to one decimal; null without
 * any. A scalar subquery that reads only that many entries of the reviewed list's index (they
 * carry both dates). Shared by the statistics and the customer's expected reply time.
 */
export function medianReplyHoursSql(sampleParam: string): string {
  return `(SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY "hours"))::numeric, 1)::float8
       FROM (
         SELECT (extract(epoch FROM "admin_reply_date" - "created_at") / 3600)::float8 AS "hours"
         FROM "submissions"
         WHERE "is_processed" = true AND "deleted_at" IS NULL AND "admin_reply_date" IS NOT NULL
         ORDER BY coalesce("admin_reply_date", '-infinity'::timestamptz) DESC, "id" DESC
         LIMIT ${sampleParam}
       ) AS "latest")`;
}

/**
 * Who sent the current reply of the submission `s`: the e-mail of the admin of its latest reply
 * version (`submission_replies`, along its (submission_id, created_at) index), as `replied_by`.
 * Null without a reply, and when that admin's account was deleted since (`admin_id` set null):
 * the reviewed list and the export then say FORMER_ADMIN. A subquery of the columns, run only for
 * a row with a reply, as the claim's holder is (review-queue.repository.ts).
 */
export const REPLIED_BY_COLUMN = `CASE WHEN "s"."admin_reply_date" IS NOT NULL THEN (
    SELECT "author"."email" FROM "submission_replies" "version" ${joinUser('author', '"version"."admin_id"', 'LEFT JOIN')}
    WHERE "version"."submission_id" = "s"."id"
    ORDER BY "version"."created_at" DESC, "version"."id" DESC
    LIMIT 1
  ) END AS "replied_by"`;

/** A row read with REPLIED_BY_COLUMN. */
export interface RepliedByRow {
  replied_by: string | null;
}

/**
 * The columns of a submission as the contract shows it, for raw reads: the submission is `s`, its
 * submitter `u` (joined on `s.user_id`). Read into `SubmissionRow` (submission-contract.ts). With
 * the owner's rating of the current reply (reviewed rows only); never the desk's internal notes.
 */
export const SUBMISSION_COLUMNS = `"s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data", ${CURRENT_RATING_COLUMN}`;

/** The submission `s`'s submitter, as `u` (SUBMISSION_COLUMNS reads its e-mail). */
const SUBMITTER_JOIN = joinUser('u', '"s"."user_id"');

/**
 * A new submission of the user ($1) for the profile $2 (its canonical link), pending, with the
 * message $3, created at $4 and due by $5, unless the user already has a pending, visible
 * submission of that profile (the oldest if several: rows from before links were canonical) or $6
 * (the quota allows one more) is false; the other columns take their defaults. One statement, one
 * snapshot: `pending_id` is the pending submission found (nothing inserted), `id` the new row's (null
 * when nothing was inserted). The duplicate is read along the (user_id, created_at) index, a
 * user's own rows. A statement written once, run by TypeORM's transaction like the reply's writes:
 * building it with the query builder on every submit cost a visible share of the submit's CPU in
 * the API benchmark.
 */
const INSERT_UNLESS_PENDING_SQL = `WITH "pending" AS (
    SELECT "id" FROM "submissions"
    WHERE "user_id" = $1::integer AND "linkedin_url" = $2::varchar AND "is_processed" = false AND "deleted_at" IS NULL
    ORDER BY "id" LIMIT 1
  ), "inserted" AS (
    INSERT INTO "submissions" ("user_id", "linkedin_url", "message", "created_at", "due_by")
    SELECT $1::integer, $2::varchar, $3::text, $4::timestamptz, $5::timestamptz
    WHERE $6::boolean AND NOT EXISTS (SELECT 1 FROM "pending")
    RETURNING "id"
  )
  SELECT (SELECT "id" FROM "pending") AS "pending_id", (SELECT "id" FROM "inserted") AS "id"`;

/**
 * A page of the user's ($1) visible submissions, newest first, past the submission ($2 created_at
 * as a key text, $3 id) when $3 is not null, at most $4: a seek along the (user_id, created_at)
 * index, whatever the page. Each row with its key (`walk_key`: created_at, UTC, microseconds).
 * Keyset, not offset: a submission made while the customer pages comes before the cursor (a new
 * first page shows it), a deleted one is gone, and nothing else moves, so no row repeats or is
 * skipped.
 */
const OWN_SUBMISSIONS_PAGE_SQL = `SELECT ${SUBMISSION_COLUMNS},
    to_char("s"."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "walk_key"
  FROM "submissions" "s" ${SUBMITTER_JOIN}
  WHERE "s"."user_id" = $1 AND "s"."deleted_at" IS NULL
    AND ($3::bigint IS NULL OR ("s"."created_at", "s"."id") < ($2::timestamptz, $3::bigint))
  ORDER BY "s"."created_at" DESC, "s"."id" DESC
  LIMIT $4`;

/** The caller's ($2) visible submission $1, as their list gives it. */
const OWN_SUBMISSION_SQL = `SELECT ${SUBMISSION_COLUMNS}
  FROM "submissions" "s" ${SUBMITTER_JOIN}
  WHERE "s"."id" = $1 AND "s"."user_id" = $2 AND "s"."deleted_at" IS NULL`;

/** The user's ($1) visible submissions, newest first, at most USER_SUBMISSIONS_ARRAY_CAP: along the (user_id, created_at) index. */
const OWN_SUBMISSIONS_SQL = `SELECT ${SUBMISSION_COLUMNS}
  FROM "submissions" "s" ${SUBMITTER_JOIN}
  WHERE "s"."user_id" = $1 AND "s"."deleted_at" IS NULL
  ORDER BY "s"."created_at" DESC, "s"."id" DESC
  LIMIT ${USER_SUBMISSIONS_ARRAY_CAP}`;

export interface NewSubmission {
  userId: number;
  linkedinUrl: string;
  message: string | null;
  createdAt: Date;
  /** When its reply is promised: createdAt plus the owner's reply window. */
  dueBy: Date;
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

/** A submission as the account's export gives it (the caller's own, visible ones). */
export type ExportSubmissionRow = Omit<SubmissionRow, 'email' | 'form_data' | 'rating'>;

/** A reply version as the account's export gives it: its text and date, not who wrote it. */
export interface ExportReplyRow {
  id: number;
  submission_id: number;
  reply: string;
  created_at: Date;
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

  /**
   * Inserts a pending submission unless the user has a pending one of the same profile (its id:
   * `pendingId`, nothing inserted) or `allowed` is false (nothing inserted, no ids); otherwise the
   * new row's `id`. One statement.
   */
  async insertUnlessPending(
    manager: EntityManager,
    submission: NewSubmission,
    allowed: boolean,
  ): Promise<{ pendingId?: number; id?: number }> {
    const [row]: Array<{ pending_id: number | null; id: number | null }> = await manager.query(
      INSERT_UNLESS_PENDING_SQL,
      [
        submission.userId,
        submission.linkedinUrl,
        submission.message,
        submission.createdAt,
        submission.dueBy,
        allowed,
      ],
    );
    if (row.pending_id !== null) return { pendingId: row.pending_id };
    return row.id === null ? {} : { id: row.id };
  }

  /** The user's visible submissions for the account's export, oldest first (along submissions_user_id_created_at_idx). */
  findOwnForExport(userId: number): Promise<ExportSubmissionRow[]> {
    return this.dataSource.query<ExportSubmissionRow[]>(
      `SELECT "id", "linkedin_url", "message", "created_at", "is_processed", "admin_reply", "admin_reply_date"
         FROM "submissions" WHERE "user_id" = $1 AND "deleted_at" IS NULL
         ORDER BY "created_at", "id"`,
      [userId],
    );
  }

  /** Every reply version of these submissions, oldest first: its id, submission, text and date. */
  findRepliesForExport(submissionIds: number[]): Promise<ExportReplyRow[]> {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query<ExportReplyRow[]>(
      `SELECT "id", "submission_id", "reply", "created_at" FROM "submission_replies"
         WHERE "submission_id" = ANY($1::integer[]) ORDER BY "created_at", "id"`,
      [submissionIds],
    );
  }

  /**
   * Erases a closing account's content in its transaction: its submissions (counted in their
   * month's totals) lose their link, message, reply and checklist and leave every list; their
   * replies' texts go.
   */
  async eraseOwnContent(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(
      `UPDATE "submission_replies" SET "reply" = $2::text, "form_data" = NULL
         WHERE "submission_id" IN (SELECT "id" FROM "submissions" WHERE "user_id" = $1)`,
      [userId, ERASED_MARKER],
    );
    await manager.query(
      `UPDATE "submissions" SET "linkedin_url" = $2::text,
         "message" = CASE WHEN "message" IS NULL THEN NULL ELSE $2::text END,
         "admin_reply" = CASE WHEN "admin_reply" IS NULL THEN NULL ELSE $2::text END,
         "form_data" = NULL, "deleted_at" = COALESCE("deleted_at", now())
       WHERE "user_id" = $1`,
      [userId, ERASED_MARKER],
    );
  }

  /** The user's visible submissions, newest first, at most USER_SUBMISSIONS_ARRAY_CAP. */
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
}
