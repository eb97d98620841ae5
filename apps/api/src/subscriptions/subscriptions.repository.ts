import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PoolReader } from '../database/pool-reader';
import { USAGE_SQL } from './subscriptions.sql';

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
 * forever); without one, the read goes straight to the pool.
 */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly reader: PoolReader) {}

  /** The user's subscription (if any) and their submissions since `since`. One statement. */
  async findUsage(userId: number, since: Date, manager?: EntityManager): Promise<UsageRow> {
    const values = [userId, since];
    const [row] = manager
      ? ((await manager.query(USAGE_SQL, values)) as UsageRow[])
      : await this.reader.rows<UsageRow>(USAGE_SQL, values);
    return row;
  }
}
