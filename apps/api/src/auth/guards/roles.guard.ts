import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import { PERMISSION_DENIED } from '@profileproof/contracts';
import { TWO_STEP_MESSAGES, TWO_STEP_REQUIRED_CODE } from '@profileproof/contracts/two-step';
import { authConfig } from '../../config';
import type { AuthenticatedRequest } from '../authenticated-user';
import { TwoStepRepository } from '../two-step/two-step.repository';
import { TrustCache } from '../trust-cache';
import { routeAccess } from './route-access';

/** Admins this process trusts at most at once to have two-step sign-in on. */
const MAX_TRUSTED_ADMINS = 1_000;

/**
 * Global, after the access-token guard: a route marked @Roles(...) refuses other roles with 403.
 * An admin-only route also refuses, under ADMIN_REQUIRE_2FA, an admin without two-step sign-in:
 * 403 with `code: 'two_step_required'`, which sends the console to the set-up. An admin found
 * with it on is trusted for SESSION_CHECK_CACHE_SECONDS in this process (as sessions are), so an
 * admin's request costs no extra query; one found without it is asked again at each request, so
 * turning it on takes effect at once.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  /** Ids of admins found with two-step sign-in on. */
  private readonly twoStepOn: TrustCache<number>;

  constructor(
    private readonly reflector: Reflector,
    private readonly twoStep: TwoStepRepository,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {
    this.twoStepOn = new TrustCache(auth.sessionCheckCacheSeconds * 1000, MAX_TRUSTED_ADMINS);
  }

  /** Synchronous unless the two-step check must ask the database: most routes pay no promise. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const { roles } = routeAccess(this.reflector, context);
    if (!roles.length) return true;
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user || !roles.includes(user.role))
      throw new ForbiddenException({ detail: PERMISSION_DENIED });
    const adminOnly = roles.every((role) => role === 'admin');
    if (!adminOnly || !this.auth.twoStep.requiredForAdmins || this.twoStepOn.trusts(user.id))
      return true;
    return this.twoStep.isEnabled(user.id).then((enabled) => {
      if (!enabled)
        throw new ForbiddenException({
          detail: TWO_STEP_MESSAGES.required,
          code: TWO_STEP_REQUIRED_CODE,
        });
      this.twoStepOn.trust(user.id);
      return true;
    });
  }
}
