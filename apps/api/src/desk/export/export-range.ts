import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { isIsoDateOrEmpty } from '@profileproof/analysis';
import {
  DEFAULT_TIME_ZONE,
  EXPORT_FROM_INVALID,
  EXPORT_RANGE_REVERSED,
  EXPORT_TO_INVALID,
  TIME_ZONE_PARAM,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';
import { parseTimeZone, zoneDay, zoneDayEnd, zoneDayStart } from '../stats/viewer-zone';

/**
 * The reply dates to export: calendar days 'YYYY-MM-DD' of `zone`, both inclusive; null =
 * unbounded on that side. `zone` is the viewer's IANA time zone (`tz`; omitted = 'UTC').
 */
export interface ExportRange {
  from: string | null;
  to: string | null;
  zone?: string;
}

const DAY_MS = 86_400_000;
/** The last day the calendar check accepts: the day after it cannot be written as a date. */
const LAST_DAY = '9999-12-31';

/**
 * The range as instants: `start` the first instant of `from` in its zone (null = unbounded), `end`
 * the first instant after `to` (null = unbounded, also after LAST_DAY). What the reviewed list and
 * the export compare reply dates with. In UTC, midnights as before the zone existed.
 */
export function rangeInstants(range: { from?: string | null; to?: string | null; zone?: string }): {
  start: Date | null;
  end: Date | null;
} {
  const zone = range.zone ?? DEFAULT_TIME_ZONE;
  const utc = zone === DEFAULT_TIME_ZONE;
  const { from, to } = range;
  return {
    start: !from ? null : utc ? new Date(`${from}T00:00:00Z`) : zoneDayStart(from, zone),
    end: !to
      ? null
      : utc
        ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)
        : to >= LAST_DAY
          ? null
          : zoneDayEnd(to, zone),
  };
}

/**
 * The range's bounds as the export's statement takes them (timestamptz text): `start` null when
 * unbounded, `end` 'infinity' when unbounded. UTC days as '2025-06-01T00:00:00Z' and
 * '2025-06-09T24:00:00Z' (the end of 9999-12-31 included), another zone's as ISO instants.
 */
export function exportBounds(range: ExportRange): { start: string | null; end: string } {
  if ((range.zone ?? DEFAULT_TIME_ZONE) === DEFAULT_TIME_ZONE)
    return {
      start: range.from !== null ? `${range.from}T00:00:00Z` : null,
      end: range.to !== null ? `${range.to}T24:00:00Z` : 'infinity',
    };
  const instants = rangeInstants(range);
  return {
    start: instants.start?.toISOString() ?? null,
    end: instants.end?.toISOString() ?? 'infinity',
  };
}

function invalid(field: 'from' | 'to', message: string): BadRequestException {
  return new BadRequestException({ detail: VALIDATION_FAILED, errors: { [field]: [message] } });
}

/** One bound: omitted = null; otherwise a single real calendar date (not '', not repeated, not '2026-02-30'). */
function parseDay(value: unknown, field: 'from' | 'to', message: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || value === '' || !isIsoDateOrEmpty(value))
    throw invalid(field, message);
  return value;
}

/**
 * `from`, `to` and `tz` of the export's query; 400 for a malformed bound, `from` after `to` or an
 * unknown zone (nothing is read).
 */
export function parseExportRange(query: Record<string, unknown>): ExportRange {
  const from = parseDay(query.from, 'from', EXPORT_FROM_INVALID);
  const to = parseDay(query.to, 'to', EXPORT_TO_INVALID);
  // 'YYYY-MM-DD' strings sort as the days do.
  if (from !== null && to !== null && from > to) throw invalid('to', EXPORT_RANGE_REVERSED);
  return { from, to, zone: parseTimeZone(query[TIME_ZONE_PARAM]) };
}

export const ExportRangeQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ExportRange =>
    parseExportRange(
      context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>()
        .query ?? {},
    ),
);

/**
 * 'reviewed-submissions-2026-11-23.csv', or with bounds
 * 'reviewed-submissions-2026-01-01-to-2026-03-31.csv': days of UTC. In another zone the name says
 * which, its '/' written '-' (a file name cannot hold it):
 * 'reviewed-submissions-2026-01-01-to-2026-03-31-America-Los_Angeles.csv'; today is the zone's.
 */
export function exportFileName(range: ExportRange, now: Date): string {
  const zoneName = range.zone ?? DEFAULT_TIME_ZONE;
  const utc = zoneName === DEFAULT_TIME_ZONE;
  const today = utc ? now.toISOString().slice(0, 10) : zoneDay(now, zoneName);
  const zone = utc ? '' : `-${zoneName.replaceAll('/', '-')}`;
  if (range.from === null && range.to === null) return `reviewed-submissions-${today}${zone}.csv`;
  return `reviewed-submissions-${range.from ?? 'start'}-to-${range.to ?? today}${zone}.csv`;
}
