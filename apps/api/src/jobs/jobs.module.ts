import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { registerJobMetrics } from './jobs.metrics';
import { JobsService } from './jobs.service';

/** Background jobs (pg-boss in the app's database) and their gauges. */
@Module({
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule implements OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(private readonly jobs: JobsService) {}

  onModuleInit(): void {
    this.unregister = registerJobMetrics(() => this.jobs.stats());
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }
}
