import { Readable, pipeline } from 'node:stream';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RISK_LEVEL_LABELS, scoreAnalysis, validateFormData } from '@profileproof/analysis';
import {
  DEFAULT_TIER,
  type Tier,
  EXPORT_COLUMNS,
  EXPORT_EMPTY_RANGE,
  type ExportAuditDetails,
  FORMER_ADMIN,
  MAX_ROW_ID,
} from '@profileproof/contracts';
import { stringify } from 'csv-stringify';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.service';
import { tierGrantedBy } from '../../subscriptions/subscriptions.service';
import { SUBMISSIONS_LOG } from '../../submissions/submissions.messages';
import type { Actor } from '../claims/claims.service';
import { searchPattern } from '../lists/desk-search';
import { exportBounds, exportFileName, type ExportRange } from './export-range';
import {
  type ExportCursor as Cursor,
  ProcessedExportRepository,
  type ExportRow,
} from './processed-export.repository';
import { startOf } from '../../app/walk-query';

/** Rows per read: small enough to keep memory flat, large enough that the reads cost little beside the writing. */
export const EXPORT_BATCH_ROWS = 1000;

type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], string | number | null>;

/**
 * The first cursor and the end of a range. Unbounded: every reviewed submission, those without a
 * reply date (key '-infinity') first. With `from`: from the start of that day in the range's zone
 * (00:00 UTC without `tz`). With only `to`: past every row without a reply date (they have none in
 * range). The end is the start of the day after `to` in that zone (an instant, whatever the
 * session's time zone).
 */
function boundsOf(range: ExportRange): { start: Cursor; end: string } {
  const bounds = exportBounds(range);
  const start =
    bounds.start !== null
      ? { at: bounds.start, id: 0 }
      : { at: '-infinity', id: range.to !== null ? MAX_ROW_ID : 0 };
  return { start, end: bounds.end };
}

/**
 * A row as the export writes it. Risk level and outreach come from the stored checklist as the
 * report computes them (`scoreAnalysis`); empty without one (reviewed without a reply, or one the
 * checklist rules no longer accept). The tier is the submitter's now, as the admin lists show it.
 */
export function exportRecordOf(row: ExportRow, now: Date): ExportRecord {
  const checklist =
    row.form_data === null
      ? null
      : validateFormData(row.form_data, { profileUrl: row.linkedin_url });
  const scores = checklist?.ok ? scoreAnalysis(checklist.value) : null;
  const subscription =
    row.subscription_tier === null
      ? null
      : { tier: row.subscription_tier, endDate: row.subscription_end_date };
  return {
    id: row.id,
    email: row.email,
    profile_url: row.linkedin_url,
    submitted_at: row.created_at.toISOString(),
    replied_at: row.admin_reply_date?.toISOString() ?? null,
    replied_by: row.replied_by ?? (row.admin_reply_date === null ? null : FORMER_ADMIN),
    profile_score: row.quality_score,
    spam_score: row.spam_score,
    risk_level: scores ? RISK_LEVEL_LABELS[scores.riskLevel] : null,
    outreach: scores ? (scores.goodForOutreach ? 'Yes' : 'No') : null,
    tier: subscription ? tierGrantedBy(subscription, now) : DEFAULT_TIER,
  };
}

/** One download: who asked, for what, and when (the file's name and the tiers are as of `now`). */
export interface ExportRequest {
  range: ExportRange;
  /** The desk's search and tier filters, as on the reviewed list; absent = none. */
  search?: { q?: string; tier?: Tier };
  admin: Actor;
  now: Date;
  /** The download's snapshot (set by the service when it starts: the later of `now` and the newest reply). */
  asOf?: Date;
}

/**
 * The CSV export of reviewed submissions (GET /api/admin/processed/export.csv): RFC 4180 (CRLF,
 * quotes doubled, a header row of EXPORT_COLUMNS), UTF-8 with a byte order mark so that Excel reads
 * it as UTF-8, text cells starting with `=`, `+`, `-`, `@`, a tab or CR prefixed with `'` (OWASP,
 * CSV injection). Oldest reply first, then id: the reverse of the reviewed list. Every download
 * that starts is recorded in the audit log when it ends (`export.downloaded`).
 */
