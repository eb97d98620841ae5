import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PERMISSION_DENIED } from '@profileproof/contracts';
import type { AuthenticatedRequest } from '../authenticated-user';
import { routeAccess } from './route-access';

/** Global, after the access-token guard: a route marked @Roles(...) refuses other roles with 403. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const { roles } = routeAccess(this.reflector, context);
    if (!roles.length) return true;
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user || !roles.includes(user.role))
      throw new ForbiddenException({ detail: PERMISSION_DENIED });
    return true;
  }
}
