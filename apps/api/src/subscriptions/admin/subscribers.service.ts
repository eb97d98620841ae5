import {
  ConflictException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  BILLING_MESSAGES,
  DEFAULT_TIER,
  normaliseTier,
  type Subscriber,
  SUBSCRIPTION_NOT_FOUND_ERROR,
  SUBSCRIPTION_USER_NOT_FOUND_ERROR,
  SUBSCRIPTIONS_TABLE_MISSING_ERROR,
  type Tier,
  TIER_RANK,
} from '@profileproof/contracts';
import { TWO_STEP_LOCK_AFTER_FAILURES } from '@profileproof/contracts/two-step';
import { DataSource } from 'typeorm';
import { AuditLog, type AuditRecord } from '../../audit/audit-log.service';
import { TwoStepRepository } from '../../auth/two-step/two-step.repository';
import { isForeignKeyViolation, isUndefinedTable } from '../../database/errors';
import { UsersService } from '../../users/users.service';
import { isExpired } from '../subscriptions.service';
import { type StoredSubscription, SubscribersRepository } from './subscribers.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Assignment {
  email: string;
  tier: Tier;
  /** null = unlimited. */
  validForDays: number | null;
  /** The admin who assigns it. */
  admin: AuditRecord['actor'];
}

/**
 * The admin's management of subscriptions: list, assign (one row per user), remove. A user's tier
 * is computed per request (SubscriptionsService), so a change shows at the user's next call.
 * Each change is one transaction with its entry in the audit log (its target: the user's e-mail).
 */
@Injectable()
export class SubscribersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: SubscribersRepository,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
    private readonly twoStep: TwoStepRepository,
  ) {}

  /** Every subscription row with its user's e-mail, most recently changed first. */
  list(): Promise<Subscriber[]> {
    return whileTableExists(async () => {
      const rows = await this.repository.listWithUsers();
      const userIds = rows.map((row) => row.user?.id ?? 0);
      const twoStep = await this.twoStep.statesAmong(userIds, TWO_STEP_LOCK_AFTER_FAILURES);
      const now = new Date();
      const winners = winningGrants(rows, now);
      return rows.map((row) => ({
        ...toSubscriber(row.user?.email ?? '', row.tier, row.endDate),
        source: row.source,
        wins: winners.has(row.id),
        two_step_enabled: twoStep.enabled.has(row.user?.id ?? 0),
        two_step_locked: twoStep.locked.has(row.user?.id ?? 0),
      }));
    });
  }

  /**
   * Gives the user (found by e-mail, regardless of case) the tier until now + validForDays × 24 h,
   * or without end. Creates the user's row or replaces its tier, end date and granting admin: one
   * statement, so concurrent assignments leave one row.
   */
  assign(assignment: Assignment, now: Date = new Date()): Promise<Subscriber> {
    return whileTableExists(async () => {
      const user = await this.users.findByEmail(assignment.email);
      if (!user) throw userNotFound();
      const endDate =
        assignment.validForDays === null
          ? null
          : new Date(now.getTime() + assignment.validForDays * DAY_MS);
      return this.dataSource.transaction(async (manager) => {
        let stored: StoredSubscription;
        try {
          stored = await this.repository.upsert(manager, {
            userId: user.id,
            tier: assignment.tier,
            endDate,
            grantedById: assignment.admin.id,
          });
        } catch (error) {
          // The user (or the admin) was deleted in the meantime.
          if (isForeignKeyViolation(error)) throw userNotFound();
          throw error;
        }
        const subscriber = toSubscriber(user.email, stored.tier, stored.end_date);
        await this.audit.record(manager, {
          actor: assignment.admin,
          action: 'subscription.assigned',
          target: { type: 'user', id: user.email },
          details: {
            tier: subscriber.tier,
            valid_for_days: assignment.validForDays,
            end_date: subscriber.end_date,
          },
        });
        return subscriber;
      });
    });
  }

  /**
   * Deletes the user's admin grant: the user keeps a paid grant if any, else is on the free tier
   * again. A user whose only grant is paid: 409 (billing ends it, see `BILLING_MESSAGES.paidGrant`).
   */
  remove(email: string, admin: AuditRecord['actor']): Promise<void> {
    return whileTableExists(async () => {
      const user = await this.users.findByEmail(email);
      if (!user) throw userNotFound();
      await this.dataSource.transaction(async (manager) => {
        const tier = await this.repository.deleteForUser(manager, user.id);
        if (tier === null && (await this.repository.hasPaidGrant(manager, user.id)))
          throw new ConflictException({ detail: BILLING_MESSAGES.paidGrant });
        if (tier === null) throw new NotFoundException({ detail: SUBSCRIPTION_NOT_FOUND_ERROR });
        await this.audit.record(manager, {
          actor: admin,
          action: 'subscription.removed',
          target: { type: 'user', id: user.email },
          details: { tier: normaliseTier(tier) ?? DEFAULT_TIER },
        });
      });
    });
  }
}

/** Per user, the id of the grant that gives the tier: in force first, then the highest tier. */
function winningGrants(
  rows: readonly { id: number; tier: string; endDate: Date | null; user?: { id: number } }[],
  now: Date,
): Set<number> {
  const best = new Map<number, { id: number; rank: number }>();
  for (const row of rows) {
    const rank = isExpired(row, now) ? -1 : TIER_RANK[normaliseTier(row.tier) ?? DEFAULT_TIER];
    const userId = row.user?.id ?? 0;
    const current = best.get(userId);
    if (!current || rank > current.rank) best.set(userId, { id: row.id, rank });
  }
  return new Set([...best.values()].filter((grant) => grant.rank >= 0).map((grant) => grant.id));
}

function userNotFound(): NotFoundException {
  return new NotFoundException({ detail: SUBSCRIPTION_USER_NOT_FOUND_ERROR });
}

function toSubscriber(email: string, tier: string, endDate: Date | null): Subscriber {
  return {
    email,
    tier: normaliseTier(tier) ?? DEFAULT_TIER,
    end_date: endDate?.toISOString() ?? null,
  };
}

/** A missing subscriptions table (migrations not applied) is a 503 the admin screen recognises. */
async function whileTableExists<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUndefinedTable(error))
      throw new ServiceUnavailableException({ detail: SUBSCRIPTIONS_TABLE_MISSING_ERROR });
    throw error;
  }
}
