import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Subscription } from '../entities/subscription.entity';

/** A subscription as a write answers it. */
export interface StoredSubscription {
  tier: string;
  end_date: Date | null;
}

/** What an assignment stores: the user's tier until `endDate` (null: without end). */
export interface SubscriptionGrant {
  userId: number;
  tier: string;
  endDate: Date | null;
  /** The admin who grants it. */
  grantedById: number;
}

/**
 * The statements of the admin's subscription management: the list, and the writes, which take the
 * manager of the transaction that also appends their audit entry.
 */
@Injectable()
export class SubscribersRepository {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
  ) {}

  /** Every subscription with its user's id and e-mail, most recently changed first. */
  listWithUsers(): Promise<Subscription[]> {
    return this.subscriptions
      .createQueryBuilder('subscription')
      .innerJoin('subscription.user', 'user')
      .select([
        'subscription.id',
        'subscription.tier',
        'subscription.endDate',
        'subscription.source',
        'subscription.updatedAt',
        'user.id',
        'user.email',
      ])
      .orderBy('subscription.updatedAt', 'DESC')
      .addOrderBy('subscription.id', 'DESC')
      .getMany();
  }

  /**
   * Creates the user's admin grant or replaces its tier, end date and granting admin: one
   * statement, so concurrent assignments leave one row. A paid grant beside it is untouched. A foreign-key violation when the user (or the admin) is
   * gone.
   */
  async upsert(manager: EntityManager, grant: SubscriptionGrant): Promise<StoredSubscription> {
    const [row] = (await manager.query(
      `INSERT INTO "subscriptions" ("user_id", "tier", "end_date", "created_by_id", "source") VALUES ($1, $2, $3, $4, 'admin')
             ON CONFLICT ON CONSTRAINT "subscriptions_user_id_source_key" DO UPDATE
               SET "tier" = EXCLUDED."tier", "end_date" = EXCLUDED."end_date",
                   "created_by_id" = EXCLUDED."created_by_id", "updated_at" = now()
             RETURNING "tier", "end_date"`,
      [grant.userId, grant.tier, grant.endDate, grant.grantedById],
    )) as StoredSubscription[];
    return row;
  }

  /** The tier of the user's deleted admin grant; null when the user had none. */
  async deleteForUser(manager: EntityManager, userId: number): Promise<string | null> {
    // TypeORM answers a DELETE with [rows, count].
    const [rows] = (await manager.query(
      `DELETE FROM "subscriptions" WHERE "user_id" = $1 AND "source" = 'admin' RETURNING "tier"`,
      [userId],
    )) as [{ tier: string }[], number];
    return rows[0]?.tier ?? null;
  }

  /** The user holds a paid grant (source provider, written by billing's sync). */
  async hasPaidGrant(manager: EntityManager, userId: number): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "subscriptions" WHERE "user_id" = $1 AND "source" = 'provider'`,
      [userId],
    )) as unknown[];
    return rows.length > 0;
  }
}
