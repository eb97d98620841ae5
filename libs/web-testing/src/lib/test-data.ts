import type { Submission } from '@profileproof/contracts';

/** A pending submission as the API answers it; override what a test is about. */
export function aSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 7,
    email: 'ada@example.com',
    linkedin_url: 'https://www.linkedin.com/in/ada-lovelace',
    message: null,
    created_at: '2025-06-05T09:30:00.000Z',
    is_processed: false,
    admin_reply: null,
    admin_reply_date: null,
    form_data: null,
    rating: null,
    ...overrides,
  };
}
