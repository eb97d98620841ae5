import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerRequest } from '@nestjs/throttler';
import { TOO_MANY_ATTEMPTS } from '@profileproof/contracts';
import type { FastifyReply } from 'fastify';
import { catchError, type Observable, throwError } from 'rxjs';
import { DependencyDownError } from '../shared-state/dependency-down.error';

/** A 429 thrown by a route: `{detail}`, with `Retry-After` set by RetryAfterInterceptor. */
export class TooManyAttemptsException extends HttpException {
  /** Whole seconds, at least 1. */
  readonly retryAfterSeconds: number;

  constructor(msBeforeNext: number) {
    super({ detail: TOO_MANY_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  }
}

/**
 * Puts `Retry-After` on the reply when the route throws a TooManyAttemptsException; the global
 * error filter then answers it (headers already set on the reply are kept).
 */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof TooManyAttemptsException) {
          context
            .switchToHttp()
            .getResponse<FastifyReply>()
            .header('Retry-After', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}

/**
 * ThrottlerGuard (429 with Retry-After beyond the limit), failing closed: when its counter store
 * cannot be reached (Redis down) the request is refused with a DependencyDownError (503), never
 * let through and never a 500.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new DependencyDownError('redis', error);
    }
  }
}
