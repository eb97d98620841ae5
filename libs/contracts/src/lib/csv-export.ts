/**
 * The CSV export of reviewed submissions: GET /api/admin/processed/export.csv?from=&to= (texts:
 * `EXPORT_EMPTY_RANGE`, `FORMER_ADMIN`).
 */
import type { Tier } from './subscriptions';

/** The header row, in column order. */
export const EXPORT_COLUMNS = [
  'id',
  'email',
  'profile_url',
  'submitted_at',
  'replied_at',
  'replied_by',
  'profile_score',
  'spam_score',
  'risk_level',
  'outreach',
  'tier',
] as const;

/** `details` of an `export.downloaded` entry. */
export interface ExportAuditDetails {
  from: string | null;
  to: string | null;
  /** Rows written into the file (for a download cut short: at most what the admin received). */
  rows: number;
  /** False when the download stopped early (the admin went away, or an error cut it short). */
  complete: boolean;
}

export interface ExportQuery {
  /** 'YYYY-MM-DD' (a day of `tz`), inclusive, on the reply date; omitted = from the first. */
  from?: string;
  /** 'YYYY-MM-DD' (a day of `tz`), inclusive, on the reply date; omitted = up to now. */
  to?: string;
  /** The IANA time zone whose days `from`/`to` are (the viewer's); omitted = UTC. */
  tz?: string;
  /** The reviewed list's search (DeskFilters.q): part of the e-mail or profile link. */
  q?: string;
  /** The reviewed list's tier filter. */
  tier?: Tier;
}
