import { Controller, Get, Module } from '@nestjs/common';
import { CurrentUser, Roles } from '../../src/auth/auth.decorators';
import type { AuthenticatedUser } from '../../src/auth/authenticated-user';

/** Routes that exist only in tests: one for any signed-in user, one for admins. */
@Controller('probe/access')
class AccessProbeController {
  @Get('signed-in')
  signedIn(@CurrentUser() user: AuthenticatedUser): AuthenticatedUser {
    return user;
  }

  @Roles('admin')
  @Get('admin')
  adminOnly(@CurrentUser() user: AuthenticatedUser): { role: string } {
    return { role: user.role };
  }
}

@Module({ controllers: [AccessProbeController] })
export class AccessProbeModule {}
