import type { FastifyRequest } from 'fastify';

/** The path prefix whose JSON bodies keep their raw text (a webhook's signature covers the bytes). */
export const WEBHOOK_PATH_PREFIX = '/api/billing/webhooks/';

/** A request whose JSON body parser kept the raw text (see `acceptJsonBodiesOnly`). */
export type WebhookRequest = FastifyRequest & { rawBody?: string };
