import { Injectable } from '@nestjs/common';
import {
  type AdminSubmission,
  type DeskFilters,
  FILTERED_COUNT_CAP,
  PROCESSED_PAGE_SIZE,
  type ProcessedListResponse,
  type ReviewedSubmission,
} from '@profileproof/contracts';
import { adminSubmissionFromRow } from '../admin-submission-contract';
import { sqlFiltersOf } from './desk-search';
import { keyOfInstant, startOf, type Walk, walkAnswer } from '../../app/walk-query';
import { PendingQueueRepository, type SqlFilters } from './pending-queue.repository';
import { ReviewedWalkRepository, type ReviewedWalkRow } from './reviewed-walk.repository';
import { UnfilteredWalkRepository } from './unfiltered-walk.repository';

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

/**
 * The desk's lists: the pending queue and the reviewed list (walked as it stood at an instant),
 * with the desk's filters. Each row carries its submitter's tier right now (`tierGrantedBy` decides
 * it) and its live claim; a deleted submission is in neither (the statements leave it out). One
 * submission and its changes: ReviewService.
 */
@Injectable()
export class ReviewListsService {
  constructor(
    private readonly queue: PendingQueueRepository,
    private readonly walks: ReviewedWalkRepository,
    private readonly unfiltered: UnfilteredWalkRepository,
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
      ? await this.queue.findPendingFiltered(sql, limit)
      : await this.queue.findPendingPage(limit);
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
      walk = { ...walk, asOf: startOf(walk.asOf, await this.walks.findNewestReviewedKey()) };
    const counted = sql ? await this.walks.countReviewedWalk(sql, walk.asOf) : null;
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
          await this.unfiltered.findReviewedWalkHead(1, PROCESSED_PAGE_SIZE, walk.asOf, true)
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
          : await this.walks.findReviewedWalk(sql ?? NO_FILTERS, {
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
    const head = await this.unfiltered.findReviewedWalkHead(
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
            await this.unfiltered.findReviewedWalkIndex(
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
      (await this.unfiltered.findReviewedByIds(slice.filter((m) => !m.row).map((m) => m.id))).map(
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
}
