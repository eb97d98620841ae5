import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * An inbound webhook, stored once (unique on provider and event id) before it is answered. Its
 * body is not trusted: processing it means syncing its customer from the provider. Every
 * statement on it: BillingRepository.
 */
@Entity({ name: 'billing_events' })
@Unique('billing_events_provider_event_id_key', ['provider', 'eventId'])
@Index('billing_events_provider_customer_id_idx', ['provider', 'customerId'])
// The oldest unprocessed event (a metric) and the retries.
@Index('billing_events_state_received_at_idx', ['state', 'receivedAt'])
@Check('billing_events_state_check', `"state" IN ('received', 'processed', 'failed', 'ignored')`)
export class BillingEvent {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'billing_events_pkey' })
  id!: number;

  @Column({ type: 'varchar', length: 16 })
  provider!: string;

  /** The provider's id of the event (`evt_…`, or Razorpay's `x-razorpay-event-id`). */
  @Column({ name: 'event_id', type: 'varchar', length: 255 })
  eventId!: string;

  @Column({ type: 'varchar', length: 128 })
  type!: string;

  /** The provider's customer it names; null when none (ignored). */
  @Column({ name: 'customer_id', type: 'varchar', length: 255, nullable: true })
  customerId!: string | null;

  /** received, processed, failed or ignored (a type billing does not act on). */
  @Column({ type: 'varchar', length: 16, default: 'received' })
  state!: string;

  /** Syncs attempted for it. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt!: Date | null;
}
