import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The user's subscription row (if any) and the submissions counted against the quota since `$2`,
 * in one statement: the count reads the (user_id, created_at) index. Deleted submissions count too
 * (deleting one gives nothing back), and so do rows dated later than now (another instance's clock
 * running ahead: the quota errs on the safe side).
 */
const USAGE_SQL = `SELECT "subscription"."id", "subscription"."tier", "subscription"."end_date",
    (SELECT count(*) FROM "submissions" WHERE "user_id" = $1 AND "created_at" >= $2)::int AS "used"
  FROM (VALUES (1)) AS "one" LEFT JOIN "subscriptions" "subscription" ON "subscription"."user_id" = $1`;

/** The user's subscription row (all null without one) and the submissions counted since the period's start. */
export interface UsageRow {
  id: number | null;
  tier: string | null;
  end_date: Date | null;
  used: number;
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
  async findUsage(userId: number, since: Date, manager?: EntityManager): Promise<UsageRow> {
    const values = [userId, since];
    const [row] = manager
      ? ((await manager.query(USAGE_SQL, values)) as UsageRow[])
      : await this.dataSource.query<UsageRow[]>(USAGE_SQL, values);
    return row;
  }
}
