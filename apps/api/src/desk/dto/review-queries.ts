import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  type DeskFilters,
  LIMIT_INVALID,
  normaliseTier,
  OVERDUE_FILTER_INVALID,
  PENDING_PAGE_SIZE,
  PENDING_QUEUE_CAP,
  SEARCH_INVALID,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  STATUS_INVALID,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  TIER_FILTER_INVALID,
  TIERS,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';
import { parseExportRange } from '../export/export-range';

/* Custom parameter decorators: the global validation pipe would first turn '1e3' into 1000 and '' into 0. */

function queryOf(context: ExecutionContext): Record<string, unknown> {
  return (
    context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>()
      .query ?? {}
  );
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ detail: VALIDATION_FAILED, errors: { [field]: [message] } });
}

/** `limit` of the pending queue: omitted = PENDING_PAGE_SIZE; otherwise decimal digits only, 1 to PENDING_QUEUE_CAP. */
export function parseLimit(value: unknown): number {
  if (value === undefined) return PENDING_PAGE_SIZE;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) throw invalid('limit', LIMIT_INVALID);
  const limit = Number(value);
  if (limit < 1 || limit > PENDING_QUEUE_CAP) throw invalid('limit', LIMIT_INVALID);
  return limit;
}

/** `status`: omitted = pending; the only list of GET /api/admin/submissions/ is the pending queue. */
export function parseStatus(value: unknown): SubmissionStatus {
  if (value === undefined) return 'pending';
  const known = SUBMISSION_STATUSES.find((status) => status === value);
  if (!known) throw invalid('status', STATUS_INVALID);
  return known;
}

export const LimitQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number => parseLimit(queryOf(context).limit),
);

export const StatusQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SubmissionStatus =>
    parseStatus(queryOf(context).status),
);

/** `q`: omitted or blank = no search; otherwise trimmed, SEARCH_MIN_LENGTH to SEARCH_MAX_LENGTH characters. */
export function parseSearch(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid('q', SEARCH_INVALID);
  const text = value.trim();
  if (text === '') return undefined;
  if ([...text].length < SEARCH_MIN_LENGTH || [...text].length > SEARCH_MAX_LENGTH)
    throw invalid('q', SEARCH_INVALID);
  return text;
}

/** `tier`: omitted or blank = every tier; otherwise free, basic or premium (any case). */
export function parseTierFilter(value: unknown): DeskFilters['tier'] {
  if (value === undefined || value === '') return undefined;
  const tier = normaliseTier(value);
  if (!tier) throw invalid('tier', TIER_FILTER_INVALID);
  return tier;
}

/** `overdue`: omitted, blank or false = every pending one; true = those past due now. */
export function parseOverdue(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw invalid('overdue', OVERDUE_FILTER_INVALID);
}

/** The pending queue's filters: q, tier, overdue. */
export function parsePendingFilters(query: Record<string, unknown>): DeskFilters {
  return {
    q: parseSearch(query.q),
    tier: parseTierFilter(query.tier),
    overdue: parseOverdue(query.overdue),
  };
}

/**
 * The reviewed list's (and its export's) filters: q, tier, from, to (reply days, as the export
 * reads them) and tz (the zone of those days, 'UTC' when omitted; see parseTimeZone).
 */
export function parseReviewedFilters(query: Record<string, unknown>): DeskFilters {
  const range = parseExportRange(query);
  return {
    q: parseSearch(query.q),
    tier: parseTierFilter(query.tier),
    from: range.from ?? undefined,
    to: range.to ?? undefined,
    tz: range.zone,
  };
}

export const PendingFiltersQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): DeskFilters => parsePendingFilters(queryOf(context)),
);

export const ReviewedFiltersQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): DeskFilters =>
    parseReviewedFilters(queryOf(context)),
);

/* The desk's queries as the OpenAPI document shows them (the parsers above read them). */

export const SEARCH_QUERY = ApiQuery({
  name: 'q',
  required: false,
  description: `A substring of the customer's e-mail or the profile link, case-insensitive, at least ${SEARCH_MIN_LENGTH} characters`,
});
export const TIER_QUERY = ApiQuery({
  name: 'tier',
  required: false,
  enum: TIERS,
  description: "The submitter's tier now",
});
export const FILTER_ERRORS = `\`errors: {q: ['${SEARCH_INVALID}']}\`, \`errors: {tier: ['${TIER_FILTER_INVALID}']}\``;
export const CACHE_BUSTER = ApiQuery({
  name: 't',
  required: false,
  description: 'Cache-buster: accepted and ignored',
});
