import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccessTokensService } from '../access-tokens.service';
import { CREDENTIALS_MISSING, IS_PUBLIC_KEY } from '../auth.decorators';
import type { AuthenticatedRequest } from '../authenticated-user';

export const ACCESS_TOKEN_INVALID = 'Invalid or expired access token.';

/**
 * Global: every route needs a valid access token (`Authorization: Bearer ...`) unless it is
 * marked @Public(). Missing, invalid and expired tokens get 401.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accessTokens: AccessTokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException({ detail: CREDENTIALS_MISSING });
    const user = await this.accessTokens.verify(token);
    if (!user) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
    request.user = user;
    return true;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
