import { Module } from '@nestjs/common';
import { MetricsRepository } from './metrics.repository';
import { MetricsService } from './metrics.service';

/**
 * Prometheus metrics on a port of their own (METRICS_PORT, METRICS_HOST): see MetricsService.
 * The request histogram is hooked into Fastify by configureApp (`observeRequestDurations`).
 */
@Module({
  providers: [MetricsRepository, MetricsService],
  exports: [MetricsService],
})
export class MetricsModule {}
