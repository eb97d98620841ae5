import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { SubmissionReply } from '../../entities/submission-reply.entity';
import { User } from '../../../users/entities/user.entity';

/**
 * An item of a report's to-do list its owner ticked: per reply version (a row of
 * submission_replies; a re-sent report starts unticked) and item (the check id the item fixes,
 * `ReportCheckId` of libs/analysis). Deleted with the reply version and with the account
 * (migration ReportTodoTicks). Every statement on it: ReportRepository.
 */
@Entity({ name: 'report_todo_ticks' })
// The account's ticks, for the cascade when it is deleted.
@Index('report_todo_ticks_user_id_idx', ['userId'])
export class ReportTodoTick {
  @PrimaryColumn({
    name: 'reply_id',
    type: 'integer',
    primaryKeyConstraintName: 'report_todo_ticks_pkey',
  })
  replyId!: number;

  @ManyToOne(() => SubmissionReply, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'reply_id', foreignKeyConstraintName: 'report_todo_ticks_reply_id_fkey' })
  reply?: SubmissionReply;

  /** The to-do item's id: the check it fixes (e.g. `hasProfileSummary`). */
  @PrimaryColumn({
    name: 'item',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'report_todo_ticks_pkey',
  })
  item!: string;

  /** Who ticked it: the submission's owner. */
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'report_todo_ticks_user_id_fkey' })
  user?: User;

  /** When it was first ticked (ticking it again keeps this). */
  @Column({ name: 'done_at', type: 'timestamptz', default: () => 'now()' })
  doneAt!: Date;
}