@Injectable()
export class ProcessedExportService {
  private readonly logger = new Logger('ProcessedExport');

  constructor(
    private readonly exports: ProcessedExportRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /**
   * The CSV as a stream that reads the database batch by batch as the client takes it
   * (backpressure): memory stays flat at any size. The first batch is read before the stream is
   * returned, so a database that cannot be reached is answered like on any route (503) rather than
   * with a cut download, and a range without a row is a 404 (EXPORT_EMPTY_RANGE) rather than a
   * file of headers. Later failures cannot change the status any more: they are logged and end
   * the response early. A client that goes away destroys the stream, and no further batch is read.
   */
  async csv(request: ExportRequest): Promise<Readable> {
    const { start, end } = boundsOf(request.range);
    // One snapshot for the whole download without holding a connection (the embedded database
    // has one): every batch reads the list as it stood now (see EXPORT_BATCH_SQL).
    request = { ...request, asOf: startOf(request.now, await this.exports.findNewestKey()) };
    const first = await this.batch(start, end, request);
    if (first.length === 0) throw new NotFoundException({ detail: EXPORT_EMPTY_RANGE });
    const csv = stringify({
      header: true,
      columns: [...EXPORT_COLUMNS],
      bom: true,
      record_delimiter: 'windows',
      escape_formulas: true,
    });
    pipeline(Readable.from(this.records(first, end, request)), csv, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        this.logger.error(
          { err: { type: error.name, message: error.message, stack: error.stack } },
          SUBMISSIONS_LOG.exportStopped,
        );
      }
    });
    return csv;
  }

  /**
   * The records, counted as they are handed to the CSV. Whatever ends the download — the last
   * row, a failed read, or the client going away (the stream then ends the generator, which runs
   * `finally`) — it is recorded once, with the rows written. A complete download ends only once
   * its entry is stored: if the entry cannot be written, the download is cut short instead.
   */
  private async *records(
    first: ExportRow[],
    end: string,
    request: ExportRequest,
  ): AsyncGenerator<ExportRecord> {
    let rows = first;
    let written = 0;
    let complete = false;
    try {
      for (;;) {
        for (const row of rows) {
          written += 1;
          yield exportRecordOf(row, request.now);
        }
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH_ROWS) break;
        rows = await this.batch({ at: last.cursor_at, id: last.id }, end, request);
      }
      complete = true;
    } finally {
      await this.recordDownload(
        request,
        {
          from: request.range.from,
          to: request.range.to,
          ...(request.search?.q ? { q: request.search.q } : {}),
          ...(request.search?.tier ? { tier: request.search.tier } : {}),
          rows: written,
          complete,
        },
        complete,
      );
    }
  }

  /** One `export.downloaded` entry, in a transaction of its own. A failure of a complete download's entry is thrown (it cuts the download). */
  private async recordDownload(
    request: ExportRequest,
    details: ExportAuditDetails,
    rethrow: boolean,
  ): Promise<void> {
    try {
      await this.dataSource.transaction((manager) =>
        this.audit.record(manager, {
          actor: request.admin,
          action: 'export.downloaded',
          target: { type: 'export', id: exportFileName(request.range, request.now) },
          details: { ...details },
        }),
      );
    } catch (error) {
      const { name, message, stack } = error as Error;
      this.logger.error({ err: { type: name, message, stack } }, SUBMISSIONS_LOG.exportNotAudited);
      if (rethrow) throw error;
    }
  }

  private batch(after: Cursor, end: string, request: ExportRequest): Promise<ExportRow[]> {
    const { q, tier } = request.search ?? {};
    return this.exports.findBatchAfter(after, end, EXPORT_BATCH_ROWS, {
      search: q ? searchPattern(q) : null,
      tier: tier ?? null,
      asOf: request.asOf,
    });
  }
}
