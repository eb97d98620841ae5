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
import { Submission } from './submission.entity';

/** Every reply an admin sent for a submission, including ones later replaced by an edit. */
@Entity({ name: 'submission_replies' })
@Index('submission_replies_submission_id_created_at_idx', ['submissionId', 'createdAt'])
@Index('submission_replies_admin_id_idx', ['adminId'])
// The team view: the replies of a period.
@Index('submission_replies_created_at_idx', ['createdAt'])
export class SubmissionReply {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'submission_replies_pkey' })
  id!: number;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId!: number;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'submission_id',
    foreignKeyConstraintName: 'submission_replies_submission_id_fkey',
  })
  submission?: Submission;

  /** Null once the admin's account is deleted. */
  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'submission_replies_admin_id_fkey' })
  admin?: User | null;

  @Column({ type: 'text' })
  reply!: string;

  @Column({ name: 'form_data', type: 'jsonb', nullable: true })
  formData!: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When the replying admin claimed the submission (handling time = claim to reply); null when sent without a claim. */
  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;
}
