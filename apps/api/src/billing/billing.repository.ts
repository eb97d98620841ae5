import { Injectable } from '@nestjs/common';
import type { BillingInvoice as InvoiceAnswer, BillingProviderName } from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { ProviderInvoice, ProviderSubscription } from './providers/billing-provider';

/** A billing customer row. */
export interface CustomerRow {
  id: number;
  user_id: number;
  provider: BillingProviderName;
  customer_id: string;
  last_synced_at: Date | null;
  drift: boolean;
}

/** A stored subscription with our state. */
export interface SubscriptionRow {
  subscription_id: string;
  status: string;
  state: string;
  plan: string | null;
  interval: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  created_at: Date;
  last_synced_at: Date;
}

/** A subscription as a sync stores it: the provider's, with our state. */
export type SyncedSubscription = ProviderSubscription & { state: string };

const CUSTOMER_COLUMNS = `"id", "user_id", "provider", "customer_id", "last_synced_at", "drift"`;

/**
 * Every statement on billing's tables (billing_customers, billing_subscriptions, billing_invoices,
 * billing_tier_changes; billing_events: BillingEventsRepository). Methods taking an `EntityManager` run in the caller's
 * transaction.
 */
@Injectable()
export class BillingRepository {
  constructor(private readonly dataSource: DataSource) {}

  async customerOfUser(
    userId: number,
    provider: string,
    manager?: EntityManager,
  ): Promise<CustomerRow | null> {
    const [row] = (await (manager ?? this.dataSource).query(
      `SELECT ${CUSTOMER_COLUMNS} FROM "billing_customers" WHERE "user_id" = $1 AND "provider" = $2`,
      [userId, provider],
    )) as CustomerRow[];
    return row ?? null;
  }

  async customerByRowId(id: number): Promise<CustomerRow | null> {
    const [row] = await this.dataSource.query<CustomerRow[]>(
      `SELECT ${CUSTOMER_COLUMNS} FROM "billing_customers" WHERE "id" = $1`,
      [id],
    );
    return row ?? null;
  }

  async customerById(provider: string, customerId: string): Promise<CustomerRow | null> {
    const [row] = await this.dataSource.query<CustomerRow[]>(
      `SELECT ${CUSTOMER_COLUMNS} FROM "billing_customers" WHERE "provider" = $1 AND "customer_id" = $2`,
      [provider, customerId],
    );
    return row ?? null;
  }

  /** Every customer of the provider, for a reconciliation. */
  customersOf(provider: string): Promise<CustomerRow[]> {
    return this.dataSource.query<CustomerRow[]>(
      `SELECT ${CUSTOMER_COLUMNS} FROM "billing_customers" WHERE "provider" = $1 ORDER BY "id"`,
      [provider],
    );
  }

  /**
   * Stores the user's customer unless one exists (one per user and provider); answers the row that
   * holds, which is another request's when two created a customer at once.
   */
  async saveCustomer(userId: number, provider: string, customerId: string): Promise<CustomerRow> {
    await this.dataSource.query(
      `INSERT INTO "billing_customers" ("user_id", "provider", "customer_id") VALUES ($1, $2, $3)
         ON CONFLICT ON CONSTRAINT "billing_customers_user_id_provider_key" DO NOTHING`,
      [userId, provider, customerId],
    );
    return (await this.customerOfUser(userId, provider)) as CustomerRow;
  }

