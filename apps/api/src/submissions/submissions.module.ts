import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminSubmissionsController } from './admin/admin-submissions.controller';
import { ClaimsController } from './admin/claims.controller';
import { ClaimsRepository } from './admin/claims.repository';
import { ClaimsService } from './admin/claims.service';
import { ProcessedExportController } from './admin/export/processed-export.controller';
import { ProcessedExportRepository } from './admin/export/processed-export.repository';
import { ProcessedExportService } from './admin/export/processed-export.service';
import { ReviewStatsRepository } from './admin/review-stats.repository';
import { ReviewStatsService } from './admin/review-stats.service';
import { PendingQueueRepository } from './admin/pending-queue.repository';
import { ReviewListsService } from './admin/review-lists.service';
import { ReviewRepository } from './admin/review.repository';
import { ReviewedWalkRepository } from './admin/reviewed-walk.repository';
import { UnfilteredWalkRepository } from './admin/unfiltered-walk.repository';
import { ReviewService } from './admin/review.service';
import { SubmissionReply } from './entities/submission-reply.entity';
import { Submission } from './entities/submission.entity';
import { QueuePositionController } from './queue-position.controller';
import { QueuePositionRepository } from './queue-position.repository';
import { QueuePositionService } from './queue-position.service';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsRepository } from './submissions.repository';
import { SubmissionsService } from './submissions.service';
import { TeamFiguresRepository } from './admin/team-figures.repository';
import { PendingByTierRepository } from './admin/pending-by-tier.repository';
import { UsersModule } from '../users/users.module';

/**
 * Profile submissions: users submit (within the monthly quota, which SubscriptionsModule reports)
 * and list their own; admins review them, claiming the ones they work on (admin/). Services hold the
 * rules; the repositories hold the statements (tuned SQL as text, with typed rows).
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
    AdminSubmissionsController,
    ClaimsController,
    ProcessedExportController,
  ],
  providers: [
    SubmissionsService,
    QueuePositionService,
    ReviewService,
    ReviewListsService,
    ReviewStatsService,
    ClaimsService,
    ProcessedExportService,
    SubmissionsRepository,
    QueuePositionRepository,
    ReviewRepository,
    PendingQueueRepository,
    ReviewedWalkRepository,
    UnfilteredWalkRepository,
    ReviewStatsRepository,
    ClaimsRepository,
    ProcessedExportRepository,
    TeamFiguresRepository,
    PendingByTierRepository,
  ],
  exports: [SubmissionsRepository, TeamFiguresRepository, PendingByTierRepository],
})
export class SubmissionsModule {}
