import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AdminSubscriptionsController } from './admin/admin-subscriptions.controller';
import { SubscribersService } from './admin/subscribers.service';
import { Subscription } from './entities/subscription.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Tiers and the monthly submission quota: GET /api/auth/subscription/ and SubscriptionsService
 * (effective tiers, usage), plus the admin's subscription management.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription]), UsersModule],
  controllers: [SubscriptionsController, AdminSubscriptionsController],
  providers: [SubscriptionsService, SubscribersService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
