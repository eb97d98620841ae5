import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { BillingCustomer } from './billing-customer.entity';

/**
 * A subscription at the provider, as the last sync read it (never from a webhook's body): the
 * provider's status word and our state (BillingState), plan, interval and period. Every
 * statement on it: BillingRepository.
 */
@Entity({ name: 'billing_subscriptions' })
@Unique('billing_subscriptions_customer_subscription_key', ['billingCustomerId', 'subscriptionId'])
@Check(
  'billing_subscriptions_state_check',
  `"state" IN ('pending', 'active', 'canceling', 'past_due', 'ended')`,
)
export class BillingSubscription {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'billing_subscriptions_pkey' })
  id!: number;

  @Column({ name: 'billing_customer_id', type: 'integer' })
  billingCustomerId!: number;

  @ManyToOne(() => BillingCustomer, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'billing_customer_id',
    foreignKeyConstraintName: 'billing_subscriptions_billing_customer_id_fkey',
  })
  customer?: BillingCustomer;

  /** The provider's id (`sub_…`). */
  @Column({ name: 'subscription_id', type: 'varchar', length: 255 })
  subscriptionId!: string;

  /** The provider's status word, as it said it. */
  @Column({ type: 'varchar', length: 32 })
  status!: string;

  /** Ours: pending, active, canceling, past_due or ended. */
  @Column({ type: 'varchar', length: 16 })
  state!: string;

  /** basic or premium; null when the price is not one of ours. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  plan!: string | null;

  /** month or year. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  interval!: string | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  /** When the provider created it (the newest is the customer's current one). */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_synced_at', type: 'timestamptz' })
  lastSyncedAt!: Date;
}
