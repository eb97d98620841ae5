import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  DEFAULT_TIER,
  MEDIAN_REPLY_SAMPLE,
  QUEUE_MESSAGES,
  type QueuePosition,
  SUBMISSION_NOT_FOUND,
  TIER_REPLY_WINDOW_HOURS,
} from '@profileproof/contracts';
import { tierGrantedBy } from '../subscriptions/subscriptions.service';
import { estimateReply } from './queue-position.estimate';
import { SubmissionsRepository } from './submissions.repository';

/**
 * Where a customer's pending submission stands in the review queue. Higher tiers are not served
 * first: the queue is first come, first served, as the admin queue lists it (oldest first); the
 * tier only sets the promised window of the estimate (and shows to admins as a badge).
 */
@Injectable()
export class QueuePositionService {
  constructor(private readonly submissions: SubmissionsRepository) {}

  /** 404 for a missing, deleted or another user's submission (alike: its existence is not told); 409 once reviewed. One read. */
  async positionOf(
    submissionId: number,
    ownerId: number,
    now: Date = new Date(),
  ): Promise<QueuePosition> {
    const row = await this.submissions.findQueuePosition(
      submissionId,
      ownerId,
      MEDIAN_REPLY_SAMPLE,
      now,
    );
    if (!row) throw new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
    if (row.ahead === null) throw new ConflictException({ detail: QUEUE_MESSAGES.alreadyReviewed });
    const subscription =
      row.subscription_tier === null
        ? null
        : { tier: row.subscription_tier, endDate: row.subscription_end_date };
    const tier = subscription ? tierGrantedBy(subscription, now) : DEFAULT_TIER;
    const { expectedReplyBy, late } = estimateReply({
      ahead: row.ahead,
      medianHours: row.median_reply_hours,
      windowHours: TIER_REPLY_WINDOW_HOURS[tier],
      createdAt: row.created_at,
      now,
    });
    return {
      position: row.ahead + 1,
      ahead: row.ahead,
      expected_reply_by: expectedReplyBy.toISOString(),
      late,
      in_review: row.in_review === true,
    };
  }
}
