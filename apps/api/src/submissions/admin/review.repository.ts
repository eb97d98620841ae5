import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SubmissionReply } from '../entities/submission-reply.entity';
import { Submission } from '../entities/submission.entity';
import type { SubmissionRow } from '../submission-contract';
import {
  APPLY_REPLY_SQL,
  ERASE_NOTES_SQL,
  INSERT_REPLY_VERSION_SQL,
  LOCK_FOR_DELETE_SQL,
  LOCK_FOR_REPLY_SQL,
  LOCK_FOR_STATUS_SQL,
  LOCK_REPLYING_ADMIN_SQL,
  PENDING_FILTERED_SQL,
  PENDING_SEARCH_SQL,
  PENDING_SQL,
  REPLY_VERSION_SQL,
  NEWEST_REVIEWED_KEY_SQL,
  REVIEWED_BY_IDS_SQL,
  REVIEWED_WALK_BACK_SQL,
  REVIEWED_WALK_COUNT_SQL,
  REVIEWED_WALK_HEAD_SQL,
  REVIEWED_WALK_INDEX_SQL,
  REVIEWED_WALK_PAGE_SQL,
  REVIEWED_WALK_SEARCH_BACK_SQL,
  REVIEWED_WALK_SEARCH_COUNT_SQL,
  REVIEWED_WALK_SEARCH_PAGE_SQL,
  VISIBLE_SUBMISSION_SQL,
} from './review.sql';
import type { RepliedByRow } from '../submissions.sql';

/** A submission as the admin lists show it: a row of ADMIN_SUBMISSION_COLUMNS (review.sql.ts). */
export interface AdminSubmissionRow extends SubmissionRow {
  subscription_tier: string | null;
  subscription_end_date: Date | null;
  /** Null (and so is claimed_until) when nobody holds a live claim. */
  claimed_by: string | null;
  claimed_until: Date | null;
  reply_version: number;
  notes_count: number;
  due_by: Date;
}

/**
 * The desk's filters as the statements take them: null = no filter. `search` is an ILIKE pattern
 * ('%…%', wildcards escaped); `replyFrom`/`replyBefore` bound the reply date (the second exclusive).
 */
export interface SqlFilters {
  search: string | null;
  tier: string | null;
  overdueOnly: boolean;
  replyFrom: Date | null;
  replyBefore: Date | null;
}

/** Where a reviewed page starts: the bucket's bound and the rows of the bucket before the page. */
export interface ReviewedPageStart {
  boundAt: Date;
  boundId: string;
  skip: number;
}

/** A row of the reviewed list in a walk: with its order key as of the walk (review.sql.ts, keyText). */
export type ReviewedWalkRow = AdminSubmissionRow & RepliedByRow & { walk_key: string | null };

/** A reviewed submission replied to since the walk's instant that had a reply by then: its key then. */
export interface MovedRow {
  id: string;
  key: string;
}

/** The unfiltered walk's head (REVIEWED_WALK_HEAD_SQL). */
export interface ReviewedWalkHead {
  /** The walk's instant: the one given, or for a walk that starts now the later of now and the newest key. */
  as_of: Date;
  /** The list's count as of the walk's instant. */
  total_count: number;
  current_page: number;
  /** Rows of the index (at or before the instant) before the page, less the moved ones. */
  start: number;
  /** Newest key first is not guaranteed: sort before use. */
  moved: MovedRow[];
  /** Null (and so is skip) past the index's end. */
  bound_at: Date | null;
  bound_id: string | null;
  skip: number | null;
}

/** Where a walk reads: the instant, and optionally past the cursor's row (key, id) in a direction. */
export interface WalkSql {
  asOf: Date;
  after: { key: string | null; id: string } | null;
  direction: 'forward' | 'backward';
  skip: number;
  take: number;
}

export interface LockedForReply {
  linkedin_url: string;
  user_id: number;
  is_processed: boolean;
  has_reply: boolean;
}

export interface ReplyWrite {
  submissionId: number;
  adminId: number;
  reply: string;
  /** The checklist with its computed scores, as JSON text; null (and so are the scores) without one. */
  formData: string | null;
  profileScore: number | null;
  spamScore: number | null;
  sentAt: Date;
}

