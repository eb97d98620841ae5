import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FORM_DATA_ERROR_KEY, VALIDATION_MESSAGES, validateFormData } from '@profileproof/analysis';
import {
  ACCESS_TOKEN_INVALID,
  type AdminSubmissionDetail,
  ONLY_REVIEWED_DELETABLE,
  PLACEHOLDER_MESSAGES,
  placeholdersIn,
  REPLY_MESSAGES,
  type ReplyVersion,
  type StaleReplyBody,
  SUBMISSION_NOT_FOUND,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.service';
import { LiveEvents } from '../../live-events/live-events.service';
import type { SubmissionReply } from '../../submissions/entities/submission-reply.entity';
import { adminSubmissionFromRow } from '../admin-submission-contract';
import { type Actor, ClaimsService } from '../claims/claims.service';
import { checklistToStore } from './reply-checklist';
import { ReviewRepository } from './review.repository';

export interface ReplyInput {
  submissionId: number;
  admin: Actor;
  /** The report text, trimmed and non-empty. */
  reply: string;
  /** The checklist as sent: untrusted, validated here, its scores recomputed; `{}` is none. */
  analysis: unknown;
  /**
   * The submission's reply version the draft was opened at: stale (409) once another reply was
   * sent. Undefined: no such precondition (the spec's payload).
   */
  baseVersion?: number;
}

/**
 * One submission as the admin works on it: with its reply history, replying, re-opening and
 * deleting (the lists: ReviewListsService; the statistics: ReviewStatsService; claims:
 * ClaimsService). It carries its submitter's tier right now and its live claim; a deleted
 * submission is not found (ReviewRepository's statements leave it out). Every change is a
 * transaction that first locks the submission's row and records the admin's action in the audit
 * log when something changed; once it is committed, the admins' screens and the owner's hear of it
 * (LiveEvents).
 */
@Injectable()
export class ReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly review: ReviewRepository,
    private readonly claims: ClaimsService,
    private readonly audit: AuditLog,
    private readonly liveEvents: LiveEvents,
  ) {}

  /** One submission with every reply sent for it, oldest first; 404 when there is none. */
  async detail(
    id: number,
    manager: EntityManager = this.dataSource.manager,
    now: Date = new Date(),
  ): Promise<AdminSubmissionDetail> {
    const row = await this.review.findVisible(id, manager);
    if (!row) throw submissionNotFound();
    const replies = await this.review.findReplyHistory(id, manager);
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
      const locked = await this.review.lockForStatus(manager, id);
      if (!locked) throw submissionNotFound();
      const changed = locked.is_processed !== isProcessed;
      if (changed) {
        await this.review.setProcessed(manager, id, isProcessed);
        await this.audit.record(manager, {
          actor: admin,
          action: isProcessed ? 'submission.marked_reviewed' : 'submission.reopened',
          target: { type: 'submission', id },
        });
      }
      // Marking an already reviewed submission again leaves an admin's edit claim alone.
      if (isProcessed && changed) await this.claims.dropClaim(manager, id);
      return { detail: await this.detail(id, manager), ownerId: locked.user_id, changed };
    });
    if (changed) await this.liveEvents.publish({ type: 'submission.changed', id }, { ownerId });
    return detail;
  }

  /**
   * Sends (or re-sends) the reply: stores the report text and the checklist with the scores the
   * server computes (none for `analysis: {}`), marks the submission reviewed, adds a version to its
   * reply history, records it and drops the claim. One transaction that first locks the submission's row, so concurrent
   * replies (and claims) are applied one after the other; every query goes through its manager.
   * Under that lock the reply, when it names its base version, must be drafted against the current
   * version (409 when another reply was sent since, whoever holds the claim), no other admin may hold a live claim (409), and a
   * reviewed submission takes a new version only from the admin who claimed it for editing (409).
   * Invalid input, or any refusal, writes nothing.
   */
  async reply(input: ReplyInput): Promise<AdminSubmissionDetail> {
    // Malformed checklists are refused before the submission is looked up (400 before 404).
    const shape = validateFormData(input.analysis);
    if (!shape.ok) throw analysisInvalid(shape.errors);

    const { detail, ownerId } = await this.dataSource.transaction(async (manager) => {
      const locked = await this.review.lockForReply(manager, input.submissionId);
      if (!locked) throw submissionNotFound();
      // A statement of its own, after the lock: one that waited for the lock still reads the tables as they were when it began.
      const currentVersion = await this.review.currentReplyVersion(manager, input.submissionId);
      // The admin's row may not be deleted while the reply refers to it.
      if (!(await this.review.lockReplyingAdmin(manager, input.admin.id))) {
        throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
      }

      // The report quotes the profile URL, which may hold braces of its own.
      const placeholders = placeholdersIn(input.reply, locked.linkedin_url);
      if (placeholders.length > 0) {
        throw new BadRequestException({
          detail: VALIDATION_FAILED,
          errors: { reply: [PLACEHOLDER_MESSAGES.inReport(placeholders)] },
        });
      }
      if (input.baseVersion !== undefined && input.baseVersion !== currentVersion) {
        const stale: StaleReplyBody = {
          detail: REPLY_MESSAGES.stale,
          reply_version: currentVersion,
        };
        throw new ConflictException(stale);
      }
      const holdsClaim = await this.claims.refuseIfClaimedByAnother(
        manager,
        input.submissionId,
        input.admin.id,
      );
      if (locked.is_processed && !holdsClaim) {
        throw new ConflictException({ detail: REPLY_MESSAGES.editRequired });
      }

      // Again with the profile URL: keys left out take their defaults (accountType from the URL).
      const checklist = checklistToStore(input.analysis, locked.linkedin_url);
      if (!checklist.ok) throw analysisInvalid(checklist.errors);
      const { profileScore, spamScore } = checklist.value;
      const now = new Date();

      await this.review.insertReply(manager, {
        submissionId: input.submissionId,
        adminId: input.admin.id,
        reply: input.reply,
        ...checklist.value,
        sentAt: now,
      });
      await this.audit.record(manager, {
        actor: input.admin,
        action: locked.has_reply ? 'reply.resent' : 'reply.sent',
        target: { type: 'submission', id: input.submissionId },
        details: { profile_score: profileScore, spam_score: spamScore },
      });
      await this.claims.dropClaim(manager, input.submissionId);
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
      const locked = await this.review.lockForDelete(manager, id);
      if (!locked) throw submissionNotFound();
      if (!locked.is_processed) throw new ConflictException({ detail: ONLY_REVIEWED_DELETABLE });
      await this.review.eraseReview(manager, id, new Date());
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
