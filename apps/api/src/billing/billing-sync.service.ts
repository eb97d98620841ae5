import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import {
  type BillingState,
  type BillingSyncResult,
  GRANTING_STATES,
  isPurchasablePlan,
  purchasablePlan,
  ROUTES,
  TIER_RANK,
  type Tier,
} from '@profileproof/contracts';
import type PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { appConfig } from '../config';
import { JobsService } from '../jobs/jobs.service';
import { MailJobs } from '../mail/mail-jobs.service';
import type { PaidGrant } from '../subscriptions/subscriptions.repository';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { UsersService } from '../users/users.service';
import { paymentProblemMail, tierChangedMail } from './billing-mails';
import { BillingEventsRepository } from './billing-events.repository';
import { BillingMetrics } from './billing-metrics';
import {
  BillingRepository,
  type CustomerRow,
  type SubscriptionRow,
  type SyncedSubscription,
} from './billing.repository';
import { BILLING_PROVIDER } from './billing-provider.token';
import type { BillingProvider } from './providers/billing-provider';

export const SYNC_QUEUE = 'billing.sync';
export const RECONCILE_QUEUE = 'billing.reconcile';
/** A reconciliation of every customer runs once per slot this long, whichever instance asks. */
const RECONCILE_EVERY_SECONDS = 4 * 60 * 60;
/** How often each instance asks (the slot's throttle keeps it to one run). */
const RECONCILE_ASK_MS = 15 * 60 * 1000;

interface SyncJob {
  customer: number;
  cause: string;
}

/** What a sync of one customer found. */
export interface SyncOutcome {
  /** The stored subscriptions differed from the provider's (a reconciliation's finding). */
  drift: boolean;
  before: Tier;
  after: Tier;
}

/**
 * Brings one customer in line with the provider: reads their subscriptions and invoices from the
 * provider (never from a webhook's body, whose order is not trusted), then, under a lock on the
 * customer row, stores them and recomputes the paid grant. A tier change is recorded with its
 * cause, in the audit log, and mailed; a payment turning past due is mailed. Webhooks enqueue a
 * sync (`billing.sync`, retried with backoff); a reconciliation of every customer runs every
 * 4 hours and from the admin's "Sync now".
 */
@Injectable()
export class BillingSyncService implements OnApplicationBootstrap {
  private readonly logger = new Logger('BillingSync');
  private timer?: ReturnType<typeof setInterval>;

