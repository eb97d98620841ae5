import { BadRequestException, ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminStatsResponse,
  type AdminSubmission,
  type AdminSubmissionDetail,
  DEFAULT_TIER,
  type ReplyVersion,
} from '@profileproof/contracts';
import { FORM_DATA_ERROR_KEY, VALIDATION_MESSAGES, validateFormData, withComputedScores } from '@profileproof/analysis';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { ACCESS_TOKEN_INVALID } from '../auth/guards/access-token.guard';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { User } from '../users/entities/user.entity';
import { SubmissionReply } from './entities/submission-reply.entity';
import { Submission } from './entities/submission.entity';
import { toSubmissionContract } from './submission-contract';

export const SUBMISSION_NOT_FOUND = 'Submission not found.';
export const ONLY_REVIEWED_DELETABLE = 'Only reviewed submissions can be deleted.';

/** Days in the submissions-per-day series of the statistics, today (UTC) included. */
export const STATS_DAYS = 30;

export interface ReplyInput {
  submissionId: number;
  adminId: number;
  /** The report text, trimmed and non-empty. */
  reply: string;
  /** The checklist as sent: untrusted, validated here, its scores recomputed. */
  analysis: unknown;
}

/**
 * Submissions as the admin works on them: the pending queue, the reviewed list, one submission with
 * its reply history, replying, re-opening, deleting, and the dashboard statistics. Each submission
 * carries its submitter's tier right now (SubscriptionsService decides it). A deleted submission is
 * not found by any of them (the query builders leave it out; the raw SQL says so).
 */
