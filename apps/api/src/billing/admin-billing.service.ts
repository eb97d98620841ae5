import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminBillingEvent,
  type AdminUserBilling,
  BILLING_MESSAGES,
  type BillingInterval,
  type BillingProviderName,
  type BillingState,
  type BillingSyncResult,
  DEFAULT_TIER,
  GRANTING_STATES,
  isPurchasablePlan,
  normaliseTier,
  SUBSCRIPTION_USER_NOT_FOUND_ERROR,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { AuditLog, type AuditRecord } from '../audit/audit-log.service';
import { isExpired } from '../subscriptions/subscriptions.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { UsersService } from '../users/users.service';
import { BillingEventsRepository } from './billing-events.repository';
import { BILLING_PROVIDER } from './billing-provider.token';
import { BillingSyncService } from './billing-sync.service';
import { BillingRepository } from './billing.repository';
import { reachProvider } from './provider-calls';
import type { BillingProvider } from './providers/billing-provider';

/**
 * The admin's view of one user's billing (grants, the provider's subscriptions, invoices, the
 * event timeline) and the support actions: sync now, replay an event, refund and end now.
 */
@Injectable()
export class AdminBillingService {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
    private readonly dataSource: DataSource,
    private readonly repository: BillingRepository,
    private readonly events: BillingEventsRepository,
    private readonly sync: BillingSyncService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * GET /api/admin/billing/users/?email= (404 for an unknown e-mail). Grants, subscriptions,
   * invoices and events are read in one snapshot (REPEATABLE READ), so a sync committing
   * meanwhile never shows half its change.
   */
  async userBilling(email: string): Promise<AdminUserBilling> {
    const user = await this.userByEmail(email);
    const now = new Date();
    const { grants, customer, stored, invoices, events } = await this.dataSource.transaction(
      'REPEATABLE READ',
      async (manager) => {
        const grants = await this.subscriptions.grantsOf(user.id, manager);
        const customer = this.provider
          ? await this.repository.customerOfUser(user.id, this.provider.name, manager)
          : null;
        if (!customer) return { grants, customer, stored: [], invoices: [], events: [] };
        return {
          grants,
          customer,
          stored: await this.repository.subscriptionsOf(customer.id, manager),
          invoices: await this.repository.invoicesOf(customer.id, manager),
          events: await this.events.eventsOf(customer.provider, customer.customer_id, manager),
        };
      },
    );
    const admins = new Map<number, string>();
    for (const id of new Set(grants.map((g) => g.created_by_id).filter((id) => id !== null))) {
      const admin = await this.users.findById(id);
      if (admin) admins.set(id, admin.email);
    }
    const inForce = grants.filter((g) => !isExpired({ endDate: g.end_date }, now));
    const winner = inForce[0]?.id ?? null;
    return {
      email: user.email,
      tier: normaliseTier(inForce[0]?.tier) ?? DEFAULT_TIER,
      grants: grants.map((g) => ({
        source: g.source,
        tier: normaliseTier(g.tier) ?? DEFAULT_TIER,
        end_date: g.end_date?.toISOString() ?? null,
        in_force: !isExpired({ endDate: g.end_date }, now),
        wins: g.id === winner,
        granted_by:
          g.source === 'provider'
            ? (this.provider?.name ?? null)
            : (admins.get(g.created_by_id ?? 0) ?? null),
      })),
      subscriptions: stored.map((s) => ({
        provider: (customer?.provider ?? 'stripe') as BillingProviderName,
        subscription_id: s.subscription_id,
        status: s.status,
        state: s.state as BillingState,
        plan: isPurchasablePlan(s.plan) ? s.plan : null,
        interval: (s.interval as BillingInterval | null) ?? null,
        current_period_end: s.current_period_end?.toISOString() ?? null,
        cancel_at_period_end: s.cancel_at_period_end,
        last_synced_at: s.last_synced_at.toISOString(),
      })),
      invoices,
      events,
      last_synced_at: customer?.last_synced_at?.toISOString() ?? null,
      drift: customer?.drift ?? false,
    };
  }

  /** POST /api/admin/billing/sync/: one user (`email`) or a reconciliation of every customer. */
  async syncNow(email: string | undefined): Promise<BillingSyncResult> {
    const provider = this.require();
    if (email === undefined) return reachProvider(() => this.sync.reconcile());
    const user = await this.userByEmail(email);
    const customer = await this.repository.customerOfUser(user.id, provider.name);
    if (!customer) throw new ConflictException({ detail: BILLING_MESSAGES.noCustomer });
    const outcome = await reachProvider(() =>
      this.sync.syncCustomer(customer, 'reconciliation', true),
    );
    return { customers: 1, drift: outcome.drift ? 1 : 0 };
  }

  /** POST /api/admin/billing/events/{id}/replay/: processes a stored event again (syncs its customer). */
  async replay(id: number): Promise<AdminBillingEvent> {
    const provider = this.require();
    const event = await this.events.eventById(id);
    if (!event || event.provider !== provider.name)
      throw new NotFoundException({ detail: BILLING_MESSAGES.eventNotFound });
    const customer = await this.customerOfEvent(event);
    if (customer) {
      await this.events.reopenEvent(id);
      await reachProvider(() => this.sync.syncCustomer(customer, `replay:${event.event_id}`));
    }
    return (await this.events.eventById(id)) as AdminBillingEvent;
  }

  /**
   * POST /api/admin/billing/refund/: ends the user's paid subscription now, refunds its latest paid
   * invoice, records it in the audit log and syncs (the tier falls to the best remaining grant).
   */
  async refundAndEnd(email: string, admin: AuditRecord['actor']): Promise<AdminUserBilling> {
    const provider = this.require();
    const user = await this.userByEmail(email);
    const customer = await this.repository.customerOfUser(user.id, provider.name);
    const stored = customer ? await this.repository.subscriptionsOf(customer.id) : [];
    const live = stored.find((s) => GRANTING_STATES.includes(s.state as BillingState));
    if (!customer || !live)
      throw new ConflictException({ detail: BILLING_MESSAGES.noPaidSubscription });
    const invoices = await reachProvider(() => provider.listInvoices(customer.customer_id));
    const paid = invoices.find(
      (invoice) =>
        invoice.subscriptionId === live.subscription_id &&
        invoice.paymentId !== null &&
        invoice.refundedAmount < invoice.amount,
    );
    await reachProvider(() => provider.cancelNow(live.subscription_id));
    if (paid) await reachProvider(() => provider.refund(paid));
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, {
        actor: admin,
        action: 'billing.refunded',
        target: { type: 'user', id: user.email },
        details: {
          subscription_id: live.subscription_id,
          refunded: paid ? paid.amount - paid.refundedAmount : 0,
          currency: paid?.currency ?? null,
        },
      }),
    );
    await reachProvider(() => this.sync.syncCustomer(customer, `admin:${admin.email}`));
    return this.userBilling(user.email);
  }

  private async customerOfEvent(event: AdminBillingEvent) {
    const customerId = await this.events.customerIdOfEvent(event.id);
    return customerId ? this.repository.customerById(event.provider, customerId) : null;
  }

  private async userByEmail(email: string) {
    const user = await this.users.findByEmail(email);
    if (!user) throw new NotFoundException({ detail: SUBSCRIPTION_USER_NOT_FOUND_ERROR });
    return user;
  }

  private require(): BillingProvider {
    if (!this.provider) throw new NotFoundException({ detail: BILLING_MESSAGES.disabled });
    return this.provider;
  }
}
