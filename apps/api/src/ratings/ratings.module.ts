import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { RatingsController } from './ratings.controller';
import { RatingsRepository } from './ratings.repository';
import { RatingsService } from './ratings.service';

/** Customers rating the report of their reviewed submissions (/api/contact/submissions/{id}/rating/). */
@Module({
  imports: [SubmissionsModule],
  controllers: [RatingsController],
  providers: [RatingsService, RatingsRepository],
  // The ratings' reads for the account's export.
  exports: [RatingsRepository],
})
export class RatingsModule {}
