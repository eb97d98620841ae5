import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Submission } from './entities/submission.entity';
import { SubmissionCounter } from './submission-counter.service';

/**
 * The submissions domain's count for the quota, on its own: SubscriptionsModule imports this one
 * (SubmissionsModule imports SubscriptionsModule for the tiers, so importing it back would be a cycle).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Submission])],
  providers: [SubmissionCounter],
  exports: [SubmissionCounter],
})
export class SubmissionCounterModule {}
