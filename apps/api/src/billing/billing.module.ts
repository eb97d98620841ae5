import { Module } from '@nestjs/common';
import { billingConfig } from '../config';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { AdminBillingController } from './admin-billing.controller';
import { AdminBillingService } from './admin-billing.service';
import { BillingEventsRepository } from './billing-events.repository';
import { BillingMetrics } from './billing-metrics';
import { BILLING_PROVIDER } from './billing-provider.token';
import { BillingSyncService } from './billing-sync.service';
import { BillingController } from './billing.controller';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';
import { createBillingProvider } from './providers';

/**
 * Billing (issue 40): customers buy a plan through a payment provider (BILLING_PROVIDER: stripe or
 * razorpay; unset = off). Webhooks are verified, stored once and turned into syncs of the
 * customer; the sync recomputes the paid grant (a row of `subscriptions` with source provider)
 * beside the admin's grant. See docs/billing.md.
 */
@Module({
  imports: [JobsModule, MailModule, SubscriptionsModule, UsersModule],
  controllers: [BillingController, AdminBillingController],
  providers: [
    {
      provide: BILLING_PROVIDER,
      inject: [billingConfig.KEY],
      useFactory: createBillingProvider,
    },
    BillingRepository,
    BillingEventsRepository,
    BillingMetrics,
    BillingSyncService,
    BillingService,
    AdminBillingService,
  ],
  // The account's closing ends its paid subscriptions first.
  exports: [BillingService],
})
export class BillingModule {}
