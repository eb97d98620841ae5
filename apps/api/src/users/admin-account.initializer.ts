import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { AuditLog } from '../audit/audit-log.service';
import { authConfig } from '../config';
import { LiveEvents } from '../live-events/live-events.service';
import { operatorAdminChange } from './operator-admin-change';
import { USERS_LOG } from './users.messages';
import { UsersService } from './users.service';

/**
 * Ensures the admin named by ADMIN_EMAIL/ADMIN_PASSWORD exists when the API starts. A real change
 * (a new ADMIN_PASSWORD, a promotion) ends the account's sessions on every instance and is audited;
 * the same password again at the next start changes nothing.
 */
@Injectable()
export class AdminAccountInitializer implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccount');

  constructor(
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    private readonly users: UsersService,
    private readonly liveEvents: LiveEvents,
    private readonly audit: AuditLog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.auth.admin) return;
    const onChange = operatorAdminChange(
      'server_start',
      (manager, selector) => this.liveEvents.endStreams(manager, selector),
      this.audit,
    );
    const { user, outcome } = await this.users.ensureAdmin(
      this.auth.admin.email,
      this.auth.admin.password,
      onChange,
    );
    this.logger.log(USERS_LOG.adminAccount(user.email, outcome));
  }
}
