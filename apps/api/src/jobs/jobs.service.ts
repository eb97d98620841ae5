import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnModuleInit,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { jobsConfig } from '../config';
import {
  createJobsSchema,
  JOBS_SCHEMA,
  queueStats,
  type QueueStats,
  retryFailedJobs,
} from './jobs.repository';
import { DataSourceDb, transactionDb } from './pg-boss-db';

export interface QueueOptions {
  /**
   * `standard` (default), or `stately`: with a `key` (see `sendCoalesced`), at most one job per
   * key waits and one runs; another sent meanwhile joins the waiting one.
   */
  policy?: 'standard' | 'stately';
  /** Retries after the first attempt; then the job is failed (see `stats`, `retryFailed`). */
  retryLimit: number;
  /** The first retry's wait in seconds; each next one doubles it (pg-boss adds jitter). */
  retryDelaySeconds: number;
  /** A job still active this long is failed (and retried): the handler must give up before. */
  expireInSeconds: number;
}

export type JobHandler<T> = (job: PgBoss.Job<T>) => Promise<void>;

/** How long stopping waits by default for running jobs before releasing them back to the queue. */
const STOP_TIMEOUT_MS = 5000;

/**
 * Background jobs on pg-boss, in the app's database (schema `pgboss`) and through the app's pool.
 * A job is worked by one instance only (pg-boss fetches with FOR UPDATE SKIP LOCKED); a failed
 * attempt is retried with exponential backoff; a job out of retries stays failed until
 * `retryFailed` (`npm run jobs:retry`).
 */
