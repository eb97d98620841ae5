import { Gauge, register } from 'prom-client';
import type { QueueStats } from './job-queries';

/**
 * The job queue's gauges on prom-client's default registry (the metrics endpoint exposes it),
 * read from the database when scraped. Registered once per process: a second app in the same
 * process (tests) takes over the reading.
 */
let source: (() => Promise<Record<string, QueueStats>>) | null = null;

export function registerJobMetrics(read: () => Promise<Record<string, QueueStats>>): () => void {
  source = read;
  if (!register.getSingleMetric('profileproof_jobs_queued')) createGauges();
  return () => {
    if (source === read) source = null;
  };
}

function createGauges(): void {
  let reading: Promise<Record<string, QueueStats>> | null = null;
  // One read per scrape for the three gauges.
  const stats = async (): Promise<Record<string, QueueStats>> => {
    if (!source) return {};
    reading ??= source().finally(() => setImmediate(() => (reading = null)));
    return reading;
  };
  const gauge = (name: string, help: string, value: (queue: QueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      async collect() {
        this.reset();
        for (const [queue, counts] of Object.entries(await stats().catch(() => ({})))) {
          this.set({ queue }, value(counts));
        }
      },
    });
  gauge(
    'profileproof_jobs_queued',
    'Jobs waiting for a worker (new or waiting for a retry)',
    (q) => q.queued,
  );
  gauge(
    'profileproof_jobs_failed',
    'Jobs that used up their retries (re-queue them with npm run jobs:retry)',
    (q) => q.failed,
  );
  gauge(
    'profileproof_jobs_oldest_age_seconds',
    'Age of the oldest job waiting for a worker',
    (q) => q.oldestQueuedAgeSeconds,
  );
}
