import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { DeskModule } from '../desk/desk.module';
import { MetricsService } from './metrics.service';

/**
 * Prometheus metrics on a port of their own (METRICS_PORT, METRICS_HOST): see MetricsService.
 * The request histogram is hooked into Fastify by configureApp (`observeRequestDurations`).
 */
@Module({
  imports: [DeskModule, JobsModule],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsModule {}
