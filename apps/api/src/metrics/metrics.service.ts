import { createServer, type Server } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { TIERS } from '@profileproof/contracts';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Gauge, type Metric, register } from 'prom-client';
import { DataSource } from 'typeorm';
import { operationsConfig } from '../config';
import { JobsService } from '../jobs/jobs.service';
import type { QueueStats } from '../jobs/jobs.repository';
import { EventStreams } from '../live-events/event-streams';
import {
  type PendingByTier,
  PendingByTierRepository,
} from '../desk/stats/pending-by-tier.repository';

/** Scrapes within this of the last read of a figure from the database get that read again. */
export const READ_CACHE_MS = 5000;

/** One of prom-client's default metrics: present once `collectDefaultMetrics` has run. */
const DEFAULT_METRICS_MARKER = 'process_cpu_user_seconds_total';

/**
 * The instance's Prometheus metrics, served by a plain `node:http` server of their own on
 * METRICS_HOST:METRICS_PORT (`GET /metrics`), never on the public port. Besides prom-client's
 * default process and Node.js metrics and the request histogram (`observeRequestDurations`): the
 * database pool, the open event streams and the pending submissions. Other modules may register
 * theirs on prom-client's default registry: it is the one served.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private readonly registered: Metric[] = [];
  private server: Server | null = null;
  /** Read from the database at most once per READ_CACHE_MS, for every gauge and scrape that needs them. */
  private readonly pending = cachedRead(() => this.repository.pendingSubmissions());
  private readonly queues = cachedRead(() => this.jobs.stats());

  constructor(
    @Inject(operationsConfig.KEY) private readonly config: ConfigType<typeof operationsConfig>,
    private readonly dataSource: DataSource,
    private readonly streams: EventStreams,
    private readonly repository: PendingByTierRepository,
    private readonly jobs: JobsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!register.getSingleMetric(DEFAULT_METRICS_MARKER)) collectDefaultMetrics();
    this.registerGauges();
    const { metricsPort, metricsHost } = this.config;
    if (metricsPort === null) return;
    this.server = await this.listen(metricsPort, metricsHost);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    // Only those still ours: another app in this process (tests) may have replaced them.
    for (const metric of this.registered) {
      const name = (metric as unknown as { name: string }).name;
      if (register.getSingleMetric(name) === metric) register.removeSingleMetric(name);
    }
  }

  /** Where the metrics server listens, once it does (null when off). */
  address(): { host: string; port: number } | null {
    const address = this.server?.address();
    return address && typeof address === 'object'
      ? { host: address.address, port: address.port }
      : null;
  }

  private registerGauges(): void {
    const pool = () => (this.dataSource.driver as unknown as { master?: Pool }).master;
    this.gauge('profileproof_db_pool_size', 'Database connections open in the pool', () => {
      return pool()?.totalCount ?? 0;
    });
    this.gauge(
      'profileproof_db_pool_in_use',
      'Database connections checked out of the pool',
      () => {
        const current = pool();
        return current ? current.totalCount - current.idleCount : 0;
      },
    );
    this.gauge(
      'profileproof_db_pool_waiting',
      'Queries waiting for a database connection from the pool',
      () => pool()?.waitingCount ?? 0,
    );
    this.gauge(
      'profileproof_event_streams_open',
      'Live update streams (server-sent events) open on this instance',
      () => this.streams.openCount,
    );
    const byTier = (value: (figures: PendingByTier) => number) => async () => {
      const figures = await this.pending();
      return Object.fromEntries(TIERS.map((tier) => [tier, value(figures[tier])]));
    };
    this.labelledGauge(
      'profileproof_submissions_pending',
      'Submissions waiting for review, by the tier of their submitter',
      'tier',
      byTier((figures) => figures.pending),
    );
    this.labelledGauge(
      'profileproof_submissions_oldest_pending_age_seconds',
      'Age of the oldest submission waiting for review, by the tier of its submitter (0: none)',
      'tier',
      byTier((figures) => figures.oldestAgeSeconds),
    );
    const byQueue = (value: (queue: QueueStats) => number) => async () =>
      Object.fromEntries(
        Object.entries(await this.queues()).map(([queue, stats]) => [queue, value(stats)]),
      );
    this.labelledGauge(
      'profileproof_jobs_queued',
      'Jobs waiting for a worker (new or waiting for a retry)',
      'queue',
      byQueue((stats) => stats.queued),
    );
    this.labelledGauge(
      'profileproof_jobs_failed',
      'Jobs that used up their retries (re-queue them with npm run jobs:retry)',
      'queue',
      byQueue((stats) => stats.failed),
    );
    this.labelledGauge(
      'profileproof_jobs_oldest_age_seconds',
      'Age of the oldest job waiting for a worker',
      'queue',
      byQueue((stats) => stats.oldestQueuedAgeSeconds),
    );
  }

  private gauge(name: string, help: string, value: () => number): void {
    this.replace(
      name,
      () =>
        new Gauge({
          name,
          help,
          registers: [],
          collect() {
            this.set(value());
          },
        }),
    );
  }

  /** A gauge with one sample per key of what `read` gives (a tier, a queue), read when scraped. */
  private labelledGauge(
    name: string,
    help: string,
    label: string,
    read: () => Promise<Record<string, number>>,
  ): void {
    const logger = this.logger;
    this.replace(
      name,
      () =>
        new Gauge({
          name,
          help,
          labelNames: [label],
          registers: [],
          async collect() {
            this.reset();
            // A scrape while the database is down still gets every other metric.
            try {
              for (const [key, value] of Object.entries(await read()))
                this.set({ [label]: key }, value);
            } catch (error) {
              logger.warn(
                `${name} not read: ${error instanceof Error ? error.message : String(error)}`,
              );
            }
          },
        }),
    );
  }

  private replace(name: string, create: () => Metric): void {
    if (register.getSingleMetric(name)) register.removeSingleMetric(name);
    const metric = create();
    register.registerMetric(metric);
    this.registered.push(metric);
  }

  private listen(port: number, host: string): Promise<Server | null> {
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      register.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': register.contentType });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        (error: unknown) => {
          this.logger.error(
            `Metrics not collected: ${error instanceof Error ? error.message : String(error)}`,
          );
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end();
        },
      );
    });
    // Scrapes come every few seconds: a connection left idle by Prometheus is closed soon.
    server.keepAliveTimeout = 30_000;
    return new Promise((resolve) => {
      server.once('error', (error) => {
        // Metrics are for watching: an instance without them still serves its users, and the
        // scrape target's `up == 0` shows it.
        this.logger.error(
          `No metrics on this instance: the metrics server could not listen on ${host}:${port} (${error.message})`,
        );
        resolve(null);
      });
      server.listen(port, host, () => {
        this.logger.log(`Metrics on http://${host}:${port}/metrics`);
        resolve(server);
      });
    });
  }
}

/**
 * `read`, run at most once per READ_CACHE_MS: every gauge of a scrape, and every scrape of that
 * span, share one database read. A failed read is not kept: the next scrape tries again.
 */
function cachedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= READ_CACHE_MS) {
      const value = read();
      const entry = { at: now, value };
      last = entry;
      value.catch(() => {
        if (last === entry) last = null;
      });
    }
    return last.value;
  };
}
