import {
  API_PATHS,
  CLAIM_MINUTES,
  type AdminSubmission,
  type AdminSubmissionDetail,
  type Claim,
  type Role,
  type Subscriber,
} from '@profileproof/contracts';
import { DESK_API_PATHS } from '@profileproof/contracts/desk';
import { aSubmission, signInForTest, type StubReply } from '@profileproof/web-testing';

/** Component-test data and the signed-in browser state the admin screens expect. */

/** `METHOD path` keys for stubFetch (the query is ignored). */
export const ROUTE = {
  profile: `GET ${API_PATHS.auth.profile}`,
  pending: `GET ${API_PATHS.admin.submissions}`,
  submission: (id: number) => `GET ${API_PATHS.admin.submission(id)}`,
  patchSubmission: (id: number) => `PATCH ${API_PATHS.admin.submission(id)}`,
  reply: (id: number) => `POST ${API_PATHS.contact.reply(id)}`,
  claim: (id: number) => `POST ${API_PATHS.admin.claim(id)}`,
  releaseClaim: (id: number) => `DELETE ${API_PATHS.admin.claim(id)}`,
  processed: `GET ${API_PATHS.admin.processed}`,
  deleteProcessed: (id: number) => `DELETE ${API_PATHS.admin.processedItem(id)}`,
  stats: `GET ${API_PATHS.admin.stats}`,
  subscribers: `GET ${API_PATHS.admin.userSubscription}`,
  assign: `POST ${API_PATHS.admin.userSubscription}`,
  unassign: `DELETE ${API_PATHS.admin.userSubscription}`,
  notes: (id: number) => `GET ${DESK_API_PATHS.notes(id)}`,
  addNote: (id: number) => `POST ${DESK_API_PATHS.notes(id)}`,
  team: `GET ${DESK_API_PATHS.team}`,
} as const;

/** The review desk's side panels, empty: any submission's internal notes, and the snippets. */
export const EMPTY_DESK: Record<string, StubReply> = {
  [`GET ${DESK_API_PATHS.notes('*')}`]: { status: 200, body: [] },
  [`GET ${API_PATHS.admin.snippets}`]: { status: 200, body: { snippets: [] } },
};

/** A signed-in administrator; returns the start-up check's answer for stubFetch. */
export function signIn(
  role: Role = 'admin',
  email = 'analyst@example.com',
): Record<string, StubReply> {
  return signInForTest(role, email);
}

/** Due a day after it was made (the Free window) unless told otherwise. */
export function anAdminSubmission(overrides: Partial<AdminSubmission> = {}): AdminSubmission {
  const created = overrides.created_at ?? aSubmission().created_at;
  const dueBy = overrides.due_by ?? new Date(Date.parse(created) + 86_400_000).toISOString();
  const overdue = overrides.overdue ?? Date.parse(dueBy) < Date.now();
  return {
    ...aSubmission(),
    tier: 'free',
    claim: null,
    reply_version: 0,
    notes_count: 0,
    ...overrides,
    due_by: dueBy,
    overdue,
  };
}

export function anAdminSubmissionDetail(
  overrides: Partial<AdminSubmissionDetail> = {},
): AdminSubmissionDetail {
  return { ...anAdminSubmission(), reply_history: [], ...overrides };
}

/** A claim by `claimedBy` with `minutesLeft` of its life to run (negative: lapsed). */
export function aClaim(claimedBy: string, minutesLeft: number = CLAIM_MINUTES): Claim {
  return {
    claimed_by: claimedBy,
    claimed_until: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
  };
}

export function aSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    email: 'grace@example.com',
    tier: 'basic',
    end_date: '2025-07-05T09:30:00.000Z',
    ...overrides,
  };
}
