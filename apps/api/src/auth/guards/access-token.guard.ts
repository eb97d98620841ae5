import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_TOKEN_INVALID, CREDENTIALS_MISSING } from '@profileproof/contracts';
import { type AccessTokenSubject, AccessTokensService } from '../access-tokens.service';
import type { AuthenticatedRequest } from '../authenticated-user';
import { SessionCheckService } from '../sessions/session-check.service';
import { routeAccess } from './route-access';

/** Requests that change nothing: a session ended elsewhere may still read for a few seconds. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Global: every route needs a valid access token (`Authorization: Bearer ...`) unless it is
 * marked @Public(), issued in a session that still holds (see SessionCheckService), checked
 * against the database on every write and every @Roles route. Missing, invalid and expired
 * tokens, and tokens of ended sessions, get 401.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accessTokens: AccessTokensService,
    private readonly sessions: SessionCheckService,
  ) {}

  /**
   * Synchronous unless the session must be asked of the database (admin routes, writes, a session
   * not trusted yet): Nest then awaits nothing for this guard, as for most reads.
   */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const access = routeAccess(this.reflector, context);
    if (access.isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException({ detail: CREDENTIALS_MISSING });
    const subject = this.accessTokens.verify(token);
    if (!subject) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
    const fresh = access.roles.length > 0 || !READ_METHODS.has(request.method);
    if (!fresh && this.sessions.isTrusted(subject)) return admit(request, subject);
    return this.sessions.holds(subject, fresh).then((holds) => {
      if (!holds) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
      return admit(request, subject);
    });
  }
}

function admit(request: AuthenticatedRequest, subject: AccessTokenSubject): true {
  request.user = subject.user;
  request.sessionId = subject.sessionId;
  return true;
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