@Injectable()
export class JobsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  /** This instance's worker of each queue, to wake it when this instance enqueues. */
  private readonly workers = new Map<string, string>();
  private readonly db: DataSourceDb;
  /** Handlers running now (pg-boss's count of them ends before it marks their jobs done). */
  private running = 0;
  private stopping?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(jobsConfig.KEY) private readonly config: ConfigType<typeof jobsConfig>,
  ) {
    // A failed statement is pg-boss's to handle (a failed poll is tried again at the next one).
    this.db = new DataSourceDb(dataSource, (error) =>
      this.logger.debug(`Job queue statement failed: ${error.message}`),
    );
    this.boss = new PgBoss({
      db: this.db,
      schema: JOBS_SCHEMA,
      // Creates (or upgrades) its schema at start, under an advisory lock: instances starting
      // together take turns, and the later ones find it made.
      migrate: true,
      supervise: true,
      // No cron schedules: nothing would use them, and they poll.
      schedule: false,
      pollingIntervalSeconds: config.pollingIntervalMs / 1000,
      // Completed jobs (their data holds the mail, links included) leave the queue after an hour
      // and the archive a day later; failed ones stay two weeks, to be retried.
      archiveCompletedAfterSeconds: 60 * 60,
      archiveFailedAfterSeconds: 14 * 24 * 60 * 60,
      deleteAfterDays: 1,
    });
    this.boss.on('error', (error: Error) =>
      this.logger.error(`Job queue: ${error.message ?? String(error)}`),
    );
  }

  async onModuleInit(): Promise<void> {
    await createJobsSchema(this.dataSource);
    await this.boss.start();
  }

  /** Creates the queue, or updates its options (they apply to the jobs enqueued from then on). */
  async createQueue(name: string, options: QueueOptions): Promise<void> {
    const queue = {
      name,
      policy: options.policy ?? ('standard' as const),
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds,
      // A job waits at most this long for a worker (its retries included) before being dropped.
      retentionMinutes: 14 * 24 * 60,
    };
    // Instances starting together create the same queue at once: pg-boss attaches its table to the
    // job table while another instance's statements hold locks on it, and PostgreSQL may end one
    // of them as a deadlock. The queue is there or not, either way: try again.
    await retryOnDeadlock(async () => {
      await this.boss.createQueue(name, queue);
      await this.boss.updateQueue(name, queue);
    });
  }

  /**
   * Enqueues a job; with `manager`, inside that transaction (it exists only if the transaction
   * commits). Call `wake` after the commit to have this instance work it at once.
   */
  async send<T extends object>(queue: string, data: T, manager?: EntityManager): Promise<string> {
    const id = await this.boss.send(queue, data, manager ? { db: transactionDb(manager) } : {});
    if (!id) throw new Error(`The job was not enqueued on ${queue}`);
    return id;
  }

  /**
   * Enqueues a job of a `stately` queue under `key`: when one with the key already waits, it
   * stands for this one (answers false). Call `wake` after.
   */
  async sendCoalesced<T extends object>(queue: string, data: T, key: string): Promise<boolean> {
    const id = await this.boss.send(queue, data, { singletonKey: key });
    return id !== null;
  }

  /**
   * Enqueues a job at most once per `seconds`-long slot of the clock, whichever instance asks
   * (pg-boss's throttle on `key`): a schedule every instance keeps with its own timer. Answers
   * false when the slot already has its job.
   */
  async sendOncePer<T extends object>(
    queue: string,
    data: T,
    key: string,
    seconds: number,
  ): Promise<boolean> {
    const id = await this.boss.send(queue, data, { singletonKey: key, singletonSeconds: seconds });
    return id !== null;
  }

  /** This instance's worker of `queue` looks for jobs now rather than at its next poll. */
  wake(queue: string): void {
    const worker = this.workers.get(queue);
    if (worker) this.boss.notifyWorker(worker);
  }

  /**
   * Works the queue's jobs one at a time, fetching up to `batchSize` at once (default 1: after
   * a fetch, the worker waits for the next poll unless woken). A handler that throws fails the
   * attempt (retried); with a batch, every job of it (the rest still run first).
   */
  async work<T extends object>(
    queue: string,
    handler: JobHandler<T>,
    options: { batchSize?: number } = {},
  ): Promise<void> {
    const id = await this.boss.work<T>(
      queue,
      { batchSize: options.batchSize ?? 1 },
      async (jobs) => {
        let failure: unknown = null;
        for (const job of jobs) {
          this.running += 1;
          try {
            await handler(job);
          } catch (error) {
            failure ??= error;
          } finally {
            this.running -= 1;
          }
        }
        if (failure !== null) throw failure;
      },
    );
    this.workers.set(queue, id);
  }

  stats(): Promise<Record<string, QueueStats>> {
    return queueStats(this.dataSource);
  }

  /** Re-queues the failed jobs of `queue` (or of every queue); returns how many. */
  retryFailed(queue?: string): Promise<number> {
    return retryFailedJobs(this.dataSource, queue);
  }

  /**
   * Stops working: no job is fetched any more; with `graceful`, running jobs get up to `timeout`
   * ms to finish, and those still running then are released (failed, so retried by any instance).
   * Enqueueing still works until the database closes. Safe to call more than once.
   */
  stop(options: { graceful?: boolean; timeout?: number } = {}): Promise<void> {
    this.stopping ??= this.stopWorking(
      options.graceful ?? true,
      options.timeout ?? STOP_TIMEOUT_MS,
    );
    return this.stopping;
  }

  private async stopWorking(graceful: boolean, timeout: number): Promise<void> {
    const deadline = Date.now() + timeout;
    await this.boss.stop({
      graceful,
      timeout,
      // The pool is the app's: the database module closes it.
      close: false,
    });
    this.workers.clear();
    // A poll in flight may still hand a job to its handler, and pg-boss marks a job done without
    // waiting: both end before the database closes (or the deadline passes; a job left active
    // expires and is attempted again).
    while (Date.now() < deadline) {
      await this.db.settled(deadline);
      await new Promise((wake) => setTimeout(wake, 20));
      if (this.running === 0 && !this.db.busy) break;
    }
  }

  /** Before the database closes (onApplicationShutdown hooks close it), jobs are finished or released. */
  beforeApplicationShutdown(): Promise<void> {
    return this.stop({ graceful: true });
  }
}

const DEADLOCK_ATTEMPTS = 5;

/** Runs `work` again (up to DEADLOCK_ATTEMPTS times, after a short random wait) when PostgreSQL ends it as a deadlock. */
async function retryOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code;
      if (code !== '40P01' || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((wake) => setTimeout(wake, 50 + Math.random() * 200 * attempt));
    }
  }
}
