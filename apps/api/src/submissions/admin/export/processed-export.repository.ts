import { Injectable } from '@nestjs/common';
import { PoolReader } from '../../../database/pool-reader';
import { NEWEST_REVIEWED_KEY_SQL } from '../review.sql';
import { EXPORT_BATCH_SQL, EXPORT_SEARCH_BATCH_SQL } from './processed-export.sql';

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
  constructor(private readonly reader: PoolReader) {}

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
    return this.reader.rows<ExportRow>(sql, [
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
    const [row] = await this.reader.rows<{ newest: Date | null }>(NEWEST_REVIEWED_KEY_SQL);
    return row?.newest ?? null;
  }
}
