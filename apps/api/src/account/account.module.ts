import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { AccountExportService } from './account-export.service';
import { AccountProofs } from './account-proofs';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { EmailChangeService } from './email-change.service';

/**
 * The signed-in user's own account (the Account page; its routes keep the spec's paths under
 * `/api/auth/`): the password and e-mail changes, the sessions screen, the data export and closing
 * the account. Signing in, the sessions themselves and the e-mail links are AuthModule's; the
 * account's rows in other tables are read and erased through their owners' repositories.
 */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    MailModule,
    AuditModule,
    BillingModule,
    SubmissionsModule,
    SubscriptionsModule,
  ],
  controllers: [AccountController],
  providers: [AccountService, AccountProofs, EmailChangeService, AccountExportService],
})
export class AccountModule {}
