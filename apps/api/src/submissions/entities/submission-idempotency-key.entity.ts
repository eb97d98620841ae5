import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * The first answer to a customer's submit sent with an `Idempotency-Key` header, so that a repeat
 * of it (a network retry, a second tab) answers the same instead of submitting again. Keys are
 * per user; a key expires 24 hours after its first use (IDEMPOTENCY_KEY_TTL_MS): expired rows are
 * ignored, and the user's are pruned when they store a new one. Deleted with the account.
 */
@Entity({ name: 'submission_idempotency_keys' })
export class SubmissionIdempotencyKey {
  @PrimaryColumn({
    name: 'user_id',
    type: 'integer',
    primaryKeyConstraintName: 'submission_idempotency_keys_pkey',
  })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'user_id',
    foreignKeyConstraintName: 'submission_idempotency_keys_user_id_fkey',
  })
  user?: User;

  /** The header's value as sent: 1 to 255 printable ASCII characters. */
  @PrimaryColumn({
    name: 'key',
    type: 'varchar',
    length: 255,
    primaryKeyConstraintName: 'submission_idempotency_keys_pkey',
  })
  key!: string;

  /** SHA-256 (hex) of the request as the submit read it: the canonical link and the message. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash!: string;

  /** The status answered: 201 (stored) or 200 (the pending one). */
  @Column({ type: 'smallint' })
  status!: number;

  /** The body answered (SubmitResponse). */
  @Column({ type: 'jsonb' })
  response!: Record<string, unknown>;

  /** When the key was first used. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
