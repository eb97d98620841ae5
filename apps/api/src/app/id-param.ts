import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { INVALID_ID, MAX_ROW_ID } from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';

const DIGITS = /^\d{1,10}$/;

/** '42' -> 42; anything that is not a plain decimal id of a row ('abc', '0', '-1', '1.5', '1e3', too large) -> null. */
export function parseRowId(value: unknown): number | null {
  if (typeof value !== 'string' || !DIGITS.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/**
 * A row id from the path (`:id` by default), checked strictly: a value that no row can have is a
 * 400, never a database error. A custom decorator, so the global validation pipe does not first
 * turn the text into a number ('1e3' -> 1000, '0x1' -> 1).
 */
export const IdParam = createParamDecorator(
  (name: string | undefined, context: ExecutionContext): number => {
    const { params } = context
      .switchToHttp()
      .getRequest<FastifyRequest<{ Params: Record<string, string> }>>();
    const id = parseRowId(params[name ?? 'id']);
    if (id === null) throw new BadRequestException({ detail: INVALID_ID });
    return id;
  },
);
