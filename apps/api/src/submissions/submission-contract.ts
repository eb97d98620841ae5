import type { Submission as SubmissionContract } from '@profileproof/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { User } from '../users/entities/user.entity';
import { Submission } from './entities/submission.entity';

/**
 * Submissions (alias `submission`) with what the contract needs of their submitter: id and e-mail.
 * The join is many-to-one, so a LIMIT on it stays exact.
 */
export function submissionsWithSubmitter(manager: EntityManager): SelectQueryBuilder<Submission> {
  return manager
    .getRepository(Submission)
    .createQueryBuilder('submission')
    .innerJoin('submission.user', 'user')
    .addSelect(['user.id', 'user.email']);
}

/** A stored submission as the contract shows it, with its submitter's e-mail. */
export function toSubmissionContract(row: Submission, submitter: Pick<User, 'email'>): SubmissionContract {
  return {
    id: row.id,
    email: submitter.email,
    linkedin_url: row.linkedinUrl,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    is_processed: row.isProcessed,
    admin_reply: row.adminReply,
    admin_reply_date: row.adminReplyDate?.toISOString() ?? null,
    form_data: row.formData,
  };
}

/**
 * The columns of a submission as the contract shows it, for raw reads: the submission is `s`, its
 * submitter `u` (joined on `s.user_id`). Read into `SubmissionRow`.
 */
export const SUBMISSION_COLUMNS = `"s"."id", "u"."email", "s"."linkedin_url", "s"."message", "s"."created_at", "s"."is_processed",
  "s"."admin_reply", "s"."admin_reply_date", "s"."form_data"`;

/** A row of `SUBMISSION_COLUMNS`, as `pg` parses it. */
export interface SubmissionRow {
  id: number;
  email: string;
  linkedin_url: string;
  message: string | null;
  created_at: Date;
  is_processed: boolean;
  admin_reply: string | null;
  admin_reply_date: Date | null;
  form_data: Record<string, unknown> | null;
}

/** A row of `SUBMISSION_COLUMNS` as the contract shows it. */
export function submissionFromRow(row: SubmissionRow): SubmissionContract {
  return {
    id: row.id,
    email: row.email,
    linkedin_url: row.linkedin_url,
    message: row.message,
    created_at: row.created_at.toISOString(),
    is_processed: row.is_processed,
    admin_reply: row.admin_reply,
    admin_reply_date: row.admin_reply_date?.toISOString() ?? null,
    form_data: row.form_data,
  };
}
