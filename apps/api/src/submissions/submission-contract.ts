import type { Submission as SubmissionContract, SubmissionRating } from '@profileproof/contracts';

/** A row of `SUBMISSION_COLUMNS` (submissions.repository.ts), as `pg` parses it. */
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
  /** CURRENT_RATING_COLUMN: JSON with `rated_at` in PostgreSQL's text form; null when unrated or pending. */
  rating: { score: number; comment: string | null; rated_at: string } | null;
}

/** The rating column as the contract shows it (ISO timestamp). */
function ratingFromColumn(rating: SubmissionRow['rating']): SubmissionRating | null {
  if (rating === null) return null;
  return {
    score: rating.score,
    comment: rating.comment,
    rated_at: new Date(rating.rated_at).toISOString(),
  };
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
    rating: ratingFromColumn(row.rating),
  };
}
