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
  type AdminSubmission,
  type AdminSubmissionDetail,
  DEFAULT_TIER,
  type DeskFilters,
  FILTERED_COUNT_CAP,
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
import { canonicalLinkedInProfileUrl } from '@profileproof/contracts/linkedin-url';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.service';
import { LiveEvents } from '../../live-events/live-events.service';
import { tierGrantedBy } from '../../subscriptions/subscriptions.service';
import type { SubmissionReply } from '../entities/submission-reply.entity';
import { submissionFromRow } from '../submission-contract';
import { type Actor, ClaimsService } from './claims.service';
import { checklistToStore } from './reply-checklist';
import { rangeInstants } from './export/export-range';
import { keyOfInstant, startOf, type Walk, walkAnswer } from './dto/walk-query';
import {
  type AdminSubmissionRow,
  ReviewRepository,
  type ReviewedWalkRow,
  type SqlFilters,
} from './review.repository';

/** No filter at all, as the walk's statements take it. */
const NO_FILTERS: SqlFilters = {
  search: null,
  tier: null,
  overdueOnly: false,
  replyFrom: null,
  replyBefore: null,
};

/**
 * The reviewed list's order between two rows by (key, id): positive when `a` is the greater (comes
 * first, latest reply first), negative when `b` is, 0 for the same row. A null key is '-infinity'.
 */
export function compareWalkRows(
  a: { id: number | string; key: string | null },
  b: { id: number | string; key: string | null },
): number {
  if (a.key !== b.key) {
    if (a.key === null) return -1;
    if (b.key === null) return 1;
    return a.key < b.key ? -1 : 1;
  }
  const [x, y] = [BigInt(a.id), BigInt(b.id)];
  return x === y ? 0 : x < y ? -1 : 1;
}

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

/** A row of the admin lists as the contract shows it, with the submitter's tier at `now`. */
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
    notes_count: row.notes_count,
    due_by: row.due_by.toISOString(),
    overdue: !row.is_processed && row.due_by.getTime() < now.getTime(),
  };
}

/** An ILIKE pattern matching `text` anywhere: its own wildcards (and the escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * What the desk's search looks for, whatever form of a profile link is typed: a profile link in any
 * form the submit accepts (with or without `https://`) is its canonical link, the form links are
 * stored in; other text (a handle, part of an e-mail) is read with its percent-escapes decoded,
 * normalised and lower-cased like a stored handle (`ana-mar%C3%ADa`, `Ana-María` → `ana-maría`).
 */
export function searchTextOf(q: string): string {
  const text = q.trim();
  const link = canonicalLinkedInProfileUrl(HAS_SCHEME.test(text) ? text : `https://${text}`);
  if (link) return link;
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Not percent-encoded text (a lone `%`): searched as typed.
  }
  // An escape of a control character (`%00`: PostgreSQL refuses NUL in text) is searched as typed.
  return (CONTROL.test(decoded) ? text : decoded).normalize('NFC').toLowerCase();
}

const CONTROL = /\p{Cc}/u;

/** The ILIKE pattern of the desk's search `q` (searchTextOf, anywhere in the link or the e-mail). */
export function searchPattern(q: string): string {
  return containsPattern(searchTextOf(q));
}

/** The filters as the statements take them; null when none is set (the unfiltered statements serve). */
export function sqlFiltersOf(filters: DeskFilters): SqlFilters | null {
  const sql: SqlFilters = {
    search: filters.q ? searchPattern(filters.q) : null,
    tier: filters.tier ?? null,
    overdueOnly: filters.overdue === true,
    // Whole days of the viewer's zone `tz` (UTC without one): `to` up to the next day's start.
    replyFrom: rangeInstants({ from: filters.from, zone: filters.tz }).start,
    replyBefore: rangeInstants({ to: filters.to, zone: filters.tz }).end,
  };
  const any =
    sql.search !== null ||
    sql.tier !== null ||
    sql.overdueOnly ||
    sql.replyFrom !== null ||
    sql.replyBefore !== null;
  return any ? sql : null;
}

