import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { isIsoDateOrEmpty } from '@profileproof/analysis';
import {
  EXPORT_FROM_INVALID,
  EXPORT_RANGE_REVERSED,
  EXPORT_TO_INVALID,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';

/** The reply dates to export: UTC calendar days 'YYYY-MM-DD', both inclusive; null = unbounded on that side. */
export interface ExportRange {
  from: string | null;
  to: string | null;
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

/** `from` and `to` of the export's query; 400 for a malformed bound or `from` after `to` (nothing is read). */
export function parseExportRange(query: Record<string, unknown>): ExportRange {
  const from = parseDay(query.from, 'from', EXPORT_FROM_INVALID);
  const to = parseDay(query.to, 'to', EXPORT_TO_INVALID);
  // 'YYYY-MM-DD' strings sort as the days do.
  if (from !== null && to !== null && from > to) throw invalid('to', EXPORT_RANGE_REVERSED);
  return { from, to };
}

export const ExportRangeQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ExportRange =>
    parseExportRange(
      context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>()
        .query ?? {},
    ),
);

/** 'reviewed-submissions-2026-11-23.csv', or with bounds 'reviewed-submissions-2026-01-01-to-2026-03-31.csv'. */
export function exportFileName(range: ExportRange, now: Date): string {
  const today = now.toISOString().slice(0, 10);
  if (range.from === null && range.to === null) return `reviewed-submissions-${today}.csv`;
  return `reviewed-submissions-${range.from ?? 'start'}-to-${range.to ?? today}.csv`;
}
