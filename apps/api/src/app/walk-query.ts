import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  AS_OF_INVALID,
  CURSOR_INVALID,
  PAGE_INVALID,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The walk of a paged list (issue 37, item 3; docs/product.md, "Paging"): which page, read as the
 * list stood at which instant. `?page=N` alone starts a walk now; `as_of` (sent back from an
 * answer) pins page N to that instant; a `cursor` (opaque, from an answer) names the page after or
 * before a row of a pinned walk and wins over both.
 */

/** The lists that walk (`own`: the customer's list); a cursor of one is refused by the others. */
export type WalkList = 'reviewed' | 'audit' | 'own';

/** Where a cursor points: past the row (`key`, `id`) of the walk pinned at `asOf`. */
export interface WalkCursor {
  asOf: Date;
  /** The row's order key, 'YYYY-MM-DDTHH:MI:SS.ffffffZ' (UTC, microseconds); null = '-infinity'. */
  key: string | null;
  /** The row's id, decimal. */
  id: string;
  /** The page number the cursor's page is. */
  page: number;
  /** forward: the rows after it in the list's order (the next page); backward: those before it. */
  direction: 'forward' | 'backward';
}

export interface Walk {
  /** The walk's instant: `as_of`, the cursor's, or now for a walk that starts (then `pinned` is false). */
  asOf: Date;
  /** False for a walk that starts with this read (no `as_of`, no cursor): the list may pin it later than now. */
  pinned: boolean;
  /** The page asked for (a cursor's own page number when a cursor is given). */
  page: number;
  cursor: WalkCursor | null;
}

const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const AS_OF = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const ID = /^[1-9]\d{0,17}$/;
const CURSOR = /^[A-Za-z0-9_-]{1,600}$/;

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ detail: VALIDATION_FAILED, errors: { [field]: [message] } });
}

/** Page numbers beyond this are refused rather than clamped: no list has that many pages. */
export const MAX_PAGE = Number.MAX_SAFE_INTEGER;

/** `page`: omitted = 1; otherwise decimal digits only, at least 1 (a page past the last one is the service's business). */
export function parsePage(value: unknown): number {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw invalid('page', PAGE_INVALID);
  const page = Number(value);
  if (page < 1 || page > MAX_PAGE) throw invalid('page', PAGE_INVALID);
  return page;
}

/** A key as SQL gives it, for an instant (milliseconds padded to microseconds). */
export function keyOfInstant(instant: Date): string {
  return instant.toISOString().replace('Z', '000Z');
}

/**
 * `as_of`: omitted = `now`; an ISO 8601 instant with its offset. One in the future is taken as it
 * is (a walk may be pinned past now: see startOf); it pins nothing that has not happened yet.
 */
export function parseAsOf(value: unknown, now: Date): Date {
  if (value === undefined) return now;
  if (typeof value !== 'string' || !AS_OF.test(value)) throw invalid('as_of', AS_OF_INVALID);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw invalid('as_of', AS_OF_INVALID);
  return instant;
}

