import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { ReportModule } from '../report/report.module';
import { UsersModule } from '../users/users.module';
import { AccountDataRepository } from './account-data.repository';
import { AccountExportService } from './account-export.service';
import { AccountProofs } from './account-proofs';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { EmailChangeService } from './email-change.service';

/**
 * The signed-in user's own account (the Account page; its routes keep the spec's paths under
 * `/api/auth/`): the password and e-mail changes, the sessions screen, the data export and closing
 * the account. Signing in, the sessions themselves and the e-mail links are AuthModule's.
 */
@Module({
  imports: [AuthModule, UsersModule, MailModule, AuditModule, ReportModule, BillingModule],
  controllers: [AccountController],
  providers: [
    AccountService,
    AccountProofs,
    EmailChangeService,
    AccountExportService,
    AccountDataRepository,
  ],
})
export class AccountModule {}
