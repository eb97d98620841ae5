import { Injectable } from '@nestjs/common';
import {
  DEFAULT_TIER,
  monthlySubmissionLimit,
  normaliseTier,
  type SubscriptionResponse,
  type SubscriptionUsage,
  type Tier,
} from '@profileproof/contracts';
import type { EntityManager } from 'typeorm';
import { quotaPeriodAt } from './quota-period';
import { type GrantRow, type PaidGrant, SubscriptionsRepository } from './subscriptions.repository';

/** A user's subscription row, as the tier and the answer need it. */
export interface SubscriptionRow {
  id: number;
  tier: string;
  endDate: Date | null;
  /** admin or provider (a paid plan's grant); absent where the caller did not read it. */
  source?: 'admin' | 'provider';
}

/** The tier a user has right now, and where it comes from. */
export interface EffectiveTier {
  tier: Tier;
  /** The user's subscription row, expired or not; null when there is none. */
  subscription: SubscriptionRow | null;
  /** 'subscription' when a row exists (even an expired one), 'default' otherwise. */
  source: 'subscription' | 'default';
  /** The row's end_date has passed: the user counts as free. */
  expired: boolean;
}

/** A row whose end_date is now or past has expired: the user counts as free. */
export function isExpired(subscription: Pick<SubscriptionRow, 'endDate'>, now: Date): boolean {
  return subscription.endDate !== null && subscription.endDate.getTime() <= now.getTime();
}

/** The tier a subscription row grants at `now`: free once it has expired. */
export function tierGrantedBy(
  subscription: Pick<SubscriptionRow, 'tier' | 'endDate'>,
  now: Date,
): Tier {
  return isExpired(subscription, now)
    ? DEFAULT_TIER
    : (normaliseTier(subscription.tier) ?? DEFAULT_TIER);
}

export interface UsageReport {
  effective: EffectiveTier;
  usage: SubscriptionUsage;
}

/**
 * The one place that decides a user's tier and monthly usage: the subscription answer and the
 * submit quota both use it. Methods that take an `EntityManager` run inside the caller's
 * transaction when given one (with the embedded database, a query outside it would wait forever).
 * The statements are SubscriptionsRepository's.
 */
@Injectable()
export class SubscriptionsService {
  constructor(private readonly repository: SubscriptionsRepository) {}

  /** The tier, and the submissions counted against it in the current calendar month (UTC). One query. */
  async usageFor(
    userId: number,
    manager?: EntityManager,
    now: Date = new Date(),
  ): Promise<UsageReport> {
    const period = quotaPeriodAt(now);
    const row = await this.repository.findUsage(userId, period.start, manager, now);
    const subscription =
      row.id === null
        ? null
        : {
            id: row.id,
            tier: row.tier ?? '',
            endDate: row.end_date,
            source: row.source ?? 'admin',
          };
    const effective = effectiveTier(subscription, now);
    const limit = monthlySubmissionLimit(effective.tier);
    return {
      effective,
      usage: {
        used: row.used,
        limit,
        remaining: limit === null ? null : Math.max(0, limit - row.used),
        period_start: period.start.toISOString(),
        resets_at: period.resetsAt.toISOString(),
      },
    };
  }

  /** The user's tier at `now`, in the caller's transaction (billing's sync, under its lock). */
  async tierAt(manager: EntityManager, userId: number, now: Date): Promise<Tier> {
    return normaliseTier(await this.repository.tierAt(manager, userId, now)) ?? DEFAULT_TIER;
  }

  /** Writes (or with null deletes) the user's paid grant; an admin's grant is never touched. */
  setPaidGrant(manager: EntityManager, userId: number, grant: PaidGrant | null): Promise<void> {
    return this.repository.setPaidGrant(manager, userId, grant);
  }

  /** Every grant of the user (admin and paid), the winning one first when any is in force. */
  grantsOf(userId: number, manager?: EntityManager): Promise<GrantRow[]> {
    return this.repository.grantsOf(userId, manager);
  }

  /** GET /api/auth/subscription/ */
  async subscriptionFor(userId: number, now: Date = new Date()): Promise<SubscriptionResponse> {
    const { effective, usage } = await this.usageFor(userId, undefined, now);
    return {
      tier: effective.tier,
      end_date: effective.subscription?.endDate?.toISOString() ?? null,
      subscription_id: effective.subscription?.id ?? null,
      debug_info: {
        source: effective.source,
        expired: effective.expired,
        checked_at: now.toISOString(),
      },
      usage,
    };
  }
}

/**
 * No subscription row = free; a row whose end_date is now or past = free (expired); otherwise
 * the row's tier (an end_date of null never expires).
 */
export function effectiveTier(subscription: SubscriptionRow | null, now: Date): EffectiveTier {
  if (!subscription)
    return { tier: DEFAULT_TIER, subscription: null, source: 'default', expired: false };
  return {
    tier: tierGrantedBy(subscription, now),
    subscription,
    source: 'subscription',
    expired: isExpired(subscription, now),
  };
}
