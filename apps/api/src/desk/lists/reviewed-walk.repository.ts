import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FILTERED_COUNT_CAP } from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { type RepliedByRow, REPLIED_BY_COLUMN } from '../../submissions/submissions.repository';
import {
  ADMIN_SUBMISSION_COLUMNS,
  type AdminSubmissionRow,
  ADMIN_SUBMISSION_JOINS,
  filteredFrom,
  noSearch,
  SEARCH_MATCHES_S,
  searchCte,
  type SqlFilters,
  SUBSCRIPTION_JOIN,
  tierCondition,
} from './pending-queue.repository';

/*
 * The walk (issue 37, item 3): the reviewed list as it stood at an instant `as_of`, so that paging
 * from page 1 shows every row of the list at that instant exactly once (less those deleted since)
 * whatever is sent, edited or deleted meanwhile. A row's place in the list is its sort key — its
 * latest reply date, '-infinity' without one — as of `as_of`:
 *
 * - a row whose key is at or before `as_of` had that key then (a reply only moves its row up): it
 *   is read along submissions_reviewed_order_idx like the live list;
 * - a row whose key is after `as_of` was replied to since (a first reply, or an edit): its key
 *   then is its latest reply version (`submission_replies`) at or before `as_of`, and a row without
 *   one was not in the list then and is left out of the walk. These "moved" rows are the top of
 *   the index (only those replied to during the walk): a short range, whatever the list's size.
 *
 * Keys leave SQL as text, 'YYYY-MM-DDTHH:MI:SS.ffffffZ' (microseconds, UTC; null for '-infinity'),
 * so a cursor carries them exactly.
 */

/** The reviewed list's order key of the submission `alias`. */
export const orderKeyOf = (alias: string) =>
  `coalesce(${alias}."admin_reply_date", '-infinity'::timestamptz)`;

/** A timestamptz expression as a key text (null for an infinite one). */
export const keyText = (expression: string) =>
  `CASE WHEN isfinite(${expression}) THEN to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END`;

/** The order key of the submission `alias` as of the instant `asOf`: its latest reply version then (null: none). */
export const keyAsOf = (alias: string, asOf: string) =>
  `(SELECT max("version"."created_at") FROM "submission_replies" "version" WHERE "version"."submission_id" = ${alias}."id" AND "version"."created_at" <= ${asOf})`;

/**
 * The most rows replied to since a walk's instant that the walk places at their keys then: far
 * more replies than a desk sends while one admin pages. Read as the top of the index, newest
 * first: the ORDER BY and LIMIT make the planner take the index's top range (it has no estimate
 * for a range of the index's expression and would otherwise read the whole table).
 */
const MOVED_CAP = 1_000;
export const MOVED_RANGE = (alias: string) =>
  `ORDER BY ${orderKeyOf(alias)} DESC, ${alias}."id" DESC LIMIT ${MOVED_CAP}`;

/**
 * The reviewed rows replied to since the instant `asOf` (at most MOVED_CAP, the top of the index),
 * each with its key as of then (null: no reply by then), as the subquery "moved" (id, key). Shared
 * by the walk of the reviewed list and the CSV export, which place those rows at their keys then.
 */
export const movedSince = (asOf: string) => `(
        SELECT "top"."id", ${keyAsOf('"top"', asOf)} AS "key" FROM (
          SELECT "c"."id" FROM "submissions" "c"
          WHERE "c"."is_processed" = true AND "c"."deleted_at" IS NULL AND ${orderKeyOf('"c"')} > ${asOf}
          ${MOVED_RANGE('"c"')}
        ) AS "top"
      ) AS "moved"`;

/** A cursor's key ($k, null = '-infinity'). */
const cursorKey = (param: string) => `coalesce(${param}::timestamptz, '-infinity'::timestamptz)`;

/**
 * The newest order key of the reviewed list, rounded up to the millisecond (an instant a JS Date
 * holds; null when the list is empty or none of its rows has a reply date: '-infinity'): the top of submissions_reviewed_order_idx. A walk that
 * starts now starts at the later of now and this, so that a row dated ahead of this instance's
 * clock (another instance's clock, imported data) is in the list it walks.
 */
export const NEWEST_REVIEWED_KEY = `SELECT CASE WHEN isfinite("top"."key") THEN date_trunc('milliseconds', "top"."key") + interval '999 microseconds' END
    FROM (SELECT max(${orderKeyOf('"newest"')}) AS "key"
      FROM "submissions" "newest" WHERE "newest"."is_processed" = true AND "newest"."deleted_at" IS NULL) AS "top"`;
export const NEWEST_REVIEWED_KEY_SQL = `SELECT (${NEWEST_REVIEWED_KEY}) AS "newest"`;

type WalkDirection = 'forward' | 'backward';

/**
 * The walk's rows as a CTE "walk" (id, key), the filters $1–$4 applied (the reply-date bounds to
 * the key as of $5): those at or before $5 along the index (at most `limit` of them), and the
 * moved ones. With a cursor, only those after ($6 key, $7 id) in the direction's order.
 */
