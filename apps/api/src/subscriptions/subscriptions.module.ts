import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AdminSubscriptionsController } from './admin/admin-subscriptions.controller';
import { SubscribersRepository } from './admin/subscribers.repository';
import { SubscribersService } from './admin/subscribers.service';
import { Subscription } from './entities/subscription.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Tiers and the monthly submission quota: GET /api/auth/subscription/ and SubscriptionsService
 * (effective tiers, usage), plus the admin's subscription management.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription]), UsersModule, AuthModule],
  controllers: [SubscriptionsController, AdminSubscriptionsController],
  providers: [
    SubscriptionsService,
    SubscriptionsRepository,
    SubscribersService,
    SubscribersRepository,
  ],
  // SubscriptionsRepository: the account's export reads its subscription row.
  exports: [SubscriptionsService, SubscriptionsRepository],
})
export class SubscriptionsModule {}
