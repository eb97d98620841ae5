import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import type { Role } from '@profileproof/contracts';
import { PERMISSION_DENIED } from '@profileproof/contracts';
import { TWO_STEP_MESSAGES, TWO_STEP_REQUIRED_CODE } from '@profileproof/contracts/two-step';
import { authConfig } from '../../config';
import { ROLES_KEY } from '../auth.decorators';
import type { AuthenticatedRequest } from '../authenticated-user';
import { TwoStepRepository } from '../two-step/two-step.repository';

/**
 * Global, after the access-token guard: a route marked @Roles(...) refuses other roles with 403.
 * An admin-only route also refuses, under ADMIN_REQUIRE_2FA, an admin without two-step sign-in:
 * 403 with `code: 'two_step_required'`, which sends the console to the set-up.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly twoStep: TwoStepRepository,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user || !roles.includes(user.role))
      throw new ForbiddenException({ detail: PERMISSION_DENIED });
    const adminOnly = roles.every((role) => role === 'admin');
    if (
      adminOnly &&
      this.auth.twoStep.requiredForAdmins &&
      !(await this.twoStep.isEnabled(user.id))
    )
      throw new ForbiddenException({
        detail: TWO_STEP_MESSAGES.required,
        code: TWO_STEP_REQUIRED_CODE,
      });
    return true;
  }
}
