import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { REPLIED_BY_COLUMN } from '../../submissions/submissions.repository';
import { joinUser } from '../../users/users.repository';
import {
  filteredFrom,
  noSearch,
  SEARCH_MATCHES_S,
  searchCte,
  SUBSCRIPTION_JOIN,
  tierCondition,
} from '../lists/pending-queue.repository';
import { movedSince, NEWEST_REVIEWED_KEY_SQL } from '../lists/reviewed-walk.repository';

/** The reviewed list's order key (index submissions_reviewed_order_idx), here read forwards: oldest reply first. */
const ORDER_KEY = `coalesce("s"."admin_reply_date", '-infinity'::timestamptz)`;

/**
 * The next batch of reviewed, visible submissions after the cursor ($1 the order key as text, $2
 * the id), up to the end of the range ($3, exclusive: a reply date below it), at most $4 rows,
 * matching the desk's search ($5) and tier ($6) filters when given (as the reviewed list's, with
 * the same two variants: EXPORT_SEARCH_BATCH_SQL starts from the search's matches), read as the
 * list stood at the download's start ($7): each row at its order key then, as the reviewed list's
 * walk reads it (reviewed-walk.repository.ts) — a row replied to since at its latest reply version at or before
 * $7, one first replied to since not at all — so a reply edited during the download does not move
 * its row past the cursor to be written again. A keyset seek along the index (and the short range
 * of rows replied to since), then those rows with their submitter and subscription. `cursor_at`
 * is the order key as text, exact to the microsecond (a JS Date is not), for the next batch's
 * cursor.
 */
const exportBatch = (search: boolean) => {
  const from = `${filteredFrom(search)} ${SUBSCRIPTION_JOIN}`;
  const base = `"s"."is_processed" = true AND "s"."deleted_at" IS NULL
        AND ${noSearch(search, '$5')} AND ${tierCondition('$6')}`;
  return `${search ? searchCte('$5') : ''}SELECT "s"."id", "u"."email", "s"."linkedin_url", "s"."created_at", "s"."admin_reply_date",
    "s"."quality_score", "s"."spam_score", "s"."form_data",
    "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date", "batch"."key"::text AS "cursor_at",
    ${REPLIED_BY_COLUMN}
  FROM (
    SELECT "id", "key" FROM (
      (SELECT "s"."id", ${ORDER_KEY} AS "key"
        FROM ${from}
        WHERE ${base}
          AND (${ORDER_KEY}, "s"."id") > ($1::timestamptz, $2::int)
          AND ${ORDER_KEY} < least($3::timestamptz, $7::timestamptz + interval '1 microsecond')
        ORDER BY ${ORDER_KEY}, "s"."id"
        LIMIT $4)
      UNION ALL
      (SELECT "moved"."id", "moved"."key" FROM ${movedSince('$7::timestamptz')}
        CROSS JOIN LATERAL (
          SELECT 1 FROM "submissions" "s" ${SUBSCRIPTION_JOIN}
          WHERE "s"."id" = "moved"."id" AND ${tierCondition('$6')}
            ${search ? `AND ${SEARCH_MATCHES_S('$5')}` : `AND ${noSearch(false, '$5')}`}
          LIMIT 1
        ) AS "kept"
        WHERE "moved"."key" IS NOT NULL
          AND ("moved"."key", "moved"."id") > ($1::timestamptz, $2::int) AND "moved"."key" < $3::timestamptz)
    ) AS "walk"
    ORDER BY "key", "id"
    LIMIT $4
  ) AS "batch"
  JOIN "submissions" "s" ON "s"."id" = "batch"."id"
  ${joinUser('u', '"s"."user_id"')}
  ${SUBSCRIPTION_JOIN}
  ORDER BY "batch"."key", "s"."id"`;
};
/** Exported for the export's spec, which counts the batches read. */
export const EXPORT_BATCH_SQL = exportBatch(false);
const EXPORT_SEARCH_BATCH_SQL = exportBatch(true);

/** A row of EXPORT_BATCH_SQL. */
export interface ExportRow {
  id: number;
  email: string;
  linkedin_url: string;
  created_at: Date;
  admin_reply_date: Date | null;
  quality_score: number | null;
  spam_score: number | null;
  form_data: Record<string, unknown> | null;
  subscription_tier: string | null;
  subscription_end_date: Date | null;
  cursor_at: string;
  replied_by: string | null;
}

/** The reviewed list's search (an ILIKE pattern) and tier filters; null = none. */
export interface ExportFilters {
  search: string | null;
  tier: string | null;
  /** The download's snapshot: rows are read at their order keys as of this instant (now when absent). */
  asOf?: Date;
}

/** Where a batch starts: after this order key (as text) and id. */
export interface ExportCursor {
  at: string;
  id: number;
}

/** The reviewed submissions as the CSV export reads them. */
@Injectable()
export class ProcessedExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The next batch after the cursor, before `end`, at most `limit` rows. Each batch is one
   * statement on a connection taken from the pool and given back: a download never holds one (the
   * embedded database has only one).
   */
  findBatchAfter(
    after: ExportCursor,
    end: string,
    limit: number,
    filters: ExportFilters = { search: null, tier: null },
  ): Promise<ExportRow[]> {
    const sql = filters.search === null ? EXPORT_BATCH_SQL : EXPORT_SEARCH_BATCH_SQL;
    return this.dataSource.query<ExportRow[]>(sql, [
      after.at,
      after.id,
      end,
      limit,
      filters.search,
      filters.tier,
      filters.asOf ?? new Date(),
    ]);
  }

  /** The newest order key of the reviewed list, rounded up to the millisecond; null when it is empty. */
  async findNewestKey(): Promise<Date | null> {
    const [row] = await this.dataSource.query<{ newest: Date | null }[]>(NEWEST_REVIEWED_KEY_SQL);
    return row?.newest ?? null;
  }
}
