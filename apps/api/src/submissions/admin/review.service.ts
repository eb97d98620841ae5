import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FORM_DATA_ERROR_KEY,
  VALIDATION_MESSAGES,
  validateFormData,
  withComputedScores,
} from '@profileproof/analysis';
import {
  ACCESS_TOKEN_INVALID,
  type AdminSubmission,
  type AdminSubmissionDetail,
  DEFAULT_TIER,
  ONLY_REVIEWED_DELETABLE,
  PLACEHOLDER_MESSAGES,
  placeholdersIn,
  PROCESSED_PAGE_SIZE,
  type ProcessedListResponse,
  REPLY_MESSAGES,
  type ReplyVersion,
  type ReviewedSubmission,
  type StaleReplyBody,
  SUBMISSION_NOT_FOUND,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.service';
import { PoolReader } from '../../database/pool-reader';
import { LiveEvents } from '../../live-events/live-events.service';
import { tierGrantedBy } from '../../subscriptions/subscriptions.service';
import { SubmissionReply } from '../entities/submission-reply.entity';
import { Submission } from '../entities/submission.entity';
import { SUBMISSION_COLUMNS, submissionFromRow, type SubmissionRow } from '../submission-contract';
import { type Actor, dropClaim, refuseIfClaimedByAnother } from './claims.service';
import { REPLIED_BY_COLUMN, type RepliedByRow } from './replied-by';

export interface ReplyInput {
  submissionId: number;
  admin: Actor;
  /** The report text, trimmed and non-empty. */
  reply: string;
  /** The checklist as sent: untrusted, validated here, its scores recomputed. */
  analysis: unknown;
  /** The submission's reply version the draft was opened at: stale (409) once another reply was sent. */
  baseVersion: number;
}

/**
 * The live claim on the submission `s` (`claim`, one row per submission at most; a row past its
 * `claimed_until` is no claim); the e-mail of the admin who holds it is a subquery of the columns
 * (`holder`), run only for a row with a claim. Both are lookups by primary key. A subquery rather
 * than a second join because every list plans its statement on each request, and planning grows
 * with the joins: the subquery costs the pending queue less than a second join (measured in
 * tools/bench/README.md).
 */
const CLAIM_JOIN = `LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()`;

/**
 * A submission's reply version: how many replies were sent for it (each send adds one to its reply
 * history, which only a delete empties). An index-only count along
 * submission_replies_submission_id_created_at_idx.
 */
const REPLY_VERSION_OF_S = `SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id"`;

/** A submission with its submitter's e-mail and subscription (`sub`, left-joined: one row per user at most), and its live claim. */
const ADMIN_SUBMISSION_FROM = `FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
  ${CLAIM_JOIN}`;
const ADMIN_SUBMISSION_COLUMNS = `${SUBMISSION_COLUMNS}, "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (${REPLY_VERSION_OF_S}) AS "reply_version"`;

interface AdminSubmissionRow extends SubmissionRow {
  subscription_tier: string | null;
  subscription_end_date: Date | null;
  /** Null (and so is claimed_until) when nobody holds a live claim. */
  claimed_by: string | null;
  claimed_until: Date | null;
  reply_version: number;
}

/** One visible submission ($1), as the lists give it; in the caller's transaction (see `detail`). */
const SUBMISSION_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS} ${ADMIN_SUBMISSION_FROM}
  WHERE "s"."id" = $1 AND "s"."deleted_at" IS NULL`;

export const PENDING_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS} ${ADMIN_SUBMISSION_FROM}
  WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
  ORDER BY "s"."created_at", "s"."id"
  LIMIT $1`;

/**
 * The reviewed list's order: latest reply first, those without a reply last, newest id first among
 * equals; the key of the index submissions_reviewed_order_idx (read backwards).
 */
const REVIEWED_ORDER_KEY = `coalesce("admin_reply_date", '-infinity'::timestamptz)`;

/**
 * The count of reviewed submissions, the page to show ($1 requested, clamped to the last; $2 rows a
 * page), and where it starts: the bucket of reviewed_buckets (migration ReviewTallies) that holds
 * the page's first row, as the bound of its rows in the list's order, and how many rows of the
 * bucket come before the page. No bucket when the list is empty.
 */
