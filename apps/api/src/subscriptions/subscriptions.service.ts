import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_TIER,
  monthlySubmissionLimit,
  normaliseTier,
  type SubscriptionResponse,
  type SubscriptionUsage,
  type Tier,
} from '@profileproof/contracts';
import { type EntityManager, In, type Repository } from 'typeorm';
import { SubmissionCounter } from '../submissions/submission-counter.service';
import { Subscription } from './entities/subscription.entity';
import { quotaPeriodAt } from './quota-period';

/** The tier a user has right now, and where it comes from. */
export interface EffectiveTier {
  tier: Tier;
  /** The user's subscription row, expired or not; null when there is none. */
  subscription: Subscription | null;
  /** 'subscription' when a row exists (even an expired one), 'default' otherwise. */
  source: 'subscription' | 'default';
  /** The row's end_date has passed: the user counts as free. */
  expired: boolean;
}

/** A row whose end_date is now or past has expired: the user counts as free. */
export function isExpired(subscription: Pick<Subscription, 'endDate'>, now: Date): boolean {
  return subscription.endDate !== null && subscription.endDate.getTime() <= now.getTime();
}

/** The tier a subscription row grants at `now`: free once it has expired. */
export function tierGrantedBy(subscription: Pick<Subscription, 'tier' | 'endDate'>, now: Date): Tier {
  return isExpired(subscription, now) ? DEFAULT_TIER : (normaliseTier(subscription.tier) ?? DEFAULT_TIER);
}

export interface UsageReport {
  effective: EffectiveTier;
  usage: SubscriptionUsage;
}

/**
 * The one place that decides a user's tier and monthly usage: the subscription answer and the
 * submit quota both use it. Methods that take an `EntityManager` run inside the caller's
 * transaction when given one (with the embedded database, a query outside it would wait forever).
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly submissionCounter: SubmissionCounter,
  ) {}

  /**
   * No subscription row = free; a row whose end_date is now or past = free (expired); otherwise
   * the row's tier (an end_date of null never expires).
   */
  async effectiveTierFor(userId: number, manager?: EntityManager, now: Date = new Date()): Promise<EffectiveTier> {
    const repository = manager ? manager.getRepository(Subscription) : this.subscriptions;
    const subscription = await repository.findOneBy({ userId });
    if (!subscription) return { tier: DEFAULT_TIER, subscription: null, source: 'default', expired: false };
    return { tier: tierGrantedBy(subscription, now), subscription, source: 'subscription', expired: isExpired(subscription, now) };
  }

  /**
   * The effective tier of each user (as `effectiveTierFor` decides it) in one query, e.g. for a page
   * of submissions. Every id given is in the map; users without a row are free.
   */
  async effectiveTiersFor(userIds: readonly number[], now: Date = new Date(), manager?: EntityManager): Promise<Map<number, Tier>> {
    const ids = [...new Set(userIds)];
    const tiers = new Map<number, Tier>(ids.map((id) => [id, DEFAULT_TIER]));
    if (ids.length === 0) return tiers;
    const repository = manager ? manager.getRepository(Subscription) : this.subscriptions;
    const rows = await repository.find({ select: { userId: true, tier: true, endDate: true }, where: { userId: In(ids) } });
    for (const row of rows) tiers.set(row.userId, tierGrantedBy(row, now));
    return tiers;
  }

  /** The tier, and the submissions counted against it in the current calendar month (UTC). */
  async usageFor(userId: number, manager?: EntityManager, now: Date = new Date()): Promise<UsageReport> {
    const effective = await this.effectiveTierFor(userId, manager, now);
    const period = quotaPeriodAt(now);
    // Deleted submissions count too: deleting one gives nothing back.
    const used = await this.submissionCounter.countSince(userId, period.start, manager);
    const limit = monthlySubmissionLimit(effective.tier);
    return {
      effective,
      usage: {
        used,
        limit,
        remaining: limit === null ? null : Math.max(0, limit - used),
        period_start: period.start.toISOString(),
        resets_at: period.resetsAt.toISOString(),
      },
    };
  }

  /** GET /api/auth/subscription/ */
  async subscriptionFor(userId: number, now: Date = new Date()): Promise<SubscriptionResponse> {
    const { effective, usage } = await this.usageFor(userId, undefined, now);
    return {
      tier: effective.tier,
      end_date: effective.subscription?.endDate?.toISOString() ?? null,
      subscription_id: effective.subscription?.id ?? null,
      debug_info: { source: effective.source, expired: effective.expired, checked_at: now.toISOString() },
      usage,
    };
  }
}
