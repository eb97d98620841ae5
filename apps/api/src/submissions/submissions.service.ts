import { createHash } from 'node:crypto';
import {
  ForbiddenException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCESS_TOKEN_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  MESSAGES,
  PROFILE_ALREADY_PENDING,
  PROFILE_SUBMITTED,
  type Submission as SubmissionContract,
  SUBMISSION_NOT_FOUND,
  type UserSubmissionsPage,
  type SubmitResponse,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { deskConfig } from '../config/desk.config';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { encodeCursor, type WalkCursor } from '../app/walk-query';
import { submissionFromRow } from './submission-contract';
import { UsersRepository } from '../users/users.repository';
import { type IdempotentAnswer, IdempotencyKeysRepository } from './idempotency-keys.repository';
import { SubmissionsRepository } from './submissions.repository';

/** How long an Idempotency-Key keeps its first answer: a retry later than that is a new submit. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** What a submit answered. */
export interface SubmitOutcome {
  /** 201: a new submission; 200: the caller's pending submission of the profile (nothing stored). */
  status: HttpStatus.CREATED | HttpStatus.OK;
  answer: SubmitResponse;
  /** The submission stored or pointed to. */
  id: number;
  /** Whether this call stored a new submission (false for a pending duplicate and a replay). */
  created: boolean;
  /** Whether the answer is the stored first answer to the same Idempotency-Key. */
  replayed: boolean;
}

/** The request a key stands for, as the service reads it: the canonical link and the message. */
function requestHash(linkedinUrl: string, message: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([linkedinUrl, message]))
    .digest('hex');
}

