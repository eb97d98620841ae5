import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { authConfig } from '../config';
import { UsersService } from './users.service';

/** Ensures the admin named by ADMIN_EMAIL/ADMIN_PASSWORD exists when the API starts. */
@Injectable()
export class AdminAccountInitializer implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccount');

  constructor(
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.auth.admin) return;
    const { user, outcome } = await this.users.ensureAdmin(this.auth.admin.email, this.auth.admin.password);
    this.logger.log(`Admin account ${user.email}: ${outcome}`);
  }
}
