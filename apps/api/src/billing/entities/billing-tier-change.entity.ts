import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A change of a user's tier that billing caused, with its cause (the event that triggered the
 * sync, a reconciliation, or an admin's refund). Every statement on it: BillingRepository.
 */
@Entity({ name: 'billing_tier_changes' })
@Index('billing_tier_changes_user_id_idx', ['userId'])
export class BillingTierChange {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'billing_tier_changes_pkey' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'billing_tier_changes_user_id_fkey' })
  user?: User;

  @Column({ name: 'from_tier', type: 'varchar', length: 16 })
  fromTier!: string;

  @Column({ name: 'to_tier', type: 'varchar', length: 16 })
  toTier!: string;

  /** `event:<provider event id>`, `reconciliation`, `checkout`, or `admin:<e-mail>`. */
  @Column({ type: 'varchar', length: 255 })
  cause!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
