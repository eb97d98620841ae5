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
import { User } from '../../../users/entities/user.entity';

/**
 * One session's refresh token. Tokens rotate on use: each one names its successor, and all
 * tokens descending from one sign-in share a family (the session), so reuse of a rotated token
 * revokes the family. A live session has exactly one unrevoked token, the latest.
 * Only a SHA-256 hash of the token is stored.
 *
 * A spent token's `revokedAt` is the time of its rotation (revoking a session touches only its
 * live token), and `successorSealed` its successor, sealed under a key only its own plaintext gives
 * (see sealed-successor.ts): presented again within REFRESH_REUSE_GRACE_SECONDS of that time, it
 * answers with the session's live token instead of counting as reuse.
 */
@Entity({ name: 'refresh_tokens' })
@Unique('refresh_tokens_token_hash_key', ['tokenHash'])
@Index('refresh_tokens_user_id_idx', ['userId'])
// The live token of a session: the access-token check and revocation find it without reading the
// family's spent tokens (one per refresh).
@Index('refresh_tokens_live_family_id_idx', ['familyId'], { where: '"revoked_at" IS NULL' })
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'refresh_tokens_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'refresh_tokens_user_id_fkey' })
  user?: User;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId!: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** When the session (the family) began, at sign-in; copied on rotation. */
  @Column({ name: 'session_started_at', type: 'timestamptz' })
  sessionStartedAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'replaced_by_id', type: 'uuid', nullable: true })
  replacedById!: string | null;

  /** The successor's plaintext, AES-256-GCM under a key derived from this token's; null until spent. */
  @Column({ name: 'successor_sealed', type: 'bytea', nullable: true })
  successorSealed!: Buffer | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent!: string | null;

  /** The client's IP masked to its /24 (IPv4) or /48 (IPv6) network: roughly where, never who. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;
}