export function encodeCursor(list: WalkList, cursor: WalkCursor): string {
  const body = {
    l: list,
    a: cursor.asOf.toISOString(),
    k: cursor.key,
    i: cursor.id,
    p: cursor.page,
    d: cursor.direction === 'forward' ? 'f' : 'b',
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** A cursor this list gave; 400 for anything else (another list's, tampered, malformed). */
export function decodeCursor(list: WalkList, value: unknown): WalkCursor {
  const refuse = () => invalid('cursor', CURSOR_INVALID);
  if (typeof value !== 'string' || !CURSOR.test(value)) throw refuse();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (typeof body !== 'object' || body === null) throw refuse();
  const { l, a, k, i, p, d } = body as Record<string, unknown>;
  if (l !== list || typeof a !== 'string' || typeof i !== 'string' || !ID.test(i)) throw refuse();
  if (!(k === null || (typeof k === 'string' && KEY.test(k) && !Number.isNaN(Date.parse(k)))))
    throw refuse();
  if (typeof p !== 'number' || !Number.isSafeInteger(p) || p < 1) throw refuse();
  if (d !== 'f' && d !== 'b') throw refuse();
  const asOf = new Date(a);
  if (Number.isNaN(asOf.getTime()) || asOf.toISOString() !== a) throw refuse();
  return {
    asOf,
    key: k,
    id: i,
    page: p,
    direction: d === 'f' ? 'forward' : 'backward',
  };
}

/** The walk a list's query asks for: `cursor`, else `page` (from 1) read as of `as_of` (or now). */
export function parseWalk(list: WalkList, query: Record<string, unknown>, now = new Date()): Walk {
  const page = parsePage(query.page);
  const asOf = parseAsOf(query.as_of, now);
  if (query.cursor === undefined || query.cursor === '')
    return { asOf, pinned: query.as_of !== undefined, page, cursor: null };
  const cursor = decodeCursor(list, query.cursor);
  return { asOf: cursor.asOf, pinned: true, page: cursor.page, cursor };
}

function queryOf(context: ExecutionContext): Record<string, unknown> {
  return (
    context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>()
      .query ?? {}
  );
}

/** The reviewed list's walk: `page`, `as_of`, `cursor`. */
export const ReviewedWalkQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Walk => parseWalk('reviewed', queryOf(context)),
);

/** The audit log's walk: `page`, `as_of`, `cursor`. */
export const AuditWalkQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Walk => parseWalk('audit', queryOf(context)),
);

/** A row of a walk: its id and its order key as of the walk (see WalkCursor.key). */
export interface WalkRow {
  id: number | string;
  walk_key: string | null;
}

/** What a page of a walk answers besides its rows. */
export interface WalkAnswer<Row> {
  rows: Row[];
  currentPage: number;
  next: string | null;
  previous: string | null;
}

/**
 * A page of a walk from the rows read for it. Page mode (no cursor): `fetched` is the page itself,
 * `currentPage` the page answered. Cursor mode: `fetched` holds up to `size + 1` rows past the
 * cursor in its direction (one more tells whether there is a page beyond).
 */
export function walkAnswer<Row extends WalkRow>(
  list: WalkList,
  walk: Walk,
  fetched: Row[],
  size: number,
  currentPage: number,
  totalPages: number,
): WalkAnswer<Row> {
  const cursorAt = (row: Row, page: number, direction: WalkCursor['direction']) =>
    encodeCursor(list, {
      asOf: walk.asOf,
      key: row.walk_key,
      id: String(row.id),
      page,
      direction,
    });
  if (walk.cursor === null) {
    const first = fetched[0];
    const last = fetched[fetched.length - 1];
    return {
      rows: fetched,
      currentPage,
      next: last && currentPage < totalPages ? cursorAt(last, currentPage + 1, 'forward') : null,
      previous: first && currentPage > 1 ? cursorAt(first, currentPage - 1, 'backward') : null,
    };
  }
  const beyond = fetched.length > size;
  if (walk.cursor.direction === 'forward') {
    const rows = fetched.slice(0, size);
    const page = Math.max(1, Math.min(walk.cursor.page, Math.max(totalPages, 1)));
    const first = rows[0];
    const last = rows[rows.length - 1];
    return {
      rows,
      currentPage: page,
      next: last && beyond ? cursorAt(last, page + 1, 'forward') : null,
      previous: first && page > 1 ? cursorAt(first, page - 1, 'backward') : null,
    };
  }
  const rows = fetched.slice(0, size).reverse();
  // Nothing before these rows: this is the first page, whatever the cursor's number said.
  const page = beyond ? Math.max(2, Math.min(walk.cursor.page, Math.max(totalPages, 2))) : 1;
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    currentPage: page,
    next: last && page < totalPages ? cursorAt(last, page + 1, 'forward') : null,
    previous: first && beyond ? cursorAt(first, page - 1, 'backward') : null,
  };
}

/**
 * Where a walk that starts now is pinned: the later of `now` and the list's newest key (null: an
 * empty list), so that a row dated ahead of this instance's clock is in the list it walks.
 */
export function startOf(now: Date, newest: Date | null | undefined): Date {
  return newest && newest.getTime() > now.getTime() ? newest : now;
}