@Injectable()
export class SubmissionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Pending submissions, oldest first (along the partial pending index), at most `limit`. */
  async pendingQueue(limit: number, now: Date = new Date()): Promise<AdminSubmission[]> {
    const rows = await this.withSubmitter()
      .where('submission.isProcessed = false')
      .orderBy('submission.createdAt', 'ASC')
      .addOrderBy('submission.id', 'ASC')
      .limit(limit)
      .getMany();
    return this.withTiers(rows, now);
  }

  countReviewed(): Promise<number> {
    return this.dataSource.getRepository(Submission).countBy({ isProcessed: true });
  }

  /** Reviewed submissions, latest reply first (those without a reply date last), newest id first among equals. */
  async reviewedPage(offset: number, limit: number, now: Date = new Date()): Promise<AdminSubmission[]> {
    const rows = await this.withSubmitter()
      .where('submission.isProcessed = true')
      .orderBy('submission.adminReplyDate', 'DESC', 'NULLS LAST')
      .addOrderBy('submission.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getMany();
    return this.withTiers(rows, now);
  }

  /** One submission with every reply sent for it, oldest first; 404 when there is none. */
  async detail(id: number, manager: EntityManager = this.dataSource.manager, now: Date = new Date()): Promise<AdminSubmissionDetail> {
    const row = await this.withSubmitter(manager).where('submission.id = :id', { id }).getOne();
    if (!row) throw submissionNotFound();
    const replies = await manager
      .getRepository(SubmissionReply)
      .createQueryBuilder('reply')
      .leftJoin('reply.admin', 'admin')
      .addSelect(['admin.id', 'admin.email'])
      .where('reply.submissionId = :id', { id })
      .orderBy('reply.createdAt', 'ASC')
      .addOrderBy('reply.id', 'ASC')
      .getMany();
    const [submission] = await this.withTiers([row], now, manager);
    return { ...submission, reply_history: replies.map(toReplyVersion) };
  }

  /**
   * Marks a submission reviewed or pending. Its reply (if any) is kept either way: a re-opened
   * submission goes back to the queue with the reply the customer already sees.
   */
  async setProcessed(id: number, isProcessed: boolean): Promise<AdminSubmissionDetail> {
    const { affected } = await this.dataSource.getRepository(Submission).update({ id, deletedAt: IsNull() }, { isProcessed });
    if (!affected) throw submissionNotFound();
    return this.detail(id);
  }

  /**
   * Sends (or re-sends) the reply: stores the report text and the checklist with the scores the
   * server computes, marks the submission reviewed, and adds a version to its reply history. One
   * transaction that first locks the submission's row, so concurrent replies are applied one after
   * the other; every query goes through its manager. Invalid input writes nothing.
   */
  async reply(input: ReplyInput): Promise<AdminSubmissionDetail> {
    // Malformed checklists are refused before the submission is looked up (400 before 404).
    const shape = validateFormData(input.analysis);
    if (!shape.ok) throw analysisInvalid(shape.errors);

    return this.dataSource.transaction(async (manager) => {
      const [locked] = (await manager.query(
        'SELECT "linkedin_url" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE',
        [input.submissionId],
      )) as { linkedin_url: string }[];
      if (!locked) throw submissionNotFound();
      // The admin's row may not be deleted while the reply refers to it.
      const admins: unknown[] = await manager.query('SELECT "id" FROM "users" WHERE "id" = $1 FOR KEY SHARE', [input.adminId]);
      if (admins.length === 0) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });

      // Again with the profile URL: keys left out take their defaults (accountType from the URL).
      const checked = validateFormData(input.analysis, { profileUrl: locked.linkedin_url });
      if (!checked.ok) throw analysisInvalid(checked.errors);
      const analysis = withComputedScores(checked.value);
      const formData = JSON.stringify(analysis);
      const now = new Date();

      await manager.query(
        `UPDATE "submissions"
         SET "admin_reply" = $2, "admin_reply_date" = $3, "is_processed" = true, "form_data" = $4::jsonb,
             "quality_score" = $5, "spam_score" = $6, "updated_at" = now()
         WHERE "id" = $1`,
        [input.submissionId, input.reply, now, formData, analysis.profileScorePercentage, analysis.spamScore],
      );
      await manager.query(
        `INSERT INTO "submission_replies" ("submission_id", "admin_id", "reply", "form_data", "created_at")
         VALUES ($1, $2, $3, $4::jsonb, $5)`,
        [input.submissionId, input.adminId, input.reply, formData, now],
      );
      return this.detail(input.submissionId, manager, now);
    });
  }

  /**
   * Deletes a reviewed submission: 404 when missing (or deleted already), 409 when still pending.
   * The row stays, hidden, as the record that its month's submission was used (the quota counts
   * it, so a delete gives nothing back); what the review produced goes: the reply, the checklist,
   * the scores, the customer's message and every reply version. One transaction.
   */
  async deleteReviewed(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const submissions = manager.getRepository(Submission);
      const { affected } = await submissions.update(
        { id, isProcessed: true, deletedAt: IsNull() },
        { deletedAt: new Date(), message: null, adminReply: null, adminReplyDate: null, formData: null, qualityScore: null, spamScore: null },
      );
      if (affected) {
        await manager.getRepository(SubmissionReply).delete({ submissionId: id });
        return;
      }
      if (await submissions.existsBy({ id })) throw new ConflictException({ detail: ONLY_REVIEWED_DELETABLE });
      throw submissionNotFound();
    });
  }

  /**
   * The dashboard figures, computed by the database: counts, submissions per UTC day over the last
   * STATS_DAYS days (today included, zero-filled, oldest first), the mean quality score of reviewed
   * submissions that have one, and the median hours from submission to reply of reviewed ones.
   * Deleted submissions count in none of them.
   */
  async statistics(now: Date = new Date()): Promise<AdminStatsResponse> {
    const [summary] = (await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE NOT "is_processed")::int AS "pending_count",
         count(*) FILTER (WHERE "is_processed")::int AS "reviewed_count",
         round(avg("quality_score") FILTER (WHERE "is_processed"), 1)::float8 AS "average_quality_score",
         round(
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY (extract(epoch FROM "admin_reply_date" - "created_at") / 3600)::float8)
             FILTER (WHERE "is_processed" AND "admin_reply_date" IS NOT NULL))::numeric,
           1
         )::float8 AS "median_reply_hours"
       FROM "submissions"
       WHERE "deleted_at" IS NULL`,
    )) as Pick<AdminStatsResponse, 'pending_count' | 'reviewed_count' | 'average_quality_score' | 'median_reply_hours'>[];

    // Days are UTC calendar days: midnight to midnight in UTC, whatever the session's time zone.
    const perDay = (await this.dataSource.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "date", count("submission"."id")::int AS "count"
       FROM generate_series(
         date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC') - make_interval(days => $2::int - 1),
         date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC'),
         interval '1 day'
       ) AS "day"
       LEFT JOIN "submissions" "submission"
         ON "submission"."created_at" >= "day" AT TIME ZONE 'UTC'
        AND "submission"."created_at" < ("day" + interval '1 day') AT TIME ZONE 'UTC'
        AND "submission"."deleted_at" IS NULL
       GROUP BY "day"
       ORDER BY "day"`,
      [now.toISOString(), STATS_DAYS],
    )) as AdminStatsResponse['submissions_per_day'];

    return {
      pending_count: summary.pending_count,
      reviewed_count: summary.reviewed_count,
      submissions_per_day: perDay.map(({ date, count }) => ({ date, count })),
      average_quality_score: summary.average_quality_score,
      median_reply_hours: summary.median_reply_hours,
    };
  }

  /** Submissions with their submitter's id and e-mail (a many-to-one join: LIMIT stays exact). */
  private withSubmitter(manager: EntityManager = this.dataSource.manager) {
    return manager
      .getRepository(Submission)
      .createQueryBuilder('submission')
      .innerJoin('submission.user', 'user')
      .addSelect(['user.id', 'user.email']);
  }

  private async withTiers(rows: Submission[], now: Date, manager?: EntityManager): Promise<AdminSubmission[]> {
    const tiers = await this.subscriptions.effectiveTiersFor(
      rows.map((row) => row.userId),
      now,
      manager,
    );
    return rows.map((row) => ({ ...toSubmissionContract(row, row.user as User), tier: tiers.get(row.userId) ?? DEFAULT_TIER }));
  }
}

function toReplyVersion(reply: SubmissionReply): ReplyVersion {
  return {
    reply: reply.reply,
    form_data: reply.formData,
    sent_at: reply.createdAt.toISOString(),
    sent_by: reply.admin?.email ?? null,
  };
}

function submissionNotFound(): NotFoundException {
  return new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
}

/** The checklist's errors as `analysis.<key>` fields (`analysis` itself when it is not an object). */
function analysisInvalid(errors: Record<string, string[]>): BadRequestException {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => {
      const wholeValue = key === FORM_DATA_ERROR_KEY && messages[0] === VALIDATION_MESSAGES.notAnObject;
      return [wholeValue ? 'analysis' : `analysis.${key}`, messages];
    }),
  );
  return new BadRequestException({ detail: 'Validation failed', errors: fields });
}