export const REVIEWED_HEAD_SQL = `WITH "buckets" AS (
    SELECT "bound_at", "bound_id", "reviewed_count",
           sum("reviewed_count") OVER (ORDER BY "bound_at" DESC, "bound_id" DESC) - "reviewed_count" AS "before"
    FROM "reviewed_buckets" WHERE "reviewed_count" > 0
  ), "page" AS (
    SELECT "total_count", least($1::bigint, greatest(ceil("total_count" / $2::numeric)::bigint, 1)) AS "current_page"
    FROM (SELECT coalesce(sum("reviewed_count"), 0)::bigint AS "total_count" FROM "buckets") AS "total"
  )
  SELECT "page"."total_count"::int AS "total_count", "page"."current_page"::int AS "current_page",
         "bucket"."bound_at", "bucket"."bound_id", (("page"."current_page" - 1) * $2 - "bucket"."before")::int AS "skip"
  FROM "page" LEFT JOIN LATERAL (
    SELECT "bound_at", "bound_id", "before" FROM "buckets"
    WHERE "buckets"."before" + "buckets"."reviewed_count" > ("page"."current_page" - 1) * $2
    ORDER BY "bound_at" DESC, "bound_id" DESC
    LIMIT 1
  ) AS "bucket" ON true`;

interface ReviewedPageHead {
  total_count: number;
  current_page: number;
  /** Null (and so are the others below) when nothing is reviewed. */
  bound_at: Date | null;
  bound_id: string | null;
  skip: number | null;
}

/**
 * A page of reviewed submissions: from the bucket's bound ($1, $2), skip $3 rows, take $4, along
 * the index (only its entries are read for the rows skipped); then those rows with their submitter
 * and who sent their current reply.
 */
