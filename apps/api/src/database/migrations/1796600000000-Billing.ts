import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's winning grant: no other grant of the user beats it (in force first, then the higher
 * tier, then the later change). A plain filter, not DISTINCT ON: the planner flattens the view into
 * the joins that read it, and the anti-join probes the (user_id, source) index; a user has at
 * most two grants. Its tier counts only while `end_date` is null or ahead.
 */
const IN_FORCE = (alias: string) =>
  `("${alias}"."end_date" IS NULL OR "${alias}"."end_date" > now())`;
const RANK = (alias: string) =>
  `CASE "${alias}"."tier" WHEN 'premium' THEN 2 WHEN 'basic' THEN 1 ELSE 0 END`;
const SUBSCRIPTIONS_IN_FORCE_VIEW = `CREATE VIEW "subscriptions_in_force" AS
  SELECT "grant"."id", "grant"."user_id", "grant"."tier", "grant"."source", "grant"."end_date",
    "grant"."created_by_id", "grant"."created_at", "grant"."updated_at"
  FROM "subscriptions" "grant"
  WHERE NOT EXISTS (SELECT 1 FROM "subscriptions" "other"
    WHERE "other"."user_id" = "grant"."user_id" AND "other"."id" <> "grant"."id"
      AND (${IN_FORCE('other')}, ${RANK('other')}, "other"."updated_at", "other"."id")
        > (${IN_FORCE('grant')}, ${RANK('grant')}, "grant"."updated_at", "grant"."id"))`;

/**
 * Issue 40, customers buy a plan: a user's customer at the payment provider, the provider's
 * subscriptions and invoices as the last sync read them, the inbound webhook log (unique on
 * provider and event id), and the tier changes billing caused. `subscriptions` becomes the table
 * of grants: each row has a `source` (admin, or provider for a paid plan), at most one of each per
 * user; the view `subscriptions_in_force` gives each user's winning row (in force first, then the
 * highest tier, then the latest change), which every reader of a user's tier joins.
 */
export class Billing1796600000000 implements MigrationInterface {
  name = 'Billing1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "billing_customers" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "provider" character varying(16) NOT NULL, "customer_id" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_synced_at" TIMESTAMP WITH TIME ZONE, "drift" boolean NOT NULL DEFAULT false, "last_sync_error" text, CONSTRAINT "billing_customers_provider_customer_id_key" UNIQUE ("provider", "customer_id"), CONSTRAINT "billing_customers_user_id_provider_key" UNIQUE ("user_id", "provider"), CONSTRAINT "billing_customers_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_events" ("id" SERIAL NOT NULL, "provider" character varying(16) NOT NULL, "event_id" character varying(255) NOT NULL, "type" character varying(128) NOT NULL, "customer_id" character varying(255), "state" character varying(16) NOT NULL DEFAULT 'received', "attempts" integer NOT NULL DEFAULT '0', "error" text, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "billing_events_provider_event_id_key" UNIQUE ("provider", "event_id"), CONSTRAINT "billing_events_state_check" CHECK ("state" IN ('received', 'processed', 'failed', 'ignored')), CONSTRAINT "billing_events_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_events_state_received_at_idx" ON "billing_events" ("state", "received_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_events_provider_customer_id_idx" ON "billing_events" ("provider", "customer_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_invoices" ("id" SERIAL NOT NULL, "billing_customer_id" integer NOT NULL, "invoice_id" character varying(255) NOT NULL, "subscription_id" character varying(255), "amount" integer NOT NULL, "refunded_amount" integer NOT NULL DEFAULT '0', "currency" character varying(8) NOT NULL, "status" character varying(32) NOT NULL, "payment_id" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "billing_invoices_customer_invoice_key" UNIQUE ("billing_customer_id", "invoice_id"), CONSTRAINT "billing_invoices_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_subscriptions" ("id" SERIAL NOT NULL, "billing_customer_id" integer NOT NULL, "subscription_id" character varying(255) NOT NULL, "status" character varying(32) NOT NULL, "state" character varying(16) NOT NULL, "plan" character varying(16), "interval" character varying(8), "current_period_end" TIMESTAMP WITH TIME ZONE, "cancel_at_period_end" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "billing_subscriptions_customer_subscription_key" UNIQUE ("billing_customer_id", "subscription_id"), CONSTRAINT "billing_subscriptions_state_check" CHECK ("state" IN ('pending', 'active', 'canceling', 'past_due', 'ended')), CONSTRAINT "billing_subscriptions_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_tier_changes" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "from_tier" character varying(16) NOT NULL, "to_tier" character varying(16) NOT NULL, "cause" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "billing_tier_changes_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_tier_changes_user_id_idx" ON "billing_tier_changes" ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD "source" character varying(16) NOT NULL DEFAULT 'admin'`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_key"`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_source_check" CHECK ("source" IN ('admin', 'provider'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_source_key" UNIQUE ("user_id", "source")`,
    );
    await queryRunner.query(SUBSCRIPTIONS_IN_FORCE_VIEW);
    await queryRunner.query(
      `ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_billing_customer_id_fkey" FOREIGN KEY ("billing_customer_id") REFERENCES "billing_customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_billing_customer_id_fkey" FOREIGN KEY ("billing_customer_id") REFERENCES "billing_customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_tier_changes" ADD CONSTRAINT "billing_tier_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW "subscriptions_in_force"`);
    // One row per user again: the admin's grants stay, paid ones go.
    await queryRunner.query(`DELETE FROM "subscriptions" WHERE "source" <> 'admin'`);
    await queryRunner.query(
      `ALTER TABLE "billing_tier_changes" DROP CONSTRAINT "billing_tier_changes_user_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_subscriptions" DROP CONSTRAINT "billing_subscriptions_billing_customer_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_billing_customer_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_customers" DROP CONSTRAINT "billing_customers_user_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_source_key"`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_source_check"`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_key" UNIQUE ("user_id")`,
    );
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "source"`);
    await queryRunner.query(`DROP INDEX "public"."billing_tier_changes_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "billing_tier_changes"`);
    await queryRunner.query(`DROP TABLE "billing_subscriptions"`);
    await queryRunner.query(`DROP TABLE "billing_invoices"`);
    await queryRunner.query(`DROP INDEX "public"."billing_events_provider_customer_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."billing_events_state_received_at_idx"`);
    await queryRunner.query(`DROP TABLE "billing_events"`);
    await queryRunner.query(`DROP TABLE "billing_customers"`);
  }
}
