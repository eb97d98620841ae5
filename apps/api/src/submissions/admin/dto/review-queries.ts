import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  LIMIT_INVALID,
  PAGE_INVALID,
  PENDING_PAGE_SIZE,
  PENDING_QUEUE_CAP,
  STATUS_INVALID,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';

/** Page numbers beyond this are refused rather than clamped: no list has that many pages. */
export const MAX_PAGE = Number.MAX_SAFE_INTEGER;

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

/** `page`: omitted = 1; otherwise decimal digits only, at least 1 (a page past the last one is the service's business). */
export function parsePage(value: unknown): number {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw invalid('page', PAGE_INVALID);
  const page = Number(value);
  if (page < 1 || page > MAX_PAGE) throw invalid('page', PAGE_INVALID);
  return page;
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

export const PageQuery = createParamDecorator((_data: unknown, context: ExecutionContext): number =>
  parsePage(queryOf(context).page),
);

export const LimitQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number => parseLimit(queryOf(context).limit),
);

export const StatusQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SubmissionStatus =>
    parseStatus(queryOf(context).status),
);