/**
 * Submissions as the admin works on them: the pending queue, the reviewed list, one submission with
 * its reply history, replying, re-opening and deleting (the statistics: ReviewStatsService; claims:
 * ClaimsService). Each submission carries its submitter's tier right now (`tierGrantedBy` decides
 * it) and its live claim. A deleted submission is not found by any of them (ReviewRepository's
 * statements leave it out). Every change is a transaction that first locks the
 * submission's row and records the admin's action in the audit log when something changed; once
 * it is committed, the admins' screens and the owner's hear of it (LiveEvents).
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

  /**
   * Pending submissions, earliest due first, then oldest (along the partial pending index), at most
   * `limit`; with filters (search, tier, overdue only), those that match, in the same order. One read.
   */
  async pendingQueue(
    limit: number,
    filters: DeskFilters = {},
    now: Date = new Date(),
  ): Promise<AdminSubmission[]> {
    const sql = sqlFiltersOf(filters);
    const rows = sql
      ? await this.review.findPendingFiltered(sql, limit)
      : await this.review.findPendingPage(limit);
    return rows.map((row) => adminSubmissionFromRow(row, now));
  }

  /**
   * One page of reviewed submissions, latest reply first, read as the list stood at the walk's
   * instant (`as_of`; now when a walk starts): paging from page 1 shows every row of the list at
   * that instant exactly once, less those deleted (or re-opened) since, whatever is sent or edited
   * meanwhile: a row replied to since stays at its place as of the instant (its latest reply
   * version then; docs/product.md, "Paging"), one first replied to since is left to a new walk.
   * `total_count`, `total_pages` and `current_page` are those of the list as of the instant.
   *
   * By page number a page past the last one answers the last page (`current_page` says which);
   * with none at all: page 1 of 0, empty. Unfiltered, it costs what the live list costs at any
   * size: the count and the page's bucket from the tallies, the rows replied to since the instant
   * (the top of the index), then the page from the index, skipping only within that bucket; the
   * moved rows are merged in at their keys. With filters, the walk's matches are counted (up to
   * FILTERED_COUNT_CAP: past it `count_capped`) and the page read with an offset among them. By
   * cursor, the rows past the cursor's row in the walk's order (the index is sought to it).
   */
  async reviewedPage(
    walkOrPage: Walk | number,
    filters: DeskFilters = {},
    now: Date = new Date(),
  ): Promise<ProcessedListResponse> {
    let walk: Walk =
      typeof walkOrPage === 'number'
        ? { asOf: now, pinned: false, page: walkOrPage, cursor: null }
        : walkOrPage;
    const sql = sqlFiltersOf(filters);
    // A walk that starts now is pinned at the later of now and the newest reply (the unfiltered
    // head reads it itself).
    if (!walk.pinned && (sql || walk.cursor))
      walk = { ...walk, asOf: startOf(walk.asOf, await this.review.findNewestReviewedKey()) };
    const counted = sql ? await this.review.countReviewedWalk(sql, walk.asOf) : null;
    let totalCount: number;
    let currentPage: number;
    let fetched: ReviewedWalkRow[];
    if (counted === null && walk.cursor === null) {
      let asOf: Date;
      ({ asOf, totalCount, currentPage, rows: fetched } = await this.unfilteredWalkPage(walk));
      walk = { ...walk, asOf };
    } else {
      if (counted === null) {
        totalCount = (
          await this.review.findReviewedWalkHead(1, PROCESSED_PAGE_SIZE, walk.asOf, true)
        ).total_count;
      } else {
        totalCount = Math.min(counted, FILTERED_COUNT_CAP);
      }
      const pages = Math.ceil(totalCount / PROCESSED_PAGE_SIZE);
      currentPage = Math.min(walk.page, Math.max(pages, 1));
      const cursor = walk.cursor;
      fetched =
        totalCount === 0 && cursor === null
          ? []
          : await this.review.findReviewedWalk(sql ?? NO_FILTERS, {
              asOf: walk.asOf,
              after: cursor && { key: cursor.key, id: cursor.id },
              direction: cursor?.direction ?? 'forward',
              skip: cursor ? 0 : (currentPage - 1) * PROCESSED_PAGE_SIZE,
              take: cursor ? PROCESSED_PAGE_SIZE + 1 : PROCESSED_PAGE_SIZE,
            });
    }
    const totalPages = Math.ceil(totalCount / PROCESSED_PAGE_SIZE);
    const page = walkAnswer(
      'reviewed',
      walk,
      fetched,
      PROCESSED_PAGE_SIZE,
      currentPage,
      totalPages,
    );
    return {
      submissions: page.rows.map((row): ReviewedSubmission => ({
        ...adminSubmissionFromRow(row, now),
        replied_by: row.replied_by,
      })),
      total_count: totalCount,
      total_pages: totalPages,
      current_page: page.currentPage,
      ...(counted !== null && counted > FILTERED_COUNT_CAP ? { count_capped: true } : {}),
      as_of: walk.asOf.toISOString(),
      next_cursor: page.next,
      previous_cursor: page.previous,
    };
  }

  /**
   * Page N of the unfiltered walk: the index's rows at or before the instant from the tallies'
   * bucket, merged with the rows replied to since (at their keys then). The page's first row is at
   * most `moved` rows into what is read, so `size + moved` index rows always cover it.
   */
  private async unfilteredWalkPage(
    walk: Walk,
  ): Promise<{ asOf: Date; totalCount: number; currentPage: number; rows: ReviewedWalkRow[] }> {
    const head = await this.review.findReviewedWalkHead(
      walk.page,
      PROCESSED_PAGE_SIZE,
      walk.asOf,
      walk.pinned,
    );
    const { as_of: asOf, total_count: totalCount, current_page: currentPage } = head;
    const moved = [...head.moved].sort((a, b) => compareWalkRows(b, a));
    const limit = keyOfInstant(asOf);
    const indexRows =
      head.bound_at === null || head.bound_id === null || head.skip === null
        ? []
        : (
            await this.review.findReviewedWalkIndex(
              { boundAt: head.bound_at, boundId: head.bound_id, skip: head.skip },
              PROCESSED_PAGE_SIZE + moved.length,
            )
          ).filter((row) => row.walk_key === null || row.walk_key <= limit);
    // Where what is merged starts in the walk: at 0, or at the first index row read, after every
    // moved row ahead of it.
    const first = indexRows[0];
    const movedRead =
      head.start === 0 || !first
        ? moved
        : moved.filter((row) => compareWalkRows(row, { id: first.id, key: first.walk_key }) < 0);
    const position = head.start === 0 || !first ? 0 : head.start + moved.length - movedRead.length;
    const merged: Array<{ id: string; key: string | null; row?: ReviewedWalkRow }> = [];
    let i = 0;
    let j = 0;
    while (i < indexRows.length || j < movedRead.length) {
      const indexed = indexRows[i];
      const candidate = indexed && { id: String(indexed.id), key: indexed.walk_key, row: indexed };
      if (!candidate || (j < movedRead.length && compareWalkRows(movedRead[j], candidate) > 0)) {
        merged.push(movedRead[j++]);
      } else {
        merged.push(candidate);
        i++;
      }
    }
    const offset = (currentPage - 1) * PROCESSED_PAGE_SIZE - position;
    const slice = offset < 0 ? [] : merged.slice(offset, offset + PROCESSED_PAGE_SIZE);
    const movedRows = new Map(
      (await this.review.findReviewedByIds(slice.filter((m) => !m.row).map((m) => m.id))).map(
        (row) => [String(row.id), row],
      ),
    );
    const rows = slice.flatMap((m): ReviewedWalkRow[] => {
      if (m.row) return [m.row];
      const row = movedRows.get(m.id);
      // Gone (deleted) between the reads: left out.
      return row ? [{ ...row, walk_key: m.key }] : [];
    });
    return { asOf, totalCount, currentPage, rows };
  }

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
