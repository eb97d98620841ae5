import {
  API_PATHS,
  INVALID_ID,
  REPORT_TODO_MESSAGES,
  type ReportTodoResponse,
  SUBMISSION_NOT_FOUND,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { accountFactory, type TestAccount } from './support/accounts';
import { json } from './support/http';
import { body, CHECKLISTS, expectedItems, reportCalls } from './support/report';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * The customer's structured report (issue 39): the to-do list of a submission's current reply
 * version with the owner's ticks, per reply version (profiles and the export: report-progress.spec.ts).
 */
describe('report to-do list: GET and PUT /api/contact/submissions/{id}/todo/', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let customer: TestAccount;
  let stranger: TestAccount;
  let calls: ReturnType<typeof reportCalls>;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'report-todo-spec');
    admin = await account({ role: 'admin' });
    customer = await account();
    stranger = await account();
    calls = reportCalls(api, admin);
  });

  afterAll(async () => {
    await api?.close();
  });

  const getTodo = (id: number | string, who = customer) => calls.getTodo(id, who);
  const putTodo = (id: number | string, sent: unknown, who = customer) =>
    calls.putTodo(id, sent, who);
  const todo = (id: number, who = customer) => calls.todo(id, who);
  const reply = (id: number, analysis: Record<string, unknown>, base = 0) =>
    calls.reply(id, analysis, base);
  const reviewed = (analysis = CHECKLISTS[0], owner = customer) => calls.reviewed(owner, analysis);
  const send = (method: string, path: string, sent: unknown, who: TestAccount) =>
    calls.send(method, path, sent, who);
  const ticksOf = async (id: number) =>
    (await api.dataSource.query(
      `SELECT "t"."reply_id", "t"."item", "t"."user_id" FROM "report_todo_ticks" "t"
         JOIN "submission_replies" "r" ON "r"."id" = "t"."reply_id"
         WHERE "r"."submission_id" = $1 ORDER BY "t"."reply_id", "t"."item"`,
      [id],
    )) as { reply_id: number; item: string; user_id: number }[];
  const allTicks = async () =>
    Number((await api.dataSource.query(`SELECT count(*)::int AS n FROM "report_todo_ticks"`))[0].n);

  it("lists the current reply's to-do items; the owner ticks two, unticks one, and ticking twice keeps the first time", async () => {
    const id = await reviewed();
    const list = await todo(id);
    expect(list.reply_id).toEqual(expect.any(Number));
    expect(list.items.map((item) => item.id)).toEqual(expectedItems(CHECKLISTS[0]));
    expect(list.items.every((item) => !item.done && item.done_at === null && item.text)).toBe(true);
    const [first, second, third] = list.items.map((item) => item.id);

    const ticked = await body<ReportTodoResponse>(
      await putTodo(id, { reply_id: list.reply_id, item: first, done: true }),
      200,
    );
    expect(ticked.items[0]).toEqual({
      id: first,
      text: list.items[0].text,
      done: true,
      done_at: expect.stringMatching(ISO),
    });
    await body(await putTodo(id, { reply_id: list.reply_id, item: third, done: true }), 200);
    const again = await body<ReportTodoResponse>(
      await putTodo(id, { reply_id: list.reply_id, item: first, done: true }),
      200,
    );
    expect(again.items[0].done_at).toBe(ticked.items[0].done_at);

    const shown = await todo(id);
    expect(shown).toEqual(again);
    expect(shown.items.filter((item) => item.done).map((item) => item.id)).toEqual([first, third]);
    expect(await ticksOf(id)).toEqual([
      { reply_id: list.reply_id, item: first, user_id: customer.id },
      { reply_id: list.reply_id, item: third, user_id: customer.id },
    ]);

    // Unticking (twice: idempotent too); an unticked item stays unticked.
    await body(await putTodo(id, { reply_id: list.reply_id, item: third, done: false }), 200);
    await body(await putTodo(id, { reply_id: list.reply_id, item: third, done: false }), 200);
    await body(await putTodo(id, { reply_id: list.reply_id, item: second, done: false }), 200);
    expect((await todo(id)).items.filter((item) => item.done).map((item) => item.id)).toEqual([
      first,
    ]);
  });

  it("answers 404 for another user's submission (an admin's token too), a missing or deleted one; 400 for a bad id; 401 without a token", async () => {
    const id = await reviewed();
    const { reply_id: replyId, items } = await todo(id);
    const update = { reply_id: replyId, item: items[0].id, done: true };
    const before = await allTicks();
    for (const who of [stranger, admin]) {
      expect(await body(await getTodo(id, who), 404)).toEqual({ detail: SUBMISSION_NOT_FOUND });
      expect(await body(await putTodo(id, update, who), 404)).toEqual({
        detail: SUBMISSION_NOT_FOUND,
      });
    }
    const deleted = await insertSubmission(api, customer.id, {
      isProcessed: true,
      deletedAt: new Date(),
    });
    for (const missing of [deleted, 2_000_000_000]) {
      expect(await body(await getTodo(missing), 404)).toEqual({ detail: SUBMISSION_NOT_FOUND });
      expect((await putTodo(missing, update)).status).toBe(404);
    }
    for (const bad of ['abc', '0', '1.5']) {
      expect(await body(await getTodo(bad), 400)).toEqual({ detail: INVALID_ID });
      expect(await body(await putTodo(bad, update), 400)).toEqual({ detail: INVALID_ID });
    }
    expect((await api.request(API_PATHS.contact.todo(id))).status).toBe(401);
    expect(
      (await api.request(API_PATHS.contact.todo(id), json(update, { method: 'PUT' }))).status,
    ).toBe(401);
    expect(await allTicks()).toBe(before);
    // The admin's own submission is theirs: the same rules as any owner's.
    const adminsOwn = await reviewed(CHECKLISTS[0], admin);
    expect((await todo(adminsOwn, admin)).items.length).toBeGreaterThan(0);
  });

  it('refuses an item not on the list or a malformed body (400), storing nothing', async () => {
    const id = await reviewed(CHECKLISTS[2]);
    const { reply_id: replyId } = await todo(id);
    const before = await allTicks();
    // hasProfileSummary is met on this checklist: not an item of its list.
    for (const item of ['hasProfileSummary', 'noSuchCheck', '']) {
      expect(await body(await putTodo(id, { reply_id: replyId, item, done: true }), 400)).toEqual({
        detail: VALIDATION_FAILED,
        errors: { item: [REPORT_TODO_MESSAGES.itemUnknown] },
      });
    }
    const { replyIdInvalid, itemInvalid, doneInvalid } = REPORT_TODO_MESSAGES;
    const valid = { reply_id: replyId, item: 'hasRecommendations', done: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reply_id: undefined }, 'reply_id', replyIdInvalid],
      [{ reply_id: String(replyId) }, 'reply_id', replyIdInvalid],
      [{ reply_id: 0 }, 'reply_id', replyIdInvalid],
      [{ item: 7 }, 'item', itemInvalid],
      [{ item: 'x'.repeat(65) }, 'item', itemInvalid],
      [{ done: undefined }, 'done', doneInvalid],
      [{ done: 'true' }, 'done', doneInvalid],
    ];
    for (const [patch, field, message] of cases) {
      const sent = { ...valid, ...patch };
      expect({ sent, answer: await body(await putTodo(id, sent), 400) }).toEqual({
        sent,
        answer: { detail: VALIDATION_FAILED, errors: { [field]: [message] } },
      });
    }
    expect((await putTodo(id, { ...valid, user_id: 1 })).status).toBe(400);
    // Huge numbers, deep nesting and bodies of the wrong shape: 400, never a 500.
    let deep: unknown = 'hasRecommendations';
    for (let level = 0; level < 2_000; level += 1) deep = { item: deep };
    for (const sent of [
      { ...valid, reply_id: 1e300 },
      { ...valid, reply_id: 2 ** 53 },
      { ...valid, reply_id: -1 },
      { ...valid, item: deep },
      { ...valid, item: 'x'.repeat(100_000) },
      [valid],
      'hasRecommendations',
      null,
    ]) {
      expect({
        sent: JSON.stringify(sent).slice(0, 40),
        status: (await putTodo(id, sent)).status,
      }).toEqual({
        sent: JSON.stringify(sent).slice(0, 40),
        status: 400,
      });
    }
    expect(await allTicks()).toBe(before);
    expect((await todo(id)).items.some((item) => item.done)).toBe(false);
  });

  it('answers 409 for a stale reply_id once the report was re-sent: the new version starts unticked, the old ticks stay stored', async () => {
    const id = await reviewed(CHECKLISTS[0]);
    const old = await todo(id);
    const oldTick = { reply_id: old.reply_id, item: 'hasRecommendations', done: true };
    await body(await putTodo(id, oldTick), 200);
    await reply(id, CHECKLISTS[1], 1);

    const current = await todo(id);
    expect(current.reply_id).not.toBe(old.reply_id);
    expect(current.items.map((item) => item.id)).toEqual(expectedItems(CHECKLISTS[1]));
    expect(current.items.some((item) => item.done)).toBe(false);
    const before = await allTicks();
    expect(await body(await putTodo(id, { ...oldTick, item: 'hasCustomURL' }), 409)).toEqual({
      detail: REPORT_TODO_MESSAGES.stale,
    });
    expect(await allTicks()).toBe(before);
    expect(await ticksOf(id)).toEqual([
      { reply_id: old.reply_id, item: 'hasRecommendations', user_id: customer.id },
    ]);

    // The new version is ticked on its own; deleting the submission takes every version's ticks.
    await body(await putTodo(id, { ...oldTick, reply_id: current.reply_id }), 200);
    expect((await ticksOf(id)).map((tick) => tick.reply_id)).toEqual([
      old.reply_id,
      current.reply_id,
    ]);
    const deleted = await api.request(API_PATHS.admin.processedItem(id), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.status).toBe(200);
    expect(await ticksOf(id)).toEqual([]);
  });

  it('has no list while pending (never reviewed, or re-opened): reply_id null, and a tick is stale (409)', async () => {
    const pending = await insertSubmission(api, customer.id);
    expect(await todo(pending)).toEqual({ reply_id: null, items: [] });

    const id = await reviewed();
    const { reply_id: replyId } = await todo(id);
    await body(
      await send('PATCH', API_PATHS.admin.submission(id), { is_processed: false }, admin),
      200,
    );
    expect(await todo(id)).toEqual({ reply_id: null, items: [] });
    expect(
      (await putTodo(id, { reply_id: replyId, item: 'hasRecommendations', done: true })).status,
    ).toBe(409);
  });

  it('has no list for a reply sent with `analysis: {}`: no checklist, no scores stored', async () => {
    const id = await reviewed({});
    expect(await todo(id)).toEqual({ reply_id: null, items: [] });
    const [stored] = await api.dataSource.query(
      `SELECT "s"."form_data", "s"."quality_score", "s"."spam_score", "r"."id" AS "reply_id", "r"."form_data" AS "version_form_data"
         FROM "submissions" "s" JOIN "submission_replies" "r" ON "r"."submission_id" = "s"."id" WHERE "s"."id" = $1`,
      [id],
    );
    expect(stored).toEqual({
      form_data: null,
      quality_score: null,
      spam_score: null,
      reply_id: expect.any(Number),
      version_form_data: null,
    });
    expect(
      await api.dataSource.query(
        `SELECT "details" FROM "audit_log" WHERE "action" = 'reply.sent' AND "target_id" = $1`,
        [String(id)],
      ),
    ).toEqual([{ details: { profile_score: null, spam_score: null } }]);
    expect(
      await body(
        await putTodo(id, { reply_id: stored.reply_id, item: 'hasRecommendations', done: true }),
        400,
      ),
    ).toEqual({ detail: VALIDATION_FAILED, errors: { item: [REPORT_TODO_MESSAGES.itemUnknown] } });
  });
});
