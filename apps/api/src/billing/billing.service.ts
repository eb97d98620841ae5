import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import {
  BILLING_CURRENCY,
  BILLING_INTERVALS,
  BILLING_MESSAGES,
  BILLING_ROUTES,
  type BillingInterval,
  type BillingMeResponse,
  type BillingPlansResponse,
  type BillingRedirect,
  type BillingState,
  type GrantSource,
  isPurchasablePlan,
  LIVE_STATES,
  planAmountCents,
  PURCHASABLE_PLAN_IDS,
  purchasablePlan,
  type PurchasablePlanId,
} from '@profileproof/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { appConfig } from '../config';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { BillingEventsRepository } from './billing-events.repository';
import { BillingMetrics } from './billing-metrics';
import { BILLING_PROVIDER } from './billing-provider.token';
import { BillingSyncService } from './billing-sync.service';
import { BillingRepository } from './billing.repository';
import { reachProvider } from './provider-calls';
import { type BillingProvider, WebhookSignatureError } from './providers/billing-provider';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Event types billing acts on (by prefix): subscriptions, checkouts, invoices, payments and
 * refunds of either provider. Any other type is stored as ignored and answered 200.
 */
const RELEVANT_EVENT_PREFIXES = [
  'checkout.session.',
  'customer.subscription.',
  'invoice.',
  'charge.',
  'refund.',
  'subscription.',
  'payment.',
];

/**
 * The customer's side of billing: the catalogue, their billing, checkout and the portal, and the
 * intake of the provider's webhooks (verify, store once, enqueue a sync, answer at once).
 */
