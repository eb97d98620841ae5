import { BadRequestException, ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminSubmission,
  type AdminSubmissionDetail,
  DEFAULT_TIER,
  PROCESSED_PAGE_SIZE,
  type ProcessedListResponse,
  type ReplyVersion,
} from '@profileproof/contracts';
import { FORM_DATA_ERROR_KEY, VALIDATION_MESSAGES, validateFormData, withComputedScores } from '@profileproof/analysis';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { ACCESS_TOKEN_INVALID } from '../../auth/auth-messages';
import { SubscriptionsService } from '../../subscriptions/subscriptions.service';
import type { User } from '../../users/entities/user.entity';
import { SubmissionReply } from '../entities/submission-reply.entity';
import { Submission } from '../entities/submission.entity';
import { submissionsWithSubmitter, toSubmissionContract } from '../submission-contract';

export const SUBMISSION_NOT_FOUND = 'Submission not found.';
export const ONLY_REVIEWED_DELETABLE = 'Only reviewed submissions can be deleted.';

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
 * its reply history, replying, re-opening and deleting (the statistics: ReviewStatsService). Each submission
 * carries its submitter's tier right now (SubscriptionsService decides it). A deleted submission is
 * not found by any of them (the query builders leave it out; the raw SQL says so).
 */
@Injectable()
export class ReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Pending submissions, oldest first (along the partial pending index), at most `limit`. */
  async pendingQueue(limit: number, now: Date = new Date()): Promise<AdminSubmission[]> {
    const rows = await submissionsWithSubmitter(this.dataSource.manager)
      .where('submission.isProcessed = false')
      .orderBy('submission.createdAt', 'ASC')
      .addOrderBy('submission.id', 'ASC')
      .limit(limit)
      .getMany();
    return this.withTiers(rows, now);
  }

  /**
   * One page of reviewed submissions. A page past the last one answers the last page
   * (`current_page` says which), so a list that shrank under the admin's feet still shows rows;
   * with none at all: page 1 of 0, empty. The count and the page are two reads, not one snapshot.
   */
  async reviewedPage(requestedPage: number): Promise<ProcessedListResponse> {
    const totalCount = await this.dataSource.getRepository(Submission).countBy({ isProcessed: true });
    const totalPages = Math.ceil(totalCount / PROCESSED_PAGE_SIZE);
    const currentPage = Math.min(requestedPage, Math.max(totalPages, 1));
    const submissions = totalCount === 0 ? [] : await this.reviewed((currentPage - 1) * PROCESSED_PAGE_SIZE, PROCESSED_PAGE_SIZE);
    return { submissions, total_count: totalCount, total_pages: totalPages, current_page: currentPage };
  }

  /** Reviewed submissions, latest reply first (those without a reply date last), newest id first among equals. */
  private async reviewed(offset: number, limit: number, now: Date = new Date()): Promise<AdminSubmission[]> {
    const rows = await submissionsWithSubmitter(this.dataSource.manager)
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
    const row = await submissionsWithSubmitter(manager).where('submission.id = :id', { id }).getOne();
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
        {
          deletedAt: new Date(),
          message: null,
          adminReply: null,
          adminReplyDate: null,
          formData: null,
          qualityScore: null,
          spamScore: null,
        },
      );
      if (affected) {
        await manager.getRepository(SubmissionReply).delete({ submissionId: id });
        return;
      }
      if (await submissions.existsBy({ id })) throw new ConflictException({ detail: ONLY_REVIEWED_DELETABLE });
      throw submissionNotFound();
    });
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
