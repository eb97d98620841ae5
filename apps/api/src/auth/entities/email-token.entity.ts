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

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'password_reset', 'email_change'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * A one-time token sent by e-mail (address verification, password reset), stored hashed. A
 * verification token also carries the password hash chosen by the sign-up that asked for it (see
 * `passwordHash`).
 */
@Entity({ name: 'email_tokens' })
@Unique('email_tokens_token_hash_key', ['tokenHash'])
@Index('email_tokens_user_id_purpose_idx', ['userId', 'purpose'])
@Check(
  'email_tokens_purpose_check',
  `"purpose" IN ('verify_email', 'password_reset', 'email_change')`,
)
@Check('email_tokens_new_email_check', `"new_email" IS NULL OR "purpose" = 'email_change'`)
@Check('email_tokens_password_hash_check', `"password_hash" IS NULL OR "purpose" = 'verify_email'`)
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

  /**
   * Verification tokens only: the argon2id hash of the password submitted by the sign-up that
   * issued the token, which becomes the account's password when the link is used (so whoever
   * signed up first does not choose the password of the address's owner). Null when the token sets
   * no password (a resend with no sign-up outstanding), and once the token is spent.
   */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  /** E-mail change tokens only: the address the account moves to when the link is used. */
  @Column({ name: 'new_email', type: 'varchar', length: 254, nullable: true })
  newEmail!: string | null;

  /** Whatever serialises a token (an answer, a log line) never carries the password hash. */
  toJSON(): Omit<EmailToken, 'passwordHash' | 'toJSON'> {
    const { passwordHash: _passwordHash, ...rest } = this;
    return rest;
  }
}
