import {
  API_PATHS,
  EXPORT_FROM_INVALID,
  EXPORT_RANGE_REVERSED,
  PERMISSION_DENIED,
  type TeamWorkloadResponse,
  VALIDATION_FAILED,
  withQuery,
  DESK_API_PATHS,
} from '@profileproof/contracts';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describe('team workload: GET /api/admin/team/', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let ada: TestAccount;
  let bob: TestAccount;
  let cleo: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'team-spec');
    ada = await account({ role: 'admin' });
    bob = await account({ role: 'admin' });
    cleo = await account({ role: 'admin' });
    customer = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  const send = (path: string, sent: unknown, who: TestAccount, method = 'POST') =>
    api.request(path, json(sent, { method, token: who.token }));
  async function body<T>(response: Response, status: number): Promise<T> {
    const answer: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  }
  /** Claims the submission for `who`, as if `minutesAgo` (renewed since, which keeps the start). */
  const claimFor = async (id: number, who: TestAccount, minutesAgo: number) => {
    await body(await send(API_PATHS.admin.claim(id), {}, who), 200);
    await api.dataSource.query(
      `UPDATE "submission_claims" SET "claimed_at" = clock_timestamp() - make_interval(mins => $2) WHERE "submission_id" = $1`,
      [id, minutesAgo],
    );
    await body(await send(API_PATHS.admin.claim(id), {}, who), 200);
  };
  const reply = async (id: number, who: TestAccount, base = 0) =>
    body(
      await send(
        API_PATHS.contact.reply(id),
        { reply: 'Report', analysis: { connections: 300 }, base_version: base },
        who,
      ),
      200,
    );
  const rate = async (id: number, score: number) =>
    body(await send(DESK_API_PATHS.rating(id), { score }, customer), 200);
  const team = async (query: Record<string, string> = {}, who: TestAccount = ada) =>
    body<TeamWorkloadResponse>(
      await api.request(withQuery(DESK_API_PATHS.team, query), bearer(who.token)),
      200,
    );

  it("gives each admin's and the desk's reviews, handling time, share within the window, rating and what they hold", async () => {
    // Ada: on time, under a claim started 30 minutes before the reply, rated 5.
    const onTime = await insertSubmission(api, customer.id);
    await claimFor(onTime, ada, 30);
    await reply(onTime, ada);
    await rate(onTime, 5);
    // Bob: past its due time, claimed 90 minutes before the reply, rated 2.
    const late = await insertSubmission(api, customer.id, {
      createdAt: new Date(Date.now() - 2 * DAY_MS),
      dueBy: new Date(Date.now() - DAY_MS),
    });
    await claimFor(late, bob, 90);
    await reply(late, bob);
    await rate(late, 2);
    // Ada again, without a claim: a review on time, no handling time; then she edits Bob's (a review, not a first reply).
    const unclaimed = await insertSubmission(api, customer.id);
    await reply(unclaimed, ada);
    await body(await send(API_PATHS.admin.claim(late), { edit: true }, ada), 200);
    await reply(late, ada, 1);
    // Bob holds one now.
    const held = await insertSubmission(api, customer.id);
    await body(await send(API_PATHS.admin.claim(held), {}, bob), 200);

    const answer = await team();
    expect(answer.from).toBe(day(-29));
    expect(answer.to).toBe(day());
    expect(answer.desk).toEqual({
      reviews: 4,
      median_handling_minutes: 30,
      within_window_pct: 66.7,
      avg_rating: 3.5,
      holding: 1,
    });
    expect(answer.reviewers).toEqual([
      {
        email: ada.email,
        reviews: 3,
        median_handling_minutes: expect.any(Number),
        within_window_pct: 100,
        avg_rating: 5,
        holding: 0,
      },
      {
        email: bob.email,
        reviews: 1,
        median_handling_minutes: 90,
        within_window_pct: 0,
        avg_rating: 2,
        holding: 1,
      },
      {
        email: cleo.email,
        reviews: 0,
        median_handling_minutes: null,
        within_window_pct: null,
        avg_rating: null,
        holding: 0,
      },
    ]);
  });

  it('counts only the replies of the chosen days; the holdings are always now', async () => {
    const future = await team({ from: day(1), to: day(2) });
    expect(future.desk).toEqual({
      reviews: 0,
      median_handling_minutes: null,
      within_window_pct: null,
      avg_rating: null,
      holding: 1,
    });
    expect(future.reviewers.map((row) => row.email).sort()).toEqual(
      [ada.email, bob.email, cleo.email].sort(),
    );
    expect((await team({ from: day(), to: day() })).desk.reviews).toBe(4);
  });

  it('refuses a bad period (400) and answers 401 and 403 for a customer', async () => {
    expect(
      await body(
        await api.request(
          withQuery(DESK_API_PATHS.team, { from: '2026-02-30' }),
          bearer(ada.token),
        ),
        400,
      ),
    ).toEqual({ detail: VALIDATION_FAILED, errors: { from: [EXPORT_FROM_INVALID] } });
    expect(
      await body(
        await api.request(
          withQuery(DESK_API_PATHS.team, { from: '2026-03-02', to: '2026-03-01' }),
          bearer(ada.token),
        ),
        400,
      ),
    ).toEqual({ detail: VALIDATION_FAILED, errors: { to: [EXPORT_RANGE_REVERSED] } });
    expect((await api.request(DESK_API_PATHS.team)).status).toBe(401);
    expect(await body(await api.request(DESK_API_PATHS.team, bearer(customer.token)), 403)).toEqual(
      {
        detail: PERMISSION_DENIED,
      },
    );
  });
});
