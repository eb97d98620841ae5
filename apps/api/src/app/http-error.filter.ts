import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  type HttpServer,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import {
  BILLING_MESSAGES,
  DEPENDENCY_DOWN_DETAIL,
  type ErrorBody,
  INTERNAL_ERROR,
  ROUTE_NOT_FOUND,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';
import { isDatabaseUnreachable } from '../database/errors';
import { type Dependency, DependencyDownError } from '../shared-state/dependency-down.error';
import { APP_LOG } from './app.messages';
import { redactUrl } from './logging';
import { wantsSuccessEnvelope, withSuccessEnvelope } from './success-envelope';

/** Seconds a client is told to wait (`Retry-After`) when a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

// Kept importable from here: the live updates' stream answers the same outage with it.
export { DEPENDENCY_DOWN_DETAIL };

/** The dependency whose outage `exception` reports (a lost database connection, Redis), if any. */
export function dependencyDownOf(exception: unknown): Dependency | null {
  if (exception instanceof DependencyDownError) return exception.dependency;
  return isDatabaseUnreachable(exception) ? 'database' : null;
}

/**
 * Every error answer is JSON with a `detail` message (plus, for some, flags beside it). Errors Fastify
 * raises itself (a body too large, say) reach this filter as HttpExceptions too. A database or Redis
 * that cannot be reached is answered 503 with `Retry-After`: the request may succeed in a moment.
 * Unexpected errors are logged and answered with a generic 500: no stack trace or internal message
 * leaks.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly httpAdapter: HttpServer) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const response = http.getResponse();
    const down = dependencyDownOf(exception);
    if (down) {
      this.replyDependencyDown(down, exception, request, response);
      return;
    }
    const { status, answer } = this.answerFor(exception, request);
    if (!(exception instanceof HttpException)) {
      const error = exception instanceof Error ? exception : new Error(String(exception));
      // Only name, message and stack: other fields of an error (a failed query's parameters) may be secret.
      this.logger.error(
        { err: { type: error.name, message: error.message, stack: error.stack } },
        APP_LOG.unhandledError(request.method, redactUrl(request.url)),
      );
    }
    if (this.httpAdapter.isHeadersSent(response)) return;
    this.httpAdapter.reply(
      response,
      wantsSuccessEnvelope(request) ? withSuccessEnvelope(answer) : answer,
      status,
    );
  }

  private replyDependencyDown(
    dependency: Dependency,
    exception: unknown,
    request: FastifyRequest,
    response: unknown,
  ): void {
    // A warning, not an error: the outage is not a bug, and each request during it logs one line.
    const cause = exception instanceof DependencyDownError ? exception.cause : exception;
    const reason = cause instanceof Error ? cause.message : String(cause);
    this.logger.warn(
      APP_LOG.dependencyDown(dependency, reason, request.method, redactUrl(request.url)),
    );
    if (this.httpAdapter.isHeadersSent(response)) return;
    this.httpAdapter.setHeader(response, 'Retry-After', String(RETRY_AFTER_SECONDS));
    const answer = {
      detail:
        dependency === 'payment provider' ? BILLING_MESSAGES.providerDown : DEPENDENCY_DOWN_DETAIL,
    };
    this.httpAdapter.reply(
      response,
      wantsSuccessEnvelope(request) ? withSuccessEnvelope(answer) : answer,
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }

  private answerFor(
    exception: unknown,
    request: FastifyRequest,
  ): { status: number; answer: ErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.NOT_FOUND && request.is404)
        return { status, answer: { detail: ROUTE_NOT_FOUND } };
      return { status, answer: errorAnswerOf(exception) };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      answer: { detail: INTERNAL_ERROR },
    };
  }
}

/** The JSON answer of an HttpException: its own `{detail, …}`, or Nest's shape turned into one. */
export function errorAnswerOf(exception: HttpException): ErrorBody {
  return toAnswer(exception.getResponse(), exception.message);
}

function toAnswer(body: string | object, fallback: string): ErrorBody {
  if (typeof body === 'string') return { detail: body };
  if ('detail' in body && typeof body.detail === 'string') return body as ErrorBody;
  // Nest's own shape: {statusCode, message, error}, where message may be a list.
  const message = 'message' in body ? body.message : undefined;
  if (Array.isArray(message)) return { detail: message.join('; ') };
  return { detail: typeof message === 'string' ? message : fallback };
}