  /** Locks the customer row: syncs of one customer take turns. Null when it is gone. */
  /** Locks every billing customer of the user (any provider), in the caller's transaction. */
  async lockCustomersOfUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(
      `SELECT "id" FROM "billing_customers" WHERE "user_id" = $1 ORDER BY "id" FOR UPDATE`,
      [userId],
    );
  }

  async lockCustomer(manager: EntityManager, id: number): Promise<CustomerRow | null> {
    const [row] = (await manager.query(
      `SELECT ${CUSTOMER_COLUMNS} FROM "billing_customers" WHERE "id" = $1 FOR UPDATE`,
      [id],
    )) as CustomerRow[];
    return row ?? null;
  }

  async subscriptionsOf(
    customerRowId: number,
    manager?: EntityManager,
  ): Promise<SubscriptionRow[]> {
    const sql = `SELECT "subscription_id", "status", "state", "plan", "interval", "current_period_end",
        "cancel_at_period_end", "created_at", "last_synced_at"
      FROM "billing_subscriptions" WHERE "billing_customer_id" = $1 ORDER BY "created_at" DESC, "id" DESC`;
    return (await (manager ?? this.dataSource).query(sql, [customerRowId])) as SubscriptionRow[];
  }

  /** Replaces the stored subscriptions with what the provider said (upsert each; none deleted). */
  async saveSubscriptions(
    manager: EntityManager,
    customerRowId: number,
    subscriptions: readonly SyncedSubscription[],
    now: Date,
  ): Promise<void> {
    for (const s of subscriptions) {
      await manager.query(
        `INSERT INTO "billing_subscriptions" ("billing_customer_id", "subscription_id", "status", "state", "plan",
            "interval", "current_period_end", "cancel_at_period_end", "created_at", "last_synced_at")
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
          ON CONFLICT ON CONSTRAINT "billing_subscriptions_customer_subscription_key" DO UPDATE SET
            "status" = EXCLUDED."status", "state" = EXCLUDED."state", "plan" = EXCLUDED."plan",
            "interval" = EXCLUDED."interval", "current_period_end" = EXCLUDED."current_period_end",
            "cancel_at_period_end" = EXCLUDED."cancel_at_period_end", "last_synced_at" = EXCLUDED."last_synced_at"`,
        [
          customerRowId,
          s.id,
          s.status,
          s.state,
          s.plan,
          s.interval,
          s.currentPeriodEnd,
          s.cancelAtPeriodEnd,
          s.createdAt,
          now,
        ],
      );
    }
  }

  async saveInvoices(
    manager: EntityManager,
    customerRowId: number,
    invoices: readonly ProviderInvoice[],
  ): Promise<void> {
    for (const invoice of invoices) {
      await manager.query(
        `INSERT INTO "billing_invoices" ("billing_customer_id", "invoice_id", "subscription_id", "amount",
            "refunded_amount", "currency", "status", "payment_id", "created_at")
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
          ON CONFLICT ON CONSTRAINT "billing_invoices_customer_invoice_key" DO UPDATE SET
            "amount" = EXCLUDED."amount", "refunded_amount" = EXCLUDED."refunded_amount",
            "status" = EXCLUDED."status", "payment_id" = EXCLUDED."payment_id"`,
        [
          customerRowId,
          invoice.id,
          invoice.subscriptionId,
          invoice.amount,
          invoice.refundedAmount,
          invoice.currency,
          invoice.status,
          invoice.paymentId,
          invoice.createdAt,
        ],
      );
    }
  }

  /** The customer's invoices, newest first, as the answers show them. */
  async invoicesOf(customerRowId: number, manager?: EntityManager): Promise<InvoiceAnswer[]> {
    const rows = (await (manager ?? this.dataSource).query(
      `SELECT "invoice_id", "amount", "refunded_amount", "currency", "status", "created_at"
        FROM "billing_invoices" WHERE "billing_customer_id" = $1 ORDER BY "created_at" DESC, "id" DESC LIMIT 50`,
      [customerRowId],
    )) as {
      invoice_id: string;
      amount: number;
      refunded_amount: number;
      currency: string;
      status: string;
      created_at: Date;
    }[];
    return rows.map((row) => ({
      id: row.invoice_id,
      amount: row.amount,
      refunded_amount: row.refunded_amount,
      currency: row.currency,
      status: row.status,
      created_at: row.created_at.toISOString(),
    }));
  }

  async markSynced(
    manager: EntityManager,
    customerRowId: number,
    drift: boolean,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE "billing_customers" SET "last_synced_at" = $2, "drift" = $3, "last_sync_error" = NULL WHERE "id" = $1`,
      [customerRowId, now, drift],
    );
  }

  async markSyncFailed(customerRowId: number, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "billing_customers" SET "last_sync_error" = $2 WHERE "id" = $1`,
      [customerRowId, error.slice(0, 2000)],
    );
  }

  async recordTierChange(
    manager: EntityManager,
    change: { userId: number; from: string; to: string; cause: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "billing_tier_changes" ("user_id", "from_tier", "to_tier", "cause") VALUES ($1, $2, $3, $4)`,
      [change.userId, change.from, change.to, change.cause.slice(0, 255)],
    );
  }

  /** Customers whose last sync found drift. */
  async driftCount(): Promise<number> {
    const [row] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM "billing_customers" WHERE "drift"`,
    );
    return row.count;
  }
}