/**
 * The `submissions` and `submission_replies` tables as the admin's review reads and writes them.
 * The lists are tuned SQL run by `DataSource.query` (no entities); everything of a change runs on the
 * change's transaction manager, and a read that may run inside one takes it (the embedded database
 * has one connection: a query beside the transaction would wait for it).
 */
@Injectable()
export class ReviewRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findPendingPage(limit: number): Promise<AdminSubmissionRow[]> {
    return this.dataSource.query<AdminSubmissionRow[]>(PENDING_SQL, [limit]);
  }

  /** The pending queue with filters, in its order, at most `limit`. */
  findPendingFiltered(filters: SqlFilters, limit: number): Promise<AdminSubmissionRow[]> {
    const sql = filters.search === null ? PENDING_FILTERED_SQL : PENDING_SEARCH_SQL;
    return this.dataSource.query<AdminSubmissionRow[]>(sql, [
      limit,
      filters.search,
      filters.tier,
      filters.overdueOnly,
    ]);
  }

  private reviewedParams(filters: SqlFilters): unknown[] {
    return [filters.search, filters.tier, filters.replyFrom, filters.replyBefore];
  }

  /** The unfiltered walk's head: count as of `asOf`, the page, the moved rows, where the page starts in the index. */
  async findReviewedWalkHead(
    requestedPage: number,
    pageSize: number,
    asOf: Date,
    pinned: boolean,
  ): Promise<ReviewedWalkHead> {
    const [head] = await this.dataSource.query<ReviewedWalkHead[]>(REVIEWED_WALK_HEAD_SQL, [
      requestedPage,
      pageSize,
      asOf,
      pinned,
    ]);
    return head;
  }

  /** The newest order key of the reviewed list, rounded up to the millisecond; null when it is empty. */
  async findNewestReviewedKey(): Promise<Date | null> {
    const [row] = await this.dataSource.query<{ newest: Date | null }[]>(NEWEST_REVIEWED_KEY_SQL);
    return row.newest;
  }

  /** Rows of the index from the bucket's bound: skip `start.skip`, take `take`, with their keys. */
  findReviewedWalkIndex(start: ReviewedPageStart, take: number): Promise<ReviewedWalkRow[]> {
    return this.dataSource.query<ReviewedWalkRow[]>(REVIEWED_WALK_INDEX_SQL, [
      start.boundAt,
      start.boundId,
      start.skip,
      take,
    ]);
  }

  /** The visible reviewed submissions among `ids`, in no order. */
  findReviewedByIds(ids: string[]): Promise<(AdminSubmissionRow & RepliedByRow)[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.query<(AdminSubmissionRow & RepliedByRow)[]>(REVIEWED_BY_IDS_SQL, [ids]);
  }

  /** How many rows the walk as of `asOf` holds with the filters (none: all null), up to FILTERED_COUNT_CAP + 1. */
  async countReviewedWalk(filters: SqlFilters, asOf: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ total_count: number }[]>(
      filters.search === null ? REVIEWED_WALK_COUNT_SQL : REVIEWED_WALK_SEARCH_COUNT_SQL,
      [...this.reviewedParams(filters), asOf],
    );
    return row.total_count;
  }

  /** Rows of the walk with the filters: past the cursor (if any) in its direction, skip, take. */
  findReviewedWalk(filters: SqlFilters, walk: WalkSql): Promise<ReviewedWalkRow[]> {
    const search = filters.search !== null;
    const sql =
      walk.direction === 'forward'
        ? search
          ? REVIEWED_WALK_SEARCH_PAGE_SQL
          : REVIEWED_WALK_PAGE_SQL
        : search
          ? REVIEWED_WALK_SEARCH_BACK_SQL
          : REVIEWED_WALK_BACK_SQL;
    return this.dataSource.query<ReviewedWalkRow[]>(sql, [
      ...this.reviewedParams(filters),
      walk.asOf,
      walk.after?.key ?? null,
      walk.after?.id ?? null,
      walk.skip,
      walk.take,
    ]);
  }

  /** One visible submission as the lists give it; undefined when there is none. */
  async findVisible(
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminSubmissionRow | undefined> {
    const [row] = (await manager.query(VISIBLE_SUBMISSION_SQL, [id])) as AdminSubmissionRow[];
    return row;
  }

  /** Every reply sent for the submission, oldest first, with the e-mail of the admin who sent it. */
  findReplyHistory(
    submissionId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SubmissionReply[]> {
    return manager
      .getRepository(SubmissionReply)
      .createQueryBuilder('reply')
      .leftJoin('reply.admin', 'admin')
      .addSelect(['admin.id', 'admin.email'])
      .where('reply.submissionId = :id', { id: submissionId })
      .orderBy('reply.createdAt', 'ASC')
      .addOrderBy('reply.id', 'ASC')
      .getMany();
  }

  /** Locks the visible submission for marking it reviewed or pending; undefined when there is none. */
  async lockForStatus(
    manager: EntityManager,
    id: number,
  ): Promise<{ is_processed: boolean; user_id: number } | undefined> {
    const [locked] = (await manager.query(LOCK_FOR_STATUS_SQL, [id])) as {
      is_processed: boolean;
      user_id: number;
    }[];
    return locked;
  }

  async setProcessed(manager: EntityManager, id: number, isProcessed: boolean): Promise<void> {
    await manager.getRepository(Submission).update({ id }, { isProcessed });
  }

  /** Locks the visible submission for a reply; undefined when there is none. */
  async lockForReply(manager: EntityManager, id: number): Promise<LockedForReply | undefined> {
    const [locked] = (await manager.query(LOCK_FOR_REPLY_SQL, [id])) as LockedForReply[];
    return locked;
  }

  /**
   * The submission's reply version. Call it after the lock, as a statement of its own: one that
   * waited for the lock still reads the tables as they were when it began.
   */
  async currentReplyVersion(manager: EntityManager, id: number): Promise<number> {
    const [{ reply_version: version }] = (await manager.query(REPLY_VERSION_SQL, [id])) as {
      reply_version: number;
    }[];
    return version;
  }

  /** Keeps the admin's row from being deleted while the reply refers to it; false when the account is gone. */
  async lockReplyingAdmin(manager: EntityManager, adminId: number): Promise<boolean> {
    const admins: unknown[] = await manager.query(LOCK_REPLYING_ADMIN_SQL, [adminId]);
    return admins.length > 0;
  }

  /** Stores the reply on the submission (now reviewed) and adds it to the reply history. */
  async insertReply(manager: EntityManager, write: ReplyWrite): Promise<void> {
    await manager.query(APPLY_REPLY_SQL, [
      write.submissionId,
      write.reply,
      write.sentAt,
      write.formData,
      write.profileScore,
      write.spamScore,
    ]);
    await manager.query(INSERT_REPLY_VERSION_SQL, [
      write.submissionId,
      write.adminId,
      write.reply,
      write.formData,
      write.sentAt,
    ]);
  }

  /** Locks the visible submission for a delete, with its owner's e-mail; undefined when there is none. */
  async lockForDelete(
    manager: EntityManager,
    id: number,
  ): Promise<{ is_processed: boolean; user_id: number; owner: string } | undefined> {
    const [locked] = (await manager.query(LOCK_FOR_DELETE_SQL, [id])) as {
      is_processed: boolean;
      user_id: number;
      owner: string;
    }[];
    return locked;
  }

  /** Hides the submission and erases what its review produced: reply, checklist, scores, message, reply history (and its ratings) and notes. */
  async eraseReview(manager: EntityManager, id: number, deletedAt: Date): Promise<void> {
    await manager.getRepository(Submission).update(
      { id },
      {
        deletedAt,
        message: null,
        adminReply: null,
        adminReplyDate: null,
        formData: null,
        qualityScore: null,
        spamScore: null,
      },
    );
    await manager.getRepository(SubmissionReply).delete({ submissionId: id });
    await manager.query(ERASE_NOTES_SQL, [id]);
  }
}
