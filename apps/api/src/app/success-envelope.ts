import { RouteConfig } from '@nestjs/platform-fastify';
import type { ErrorBody } from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `SuccessEnvelope()`. */
    successEnvelope?: boolean;
  }
}

/**
 * For routes whose clients read `{success, error}` (the spec's admin subscription calls): every
 * refusal of the route — validation, 401, 403, 404, malformed JSON, a body too large, … — also
 * carries `success: false` and `error`, the same text as `detail` (for validation: the field
 * messages, joined with '; '). Set as Fastify route config, so the error filter sees it even for
 * errors raised before the route's handler runs (body parsing). Other routes are unaffected.
 */
export const SuccessEnvelope = () => RouteConfig({ successEnvelope: true });

export function wantsSuccessEnvelope(request: FastifyRequest): boolean {
  return request.routeOptions?.config?.successEnvelope === true;
}

export function withSuccessEnvelope(
  answer: ErrorBody,
): ErrorBody & { success: false; error: string } {
  const error = summaryOf(answer.errors) ?? answer.detail;
  return { success: false, ...answer, error, detail: error };
}

/** 'Email is required; Tier is required' for a validation failure; undefined otherwise. */
function summaryOf(errors: unknown): string | undefined {
  if (errors === null || typeof errors !== 'object') return undefined;
  const messages = Object.values(errors as Record<string, unknown>).flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  return messages.length > 0 ? messages.join('; ') : undefined;
}
