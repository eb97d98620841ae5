import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A user's two-step sign-in: the TOTP secret (encrypted, see TotpSecretCipher), whether it is on
 * (`enabled_at`; null while set up but not yet confirmed with a code), the last 30-second step a
 * code was accepted for (so a code is never accepted twice), and the hashes of the unused backup
 * codes. One row per user; deleted when two-step sign-in is turned off or reset.
 */
@Entity({ name: 'two_step_credentials' })
export class TwoStepCredential {
  @PrimaryColumn({
    name: 'user_id',
    type: 'integer',
    primaryKeyConstraintName: 'two_step_credentials_pkey',
  })
  userId!: number;

  @OneToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'two_step_credentials_user_id_fkey' })
  user?: User;

  /** AES-256-GCM of the base32 secret: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  @Column({ name: 'secret_ciphertext', type: 'text' })
  secretCiphertext!: string;

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt!: Date | null;

  /** Unix time / 30 s of the last accepted code; a code of this step or an earlier one is refused. */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep!: string | null;

  /** HMAC-SHA256 (hex) of each unused backup code; a used one is removed. */
  @Column({ name: 'backup_code_hashes', type: 'text', array: true, default: () => "'{}'" })
  backupCodeHashes!: string[];

  /**
   * Wrong codes of the login's second step in a row, over every `mfa_token` (0 after a right one, a
   * password reset or an admin's unlock); at TWO_STEP_LOCK_AFTER_FAILURES second steps are refused.
   */
  @Column({ name: 'failed_codes', type: 'integer', default: 0 })
  failedCodes!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Whatever serialises a credential never carries the secret or the code hashes. */
  toJSON(): Pick<TwoStepCredential, 'userId' | 'enabledAt' | 'createdAt'> {
    return { userId: this.userId, enabledAt: this.enabledAt, createdAt: this.createdAt };
  }
}
