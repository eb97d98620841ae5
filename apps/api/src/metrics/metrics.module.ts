import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { MetricsService } from './metrics.service';

/**
 * Prometheus metrics on a port of their own (METRICS_PORT, METRICS_HOST): see MetricsService.
 * The request histogram is hooked into Fastify by configureApp (`observeRequestDurations`).
 */
@Module({
  imports: [JobsModule, SubmissionsModule],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsModule {}
