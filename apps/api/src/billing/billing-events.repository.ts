import { Injectable } from '@nestjs/common';
import type {
  AdminBillingEvent,
  BillingEventState,
  BillingProviderName,
} from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Every statement on billing_events, the inbound webhook log: stored once, marked processed or
 * failed by the sync of its customer, listed for the admin, counted for the metrics. Methods taking
 * an `EntityManager` run in the caller's transaction.
 */
@Injectable()
export class BillingEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores an inbound event once: the row's id when it is new, null when (provider, event id) was
   * stored before (a redelivery).
   */
  async insertEvent(event: {
    provider: string;
    eventId: string;
    type: string;
    customerId: string | null;
    state: BillingEventState;
  }): Promise<number | null> {
    const rows = await this.dataSource.query<{ id: number }[]>(
      `INSERT INTO "billing_events" ("provider", "event_id", "type", "customer_id", "state")
        VALUES ($1, $2, $3, $4, $5)
        ON CONFLICT ON CONSTRAINT "billing_events_provider_event_id_key" DO NOTHING RETURNING "id"`,
      [event.provider, event.eventId, event.type, event.customerId, event.state],
    );
    return rows[0]?.id ?? null;
  }

  /** The customer's events still to process (received or failed) are done: the sync covered them. */
  async markEventsProcessed(
    manager: EntityManager,
    provider: string,
    customerId: string,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE "billing_events" SET "state" = 'processed', "processed_at" = $3, "error" = NULL,
          "attempts" = "attempts" + 1
        WHERE "provider" = $1 AND "customer_id" = $2 AND "state" IN ('received', 'failed')`,
      [provider, customerId, now],
    );
  }

  async markEventsFailed(provider: string, customerId: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "billing_events" SET "state" = 'failed', "error" = $3, "attempts" = "attempts" + 1
        WHERE "provider" = $1 AND "customer_id" = $2 AND "state" IN ('received', 'failed')`,
      [provider, customerId, error.slice(0, 2000)],
    );
  }

  async eventById(id: number): Promise<AdminBillingEvent | null> {
    const [row] = await this.eventRows(`WHERE "id" = $1`, [id]);
    return row ?? null;
  }

  /** The provider's customer a stored event names; null when none. */
  async customerIdOfEvent(id: number): Promise<string | null> {
    const [row] = await this.dataSource.query<{ customer_id: string | null }[]>(
      `SELECT "customer_id" FROM "billing_events" WHERE "id" = $1`,
      [id],
    );
    return row?.customer_id ?? null;
  }

  /** Puts a stored event back to received (a replay); its customer is synced next. */
  async reopenEvent(id: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "billing_events" SET "state" = 'received', "processed_at" = NULL WHERE "id" = $1 AND "state" <> 'ignored'`,
      [id],
    );
  }

  /** The customer's latest events, newest first. */
  eventsOf(
    provider: string,
    customerId: string,
    manager?: EntityManager,
  ): Promise<AdminBillingEvent[]> {
    return this.eventRows(
      `WHERE "provider" = $1 AND "customer_id" = $2 ORDER BY "received_at" DESC, "id" DESC LIMIT 100`,
      [provider, customerId],
      manager,
    );
  }

  /** Events by state, and the age in seconds of the oldest not processed yet (0 when none). */
  async eventFigures(): Promise<{
    byState: Record<string, number>;
    oldestUnprocessedSeconds: number;
  }> {
    const rows = await this.dataSource.query<
      { state: string; count: number; oldest: number | null }[]
    >(
      `SELECT "state", count(*)::int AS "count",
          extract(epoch FROM now() - min("received_at") FILTER (WHERE "state" IN ('received', 'failed')))::float8 AS "oldest"
        FROM "billing_events" GROUP BY "state"`,
    );
    return {
      byState: Object.fromEntries(rows.map((row) => [row.state, row.count])),
      oldestUnprocessedSeconds: Math.max(0, ...rows.map((row) => row.oldest ?? 0)),
    };
  }

  private async eventRows(
    where: string,
    values: unknown[],
    manager?: EntityManager,
  ): Promise<AdminBillingEvent[]> {
    const rows = (await (manager ?? this.dataSource).query(
      `SELECT "id", "provider", "event_id", "type", "state", "attempts", "received_at", "processed_at", "error"
        FROM "billing_events" ${where}`,
      values,
    )) as {
      id: number;
      provider: BillingProviderName;
      event_id: string;
      type: string;
      state: BillingEventState;
      attempts: number;
      received_at: Date;
      processed_at: Date | null;
      error: string | null;
    }[];
    return rows.map((row) => ({
      ...row,
      received_at: row.received_at.toISOString(),
      processed_at: row.processed_at?.toISOString() ?? null,
    }));
  }
}
