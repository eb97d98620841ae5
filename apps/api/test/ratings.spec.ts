import {
  API_PATHS,
  DESK_MESSAGES,
  INVALID_ID,
  type ProcessedListResponse,
  RATING_COMMENT_MAX_LENGTH,
  SUBMISSION_NOT_FOUND,
  type Submission,
  type SubmissionRating,
  VALIDATION_FAILED,
  DESK_API_PATHS,
} from '@profileproof/contracts';
import { accountFactory, type TestAccount } from './support/accounts';
import { streamFor } from './support/event-stream';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('ratings: POST /api/contact/submissions/{id}/rating/', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let customer: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'ratings-spec');
    admin = await account({ role: 'admin' });
    customer = await account();
    stranger = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  const rate = (id: number | string, sent: unknown, who: TestAccount = customer) =>
    api.request(DESK_API_PATHS.rating(id), json(sent, { method: 'POST', token: who.token }));
  const reply = (id: number, base = 0) =>
    api.request(
      API_PATHS.contact.reply(id),
      json(
        { reply: `Report v${base + 1}`, analysis: { connections: 300 }, base_version: base },
        { method: 'POST', token: admin.token },
      ),
    );
  const reopen = (id: number) =>
    api.request(
      API_PATHS.admin.submission(id),
      json({ is_processed: false }, { method: 'PATCH', token: admin.token }),
    );

  async function body<T>(response: Response, status: number): Promise<T> {
    const answer: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  }

  const reviewed = async () => {
    const id = await insertSubmission(api, customer.id);
    await body(await reply(id), 200);
    return id;
  };
  const customerSees = async (id: number) =>
    (
      await body<Submission[]>(
        await api.request(API_PATHS.contact.userSubmissions, bearer(customer.token)),
        200,
      )
    ).find((row) => row.id === id);
  const adminSees = async (id: number) =>
    (
      await body<ProcessedListResponse>(
        await api.request(API_PATHS.admin.processed, bearer(admin.token)),
        200,
      )
    ).submissions.find((row) => row.id === id);
  const storedCount = async () =>
    Number((await api.dataSource.query('SELECT count(*) AS n FROM "submission_ratings"'))[0].n);

  it('rates a reviewed report (200), shown to the owner and on the reviewed list; a change within the window replaces it', async () => {
    const id = await reviewed();
    expect((await customerSees(id))?.rating).toBeNull();
    const first = await body<SubmissionRating>(
      await rate(id, { score: 4, comment: '  Useful, thanks  ' }),
      200,
    );
    expect(first).toEqual({
      score: 4,
      comment: 'Useful, thanks',
      rated_at: expect.stringMatching(ISO),
    });
    expect((await customerSees(id))?.rating).toEqual(first);
    expect((await adminSees(id))?.rating).toEqual(first);

    const changed = await body<SubmissionRating>(await rate(id, { score: 5 }), 200);
    expect(changed).toEqual({ score: 5, comment: null, rated_at: expect.stringMatching(ISO) });
    expect((await customerSees(id))?.rating).toEqual(changed);
    expect(
      await api.dataSource.query(
        `SELECT count(*)::int AS n FROM "submission_ratings" "r" JOIN "submission_replies" "v" ON "v"."id" = "r"."reply_id" WHERE "v"."submission_id" = $1`,
        [id],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses a change once the window has passed (409), keeping the rating', async () => {
    const id = await reviewed();
    const given = await body<SubmissionRating>(await rate(id, { score: 3 }), 200);
    await api.dataSource.query(
      `UPDATE "submission_ratings" SET "created_at" = now() - interval '8 days'
       WHERE "reply_id" IN (SELECT "id" FROM "submission_replies" WHERE "submission_id" = $1)`,
      [id],
    );
    expect(await body(await rate(id, { score: 1 }), 409)).toEqual({
      detail: DESK_MESSAGES.ratingLocked,
    });
    expect((await customerSees(id))?.rating).toEqual(given);
  });

  it('answers 409 for a pending or re-opened submission; a re-answered one starts unrated and can be rated again', async () => {
    const pending = await insertSubmission(api, customer.id);
    expect(await body(await rate(pending, { score: 5 }), 409)).toEqual({
      detail: DESK_MESSAGES.ratingNotReviewed,
    });

    const id = await reviewed();
    await body(await rate(id, { score: 2 }), 200);
    await body(await reopen(id), 200);
    expect((await customerSees(id))?.rating).toBeNull();
    expect(await body(await rate(id, { score: 5 }), 409)).toEqual({
      detail: DESK_MESSAGES.ratingNotReviewed,
    });
    await body(await reply(id, 1), 200);
    expect((await customerSees(id))?.rating).toBeNull();
    const again = await body<SubmissionRating>(await rate(id, { score: 5 }), 200);
    expect((await customerSees(id))?.rating).toEqual(again);
  });

  it("answers 404 for another user's, an unknown or a deleted submission, 400 for a bad id, 401 without a token", async () => {
    const id = await reviewed();
    const before = await storedCount();
    expect(await body(await rate(id, { score: 5 }, stranger), 404)).toEqual({
      detail: SUBMISSION_NOT_FOUND,
    });
    expect((await rate(2_000_000_000, { score: 5 })).status).toBe(404);
    const deleted = await insertSubmission(api, customer.id, {
      isProcessed: true,
      deletedAt: new Date(),
    });
    expect((await rate(deleted, { score: 5 })).status).toBe(404);
    expect(await body(await rate('abc', { score: 5 }), 400)).toEqual({ detail: INVALID_ID });
    expect(
      (await api.request(DESK_API_PATHS.rating(id), json({ score: 5 }, { method: 'POST' }))).status,
    ).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a bad score or comment (400, nothing stored)', async () => {
    const id = await reviewed();
    const before = await storedCount();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { score: [DESK_MESSAGES.scoreInvalid] }],
      [{ score: 0 }, { score: [DESK_MESSAGES.scoreInvalid] }],
      [{ score: 6 }, { score: [DESK_MESSAGES.scoreInvalid] }],
      [{ score: 3.5 }, { score: [DESK_MESSAGES.scoreInvalid] }],
      [{ score: '5' }, { score: [DESK_MESSAGES.scoreInvalid] }],
      [{ score: 5, comment: 7 }, { comment: [DESK_MESSAGES.commentNotString] }],
      [
        { score: 5, comment: 'x'.repeat(RATING_COMMENT_MAX_LENGTH + 1) },
        { comment: [DESK_MESSAGES.commentTooLong] },
      ],
    ];
    for (const [sent, errors] of cases) {
      expect({ sent, answer: await body(await rate(id, sent), 400) }).toEqual({
        sent,
        answer: { detail: VALIDATION_FAILED, errors },
      });
    }
    expect((await rate(id, { score: 5, admin_id: 1 })).status).toBe(400);
    expect(await storedCount()).toBe(before);
    expect((await customerSees(id))?.rating).toBeNull();
    const longest = 'x'.repeat(RATING_COMMENT_MAX_LENGTH);
    expect(
      (await body<SubmissionRating>(await rate(id, { score: 5, comment: longest }), 200)).comment,
    ).toBe(longest);
  });

  it('sends a low rating (1–2) live to the admins, not a good one, and never to the customer', async () => {
    const id = await reviewed();
    const adminStream = await streamFor(admin.token, api);
    const customerStream = await streamFor(customer.token, api);
    try {
      await body(await rate(id, { score: 4 }), 200);
      await body(await rate(id, { score: 1, comment: 'Not helpful' }), 200);
      // The good rating sent nothing: the low one is the admins' first event.
      expect(await adminStream.nextEvent()).toEqual({
        type: 'rating.low',
        data: { type: 'rating.low', id },
      });
      await body(await reopen(id), 200);
      // The customer's first event is the re-opening: no rating event reached them.
      expect(await customerStream.nextEvent()).toEqual({
        type: 'submission.changed',
        data: { type: 'submission.changed', id },
      });
    } finally {
      adminStream.close();
      customerStream.close();
    }
  });
});
