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
