import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { SubmissionReply } from '../../entities/submission-reply.entity';

/**
 * The customer's rating of one reply version (a row of submission_replies): once per version, so a
 * re-opened and re-answered submission can be rated again; deleted with the reply history.
 */
@Entity({ name: 'submission_ratings' })
@Check('submission_ratings_score_check', '"score" BETWEEN 1 AND 5')
export class SubmissionRating {
  @PrimaryColumn({
    name: 'reply_id',
    type: 'integer',
    primaryKeyConstraintName: 'submission_ratings_pkey',
  })
  replyId!: number;

  @OneToOne(() => SubmissionReply, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'reply_id', foreignKeyConstraintName: 'submission_ratings_reply_id_fkey' })
  reply?: SubmissionReply;

  @Column({ type: 'smallint' })
  score!: number;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  /** When first given: the change window (RATING_CHANGE_DAYS) runs from here. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** The latest change. */
  @Column({ name: 'rated_at', type: 'timestamptz', default: () => 'now()' })
  ratedAt!: Date;
}