function walkCte(
  search: boolean,
  direction: WalkDirection,
  limit: string,
  cursor: boolean,
  ordered = true,
): string {
  const after = direction === 'forward' ? '<' : '>';
  const order = direction === 'forward' ? 'DESC' : 'ASC';
  const filters = `AND ${noSearch(search, '$1')} AND ${tierCondition('$2')}`;
  const dates = (key: string) =>
    `($3::timestamptz IS NULL OR ${key} >= $3) AND ($4::timestamptz IS NULL OR ${key} < $4)`;
  const past = (key: string, id: string) =>
    cursor
      ? `AND ($7::bigint IS NULL OR (${key}, ${id}) ${after} (${cursorKey('$6')}, $7::bigint))`
      : '';
  const sub = SUBSCRIPTION_JOIN;
  const inIndex = `SELECT "s"."id", ${orderKeyOf('"s"')} AS "key" FROM ${filteredFrom(search)} ${sub}
      WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL ${filters}
        AND ${dates('"s"."admin_reply_date"')}
        AND ${orderKeyOf('"s"')} <= $5::timestamptz ${past(orderKeyOf('"s"'), '"s"."id"')}`;
  const sort = ordered ? `ORDER BY "key" ${order}, "id" ${order}` : '';
  // With a search, the search's matches are found first and then sorted (OFFSET 0 keeps the
  // planner from flattening them into an ordered walk of the index that tests each row against
  // the matches: half a million rows for a handful of matches at a million submissions).
  // The moved rows are taken from the top of the index first, unfiltered (a range the planner
  // reads along the index), then each is filtered by its primary key (LATERAL … LIMIT 1: a
  // nested loop, never a join that reads the table): a filter inside would sort the whole list.
  return `${search ? `${searchCte('$1').trimEnd()}, ` : 'WITH '}"walk" AS (
    (${
      search
        ? `SELECT "id", "key" FROM (${inIndex} OFFSET 0) AS "found" ${sort}`
        : `${inIndex} ${ordered ? `ORDER BY ${orderKeyOf('"s"')} ${order}, "s"."id" ${order}` : ''}`
    }
      LIMIT ${limit})
    UNION ALL
    (SELECT "moved"."id", "moved"."key" FROM ${movedSince('$5::timestamptz')}
      CROSS JOIN LATERAL (
        SELECT 1 FROM "submissions" "s" ${sub}
        WHERE "s"."id" = "moved"."id" ${filters} ${search ? `AND ${SEARCH_MATCHES_S('$1')}` : ''}
        LIMIT 1
      ) AS "kept"
      WHERE "moved"."key" IS NOT NULL AND ${dates('"moved"."key"')} ${past('"moved"."key"', '"moved"."id"')})
  ) `;
}

/**
 * A page of the walk (filters $1–$4, as of $5, after the cursor $6/$7 when $7 is not null): skip
 * $8, take $9, in the direction's order (forward: the list's; backward: reversed), with each row's
 * key text as of $5 (`walk_key`).
 */
const reviewedWalkPage = (search: boolean, direction: WalkDirection) => {
  const order = direction === 'forward' ? 'DESC' : 'ASC';
  return `${walkCte(search, direction, '$8::bigint + $9::bigint', true)}SELECT ${ADMIN_SUBMISSION_COLUMNS}, ${REPLIED_BY_COLUMN}, ${keyText('"page"."key"')} AS "walk_key"
  FROM (
    SELECT "id", "key" FROM "walk"
    ORDER BY "key" ${order}, "id" ${order}
    OFFSET $8 LIMIT $9
  ) AS "page"
  JOIN "submissions" "s" ON "s"."id" = "page"."id"
  ${ADMIN_SUBMISSION_JOINS}
  ORDER BY "page"."key" ${order}, "page"."id" ${order}`;
};
const REVIEWED_WALK_PAGE_SQL = reviewedWalkPage(false, 'forward');
const REVIEWED_WALK_SEARCH_PAGE_SQL = reviewedWalkPage(true, 'forward');
const REVIEWED_WALK_BACK_SQL = reviewedWalkPage(false, 'backward');
const REVIEWED_WALK_SEARCH_BACK_SQL = reviewedWalkPage(true, 'backward');

/** How many rows the walk (filters $1–$4, as of $5) holds, counted up to FILTERED_COUNT_CAP + 1. */
const reviewedWalkCount = (search: boolean) =>
  `${walkCte(search, 'forward', `${FILTERED_COUNT_CAP + 1}`, false, false)}SELECT count(*)::int AS "total_count" FROM (SELECT 1 FROM "walk" LIMIT ${FILTERED_COUNT_CAP + 1}) AS "counted"`;
const REVIEWED_WALK_COUNT_SQL = reviewedWalkCount(false);
const REVIEWED_WALK_SEARCH_COUNT_SQL = reviewedWalkCount(true);

/** A row of the reviewed list in a walk: with its order key as of the walk (keyText). */
export type ReviewedWalkRow = AdminSubmissionRow & RepliedByRow & { walk_key: string | null };

/** Where a walk reads: the instant, and optionally past the cursor's row (key, id) in a direction. */
export interface WalkSql {
  asOf: Date;
  after: { key: string | null; id: string } | null;
  direction: 'forward' | 'backward';
  skip: number;
  take: number;
}

/**
 * The `submissions` table as the reviewed list's walk reads it with filters or past a cursor (one
 * statement that merges the index's rows with the moved ones), and the newest key a walk starts
 * from: tuned SQL run by `DataSource.query` (no entities). Page N of the whole list, from the
 * tallies: UnfilteredWalkRepository.
 */
@Injectable()
export class ReviewedWalkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private reviewedParams(filters: SqlFilters): unknown[] {
    return [filters.search, filters.tier, filters.replyFrom, filters.replyBefore];
  }

  /** The newest order key of the reviewed list, rounded up to the millisecond; null when it is empty. */
  async findNewestReviewedKey(): Promise<Date | null> {
    const [row] = await this.dataSource.query<{ newest: Date | null }[]>(NEWEST_REVIEWED_KEY_SQL);
    return row.newest;
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
}
