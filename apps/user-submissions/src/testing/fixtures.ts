import {
  API_PATHS,
  type QueuePosition,
  type Role,
  type SubscriptionResponse,
} from '@profileproof/contracts';
import { signInForTest, type StubReply } from '@profileproof/web-testing';

export { aSubmission } from '@profileproof/web-testing';

/** Component-test data and the signed-in browser state the screens of this remote expect. */

export const ROUTE = {
  profile: `GET ${API_PATHS.auth.profile}`,
  subscription: `GET ${API_PATHS.auth.subscription}`,
  submit: `POST ${API_PATHS.contact.submit}`,
  userSubmissions: `GET ${API_PATHS.contact.userSubmissions}`,
  queue: (id: number) => `GET ${API_PATHS.contact.queue(id)}`,
} as const;

/** A signed-in user; returns the start-up check's answer for stubFetch. */
export function signIn(role: Role = 'user', email = 'ada@example.com'): Record<string, StubReply> {
  return signInForTest(role, email);
}

export function aSubscription(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    tier: 'free',
    end_date: null,
    subscription_id: null,
    debug_info: { source: 'default', expired: false },
    usage: {
      used: 0,
      limit: 1,
      remaining: 1,
      period_start: '2025-06-01T00:00:00.000Z',
      resets_at: '2025-07-01T00:00:00.000Z',
    },
    ...overrides,
  };
}

/** Where a pending submission stands: `ahead` others first, a reply expected at `expected` (a Date); on time, nobody on it unless told. */
export function aQueuePosition(
  ahead: number,
  expected: Date,
  state: Partial<Pick<QueuePosition, 'late' | 'in_review'>> = {},
): QueuePosition {
  return {
    position: ahead + 1,
    ahead,
    expected_reply_by: expected.toISOString(),
    late: false,
    in_review: false,
    ...state,
  };
}
