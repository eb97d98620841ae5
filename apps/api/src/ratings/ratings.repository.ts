import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LOCK_FOR_RATING_SQL, RATING_OF_REPLY_SQL, UPSERT_RATING_SQL } from './ratings.sql';

export interface RatingTarget {
  is_processed: boolean;
  /** The current reply version's id; null without any reply. */
  reply_id: number | null;
}

export interface StoredRating {
  score: number;
  comment: string | null;
  created_at: Date;
  rated_at: Date;
}

/** The submission_ratings table. Every statement runs on the rating's transaction manager. */
@Injectable()
export class RatingsRepository {
  /** The owner's visible submission, locked against a reply or re-opening meanwhile; undefined when there is none. */
  async lockTarget(
    manager: EntityManager,
    submissionId: number,
    ownerId: number,
  ): Promise<RatingTarget | undefined> {
    const [row] = (await manager.query(LOCK_FOR_RATING_SQL, [submissionId, ownerId])) as
      RatingTarget[] | [];
    return row;
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
