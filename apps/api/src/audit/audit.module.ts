import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuditController } from './audit.controller';
import { AuditEntriesService } from './audit-entries.service';
import { AuditLog } from './audit-log.service';
import { AuditRepository } from './audit.repository';

/**
 * The audit log of admin actions: `AuditLog` for every module that acts, the admins' list of it, and
 * `AuditRepository` for closing an account (its address leaves the log).
 */
@Global()
@Module({
  imports: [UsersModule],
  controllers: [AuditController],
  providers: [AuditLog, AuditEntriesService, AuditRepository],
  exports: [AuditLog, AuditRepository],
})
export class AuditModule {}
