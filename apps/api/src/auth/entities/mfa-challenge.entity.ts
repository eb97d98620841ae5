import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * The step between a right password (or Google identity) and a session, for a user with two-step
 * sign-in: the `mfa_token` (stored hashed), valid for 5 minutes and 5 wrong codes, deleted when
 * spent. In PostgreSQL so that any API instance can take the second step.
 */
@Entity({ name: 'mfa_challenges' })
@Unique('mfa_challenges_token_hash_key', ['tokenHash'])
@Index('mfa_challenges_user_id_idx', ['userId'])
export class MfaChallenge {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'mfa_challenges_pkey' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mfa_challenges_user_id_fkey' })
  user?: User;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'failures', type: 'smallint', default: 0 })
  failures!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
