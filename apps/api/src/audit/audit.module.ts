import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.service';

/** The audit log of admin actions: `AuditLog` for every module that acts, and the admins' list of it. */
@Global()
@Module({
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
