import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

export const SUBSCRIPTION_TIERS = ['free', 'basic', 'premium'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const GRANT_SOURCE_VALUES = ['admin', 'provider'] as const;

/**
 * A grant of a tier to a user: by an admin (`source` admin, `created_by_id` the admin) or by a paid
 * subscription (`source` provider, written by billing's sync). At most one of each per user; the
 * user's tier is the highest grant in force, and a user without one is on the free tier.
 */
@Entity({ name: 'subscriptions' })
@Unique('subscriptions_user_id_source_key', ['userId', 'source'])
@Check('subscriptions_source_check', `"source" IN ('admin', 'provider')`)
@Index('subscriptions_tier_idx', ['tier'])
@Index('subscriptions_end_date_idx', ['endDate'])
@Index('subscriptions_created_by_id_idx', ['createdById'])
@Check('subscriptions_tier_check', `"tier" IN ('free', 'basic', 'premium')`)
export class Subscription {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'subscriptions_pkey' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  // Many-to-one plus the unique constraint above: one subscription per user, without the
  // extra unnamed constraint a one-to-one relation would add.
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'subscriptions_user_id_fkey' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  tier!: SubscriptionTier;

  /** admin (an admin's grant) or provider (a paid subscription's, see billing). */
  @Column({ type: 'varchar', length: 16, default: 'admin' })
  source!: (typeof GRANT_SOURCE_VALUES)[number];

  /** Null means the tier never expires. */
  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The admin who granted it; null for a paid grant. */
  @Column({ name: 'created_by_id', type: 'integer', nullable: true })
  createdById!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({
    name: 'created_by_id',
    foreignKeyConstraintName: 'subscriptions_created_by_id_fkey',
  })
  createdBy?: User | null;
}
