import {
  API_PATHS,
  type QueuePosition,
  type Role,
  type Submission,
  SUBMISSION_NOT_FOUND,
  type SubscriptionResponse,
} from '@profileproof/contracts';
import { BILLING_API_PATHS, type BillingMeResponse } from '@profileproof/contracts/billing';
import { DESK_API_PATHS } from '@profileproof/contracts/desk';
import { signInForTest, type StubbedCall, type StubReply } from '@profileproof/web-testing';

export { aSubmission } from '@profileproof/web-testing';

/** Component-test data and the signed-in browser state the screens of this remote expect. */

export const ROUTE = {
  profile: `GET ${API_PATHS.auth.profile}`,
  subscription: `GET ${API_PATHS.auth.subscription}`,
  submit: `POST ${API_PATHS.contact.submit}`,
  userSubmissions: `GET ${API_PATHS.contact.userSubmissions}`,
  queue: (id: number) => `GET ${API_PATHS.contact.queue(id)}`,
  /** One of the caller's own submissions by id. */
  ownSubmission: (id: number) => `GET ${DESK_API_PATHS.ownSubmission(id)}`,
  /** The caller's reviews grouped by profile (scores), for the trends and the progress chart. */
  profiles: `GET ${API_PATHS.contact.profiles}`,
  /** The to-do list of a submission's current reply, with the caller's ticks. */
  todo: (id: number) => `GET ${API_PATHS.contact.todo(id)}`,
  tick: (id: number) => `PUT ${API_PATHS.contact.todo(id)}`,
  /** The caller's billing (issue 40): /inputMain asks it for the past-due banner. */
  billingMe: `GET ${BILLING_API_PATHS.me}`,
} as const;

/** No profile reviewed yet: GET /api/contact/profiles/ with nothing in it. */
export const NO_PROFILES = { [ROUTE.profiles]: { status: 200, body: { profiles: [] } } } as const;

type Reply =
  StubReply | ((call: StubbedCall, signal?: AbortSignal) => StubReply | Promise<StubReply>);

/**
 * The server's answer to GET /api/contact/submissions/{id}/ for a user whose submissions are the
 * list `reply` answers: that one (200), a 404 when it is not among them; any other answer (an
 * error, a network failure) as it is.
 */
export function oneOfList(id: number, reply: Reply): Reply {
  const pick = (answer: StubReply): StubReply => {
    if (answer instanceof Error || answer.status !== 200 || !Array.isArray(answer.body))
      return answer;
    const found = (answer.body as Submission[]).find((submission) => submission.id === id);
    return found
      ? { ...answer, body: found }
      : { status: 404, body: { detail: SUBMISSION_NOT_FOUND } };
  };
  if (typeof reply !== 'function') return pick(reply);
  return async (call, signal) => pick(await reply(call, signal));
}

/** The caller's billing: a paid Basic subscription, active, with this month's usage. */
export function aBillingMe(overrides: Partial<BillingMeResponse> = {}): BillingMeResponse {
  return {
    enabled: true,
    provider: 'stripe',
    tier: 'basic',
    source: 'provider',
    state: 'active',
    plan: 'basic',
    interval: 'month',
    current_period_end: '2099-07-05T09:30:00.000Z',
    cancel_at_period_end: false,
    payment_problem: false,
    usage: {
      used: 3,
      limit: 24,
      remaining: 21,
      period_start: '2025-06-01T00:00:00.000Z',
      resets_at: '2025-07-01T00:00:00.000Z',
    },
    invoices: [],
    ...overrides,
  };
}

/** Billing switched off (no payment provider): GET /api/billing/me says so, and nothing shows. */
export const NO_BILLING: Record<string, StubReply> = {
  [ROUTE.billingMe]: {
    status: 200,
    body: aBillingMe({ enabled: false, provider: null, tier: 'free', source: null, state: null }),
  },
};

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

/**
 * The server's answer to a page of GET /api/contact/user-submissions/?limit= (the screen's call)
 * when `reply` answers the whole list as an array: that array as one last page; any other answer
 * as it is.
 */
export function asOnePage(reply: Reply): Reply {
  const wrap = (answer: StubReply): StubReply =>
    answer instanceof Error || answer.status !== 200 || !Array.isArray(answer.body)
      ? answer
      : { ...answer, body: { submissions: answer.body, next_cursor: null } };
  if (typeof reply !== 'function') return wrap(reply);
  return async (call, signal) => wrap(await reply(call, signal));
}
