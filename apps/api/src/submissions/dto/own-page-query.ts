import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  CURSOR_INVALID,
  USER_SUBMISSIONS_LIMIT_INVALID,
  USER_SUBMISSIONS_PAGE_MAX,
  USER_SUBMISSIONS_PAGE_SIZE,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';
import { decodeCursor, type WalkCursor } from '../../app/walk-query';

/** A page of the customer's list as asked: past `cursor` (null: the newest), `limit` of them. */
export interface OwnPage {
  cursor: WalkCursor | null;
  limit: number;
}

/**
 * `limit` and `cursor` of the customer's list, taken as sent (a custom decorator, as the review
 * lists' queries: dto/review-queries.ts); null when neither is given (the spec's array).
 */
export const OwnPageQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): OwnPage | null => {
    const query =
      context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>()
        .query ?? {};
    const cursor = query.cursor === '' ? undefined : query.cursor;
    if (query.limit === undefined && cursor === undefined) return null;
    return {
      cursor: cursor === undefined ? null : ownCursorOf(cursor),
      limit: limitOf(query.limit),
    };
  },
);

/** `limit` of a page: omitted = USER_SUBMISSIONS_PAGE_SIZE; decimal digits, 1 to USER_SUBMISSIONS_PAGE_MAX. */
function limitOf(value: unknown): number {
  if (value === undefined) return USER_SUBMISSIONS_PAGE_SIZE;
  const limit = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : 0;
  if (limit < 1 || limit > USER_SUBMISSIONS_PAGE_MAX)
    throw new BadRequestException({
      detail: VALIDATION_FAILED,
      errors: { limit: [USER_SUBMISSIONS_LIMIT_INVALID] },
    });
  return limit;
}

/** A cursor of the customer's list; 400 for anything else. */
function ownCursorOf(value: unknown): WalkCursor {
  const cursor = decodeCursor('own', value);
  if (cursor.key === null)
    throw new BadRequestException({
      detail: VALIDATION_FAILED,
      errors: { cursor: [CURSOR_INVALID] },
    });
  return cursor;
}
