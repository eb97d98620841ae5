import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DESK_MESSAGES,
  LOW_RATING_MAX_SCORE,
  RATING_CHANGE_DAYS,
  SUBMISSION_NOT_FOUND,
  type SubmissionRating,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { LiveEvents } from '../../live-events/live-events.service';
import { SubmissionsRepository } from '../submissions.repository';
import { RatingsRepository } from './ratings.repository';

const CHANGE_WINDOW_MS = RATING_CHANGE_DAYS * 24 * 60 * 60 * 1000;

export interface RatingInput {
  score: number;
  comment: string | null;
}

/**
 * Customers rate the report of a reviewed submission: one rating per reply version (a re-opened
 * and re-answered submission is rated afresh), changeable for RATING_CHANGE_DAYS after it was first
 * given. A low one (LOW_RATING_MAX_SCORE or less) reaches the admins' screens live (`rating.low`).
 */
@Injectable()
export class RatingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: RatingsRepository,
    private readonly submissions: SubmissionsRepository,
    private readonly liveEvents: LiveEvents,
  ) {}

  async rate(
    ownerId: number,
    submissionId: number,
    input: RatingInput,
    now: Date = new Date(),
  ): Promise<SubmissionRating> {
    const stored = await this.dataSource.transaction(async (manager) => {
      // Another user's submission is as unknown as a missing one.
      const target = await this.submissions.lockForRating(manager, submissionId, ownerId);
      if (!target) throw new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
      if (!target.is_processed || target.reply_id === null)
        throw new ConflictException({ detail: DESK_MESSAGES.ratingNotReviewed });
      const existing = await this.repository.findForUpdate(manager, target.reply_id);
      if (existing && now.getTime() - existing.created_at.getTime() > CHANGE_WINDOW_MS)
        throw new ConflictException({ detail: DESK_MESSAGES.ratingLocked });
      return this.repository.upsert(manager, target.reply_id, input.score, input.comment, now);
    });
    if (stored.score <= LOW_RATING_MAX_SCORE)
      await this.liveEvents.publish({ type: 'rating.low', id: submissionId });
    return {
      score: stored.score,
      comment: stored.comment,
      rated_at: stored.rated_at.toISOString(),
    };
  }
}