/** The customer's side of submissions: submitting within the monthly quota, and the own list. */
@Injectable()
export class SubmissionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly submissions: SubmissionsRepository,
    private readonly idempotencyKeys: IdempotencyKeysRepository,
    private readonly users: UsersRepository,
    @Inject(deskConfig.KEY) private readonly desk: ConfigType<typeof deskConfig>,
  ) {}

  /**
   * Stores a submission of the profile `linkedinUrl` (already canonical) unless the month's quota
   * is used up (403), or points to the one already waiting. One transaction: the user's row is
   * locked first (FOR UPDATE), so a user's submits are serialised across connections and API
   * instances; the rules below then read the tables as the previous submit left them:
   *
   * 1. With an `idempotencyKey` the user gave within IDEMPOTENCY_KEY_TTL_MS: the first answer,
   *    again (`replayed`), when the request is the same (canonical link and message); 422 when it
   *    is not. Nothing else is read or written.
   * 2. The user's pending (not yet reviewed, not deleted) submission of the same profile: 200
   *    pointing to it, no row, no quota (a profile may be sent again once it is reviewed).
   * 3. The quota: 403 when used up; otherwise a new row, due its creation time plus the reply
   *    window of the user's tier at that moment: 201.
   *
   * 2 and 3 are one statement (the duplicate, else the insert when the quota allows it): without a
   * key the transaction is five statements, a round trip each (begin, lock, usage, insert, commit).
   *
   * The answer of 2 or 3 is stored under the key in the same transaction, so a retry that waited
   * for the lock finds it. A refusal (403) is not stored: a retry asks again. Every query goes
   * through the transaction's manager. Resolves once committed.
   */
  async submit(
    userId: number,
    linkedinUrl: string,
    message: string | null,
    idempotencyKey: string | null = null,
  ): Promise<SubmitOutcome> {
    return this.dataSource.transaction(async (manager) => {
      // A valid token for an account deleted since.
      if (!(await this.users.lockForUpdate(manager, userId)))
        throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
      // Read the clock once the lock is held: the count and the new row use the same period.
      const now = new Date();
      const expiredAt = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
      // Only a keyed submit compares or stores the request: without a key, nothing to hash.
      const keyed =
        idempotencyKey === null
          ? null
          : { key: idempotencyKey, hash: requestHash(linkedinUrl, message) };
      if (keyed) {
        const first = await this.idempotencyKeys.findAnswer(manager, userId, keyed.key, expiredAt);
        if (first) return replay(first, keyed.hash);
      }

      const { usage, effective } = await this.subscriptions.usageFor(userId, manager, now);
      const usedUp = usage.limit !== null && usage.used >= usage.limit;
      let outcome: SubmitOutcome;
      // Rules 2 and 3 in one statement: the pending duplicate, else the row if the quota allows it.
      const stored = await this.submissions.insertUnlessPending(
        manager,
        {
          userId,
          linkedinUrl,
          message,
          createdAt: now,
          // The promise is made now, under the plan the user has now: a later plan change keeps it.
          dueBy: new Date(now.getTime() + this.desk.replyWindowMs[effective.tier]),
        },
        !usedUp,
      );
      if (stored.pendingId !== undefined) {
        outcome = {
          status: HttpStatus.OK,
          answer: {
            message: PROFILE_ALREADY_PENDING,
            limit_reached: usedUp,
            submission_id: stored.pendingId,
            already_pending: true,
          },
          id: stored.pendingId,
          created: false,
          replayed: false,
        };
      } else if (stored.id === undefined) {
        throw new ForbiddenException({
          detail: MESSAGES.submit.limitReached,
          limit_reached: true,
          message: MESSAGES.submit.limitReached,
        });
      } else {
        outcome = {
          status: HttpStatus.CREATED,
          answer: {
            message: PROFILE_SUBMITTED,
            limit_reached: usage.limit !== null && usage.used + 1 >= usage.limit,
            submission_id: stored.id,
          },
          id: stored.id,
          created: true,
          replayed: false,
        };
      }
      if (keyed) {
        await this.idempotencyKeys.storeAnswer(
          manager,
          userId,
          keyed.key,
          { requestHash: keyed.hash, status: outcome.status, body: { ...outcome.answer } },
          now,
          expiredAt,
        );
      }
      return outcome;
    });
  }

  /**
   * A page of the user's own submissions, newest first, `limit` of them past the cursor (null: the
   * first page), and the cursor of the next page (null on the last). A seek along the
   * (user_id, created_at) index: any page costs what the first does, and there is no last page a
   * customer cannot reach.
   */
  async submissionsPage(
    userId: number,
    cursor: WalkCursor | null,
    limit: number,
  ): Promise<UserSubmissionsPage> {
    const rows = await this.submissions.findOwnPage(
      userId,
      cursor && cursor.key !== null ? { key: cursor.key, id: cursor.id } : null,
      limit + 1,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      submissions: page.map(submissionFromRow),
      next_cursor:
        rows.length > limit && last
          ? encodeCursor('own', {
              asOf: new Date(0),
              key: last.walk_key,
              id: String(last.id),
              page: 1,
              direction: 'forward',
            })
          : null,
    };
  }

  /** The user's own visible submission `id`; 404 for a missing, deleted or another user's one. */
  async ownSubmission(userId: number, id: number): Promise<SubmissionContract> {
    const row = await this.submissions.findOwnById(id, userId);
    if (!row) throw new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
    return submissionFromRow(row);
  }

  /** The user's own submissions, newest first, at most USER_SUBMISSIONS_CAP: one read along the (user_id, created_at) index. */
  async submissionsOf(userId: number): Promise<SubmissionContract[]> {
    const rows = await this.submissions.findOwn(userId);
    return rows.map(submissionFromRow);
  }
}

/** The first answer to a key, for the same request; 422 for another. */
function replay(first: IdempotentAnswer, hash: string): SubmitOutcome {
  if (first.requestHash !== hash)
    throw new UnprocessableEntityException({ detail: IDEMPOTENCY_KEY_REUSED });
  const answer = first.body as unknown as SubmitResponse;
  return {
    status: first.status === HttpStatus.OK ? HttpStatus.OK : HttpStatus.CREATED,
    answer,
    id: answer.submission_id ?? 0,
    created: false,
    replayed: true,
  };
}
