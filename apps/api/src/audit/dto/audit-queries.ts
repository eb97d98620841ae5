import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  ACTION_INVALID,
  ACTOR_INVALID,
  ACTOR_MAX_LENGTH,
  AUDIT_ACTIONS,
  type AuditAction,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';
import { parsePage } from '../../app/walk-query';

/** The filters of the audit log; absent ones are null. */
export interface AuditFilters {
  /** Lower-cased: compared with lower(actor_email). */
  actor: string | null;
  action: AuditAction | null;
}

/* Custom parameter decorators, as for the review lists (dto/review-queries.ts): the query is taken as sent. */

function queryOf(context: ExecutionContext): Record<string, unknown> {
  return (
    context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>()
      .query ?? {}
  );
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ detail: VALIDATION_FAILED, errors: { [field]: [message] } });
}

/** `actor`: omitted or blank = anyone; otherwise trimmed and compared regardless of case. */
export function parseActor(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') throw invalid('actor', ACTOR_INVALID);
  const actor = value.trim();
  if (actor.length > ACTOR_MAX_LENGTH) throw invalid('actor', ACTOR_INVALID);
  return actor === '' ? null : actor.toLowerCase();
}

/** `action`: omitted or blank = every action; otherwise one of AUDIT_ACTIONS exactly. */
export function parseAction(value: unknown): AuditAction | null {
  if (value === undefined || value === '') return null;
  const known = AUDIT_ACTIONS.find((action) => action === value);
  if (!known) throw invalid('action', ACTION_INVALID);
  return known;
}

/** `page` as the reviewed list takes it: from 1, decimal digits only. */
export const AuditPageQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number => parsePage(queryOf(context).page),
);

export const AuditFiltersQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuditFilters => {
    const query = queryOf(context);
    return { actor: parseActor(query.actor), action: parseAction(query.action) };
  },
);
