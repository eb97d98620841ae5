import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminSubmissionsController } from './admin/admin-submissions.controller';
import { ClaimsController } from './admin/claims.controller';
import { ClaimsService } from './admin/claims.service';
import { ProcessedExportController } from './admin/export/processed-export.controller';
import { ProcessedExportService } from './admin/export/processed-export.service';
import { ReviewStatsService } from './admin/review-stats.service';
import { ReviewService } from './admin/review.service';
import { SubmissionReply } from './entities/submission-reply.entity';
import { Submission } from './entities/submission.entity';
import { QueuePositionController } from './queue-position.controller';
import { QueuePositionService } from './queue-position.service';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsService } from './submissions.service';

/**
 * Profile submissions: users submit (within the monthly quota, which SubscriptionsModule reports)
 * and list their own; admins review them, claiming the ones they work on (admin/).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Submission, SubmissionReply]), SubscriptionsModule],
  controllers: [
    SubmissionsController,
    QueuePositionController,
    AdminSubmissionsController,
    ClaimsController,
    ProcessedExportController,
  ],
  providers: [
    SubmissionsService,
    QueuePositionService,
    ReviewService,
    ReviewStatsService,
    ClaimsService,
    ProcessedExportService,
  ],
})
export class SubmissionsModule {}
