import { Module } from '@nestjs/common';
import { JobsService } from './jobs.service';

/** Background jobs: pg-boss in the app's database. Their gauges are MetricsService's. */
@Module({
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