export const REVIEWED_PAGE_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS}, ${REPLIED_BY_COLUMN}
  FROM (
    SELECT "id" FROM "submissions"
    WHERE "is_processed" = true AND "deleted_at" IS NULL AND (${REVIEWED_ORDER_KEY}, "id") < ($1::timestamptz, $2::bigint)
    ORDER BY ${REVIEWED_ORDER_KEY} DESC, "id" DESC
    OFFSET $3 LIMIT $4
  ) AS "page"
  JOIN "submissions" "s" ON "s"."id" = "page"."id"
  JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
  ${CLAIM_JOIN}
  ORDER BY coalesce("s"."admin_reply_date", '-infinity'::timestamptz) DESC, "s"."id" DESC`;

/** A row of ADMIN_SUBMISSION_COLUMNS as the contract shows it, with the submitter's tier at `now`. */
function adminSubmissionFromRow(row: AdminSubmissionRow, now: Date): AdminSubmission {
  const subscription =
    row.subscription_tier === null
      ? null
      : { tier: row.subscription_tier, endDate: row.subscription_end_date };
  const claim =
    row.claimed_by === null || row.claimed_until === null
      ? null
      : { claimed_by: row.claimed_by, claimed_until: row.claimed_until.toISOString() };
  return {
    ...submissionFromRow(row),
    tier: subscription ? tierGrantedBy(subscription, now) : DEFAULT_TIER,
    claim,
    reply_version: row.reply_version,
  };
}

/**
 * Submissions as the admin works on them: the pending queue, the reviewed list, one submission with
 * its reply history, replying, re-opening and deleting (the statistics: ReviewStatsService; claims:
 * ClaimsService). Each submission carries its submitter's tier right now (`tierGrantedBy` decides
 * it) and its live claim. A deleted submission is not found by any of them (the query builders
 * leave it out; the raw SQL says so). Every change is a transaction that first locks the
 * submission's row and records the admin's action in the audit log when something changed; once
 * it is committed, the admins' screens and the owner's hear of it (LiveEvents).
 */
@Injectable()
export class ReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: PoolReader,
    private readonly audit: AuditLog,
    private readonly liveEvents: LiveEvents,
  ) {}

  /** Pending submissions, oldest first (along the partial pending index), at most `limit`. One read. */
  async pendingQueue(limit: number, now: Date = new Date()): Promise<AdminSubmission[]> {
    const rows = await this.reader.rows<AdminSubmissionRow>(PENDING_SQL, [limit]);
    return rows.map((row) => adminSubmissionFromRow(row, now));
  }

  /**
   * One page of reviewed submissions. A page past the last one answers the last page
   * (`current_page` says which), so a list that shrank under the admin's feet still shows rows;
   * with none at all: page 1 of 0, empty. Two reads, neither of which grows with the list: the
   * count and the page's bucket from the tallies (a few hundred rows a year), then the page itself
   * from the index, skipping only within that bucket. They are two reads, not one snapshot.
   */
  async reviewedPage(
    requestedPage: number,
    now: Date = new Date(),
  ): Promise<ProcessedListResponse> {
    const [head] = await this.reader.rows<ReviewedPageHead>(REVIEWED_HEAD_SQL, [
      requestedPage,
      PROCESSED_PAGE_SIZE,
    ]);
    const { total_count: totalCount, current_page: currentPage } = head;
    const rows =
      head.bound_at === null
        ? []
        : await this.reader.rows<AdminSubmissionRow & RepliedByRow>(REVIEWED_PAGE_SQL, [
            head.bound_at,
            head.bound_id,
            head.skip,
            PROCESSED_PAGE_SIZE,
          ]);
    return {
      submissions: rows.map((row): ReviewedSubmission => ({
        ...adminSubmissionFromRow(row, now),
        replied_by: row.replied_by,
      })),
      total_count: totalCount,
      total_pages: Math.ceil(totalCount / PROCESSED_PAGE_SIZE),
      current_page: currentPage,
    };
  }

  /** One submission with every reply sent for it, oldest first; 404 when there is none. */
  async detail(
    id: number,
    manager: EntityManager = this.dataSource.manager,
    now: Date = new Date(),
  ): Promise<AdminSubmissionDetail> {
    const [row] = (await manager.query(SUBMISSION_SQL, [id])) as AdminSubmissionRow[];
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
    return { ...adminSubmissionFromRow(row, now), reply_history: replies.map(toReplyVersion) };
  }

  /**
   * Marks a submission reviewed or pending. Its reply (if any) is kept either way: a re-opened
   * submission goes back to the queue with the reply the customer already sees. Recorded only
   * when it changes; a reviewed submission loses its claim.
   */
  async setProcessed(
    id: number,
    isProcessed: boolean,
    admin: Actor,
  ): Promise<AdminSubmissionDetail> {
    const { detail, ownerId, changed } = await this.dataSource.transaction(async (manager) => {
      const [locked] = (await manager.query(
        'SELECT "is_processed", "user_id" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE',
        [id],
      )) as { is_processed: boolean; user_id: number }[];
      if (!locked) throw submissionNotFound();
      const changed = locked.is_processed !== isProcessed;
      if (changed) {
        await manager.getRepository(Submission).update({ id }, { isProcessed });
        await this.audit.record(manager, {
          actor: admin,
          action: isProcessed ? 'submission.marked_reviewed' : 'submission.reopened',
          target: { type: 'submission', id },
        });
      }
      // Marking an already reviewed submission again leaves an admin's edit claim alone.
      if (isProcessed && changed) await dropClaim(manager, id);
      return { detail: await this.detail(id, manager), ownerId: locked.user_id, changed };
    });
    if (changed) await this.liveEvents.publish({ type: 'submission.changed', id }, { ownerId });
    return detail;
  }

  /**
   * Sends (or re-sends) the reply: stores the report text and the checklist with the scores the
   * server computes, marks the submission reviewed, adds a version to its reply history, records
   * it and drops the claim. One transaction that first locks the submission's row, so concurrent
   * replies (and claims) are applied one after the other; every query goes through its manager.
   * Under that lock the reply must be drafted against the current version (409 when another reply
   * was sent since, whoever holds the claim), no other admin may hold a live claim (409), and a
   * reviewed submission takes a new version only from the admin who claimed it for editing (409).
   * Invalid input, or any refusal, writes nothing.
   */
  async reply(input: ReplyInput): Promise<AdminSubmissionDetail> {
    // Malformed checklists are refused before the submission is looked up (400 before 404).
    const shape = validateFormData(input.analysis);
    if (!shape.ok) throw analysisInvalid(shape.errors);

    const { detail, ownerId } = await this.dataSource.transaction(async (manager) => {
      const [locked] = (await manager.query(
        'SELECT "linkedin_url", "user_id", "is_processed", "admin_reply" IS NOT NULL AS "has_reply" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE',
        [input.submissionId],
      )) as { linkedin_url: string; user_id: number; is_processed: boolean; has_reply: boolean }[];
      if (!locked) throw submissionNotFound();
      // A statement of its own, after the lock: one that waited for the lock still reads the tables as they were when it began.
      const [{ reply_version: currentVersion }] = (await manager.query(
        `SELECT (${REPLY_VERSION_OF_S}) AS "reply_version" FROM "submissions" "s" WHERE "s"."id" = $1`,
        [input.submissionId],
      )) as { reply_version: number }[];
      // The admin's row may not be deleted while the reply refers to it.
      const admins: unknown[] = await manager.query(
        'SELECT "id" FROM "users" WHERE "id" = $1 FOR KEY SHARE',
        [input.admin.id],
      );
      if (admins.length === 0) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });

      // The report quotes the profile URL, which may hold braces of its own.
      const placeholders = placeholdersIn(input.reply, locked.linkedin_url);
      if (placeholders.length > 0) {
        throw new BadRequestException({
          detail: VALIDATION_FAILED,
          errors: { reply: [PLACEHOLDER_MESSAGES.inReport(placeholders)] },
        });
      }
      if (input.baseVersion !== currentVersion) {
        const stale: StaleReplyBody = {
          detail: REPLY_MESSAGES.stale,
          reply_version: currentVersion,
        };
        throw new ConflictException(stale);
      }
      const holdsClaim = await refuseIfClaimedByAnother(
        manager,
        input.submissionId,
        input.admin.id,
      );
      if (locked.is_processed && !holdsClaim) {
        throw new ConflictException({ detail: REPLY_MESSAGES.editRequired });
      }

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
        [
          input.submissionId,
          input.reply,
          now,
          formData,
          analysis.profileScorePercentage,
          analysis.spamScore,
        ],
      );
      await manager.query(
        `INSERT INTO "submission_replies" ("submission_id", "admin_id", "reply", "form_data", "created_at")
         VALUES ($1, $2, $3, $4::jsonb, $5)`,
        [input.submissionId, input.admin.id, input.reply, formData, now],
      );
      await this.audit.record(manager, {
        actor: input.admin,
        action: locked.has_reply ? 'reply.resent' : 'reply.sent',
        target: { type: 'submission', id: input.submissionId },
        details: { profile_score: analysis.profileScorePercentage, spam_score: analysis.spamScore },
      });
      await dropClaim(manager, input.submissionId);
      return {
        detail: await this.detail(input.submissionId, manager, now),
        ownerId: locked.user_id,
      };
    });
    await this.liveEvents.publish(
      { type: 'submission.replied', id: input.submissionId },
      { ownerId },
    );
    return detail;
  }

  /**
   * Deletes a reviewed submission: 404 when missing (or deleted already), 409 when still pending.
   * The row stays, hidden, as the record that its month's submission was used (the quota counts
   * it, so a delete gives nothing back); what the review produced goes: the reply, the checklist,
   * the scores, the customer's message and every reply version. One transaction, recorded with
   * the owner's e-mail (the entry is all that says whose it was).
   */
  async deleteReviewed(id: number, admin: Actor): Promise<void> {
    const ownerId = await this.dataSource.transaction(async (manager) => {
      const [locked] = (await manager.query(
        `SELECT "s"."is_processed", "s"."user_id", "u"."email" AS "owner"
         FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
         WHERE "s"."id" = $1 AND "s"."deleted_at" IS NULL
         FOR UPDATE OF "s"`,
        [id],
      )) as { is_processed: boolean; user_id: number; owner: string }[];
      if (!locked) throw submissionNotFound();
      if (!locked.is_processed) throw new ConflictException({ detail: ONLY_REVIEWED_DELETABLE });
      await manager.getRepository(Submission).update(
        { id },
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
      await manager.getRepository(SubmissionReply).delete({ submissionId: id });
      await this.audit.record(manager, {
        actor: admin,
        action: 'submission.deleted',
        target: { type: 'submission', id },
        details: { owner: locked.owner },
      });
      return locked.user_id;
    });
    await this.liveEvents.publish({ type: 'submission.changed', id }, { ownerId });
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
      const wholeValue =
        key === FORM_DATA_ERROR_KEY && messages[0] === VALIDATION_MESSAGES.notAnObject;
      return [wholeValue ? 'analysis' : `analysis.${key}`, messages];
    }),
  );
  return new BadRequestException({ detail: VALIDATION_FAILED, errors: fields });
}
