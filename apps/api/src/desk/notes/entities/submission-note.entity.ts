import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Submission } from '../../../submissions/entities/submission.entity';
import { User } from '../../../users/entities/user.entity';

/** An admin's internal note on a submission: the desk's only, never shown to the customer. */
@Entity({ name: 'submission_notes' })
// A submission's notes, oldest first, and the lists' `notes_count` (an index-only count).
@Index('submission_notes_submission_id_created_at_idx', ['submissionId', 'createdAt'])
@Index('submission_notes_author_id_idx', ['authorId'])
export class SubmissionNote {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'submission_notes_pkey' })
  id!: number;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId!: number;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'submission_id',
    foreignKeyConstraintName: 'submission_notes_submission_id_fkey',
  })
  submission?: Submission;

  /** Null once the author's account is deleted. */
  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'submission_notes_author_id_fkey' })
  author?: User | null;

  @Column({ type: 'text' })
  text!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
