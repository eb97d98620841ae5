import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Role } from '@profileproof/contracts';
import { CREDENTIALS_MISSING, TOO_MANY_ATTEMPTS } from '@profileproof/contracts';
import type { AccessTokenSubject } from './access-tokens.service';
import type { AuthenticatedRequest, AuthenticatedUser } from './authenticated-user';
import { AuthThrottlerGuard, RetryAfterInterceptor } from './rate-limits';
import type { SessionClient } from './sessions/session-client';

export const IS_PUBLIC_KEY = 'auth:public';
export const ROLES_KEY = 'auth:roles';

/** Opens a route (or a controller) to requests without an access token. Every other route needs one. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Only users with one of these roles may call the route: others get 403. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The authenticated user of the request (routes that are not @Public). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => {
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user) throw new UnauthorizedException({ detail: CREDENTIALS_MISSING });
    return user;
  },
);

/** The authenticated user and the session of their access token (routes that are not @Public). */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessTokenSubject => {
    const { user, sessionId } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user || !sessionId) throw new UnauthorizedException({ detail: CREDENTIALS_MISSING });
    return { user, sessionId };
  },
);

/** The client's user agent and IP (as trusted per TRUST_PROXY), kept with the sessions it starts or refreshes. */
export const Client = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionClient => {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const agent = request.headers['user-agent'];
    return { userAgent: typeof agent === 'string' ? agent : undefined, ip: request.ip };
  },
);

/**
 * Limits the attempts per client IP on this route (AUTH_RATE_LIMIT per AUTH_RATE_TTL_SECONDS, counted
 * in Redis with REDIS_URL, shared by every instance); beyond it the answer is 429 `{detail}` with
 * Retry-After, as for a TooManyAttemptsException the route throws itself. Redis down: 503.
 */
export const AuthRateLimit = () =>
  applyDecorators(
    UseGuards(AuthThrottlerGuard),
    UseInterceptors(RetryAfterInterceptor),
    ApiTooManyRequestsResponse({
      description:
        `\`{detail: '${TOO_MANY_ATTEMPTS}'}\`, with \`Retry-After\` (seconds). Per client IP (\`TRUST_PROXY\` says which proxies to believe), ` +
        'each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. ' +
        'With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`).',
    }),
  );
