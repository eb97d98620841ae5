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
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'password_reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** A one-time token sent by e-mail (address verification, password reset), stored hashed. */
@Entity({ name: 'email_tokens' })
@Unique('email_tokens_token_hash_key', ['tokenHash'])
@Index('email_tokens_user_id_purpose_idx', ['userId', 'purpose'])
@Check('email_tokens_purpose_check', `"purpose" IN ('verify_email', 'password_reset')`)
export class EmailToken {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'email_tokens_pkey' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_tokens_user_id_fkey' })
  user?: User;

  @Column({ type: 'varchar', length: 32 })
  purpose!: EmailTokenPurpose;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
