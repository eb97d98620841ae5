import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { submissionsMadeSince } from '../submissions/submissions.repository';

/**
 * The user's subscription row (if any) and the submissions counted against the quota since `$2`,
 * in one statement: the count reads the (user_id, created_at) index. Deleted submissions count too
 * (deleting one gives nothing back), and so do rows dated later than now (another instance's clock
 * running ahead: the quota errs on the safe side).
 */
const USAGE_SQL = `SELECT "subscription"."id", "subscription"."tier", "subscription"."end_date", "subscription"."source",
    ${submissionsMadeSince('$1', '$2')}::int AS "used"
  FROM (VALUES (1)) AS "one" LEFT JOIN LATERAL (${winningGrant('$1', '$3')}) "subscription" ON true`;

/**
 * The user's winning grant at `now`: in force first (no end, or an end ahead), then the highest
 * tier, then the latest change; an expired grant is returned when none is in force. The view
 * `subscriptions_in_force` is the same order at the database's clock, for joins.
 */
function winningGrant(userId: string, now: string): string {
  return `SELECT "id", "tier", "end_date", "source" FROM "subscriptions" WHERE "user_id" = ${userId}
    ORDER BY ("end_date" IS NULL OR "end_date" > ${now}) DESC,
      CASE "tier" WHEN 'premium' THEN 2 WHEN 'basic' THEN 1 ELSE 0 END DESC, "updated_at" DESC, "id" DESC
    LIMIT 1`;
}

/** The tier at `$2` of user `$1`: the winning grant's while in force, else 'free'. */
const TIER_AT_SQL = `SELECT CASE WHEN "end_date" IS NULL OR "end_date" > $2 THEN "tier" ELSE 'free' END AS "tier"
  FROM (${winningGrant('$1', '$2')}) "grant"`;

/** The user's subscription row (all null without one) and the submissions counted since the period's start. */
export interface UsageRow {
  id: number | null;
  tier: string | null;
  end_date: Date | null;
  source: 'admin' | 'provider' | null;
  used: number;
}

/** A grant as the admin's billing view lists it. */
export interface GrantRow {
  id: number;
  tier: string;
  source: 'admin' | 'provider';
  end_date: Date | null;
  /** The granting admin's id; null for a paid grant or a deleted admin. */
  created_by_id: number | null;
}

/** A subscription row as the account's export gives it. */
export interface ExportSubscriptionRow {
  tier: string;
  created_at: Date;
  end_date: Date | null;
}

/** A paid plan's grant: its tier until `endDate` (null while the subscription renews). */
export interface PaidGrant {
  tier: string;
  endDate: Date | null;
}

/**
 * The statements the quota reads and locks by. Methods that take an `EntityManager` run inside the
 * caller's transaction when given one (with the embedded database, a query outside it would wait
 * forever); without one, the read runs on the data source.
 */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's subscription (if any) and their submissions since `since`. One statement. */
  async findUsage(
    userId: number,
    since: Date,
    manager?: EntityManager,
    now: Date = new Date(),
  ): Promise<UsageRow> {
    const values = [userId, since, now];
    const [row] = manager
      ? ((await manager.query(USAGE_SQL, values)) as UsageRow[])
      : await this.dataSource.query<UsageRow[]>(USAGE_SQL, values);
    return row;
  }

  /** A subscription row of the user (tier, start, end) for the account's export; null without one. */
  async findForExport(userId: number): Promise<ExportSubscriptionRow | null> {
    const [row] = await this.dataSource.query<ExportSubscriptionRow[]>(
      `SELECT "tier", "created_at", "end_date" FROM "subscriptions" WHERE "user_id" = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** Every grant of the user, the winning order first (see `winningGrant`). */
  async grantsOf(userId: number, manager?: EntityManager): Promise<GrantRow[]> {
    return (await (manager ?? this.dataSource).query(
      `SELECT "id", "tier", "source", "end_date", "created_by_id" FROM "subscriptions" WHERE "user_id" = $1
        ORDER BY ("end_date" IS NULL OR "end_date" > now()) DESC,
          CASE "tier" WHEN 'premium' THEN 2 WHEN 'basic' THEN 1 ELSE 0 END DESC, "updated_at" DESC`,
      [userId],
    )) as GrantRow[];
  }

  /** The user's tier at `now` (free without a grant in force), read in the caller's transaction. */
  async tierAt(manager: EntityManager, userId: number, now: Date): Promise<string> {
    const [row] = (await manager.query(TIER_AT_SQL, [userId, now])) as { tier: string }[];
    return row?.tier ?? 'free';
  }

  /**
   * Writes the user's paid grant (source provider), or deletes it with `null`; the admin's grant
   * beside it is untouched. Billing's sync calls it under its lock on the customer.
   */
  async setPaidGrant(
    manager: EntityManager,
    userId: number,
    grant: PaidGrant | null,
  ): Promise<void> {
    if (grant === null) {
      await manager.query(
        `DELETE FROM "subscriptions" WHERE "user_id" = $1 AND "source" = 'provider'`,
        [userId],
      );
      return;
    }
    await manager.query(
      `INSERT INTO "subscriptions" ("user_id", "tier", "end_date", "source") VALUES ($1, $2, $3, 'provider')
         ON CONFLICT ON CONSTRAINT "subscriptions_user_id_source_key" DO UPDATE
           SET "tier" = EXCLUDED."tier", "end_date" = EXCLUDED."end_date", "updated_at" = now()
           WHERE ("subscriptions"."tier", "subscriptions"."end_date") IS DISTINCT FROM (EXCLUDED."tier", EXCLUDED."end_date")`,
      [userId, grant.tier, grant.endDate],
    );
  }
}
