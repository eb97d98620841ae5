import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  MEDIAN_REPLY_SAMPLE,
  QUEUE_MESSAGES,
  type QueuePosition,
  SUBMISSION_NOT_FOUND,
} from '@profileproof/contracts';
import { estimateReply } from './queue-position.estimate';
import { QueuePositionRepository } from './queue-position.repository';

/**
 * Where a customer's pending submission stands in the review queue, in the admin queue's order:
 * earliest due first (`due_by`, set at submission from the owner's reply window), then oldest. A
 * Premium submission made after a Free one is usually ahead of it; the promise of the estimate is
 * the submission's own `due_by`.
 */
@Injectable()
export class QueuePositionService {
  constructor(private readonly submissions: QueuePositionRepository) {}

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
    const { expectedReplyBy, late } = estimateReply({
      ahead: row.ahead,
      medianHours: row.median_reply_hours,
      createdAt: row.created_at,
      dueBy: row.due_by,
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
