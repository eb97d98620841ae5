import type { AdminSubmissionRow } from '../../src/desk/lists/pending-queue.repository';

/** A reviewed submission as the admin lists read it, for the desk's unit tests. */
export const adminSubmissionRow = (
  overrides: Partial<AdminSubmissionRow> = {},
): AdminSubmissionRow => ({
  id: 1,
  email: 'owner@example.com',
  linkedin_url: 'https://www.linkedin.com/in/someone',
  message: null,
  created_at: new Date('2025-06-10T08:00:00.000Z'),
  is_processed: true,
  admin_reply: 'Report',
  admin_reply_date: new Date('2025-06-10T09:00:00.000Z'),
  form_data: null,
  subscription_tier: null,
  subscription_end_date: null,
  claimed_by: null,
  claimed_until: null,
  reply_version: 1,
  notes_count: 0,
  rating: null,
  due_by: new Date('2025-06-11T08:00:00.000Z'),
  ...overrides,
});
