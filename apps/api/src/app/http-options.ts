import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestApplicationOptions } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';

export const BODY_LIMIT_BYTES = 100 * 1024;

const REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface HttpAdapterOptions {
  /** `TRUST_PROXY` (see the app configuration); false when absent. */
  trustProxy?: TrustProxy;
}

export function createHttpAdapter(options: HttpAdapterOptions = {}): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Which proxies' X-Forwarded-* headers to believe: request.ip (which the rate limits count by)
    // is then the client's address rather than the load balancer's.
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // A caller's (or proxy's) X-Request-Id is kept when it looks like one; it then appears in the
    // request's log lines and in the answer (see `echoRequestId`).
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
}

export const NEST_APPLICATION_OPTIONS: NestApplicationOptions = {
  // Bodies are parsed by `acceptJsonBodiesOnly`, not by Nest's parsers (which add url-encoded forms).
  bodyParser: false,
  // Start-up logs wait for the application logger.
  bufferLogs: true,
  // Let the caller report a failed start (main prints a clear message) instead of exiting here.
  abortOnError: false,
};

export function echoRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/**
 * The API speaks JSON only: any other body is refused with 415. An empty body sent with a JSON
 * content type counts as no body, as many HTTP clients send that header on every request.
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    // No route, no use for the body: the answer is 404 whatever it holds.
    if (text === '' || request.is404) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      done(error ? new BadRequestException('Malformed JSON in the request body') : null, value);
    });
  });
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    const contentType = request.headers['content-type'] ?? '(none)';
    done(new UnsupportedMediaTypeException(`Unsupported content type ${contentType}: send JSON (application/json)`));
  });
}

/** PostgreSQL cannot store NUL characters in text, and no legitimate input contains them. */
export function refuseNulCharacters(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    // Thrown, not sent: the answer goes through the error filter like every other refusal.
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new BadRequestException('Text must not contain NUL (\\u0000) characters');
    }
  });
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}
