import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { SubmissionReply } from './entities/submission-reply.entity';
import { Submission } from './entities/submission.entity';
import { QueuePositionController } from './queue-position.controller';
import { QueuePositionRepository } from './queue-position.repository';
import { QueuePositionService } from './queue-position.service';
import { ReplyVersionsRepository } from './reply-versions.repository';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsRepository } from './submissions.repository';
import { SubmissionsService } from './submissions.service';

/**
 * The customer's side of submissions (`/api/contact/*`): users submit (within the monthly quota,
 * which SubscriptionsModule reports), list their own and see their queue position. The reviewers'
 * side is the desk's (DeskModule). Services hold the rules; the repositories hold the statements
 * (tuned SQL as text, with typed rows).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Submission, SubmissionReply]), SubscriptionsModule],
  controllers: [SubmissionsController, QueuePositionController],
  providers: [
    SubmissionsService,
    QueuePositionService,
    SubmissionsRepository,
    QueuePositionRepository,
    ReplyVersionsRepository,
  ],
  // The submissions' own statements for the desk, ratings and the report.
  exports: [SubmissionsRepository, ReplyVersionsRepository],
})
export class SubmissionsModule {}
