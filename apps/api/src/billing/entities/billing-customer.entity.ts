import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A user's customer at a payment provider: one per user and provider, created at the first
 * checkout and reused. The row is the lock a sync of the customer takes. Every statement on it:
 * BillingRepository.
 */
@Entity({ name: 'billing_customers' })
@Unique('billing_customers_user_id_provider_key', ['userId', 'provider'])
@Unique('billing_customers_provider_customer_id_key', ['provider', 'customerId'])
export class BillingCustomer {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'billing_customers_pkey' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'billing_customers_user_id_fkey' })
  user?: User;

  /** `stripe` or `razorpay`. */
  @Column({ type: 'varchar', length: 16 })
  provider!: string;

  /** The provider's id of the customer (`cus_…`). */
  @Column({ name: 'customer_id', type: 'varchar', length: 255 })
  customerId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The end of the last sync with the provider; null before the first. */
  @Column({ name: 'last_synced_at', type: 'timestamptz', nullable: true })
  lastSyncedAt!: Date | null;

  /** The last sync found the stored subscriptions different from the provider's. */
  @Column({ type: 'boolean', default: false })
  drift!: boolean;

  /** Why the last sync failed; null when it succeeded. */
  @Column({ name: 'last_sync_error', type: 'text', nullable: true })
  lastSyncError!: string | null;
}
