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

/** A tier granted to a user by an admin; a user without one is on the free tier. */
@Entity({ name: 'subscriptions' })
@Unique('subscriptions_user_id_key', ['userId'])
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

  /** Null means the tier never expires. */
  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The admin who granted it. */
  @Column({ name: 'created_by_id', type: 'integer', nullable: true })
  createdById!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({
    name: 'created_by_id',
    foreignKeyConstraintName: 'subscriptions_created_by_id_fkey',
  })
  createdBy?: User | null;
}
