import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCESS_TOKEN_INVALID,
  MESSAGES,
  PROFILE_SUBMITTED,
  type Submission as SubmissionContract,
  type SubmitResponse,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { deskConfig } from '../config/desk.config';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { submissionFromRow } from './submission-contract';
import { SubmissionsRepository } from './submissions.repository';

/** The customer's side of submissions: submitting within the monthly quota, and the own list. */
@Injectable()
export class SubmissionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly submissions: SubmissionsRepository,
    @Inject(deskConfig.KEY) private readonly desk: ConfigType<typeof deskConfig>,
  ) {}

  /**
   * Stores a submission unless the month's quota is used up. One transaction: the user's row is
   * locked first (FOR UPDATE), so a user's submits are serialised across connections and API
   * instances; then the count and the insert cannot interleave with another submit's. The new row
   * is due its creation time plus the reply window of the user's tier at that moment. Every query
   * goes through the transaction's manager. Resolves, once committed, with the answer and the new id.
   */
  async submit(
    userId: number,
    linkedinUrl: string,
    message: string | null,
  ): Promise<{ id: number; answer: SubmitResponse }> {
    return this.dataSource.transaction(async (manager) => {
      // A valid token for an account deleted since.
      if (!(await this.submissions.lockUserForQuota(manager, userId)))
        throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
      // Read the clock once the lock is held: the count and the new row use the same period.
      const now = new Date();
      const { usage, effective } = await this.subscriptions.usageFor(userId, manager, now);
      if (usage.limit !== null && usage.used >= usage.limit) {
        throw new ForbiddenException({
          detail: MESSAGES.submit.limitReached,
          limit_reached: true,
          message: MESSAGES.submit.limitReached,
        });
      }
      const id = await this.submissions.insertSubmission(manager, {
        userId,
        linkedinUrl,
        message,
        createdAt: now,
        // The promise is made now, under the plan the user has now: a later plan change keeps it.
        dueBy: new Date(now.getTime() + this.desk.replyWindowMs[effective.tier]),
      });
      return {
        id,
        answer: {
          message: PROFILE_SUBMITTED,
          limit_reached: usage.limit !== null && usage.used + 1 >= usage.limit,
        },
      };
    });
  }

  /** The user's own submissions, newest first, at most USER_SUBMISSIONS_CAP: one read along the (user_id, created_at) index. */
  async submissionsOf(userId: number): Promise<SubmissionContract[]> {
    const rows = await this.submissions.findOwn(userId);
    return rows.map(submissionFromRow);
  }
}
