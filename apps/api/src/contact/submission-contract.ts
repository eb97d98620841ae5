import type { Submission as SubmissionContract } from '@profileproof/contracts';
import type { User } from '../users/entities/user.entity';
import type { Submission } from './entities/submission.entity';

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