  constructor(
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
    private readonly dataSource: DataSource,
    private readonly repository: BillingRepository,
    private readonly events: BillingEventsRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
    private readonly mailJobs: MailJobs,
    private readonly jobs: JobsService,
    private readonly metrics: BillingMetrics,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.provider) return;
    const options = { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 };
    // One sync per customer waits at a time: events that arrive meanwhile join it (the sync reads
    // the provider's state when it runs, so it covers them all).
    await this.jobs.createQueue(SYNC_QUEUE, { ...options, policy: 'stately' });
    await this.jobs.createQueue(RECONCILE_QUEUE, { ...options, retryLimit: 2 });
    await this.jobs.work<SyncJob>(SYNC_QUEUE, (job) => this.work(job), { batchSize: 10 });
    await this.jobs.work<object>(RECONCILE_QUEUE, () => this.reconcile().then(() => undefined));
    this.timer = setInterval(() => void this.askForReconciliation(), RECONCILE_ASK_MS);
    this.timer.unref();
  }

  /** Stops asking for reconciliations (the jobs module stops the workers). */
  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Enqueues a sync of the customer (after the event that asked for it was stored). */
  async enqueue(customer: CustomerRow, cause: string): Promise<void> {
    await this.jobs.sendCoalesced<SyncJob>(
      SYNC_QUEUE,
      { customer: customer.id, cause },
      `customer-${customer.id}`,
    );
    this.jobs.wake(SYNC_QUEUE);
  }

  /** Syncs every customer of the provider; answers how many and how many had drifted. */
  async reconcile(): Promise<BillingSyncResult> {
    const provider = this.require();
    const customers = await this.repository.customersOf(provider.name);
    let drift = 0;
    for (const customer of customers) {
      const outcome = await this.syncCustomer(customer, 'reconciliation', true);
      if (outcome.drift) drift += 1;
    }
    this.metrics.reconciled(drift);
    this.logger.log(`Reconciled ${customers.length} customers; ${drift} had drifted`);
    return { customers: customers.length, drift };
  }

  /**
   * Syncs one customer. `measureDrift`: record whether the stored state differed (a
   * reconciliation; after a webhook a difference is the news, not drift). Throws
   * ProviderUnavailableError when the provider cannot be reached (nothing is changed).
   */
  async syncCustomer(
    customer: CustomerRow,
    cause: string,
    measureDrift = false,
  ): Promise<SyncOutcome> {
    const provider = this.require();
    let fresh: SyncedSubscription[];
    let invoices: Awaited<ReturnType<BillingProvider['listInvoices']>>;
    try {
      const listed = await provider.listSubscriptions(customer.customer_id);
      fresh = listed.map((s) => ({ ...s, state: provider.stateOf(s) }));
      invoices = await provider.listInvoices(customer.customer_id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.repository.markSyncFailed(customer.id, message);
      await this.events.markEventsFailed(provider.name, customer.customer_id, message);
      this.metrics.eventsFailed();
      throw error;
    }
    const now = new Date();
    const user = await this.users.findById(customer.user_id);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const locked = await this.repository.lockCustomer(manager, customer.id);
      if (!locked) return { drift: false, before: 'free' as Tier, after: 'free' as Tier };
      const stored = await this.repository.subscriptionsOf(customer.id, manager);
      const drift = measureDrift && differs(stored, fresh);
      const before = await this.subscriptions.tierAt(manager, customer.user_id, now);
      await this.repository.saveSubscriptions(manager, customer.id, fresh, now);
      await this.repository.saveInvoices(manager, customer.id, invoices);
      await this.subscriptions.setPaidGrant(manager, customer.user_id, paidGrantOf(fresh));
      const after = await this.subscriptions.tierAt(manager, customer.user_id, now);
      if (user && before !== after) await this.recordChange(manager, user, before, after, cause);
      if (user && turnedPastDue(stored, fresh))
        await this.mailJobs.enqueue(paymentProblemMail(user.email, this.accountLink()), manager);
      await this.events.markEventsProcessed(manager, provider.name, customer.customer_id, now);
      await this.repository.markSynced(manager, customer.id, drift, now);
      return { drift, before, after };
    });
    this.mailJobs.wake();
    this.metrics.synced();
    return outcome;
  }

  private async recordChange(
    manager: EntityManager,
    user: { id: number; email: string },
    before: Tier,
    after: Tier,
    cause: string,
  ): Promise<void> {
    await this.repository.recordTierChange(manager, {
      userId: user.id,
      from: before,
      to: after,
      cause,
    });
    await this.audit.record(manager, {
      actor: null,
      action: 'billing.tier_changed',
      target: { type: 'user', id: user.email },
      details: { from: before, to: after, cause },
    });
    await this.mailJobs.enqueue(
      tierChangedMail(user.email, before, after, this.accountLink()),
      manager,
    );
  }

  private async work(job: PgBoss.Job<SyncJob>): Promise<void> {
    const provider = this.require();
    const customer = await this.repository.customerByRowId(job.data.customer);
    if (customer?.provider === provider.name) await this.syncCustomer(customer, job.data.cause);
  }

  private async askForReconciliation(): Promise<void> {
    try {
      await this.jobs.sendOncePer(RECONCILE_QUEUE, {}, 'every', RECONCILE_EVERY_SECONDS);
    } catch (error) {
      this.logger.warn(`Could not schedule a reconciliation: ${String(error)}`);
    }
  }

  private accountLink(): string {
    return `${this.app.webOrigin}${ROUTES.account}`;
  }

  private require(): BillingProvider {
    if (!this.provider) throw new Error('Billing is off (BILLING_PROVIDER is unset)');
    return this.provider;
  }
}

/**
 * The paid grant the customer's subscriptions give: the highest plan among those in a granting
 * state, until the period's end when it is canceling (null end while it renews); null when none.
 */
export function paidGrantOf(subscriptions: readonly SyncedSubscription[]): PaidGrant | null {
  let best: PaidGrant | null = null;
  for (const s of subscriptions) {
    if (!GRANTING_STATES.includes(s.state as BillingState) || !isPurchasablePlan(s.plan)) continue;
    const tier = purchasablePlan(s.plan).tier;
    const endDate = s.state === 'canceling' ? s.currentPeriodEnd : null;
    if (!best || TIER_RANK[tier] > TIER_RANK[best.tier as Tier]) best = { tier, endDate };
  }
  return best;
}

/** The provider's subscriptions differ from the stored ones in anything that decides access. */
function differs(
  stored: readonly SubscriptionRow[],
  fresh: readonly SyncedSubscription[],
): boolean {
  const key = (...parts: (string | boolean | Date | null)[]) =>
    parts.map((part) => (part instanceof Date ? part.getTime() : String(part))).join('|');
  const before = stored.map((s) =>
    key(s.subscription_id, s.state, s.plan, s.current_period_end, s.cancel_at_period_end),
  );
  const after = fresh.map((s) =>
    key(s.id, s.state, s.plan, s.currentPeriodEnd, s.cancelAtPeriodEnd),
  );
  return before.sort().join('\n') !== after.sort().join('\n');
}

/** A subscription is past due now and was not at the last sync. */
function turnedPastDue(
  stored: readonly SubscriptionRow[],
  fresh: readonly SyncedSubscription[],
): boolean {
  const before = new Map(stored.map((s) => [s.subscription_id, s.state]));
  return fresh.some((s) => s.state === 'past_due' && before.get(s.id) !== 'past_due');
}
