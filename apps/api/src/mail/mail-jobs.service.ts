import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { jobsConfig, mailConfig } from '../config';
import { JobsService } from '../jobs/jobs.service';
import { MailDeliveriesRepository } from './mail-deliveries.repository';
import { type MailMessage, MailService } from './mail.service';

/** The queue of every e-mail the API sends. */
export const MAIL_QUEUE = 'mail.send';

/**
 * A mail to send, or `null`: a job for nobody, enqueued where a request must do the same work
 * whether or not an account exists (forgot-password for an unknown address).
 */
export interface MailJobData {
  message: MailMessage | null;
}

/**
 * An attempt still running after this long is failed and retried: well after the SMTP timeouts
 * (see mail.service.ts), so that an attempt has given up before the next one starts.
 */
const MAIL_JOB_EXPIRE_SECONDS = 120;

/**
 * How long a delivery stays recorded: longer than a job can be attempted again (14 days waiting
 * for its retries, then 14 days failed, when `jobs:retry` can still re-queue it; see JobsService).
 */
export const MAIL_DELIVERY_RECORD_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Every e-mail is a job of `mail.send`: enqueued with the writes it follows, sent by a worker. */
@Injectable()
export class MailJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailJobs');
  private readonly messageIdDomain: string;
  private pruneTimer?: ReturnType<typeof setInterval>;

  constructor(
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly deliveries: MailDeliveriesRepository,
    @Inject(jobsConfig.KEY) private readonly config: ConfigType<typeof jobsConfig>,
    @Inject(mailConfig.KEY) mailSettings: ConfigType<typeof mailConfig>,
  ) {
    this.messageIdDomain = /@([^\s<>@]+)>?$/.exec(mailSettings.from)?.[1] ?? 'profileproof.local';
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.createQueue(MAIL_QUEUE, {
      retryLimit: this.config.mailRetryLimit,
      retryDelaySeconds: this.config.mailRetryDelaySeconds,
      expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
    });
    await this.jobs.work<MailJobData>(MAIL_QUEUE, (job) => this.deliver(job));
    // Every instance prunes; the statement is idempotent and uses an index.
    this.pruneTimer = setInterval(() => {
      this.pruneDeliveries().catch((error: unknown) =>
        this.logger.warn(`Pruning mail deliveries failed: ${String(error)}`),
      );
    }, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.pruneTimer);
  }

  /** Forgets the deliveries older than MAIL_DELIVERY_RECORD_DAYS; returns how many. */
  pruneDeliveries(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - MAIL_DELIVERY_RECORD_DAYS * 24 * 60 * 60 * 1000);
    return this.deliveries.deleteDeliveredBefore(cutoff);
  }

  /**
   * Enqueues `message` (or a job for nobody) in the transaction of `manager`: the mail exists if
   * and only if what it carries (a link's token, say) was committed. `wake()` after the commit.
   */
  enqueue(message: MailMessage | null, manager: EntityManager): Promise<string> {
    return this.jobs.send<MailJobData>(MAIL_QUEUE, { message }, manager);
  }

  /** After the commit: this instance sends at once, rather than at its next poll. */
  wake(): void {
    this.jobs.wake(MAIL_QUEUE);
  }

  /**
   * Sends the job's mail unless an earlier attempt of the same job delivered it. pg-boss gives a
   * job to one worker at a time; the record makes an attempt after a delivered one (a retry after
   * a failure to mark the job done, `jobs:retry`) send nothing. What remains is the moment between
   * the server taking the mail and the record's commit: a crash there sends it again, with the
   * same Message-ID, so mail clients show it once.
   */
  private async deliver(job: PgBoss.Job<MailJobData>): Promise<void> {
    const { message } = job.data;
    if (!message) return;
    if (await this.deliveries.isDelivered(job.id)) return;
    await this.mail.send(message, `<${job.id}@${this.messageIdDomain}>`);
    await this.deliveries.recordDelivered(job.id);
  }
}
