import { Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_TIER,
  normaliseTier,
  type Subscriber,
  SUBSCRIPTION_NOT_FOUND_ERROR,
  SUBSCRIPTION_USER_NOT_FOUND_ERROR,
  SUBSCRIPTIONS_TABLE_MISSING_ERROR,
  type Tier,
} from '@profileproof/contracts';
import type { Repository } from 'typeorm';
import { AuditLog, type AuditRecord } from '../../audit/audit-log.service';
import { isForeignKeyViolation, isUndefinedTable } from '../../database/errors';
import { UsersService } from '../../users/users.service';
import { Subscription } from '../entities/subscription.entity';

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
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
  ) {}

  /** Every subscription row with its user's e-mail, most recently changed first. */
  list(): Promise<Subscriber[]> {
    return whileTableExists(async () => {
      const rows = await this.subscriptions
        .createQueryBuilder('subscription')
        .innerJoin('subscription.user', 'user')
        .select([
          'subscription.id',
          'subscription.tier',
          'subscription.endDate',
          'subscription.updatedAt',
          'user.id',
          'user.email',
        ])
        .orderBy('subscription.updatedAt', 'DESC')
        .addOrderBy('subscription.id', 'DESC')
        .getMany();
      return rows.map((row) => toSubscriber(row.user?.email ?? '', row.tier, row.endDate));
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
      return this.subscriptions.manager.transaction(async (manager) => {
        let rows: { tier: string; end_date: Date | null }[];
        try {
          rows = await manager.query(
            `INSERT INTO "subscriptions" ("user_id", "tier", "end_date", "created_by_id") VALUES ($1, $2, $3, $4)
             ON CONFLICT ON CONSTRAINT "subscriptions_user_id_key" DO UPDATE
               SET "tier" = EXCLUDED."tier", "end_date" = EXCLUDED."end_date",
                   "created_by_id" = EXCLUDED."created_by_id", "updated_at" = now()
             RETURNING "tier", "end_date"`,
            [user.id, assignment.tier, endDate, assignment.admin.id],
          );
        } catch (error) {
          // The user (or the admin) was deleted in the meantime.
          if (isForeignKeyViolation(error)) throw userNotFound();
          throw error;
        }
        const subscriber = toSubscriber(user.email, rows[0].tier, rows[0].end_date);
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

  /** Deletes the user's subscription: the user is on the free tier again. */
  remove(email: string, admin: AuditRecord['actor']): Promise<void> {
    return whileTableExists(async () => {
      const user = await this.users.findByEmail(email);
      if (!user) throw userNotFound();
      await this.subscriptions.manager.transaction(async (manager) => {
        // TypeORM answers a DELETE with [rows, count].
        const [rows] = (await manager.query(
          'DELETE FROM "subscriptions" WHERE "user_id" = $1 RETURNING "tier"',
          [user.id],
        )) as [{ tier: string }[], number];
        if (rows.length === 0)
          throw new NotFoundException({ detail: SUBSCRIPTION_NOT_FOUND_ERROR });
        await this.audit.record(manager, {
          actor: admin,
          action: 'subscription.removed',
          target: { type: 'user', id: user.email },
          details: { tier: normaliseTier(rows[0].tier) ?? DEFAULT_TIER },
        });
      });
    });
  }
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
