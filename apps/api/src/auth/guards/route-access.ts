import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Role } from '@profileproof/contracts';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../auth.decorators';

/** What a route asks of its caller: nothing (@Public), or a token, of one of `roles` if any (@Roles). */
export interface RouteAccess {
  isPublic: boolean;
  roles: readonly Role[];
}

/** Per handler: decorators are applied when the class is defined and never change afterwards. */
const accessByHandler = new WeakMap<object, RouteAccess>();

/**
 * The route's access rules, read from its handler's and controller's metadata once, then kept.
 * Both global guards ask on every request, and reading the metadata (two keys, two targets, a
 * prototype walk each) was a measurable share of the smallest request's cost (CHANGELOG.md,
 * "Benchmark findings: tallies under bulk statements, and the busy runs of issue 27").
 */
export function routeAccess(reflector: Reflector, context: ExecutionContext): RouteAccess {
  const handler = context.getHandler();
  let access = accessByHandler.get(handler);
  if (!access) {
    const targets = [handler, context.getClass()];
    access = {
      isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) === true,
      roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? [],
    };
    accessByHandler.set(handler, access);
  }
  return access;
}
