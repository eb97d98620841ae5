import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { SubmissionReply } from './entities/submission-reply.entity';
import { Submission } from './entities/submission.entity';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';
import { QueuePositionController } from './queue-position.controller';
import { RatingsController } from './ratings/ratings.controller';
import { RatingsRepository } from './ratings/ratings.repository';
import { RatingsService } from './ratings/ratings.service';
import { ReportController } from './report/report.controller';
import { ReportRepository } from './report/report.repository';
import { ReportService } from './report/report.service';
import { QueuePositionRepository } from './queue-position.repository';
import { QueuePositionService } from './queue-position.service';
import { ReplyVersionsRepository } from './reply-versions.repository';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsRepository } from './submissions.repository';
import { SubmissionsService } from './submissions.service';

/**
 * The customer's side of submissions (`/api/contact/*`): users submit (within the monthly quota,
 * which SubscriptionsModule reports), list their own, see their queue position, read their report's
 * to-do list and progress (`report/`) and rate the reply (`ratings/`). The reviewers'
 * side is the desk's (DeskModule). Services hold the rules; the repositories hold the statements
 * (tuned SQL as text, with typed rows).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Submission, SubmissionReply]),
    SubscriptionsModule,
    UsersModule,
  ],
  controllers: [
    SubmissionsController,
    QueuePositionController,
    RatingsController,
    ReportController,
  ],
  providers: [
    SubmissionsService,
    QueuePositionService,
    SubmissionsRepository,
    QueuePositionRepository,
    ReplyVersionsRepository,
    IdempotencyKeysRepository,
    RatingsService,
    RatingsRepository,
    ReportService,
    ReportRepository,
  ],
  // The submissions' own statements for the desk; the ratings and reports for the account's export.
  exports: [SubmissionsRepository, ReplyVersionsRepository, RatingsRepository, ReportService],
})
export class SubmissionsModule {}
