import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditEntriesService } from './audit-entries.service';
import { AuditLog } from './audit-log.service';
import { AuditRepository } from './audit.repository';

/** The audit log of admin actions: `AuditLog` for every module that acts, and the admins' list of it. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditLog, AuditEntriesService, AuditRepository],
  exports: [AuditLog],
})
export class AuditModule {}
