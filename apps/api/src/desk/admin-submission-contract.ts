import { type AdminSubmission, DEFAULT_TIER } from '@profileproof/contracts';
import { tierGrantedBy } from '../subscriptions/subscriptions.service';
import { submissionFromRow } from '../submissions/submission-contract';
import type { AdminSubmissionRow } from './lists/pending-queue.repository';

/** A row of the admin lists as the contract shows it, with the submitter's tier at `now`. */
export function adminSubmissionFromRow(row: AdminSubmissionRow, now: Date): AdminSubmission {
  const subscription =
    row.subscription_tier === null
      ? null
      : { tier: row.subscription_tier, endDate: row.subscription_end_date };
  const claim =
    row.claimed_by === null || row.claimed_until === null
      ? null
      : { claimed_by: row.claimed_by, claimed_until: row.claimed_until.toISOString() };
  return {
    ...submissionFromRow(row),
    tier: subscription ? tierGrantedBy(subscription, now) : DEFAULT_TIER,
    claim,
    reply_version: row.reply_version,
    notes_count: row.notes_count,
    due_by: row.due_by.toISOString(),
    overdue: !row.is_processed && row.due_by.getTime() < now.getTime(),
  };
}
