import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type RepliedByRow, REPLIED_BY_COLUMN } from '../../submissions/submissions.repository';
import {
  ADMIN_SUBMISSION_COLUMNS,
  ADMIN_SUBMISSION_FROM,
  type AdminSubmissionRow,
  ADMIN_SUBMISSION_JOINS,
} from './pending-queue.repository';
import {
  keyAsOf,
  keyText,
  MOVED_RANGE,
  NEWEST_REVIEWED_KEY,
  orderKeyOf,
  type ReviewedWalkRow,
} from './reviewed-walk.repository';

/**
 * The reviewed list's order: latest reply first, those without a reply last, newest id first among
 * equals; the key of the index submissions_reviewed_order_idx (read backwards).
 */
const REVIEWED_ORDER_KEY = `coalesce("admin_reply_date", '-infinity'::timestamptz)`;

/**
 * The unfiltered walk's head ($1 requested page, $2 rows a page, $3 as_of; $4 false: a walk that
 * starts now, as of the later of $3 and NEWEST_REVIEWED_KEY, `as_of` says which): the count of the list
 * as of $3 (the tallies' count, less the rows replied to since, plus those of them that had a
 * reply by then), the page to show (clamped to the last), `start`: how many rows of the index at
 * or before $3 come before the page, less the moved rows (`moved`: id and key as of $3, as JSON)
 * that could come before it; and the tallies' bucket holding that index row (skip rows of it).
 */
const REVIEWED_WALK_HEAD_SQL = `WITH "instant" AS (
    SELECT CASE WHEN $4::boolean THEN $3::timestamptz ELSE greatest($3::timestamptz, (${NEWEST_REVIEWED_KEY})) END AS "at"
  ), "changed" AS (
    SELECT "s"."id", ${keyAsOf('"s"', '(SELECT "at" FROM "instant")')} AS "key" FROM "submissions" "s"
    WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL
      AND ${orderKeyOf('"s"')} > $3::timestamptz AND ${orderKeyOf('"s"')} > (SELECT "at" FROM "instant")
    ${MOVED_RANGE('"s"')}
  ), "moves" AS (
    SELECT count(*) AS "changed_count", count("key") AS "moved_count",
           coalesce(json_agg(json_build_object('id', "id"::text, 'key', ${keyText('"key"')})) FILTER (WHERE "key" IS NOT NULL), '[]'::json) AS "moved"
    FROM "changed"
  ), "buckets" AS (
    SELECT "bound_at", "bound_id", "reviewed_count",
           sum("reviewed_count") OVER (ORDER BY "bound_at" DESC, "bound_id" DESC) - "reviewed_count" AS "before"
    FROM "reviewed_buckets" WHERE "reviewed_count" > 0
  ), "total" AS (
    SELECT (SELECT coalesce(sum("reviewed_count"), 0) FROM "buckets") - "changed_count" + "moved_count" AS "total_count",
           "changed_count", "moved_count", "moved"
    FROM "moves"
  ), "page" AS (
    SELECT "total_count", "changed_count", "moved_count", "moved",
           least($1::bigint, greatest(ceil("total_count" / $2::numeric)::bigint, 1)) AS "current_page"
    FROM "total"
  ), "start" AS (
    SELECT *, greatest(("current_page" - 1) * $2 - "moved_count", 0) AS "start" FROM "page"
  )
  SELECT (SELECT "at" FROM "instant") AS "as_of",
         "start"."total_count"::int AS "total_count", "start"."current_page"::int AS "current_page",
         "start"."start"::int AS "start", "start"."moved",
         "bucket"."bound_at", "bucket"."bound_id", ("start"."start" + "start"."changed_count" - "bucket"."before")::int AS "skip"
  FROM "start" LEFT JOIN LATERAL (
    SELECT "bound_at", "bound_id", "before" FROM "buckets"
    WHERE "buckets"."before" + "buckets"."reviewed_count" > "start"."start" + "start"."changed_count"
    ORDER BY "bound_at" DESC, "bound_id" DESC
    LIMIT 1
  ) AS "bucket" ON true`;

/**
 * Rows of the reviewed list along its index from the bucket's bound ($1, $2): skip $3, take $4,
 * with their key text (`walk_key`). The caller drops those whose
 * key is after the walk's as_of (replied to since the head was read).
 */
const REVIEWED_WALK_INDEX_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS}, ${REPLIED_BY_COLUMN}, ${keyText(orderKeyOf('"s"'))} AS "walk_key"
  FROM (
    SELECT "id" FROM "submissions"
    WHERE "is_processed" = true AND "deleted_at" IS NULL AND (${REVIEWED_ORDER_KEY}, "id") < ($1::timestamptz, $2::bigint)
    ORDER BY ${REVIEWED_ORDER_KEY} DESC, "id" DESC
    OFFSET $3 LIMIT $4
  ) AS "page"
  JOIN "submissions" "s" ON "s"."id" = "page"."id"
  ${ADMIN_SUBMISSION_JOINS}
  ORDER BY coalesce("s"."admin_reply_date", '-infinity'::timestamptz) DESC, "s"."id" DESC`;

/** The visible reviewed submissions $1 (an array of ids) as the lists give them, in no order. */
const REVIEWED_BY_IDS_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS}, ${REPLIED_BY_COLUMN}
  ${ADMIN_SUBMISSION_FROM}
  WHERE "s"."id" = ANY($1::bigint[]) AND "s"."is_processed" = true AND "s"."deleted_at" IS NULL`;

/** Where a reviewed page starts: the bucket's bound and the rows of the bucket before the page. */
export interface ReviewedPageStart {
  boundAt: Date;
  boundId: string;
  skip: number;
}

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

/**
 * The reviewed list's walk by page number without filters, at what the live list costs at any
 * size: the count and the page's bucket from the tallies (`reviewed_buckets`), then the index from
 * the bucket's bound, and the rows replied to since the walk's instant by id. Tuned SQL run by
 * `DataSource.query` (no entities); the walk's fragments are ReviewedWalkRepository's.
 */
@Injectable()
export class UnfilteredWalkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
}