@Injectable()
export class BillingService {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
    private readonly repository: BillingRepository,
    private readonly events: BillingEventsRepository,
    private readonly sync: BillingSyncService,
    private readonly subscriptions: SubscriptionsService,
    private readonly metrics: BillingMetrics,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly dataSource: DataSource,
  ) {}

  /** GET /api/billing/plans: every plan sold, at the catalogue's prices (cents). */
  plans(): BillingPlansResponse {
    return {
      enabled: this.provider !== null,
      provider: this.provider?.name ?? null,
      plans: PURCHASABLE_PLAN_IDS.map((id) => {
        const plan = purchasablePlan(id);
        return {
          id,
          name: plan.name,
          tier: plan.tier,
          prices: BILLING_INTERVALS.map((interval) => {
            const amount = planAmountCents(id, interval);
            return {
              interval,
              amount,
              per_month: interval === 'month' ? amount : Math.round(amount / 12),
              currency: BILLING_CURRENCY,
            };
          }),
        };
      }),
    };
  }

  /**
   * GET /api/billing/me: the caller's tier, its source, their paid subscription and invoices.
   * Read in one snapshot (REPEATABLE READ), so a sync committing meanwhile never shows its new
   * state beside the old tier.
   */
  me(userId: number): Promise<BillingMeResponse> {
    return this.dataSource.transaction('REPEATABLE READ', (manager) => this.meIn(manager, userId));
  }

  private async meIn(manager: EntityManager, userId: number): Promise<BillingMeResponse> {
    const { effective, usage } = await this.subscriptions.usageFor(userId, manager);
    const customer = this.provider
      ? await this.repository.customerOfUser(userId, this.provider.name, manager)
      : null;
    const stored = customer ? await this.repository.subscriptionsOf(customer.id, manager) : [];
    const current = stored.find((s) => s.state !== 'ended') ?? stored[0] ?? null;
    const source: GrantSource | null =
      effective.expired || effective.tier === 'free'
        ? null
        : (effective.subscription?.source ?? null);
    return {
      enabled: this.provider !== null,
      provider: this.provider?.name ?? null,
      tier: effective.tier,
      source,
      state: (current?.state as BillingState | undefined) ?? null,
      plan: isPurchasablePlan(current?.plan) ? current.plan : null,
      interval: (current?.interval as BillingInterval | null | undefined) ?? null,
      current_period_end: current?.current_period_end?.toISOString() ?? null,
      cancel_at_period_end: current?.cancel_at_period_end ?? false,
      payment_problem: stored.some((s) => s.state === 'past_due'),
      usage,
      invoices: customer ? await this.repository.invoicesOf(customer.id, manager) : [],
    };
  }

  /**
   * POST /api/billing/checkout: the provider's payment page for the plan at the catalogue's price
   * (a client-sent amount is never read). One customer per user, reused; the customer is synced
   * first, so a lost webhook cannot let a second subscription start: 409 while one is live.
   */
  async checkout(
    user: AuthenticatedUser,
    plan: PurchasablePlanId,
    interval: BillingInterval,
  ): Promise<BillingRedirect> {
    const provider = this.require();
    const customer = await this.customerFor(user, provider);
    // An earlier checkout left unpaid can no longer be paid: only this one can start a subscription.
    await reachProvider(() => provider.expireOpenCheckouts(customer.customer_id));
    await reachProvider(() => this.sync.syncCustomer(customer, 'checkout'));
    const stored = await this.repository.subscriptionsOf(customer.id);
    if (stored.some((s) => LIVE_STATES.includes(s.state as BillingState)))
      throw new ConflictException({ detail: BILLING_MESSAGES.liveSubscription });
    const origin = this.app.webOrigin;
    const { url } = await reachProvider(() =>
      provider.createCheckout({
        customerId: customer.customer_id,
        plan,
        interval,
        userId: user.id,
        successUrl: `${origin}${BILLING_ROUTES.success}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}${BILLING_ROUTES.cancel}`,
      }),
    );
    return { url };
  }

  /** POST /api/billing/portal: the provider's page to manage payment, plan and invoices. */
  async portal(user: AuthenticatedUser): Promise<BillingRedirect> {
    const provider = this.require();
    const customer = await this.repository.customerOfUser(user.id, provider.name);
    if (!customer) throw new ConflictException({ detail: BILLING_MESSAGES.noCustomer });
    return reachProvider(() =>
      provider.createPortal({
        customerId: customer.customer_id,
        returnUrl: `${this.app.webOrigin}/account`,
      }),
    );
  }

  /**
   * In the transaction that closes an account, before its user row is locked: its billing
   * customers' rows, in the order a sync takes them (customer, then the user's grant), so that a
   * sync running meanwhile and the closing's cascade cannot deadlock.
   */
  lockForClosingAccount(manager: EntityManager, userId: number): Promise<void> {
    return this.repository.lockCustomersOfUser(manager, userId);
  }

  /**
   * Before an account is closed: its live subscriptions at the provider end now (no refund) and
   * its unpaid checkouts expire, so that nobody is charged for an account that is gone. Nothing
   * without billing or a customer; 503 (the account stays) while the provider cannot be reached.
   */
  async endForClosingAccount(userId: number): Promise<void> {
    const provider = this.provider;
    if (!provider) return;
    const customer = await this.repository.customerOfUser(userId, provider.name);
    if (!customer) return;
    await reachProvider(async () => {
      await provider.expireOpenCheckouts(customer.customer_id);
      for (const subscription of await provider.listSubscriptions(customer.customer_id))
        if (LIVE_STATES.includes(provider.stateOf(subscription)))
          await provider.cancelNow(subscription.id);
    });
  }

  /**
   * POST /api/billing/webhooks/{provider}: verifies the raw body's signature (and timestamp),
   * refuses an event of the other mode (test or live), stores it once and enqueues a sync of its
   * customer. 400 and nothing stored when it does not verify; 200 for a duplicate or an event type
   * billing does not act on.
   */
  async receiveWebhook(
    providerName: string,
    rawBody: string | undefined,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<{ received: true }> {
    const provider = this.provider;
    if (!provider || provider.name !== providerName)
      throw new NotFoundException({ detail: BILLING_MESSAGES.unknownProvider });
    let event;
    try {
      event = provider.verifyWebhook(Buffer.from(rawBody ?? '', 'utf8'), headers);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      this.metrics.event('rejected');
      throw new BadRequestException({ detail: BILLING_MESSAGES.badSignature });
    }
    if (event.livemode !== provider.livemode) {
      this.metrics.event('rejected');
      throw new BadRequestException({ detail: BILLING_MESSAGES.wrongMode });
    }
    const customer = event.customerId
      ? await this.repository.customerById(provider.name, event.customerId)
      : null;
    const relevant = customer !== null && isRelevant(event.type);
    const stored = await this.events.insertEvent({
      provider: provider.name,
      eventId: event.id,
      type: event.type,
      customerId: event.customerId,
      state: relevant ? 'received' : 'ignored',
    });
    this.metrics.event(stored === null ? 'duplicate' : relevant ? 'stored' : 'ignored');
    if (stored !== null && customer) await this.sync.enqueue(customer, `event:${event.id}`);
    return { received: true };
  }

  private async customerFor(user: AuthenticatedUser, provider: BillingProvider) {
    const existing = await this.repository.customerOfUser(user.id, provider.name);
    if (existing) return existing;
    const customerId = await reachProvider(() =>
      provider.createCustomer({ id: user.id, email: user.email }),
    );
    return this.repository.saveCustomer(user.id, provider.name, customerId);
  }

  private require(): BillingProvider {
    if (!this.provider) throw new NotFoundException({ detail: BILLING_MESSAGES.disabled });
    return this.provider;
  }
}

function isRelevant(type: string): boolean {
  return RELEVANT_EVENT_PREFIXES.some((prefix) => type.startsWith(prefix));
}
