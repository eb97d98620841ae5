import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The rating of a reply version ($1), locked for a change. */
const RATING_OF_REPLY_SQL = `SELECT "score", "comment", "created_at", "rated_at" FROM "submission_ratings" WHERE "reply_id" = $1 FOR UPDATE`;

/** Rates a reply version ($1) or changes its rating: $2 score, $3 comment, at $4. */
const UPSERT_RATING_SQL = `INSERT INTO "submission_ratings" ("reply_id", "score", "comment", "created_at", "rated_at")
  VALUES ($1, $2, $3, $4, $4)
  ON CONFLICT ON CONSTRAINT "submission_ratings_pkey" DO UPDATE
    SET "score" = EXCLUDED."score", "comment" = EXCLUDED."comment", "rated_at" = EXCLUDED."rated_at"
  RETURNING "score", "comment", "rated_at"`;

/**
 * The rating of the reply version `replyId` (an SQL expression of another statement), as one JSON
 * value (`{score, comment, rated_at}`, null when unrated): a scalar subquery, one primary-key lookup.
 */
export const ratingOfReply = (replyId: string) => `(
    SELECT json_build_object('score', "rating"."score", 'comment', "rating"."comment", 'rated_at', "rating"."rated_at")
    FROM "submission_ratings" "rating" WHERE "rating"."reply_id" = ${replyId}
  )`;

/** Joins the rating (if any) of the reply version `replyId` as `alias`. */
export const joinRatingOfReply = (alias: string, replyId: string) =>
  `LEFT JOIN "submission_ratings" "${alias}" ON "${alias}"."reply_id" = ${replyId}`;

export interface StoredRating {
  score: number;
  comment: string | null;
  created_at: Date;
  rated_at: Date;
}

/** A rating of a reply version, as the account's export gives it (score 1–5). */
export interface ReplyRatingRow {
  reply_id: number;
  score: number;
  comment: string | null;
  rated_at: Date;
}

/**
 * The submission_ratings table (the rated submission's lock is its owner's, taken by the service). A rating's statements
 * run on its transaction's manager; the export's read on the data source
 * or the manager given.
 */
@Injectable()
export class RatingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The ratings of these reply versions (those rated), by rated_at then reply id. */
  findOfReplies(replyIds: number[]): Promise<ReplyRatingRow[]> {
    if (replyIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query<ReplyRatingRow[]>(
      `SELECT "reply_id", "score", "comment", "rated_at" FROM "submission_ratings"
         WHERE "reply_id" = ANY($1::integer[]) ORDER BY "rated_at", "reply_id"`,
      [replyIds],
    );
  }

  /** The reply version's rating, locked for a change; undefined when unrated. */
  async findForUpdate(manager: EntityManager, replyId: number): Promise<StoredRating | undefined> {
    const [row] = (await manager.query(RATING_OF_REPLY_SQL, [replyId])) as StoredRating[] | [];
    return row;
  }

  async upsert(
    manager: EntityManager,
    replyId: number,
    score: number,
    comment: string | null,
    at: Date,
  ): Promise<{ score: number; comment: string | null; rated_at: Date }> {
    const [row] = (await manager.query(UPSERT_RATING_SQL, [replyId, score, comment, at])) as {
      score: number;
      comment: string | null;
      rated_at: Date;
    }[];
    return row;
  }
}
