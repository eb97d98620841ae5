import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Submission } from './submission.entity';

/**
 * The admin working on a pending submission, until `claimedUntil` (a row past it is no claim:
 * claims expire by themselves). One row per submission at most.
 */
@Entity({ name: 'submission_claims' })
@Index('submission_claims_admin_id_idx', ['adminId'])
export class SubmissionClaim {
  @PrimaryColumn({
    name: 'submission_id',
    type: 'integer',
    primaryKeyConstraintName: 'submission_claims_pkey',
  })
  submissionId!: number;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'submission_id',
    foreignKeyConstraintName: 'submission_claims_submission_id_fkey',
  })
  submission?: Submission;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'submission_claims_admin_id_fkey' })
  admin?: User;

  @Column({ name: 'claimed_until', type: 'timestamptz' })
  claimedUntil!: Date;

  @Column({ name: 'claimed_at', type: 'timestamptz', default: () => 'now()' })
  claimedAt!: Date;
}
