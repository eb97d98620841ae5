import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { currentReplyOfS } from './submissions.repository';

/** The current reply version of the submission `s`: its id and checklist. */
const CURRENT_REPLY_OF_S = currentReplyOfS('"latest"."id", "latest"."form_data"');

/** The owner's ($2) visible submission ($1) with its current reply version (null columns without one). */
const OWN_CURRENT_REPLY_SQL = `SELECT "s"."is_processed", "current"."id" AS "reply_id", "current"."form_data"
  FROM "submissions" "s" LEFT JOIN LATERAL (${CURRENT_REPLY_OF_S}) AS "current" ON true
  WHERE "s"."id" = $1 AND "s"."user_id" = $2 AND "s"."deleted_at" IS NULL`;

/**
 * The owner's ($2) visible submission ($1), locked against a reply, re-opening or delete while a
 * tick is written (those lock it FOR UPDATE): its current reply is read after this, in a statement
 * of its own, so that one that waited for the lock sees the reply that was sent meanwhile.
 */
const LOCK_OWN_SQL = `SELECT "s"."is_processed" FROM "submissions" "s"
  WHERE "s"."id" = $1 AND "s"."user_id" = $2 AND "s"."deleted_at" IS NULL
  FOR SHARE OF "s"`;

/** The submission's ($1) current reply version; no row without a reply. */
const CURRENT_REPLY_SQL = `SELECT "current"."id" AS "reply_id", "current"."form_data"
  FROM "submissions" "s" CROSS JOIN LATERAL (${CURRENT_REPLY_OF_S}) AS "current" WHERE "s"."id" = $1`;

/** The current reply version of each of the submissions $1 (an array of ids) that has one. */
const CURRENT_REPLIES_SQL = `SELECT DISTINCT ON ("submission_id") "submission_id", "id" AS "reply_id", "form_data"
  FROM "submission_replies" WHERE "submission_id" = ANY($1::integer[])
  ORDER BY "submission_id", "created_at" DESC, "id" DESC`;

/**
 * The owner's ($1) reviews, per profile: their reviewed, visible submissions whose current reply
 * stored scores (a checklist), grouped by the stored (canonical) link. The $2 profiles reviewed
 * most recently (latest reply first, then newest submission), each with its $3 latest reviews; rows
 * by profile in that order, then oldest review first. Along submissions_user_id_created_at_idx: the
 * owner's own rows (at most a few hundred, the monthly quota bounds them).
 */
const PROFILE_REVIEWS_SQL = `WITH "reviewed" AS (
    SELECT "s"."id", "s"."linkedin_url", "s"."admin_reply_date", "s"."quality_score", "s"."spam_score",
      row_number() OVER (PARTITION BY "s"."linkedin_url" ORDER BY "s"."admin_reply_date" DESC, "s"."id" DESC) AS "recency"
    FROM "submissions" "s"
    WHERE "s"."user_id" = $1 AND "s"."deleted_at" IS NULL AND "s"."is_processed" = true
      AND "s"."admin_reply_date" IS NOT NULL AND "s"."quality_score" IS NOT NULL AND "s"."spam_score" IS NOT NULL
  ), "profiles" AS (
    SELECT "linkedin_url", "admin_reply_date" AS "latest_at", "id" AS "latest_id" FROM "reviewed"
    WHERE "recency" = 1 ORDER BY "admin_reply_date" DESC, "id" DESC LIMIT $2
  )
  SELECT "r"."linkedin_url", "r"."id" AS "submission_id", "r"."admin_reply_date" AS "replied_at",
    "r"."quality_score" AS "profile_score", "r"."spam_score"
  FROM "reviewed" "r" JOIN "profiles" "p" ON "p"."linkedin_url" = "r"."linkedin_url"
  WHERE "r"."recency" <= $3
  ORDER BY "p"."latest_at" DESC, "p"."latest_id" DESC, "r"."admin_reply_date", "r"."id"`;

/** A submission of the caller with its current reply version: `reply_id` null without a reply. */
export interface OwnCurrentReply {
  is_processed: boolean;
  reply_id: number | null;
  form_data: unknown;
}

export interface CurrentReply {
  submission_id: number;
  reply_id: number;
  form_data: unknown;
}

/** A review of PROFILE_REVIEWS_SQL. */
export interface ProfileReviewRow {
  linkedin_url: string;
  submission_id: number;
  replied_at: Date;
  profile_score: number;
  spam_score: number;
}

/**
 * The customer's submissions and their reply versions (`submissions`, `submission_replies`) as
 * the customer's report reads them: the current reply version of one submission or of several,
 * the lock a tick takes, and the reviews of each profile. A statement that may run inside a
 * transaction takes its manager (the embedded database has one connection).
 */
@Injectable()
export class ReplyVersionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The owner's visible submission with its current reply version; undefined without one. */
  async findOwnCurrentReply(
    submissionId: number,
    ownerId: number,
  ): Promise<OwnCurrentReply | undefined> {
    const [row] = (await this.dataSource.query(OWN_CURRENT_REPLY_SQL, [submissionId, ownerId])) as
      OwnCurrentReply[] | [];
    return row;
  }

  /** Locks the owner's visible submission for a tick (FOR SHARE); undefined when there is none. */
  async lockOwn(
    manager: EntityManager,
    submissionId: number,
    ownerId: number,
  ): Promise<{ is_processed: boolean } | undefined> {
    const [row] = (await manager.query(LOCK_OWN_SQL, [submissionId, ownerId])) as
      { is_processed: boolean }[] | [];
    return row;
  }

  /** The submission's current reply version (call it after lockOwn); undefined without a reply. */
  async currentReply(
    manager: EntityManager,
    submissionId: number,
  ): Promise<Omit<CurrentReply, 'submission_id'> | undefined> {
    const [row] = (await manager.query(CURRENT_REPLY_SQL, [submissionId])) as
      Omit<CurrentReply, 'submission_id'>[] | [];
    return row;
  }

  /** The current reply version of each of these submissions that has one, in no order. */
  currentReplies(submissionIds: number[]): Promise<CurrentReply[]> {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query<CurrentReply[]>(CURRENT_REPLIES_SQL, [submissionIds]);
  }

  /** The owner's reviews of their profiles (PROFILE_REVIEWS_SQL), grouped rows in answer order. */
  profileReviews(
    ownerId: number,
    maxProfiles: number,
    maxReviews: number,
  ): Promise<ProfileReviewRow[]> {
    return this.dataSource.query<ProfileReviewRow[]>(PROFILE_REVIEWS_SQL, [
      ownerId,
      maxProfiles,
      maxReviews,
    ]);
  }
}
