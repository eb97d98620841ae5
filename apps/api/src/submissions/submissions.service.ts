import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCESS_TOKEN_INVALID,
  MESSAGES,
  PROFILE_SUBMITTED,
  type Submission as SubmissionContract,
  type SubmitResponse,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { PoolReader } from '../database/pool-reader';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { SUBMISSION_COLUMNS, submissionFromRow, type SubmissionRow } from './submission-contract';

/** The most submissions GET /api/contact/user-submissions/ returns (the newest). */
export const USER_SUBMISSIONS_CAP = 500;

/**
 * A new submission, pending; the other columns take their defaults. A statement written once, run by
 * TypeORM's transaction like the reply's writes: building it with the query builder on every submit
 * cost a visible share of the submit's CPU in the API benchmark.
 */
export const INSERT_SQL = `INSERT INTO "submissions" ("user_id", "linkedin_url", "message", "created_at") VALUES ($1, $2, $3, $4) RETURNING "id"`;

export const OWN_SUBMISSIONS_SQL = `SELECT ${SUBMISSION_COLUMNS}
  FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  WHERE "s"."user_id" = $1 AND "s"."deleted_at" IS NULL
  ORDER BY "s"."created_at" DESC, "s"."id" DESC
  LIMIT ${USER_SUBMISSIONS_CAP}`;

/** The customer's side of submissions: submitting within the monthly quota, and the own list. */
@Injectable()
export class SubmissionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly reader: PoolReader,
  ) {}

  /**
   * Stores a submission unless the month's quota is used up. One transaction: the user's row is
   * locked first (FOR UPDATE), so a user's submits are serialised across connections and API
   * instances; then the count and the insert cannot interleave with another submit's. Every query
   * goes through the transaction's manager. Resolves, once committed, with the answer and the new id.
   */
  async submit(
    userId: number,
    linkedinUrl: string,
    message: string | null,
  ): Promise<{ id: number; answer: SubmitResponse }> {
    return this.dataSource.transaction(async (manager) => {
      const locked: unknown[] = await manager.query(
        'SELECT id FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      // A valid token for an account deleted since.
      if (locked.length === 0) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
      // Read the clock once the lock is held: the count and the new row use the same period.
      const now = new Date();
      const { usage } = await this.subscriptions.usageFor(userId, manager, now);
      if (usage.limit !== null && usage.used >= usage.limit) {
        throw new ForbiddenException({
          detail: MESSAGES.submit.limitReached,
          limit_reached: true,
          message: MESSAGES.submit.limitReached,
        });
      }
      const [inserted]: Array<{ id: number }> = await manager.query(INSERT_SQL, [
        userId,
        linkedinUrl,
        message,
        now,
      ]);
      return {
        id: inserted.id,
        answer: {
          message: PROFILE_SUBMITTED,
          limit_reached: usage.limit !== null && usage.used + 1 >= usage.limit,
        },
      };
    });
  }

  /** The user's own submissions, newest first, at most USER_SUBMISSIONS_CAP: one read along the (user_id, created_at) index. */
  async submissionsOf(userId: number): Promise<SubmissionContract[]> {
    const rows = await this.reader.rows<SubmissionRow>(OWN_SUBMISSIONS_SQL, [userId]);
    return rows.map(submissionFromRow);
  }
}
