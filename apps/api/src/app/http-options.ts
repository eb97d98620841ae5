import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  BadRequestException,
  HttpException,
  HttpStatus,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { NestApplicationOptions } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { MALFORMED_JSON, REQUEST_URL_TOO_LONG } from '@profileproof/contracts';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_PATH_PREFIX, type WebhookRequest } from '../billing/webhook-body';
import type { TrustProxy } from '../config';
import { answerClientError, answerFrameworkError } from './framework-errors';
import { inputProblem } from './input-limits';

export const BODY_LIMIT_BYTES = 100 * 1024;
/** Longer path segments match no route: Fastify answers 414 (see `answerFrameworkError`). */
export const MAX_PARAM_LENGTH = 100;
/** Longer URLs get 414. (Past 16 KB of URL and headers together, Node itself refuses with 431.) */
export const MAX_URL_LENGTH = 8 * 1024;

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
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Refusals made before any route or hook runs keep the `{detail}` shape of every error answer.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A caller's (or proxy's) X-Request-Id is kept when it looks like one; it then appears in the
    // request's log lines and in the answer (see `echoRequestId`).
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // On close, Node's server.close() closes the idle connections and lets the busy ones finish
    // (each then closes after its answer, see `closeConnectionsWhileDraining`). Fastify's default,
    // 'idle', ends up calling closeAllConnections() on Node 19+, which cuts requests in flight.
    forceCloseConnections: false,
    // A request that reaches a busy keep-alive connection while the server closes is answered, not
    // refused with 503: a load balancer does not retry a POST it has sent.
    return503OnClosing: false,
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

// The hooks below take Fastify's `done` callback rather than being async: an async hook costs a
// promise and a turn of the microtask queue on every request.

export function echoRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

export function refuseLongUrls(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    // Passed on, not sent: the answer goes through the error filter like every other refusal.
    done(
      request.url.length > MAX_URL_LENGTH
        ? new HttpException({ detail: REQUEST_URL_TOO_LONG }, HttpStatus.URI_TOO_LONG)
        : undefined,
    );
  });
}

/**
 * The API speaks JSON only: any other body is refused with 415. An empty body sent with a JSON
 * content type counts as no body, as many HTTP clients send that header on every request. A body
 * too deep, too large or with NUL characters (see `inputProblem`) is refused right after parsing,
 * before any other code walks it.
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
    // A webhook's signature covers the bytes as sent: its route reads them, not the parsed value.
    if (request.url.startsWith(WEBHOOK_PATH_PREFIX)) (request as WebhookRequest).rawBody = text;
    parseJson(request, text, (error, value) => {
      if (error) {
        done(new BadRequestException(MALFORMED_JSON), undefined);
        return;
      }
      const problem = inputProblem(value);
      done(problem ? new BadRequestException(problem) : null, problem ? undefined : value);
    });
  });
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    const contentType = request.headers['content-type'] ?? '(none)';
    done(
      new UnsupportedMediaTypeException(
        `Unsupported content type ${contentType}: send JSON (application/json)`,
      ),
    );
  });
}

/** The query and the path parameters get the checks of a body (see `acceptJsonBodiesOnly`). */
export function refuseHostileQueries(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    // Passed on, not sent: the answer goes through the error filter like every other refusal.
    const problem = inputProblem(request.query) ?? inputProblem(request.params);
    done(problem ? new BadRequestException(problem) : undefined);
  });
}
