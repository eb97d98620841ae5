import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@profileproof/contracts';
import { PERMISSION_DENIED } from '@profileproof/contracts';
import { ROLES_KEY } from '../auth.decorators';
import type { AuthenticatedRequest } from '../authenticated-user';

/** Global, after the access-token guard: a route marked @Roles(...) refuses other roles with 403. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user || !roles.includes(user.role))
      throw new ForbiddenException({ detail: PERMISSION_DENIED });
    return true;
  }
}
