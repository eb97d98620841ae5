import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A profile submitted for review, and the admin's current reply to it (earlier replies are kept
 * in submission_replies). Scores are computed by the server from `formData`.
 *
 * A deleted submission keeps its row (`deletedAt` set, its reply and checklist erased): it is
 * hidden everywhere, but still counts in its month's quota. TypeORM's finds and query builders
 * leave such rows out by themselves; raw SQL must say `"deleted_at" IS NULL`.
 *
 * Triggers keep the tallies of the reviewed list and the statistics (tables submission_totals,
 * submission_days, reviewed_buckets; migration ReviewTallies) in step with every change of a row.
 */
@Entity({ name: 'submissions' })
// A user's own list, newest first, and the monthly quota count (deleted rows included).
@Index('submissions_user_id_created_at_idx', ['userId', 'createdAt'])
// The pending queue, earliest due first, then oldest (migration ReplyWindows).
@Index('submissions_pending_due_by_idx', ['dueBy', 'createdAt', 'id'], {
  where: '"is_processed" = false AND "deleted_at" IS NULL',
})
// The submit's duplicate rule: this user's pending row of this profile (migration PendingProfileIndex).
@Index('submissions_pending_profile_idx', ['userId', 'linkedinUrl'], {
  where: '"is_processed" = false AND "deleted_at" IS NULL',
})
// The statistics' days in a zone other than UTC: the window's live rows (migration ZonedStatsIndex).
@Index('submissions_live_created_at_idx', ['createdAt'], { where: '"deleted_at" IS NULL' })
// The reviewed list, latest reply first (those without one last), then newest id, and the median
// reply time over the latest replies: an expression index with included columns (migration
// ReviewTallies), which the decorator cannot describe, so schema sync leaves it alone.
@Index('submissions_reviewed_order_idx', { synchronize: false })
// The admin search (a substring of the profile link): a trigram GIN index (migration DeskSearch).
@Index('submissions_linkedin_url_trgm_idx', { synchronize: false })
@Check('submissions_quality_score_check', '"quality_score" BETWEEN 0 AND 100')
@Check('submissions_spam_score_check', '"spam_score" BETWEEN 0 AND 100')
export class Submission {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'submissions_pkey' })
  id!: number;

  /** Null once its author closed their account (the row stays, erased; see AccountDeletion). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'submissions_user_id_fkey' })
  user?: User;

  @Column({ name: 'linkedin_url', type: 'varchar', length: 2048 })
  linkedinUrl!: string;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ name: 'form_data', type: 'jsonb', nullable: true })
  formData!: Record<string, unknown> | null;

  @Column({ name: 'admin_reply', type: 'text', nullable: true })
  adminReply!: string | null;

  @Column({ name: 'admin_reply_date', type: 'timestamptz', nullable: true })
  adminReplyDate!: Date | null;

  @Column({ name: 'is_processed', type: 'boolean', default: false })
  isProcessed!: boolean;

  @Column({ name: 'quality_score', type: 'smallint', nullable: true })
  qualityScore!: number | null;

  @Column({ name: 'spam_score', type: 'smallint', nullable: true })
  spamScore!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /**
   * When the reply is promised: `createdAt` plus the owner's reply window at submission (a later
   * plan change does not move it; nor does re-opening it).
   */
  @Column({ name: 'due_by', type: 'timestamptz' })
  dueBy!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** When an admin deleted it; null while it is listed. */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
