import {
  type AdminSubmissionDetail,
  API_PATHS,
  BASE_VERSION_INVALID,
  CLAIM_MESSAGES,
  type ClaimConflictBody,
  type PendingListResponse,
  PLACEHOLDER_MESSAGES,
  type ProcessedListResponse,
  REPLY_MESSAGES,
  type ReplyResponse,
  type StaleReplyBody,
  type Submission as SubmissionContract,
} from '@profileproof/contracts';
import { SubmissionReply } from '../src/submissions/entities/submission-reply.entity';
import { Submission } from '../src/submissions/entities/submission.entity';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const PATHS = API_PATHS.admin;

/**
 * Reply versions: a reply names the version it was drafted against (`base_version`), so a reply
 * sent meanwhile by another admin is never overwritten by a stale draft, whoever holds the claim;
 * a reviewed submission takes a new version only from the admin who opened it for editing.
 */
describe('reply versions: POST /api/contact/submissions/{id}/reply/ with base_version', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let ada: TestAccount;
  let bob: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'reply-versions-spec');
    ada = await account({ role: 'admin' });
    bob = await account({ role: 'admin' });
    customer = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  const seed = (fields: Parameters<typeof insertSubmission>[2] = {}) =>
    insertSubmission(api, customer.id, fields);
  const send = (method: string, path: string, body: unknown, who: TestAccount) =>
    api.request(path, json(body, { method, token: who.token }));
  const claim = (id: number, who: TestAccount, body: Record<string, boolean> = {}) =>
    send('POST', PATHS.claim(id), body, who);
  /** A reply with a checklist whose profile score differs by `connections`. */
  const reply = (id: number, who: TestAccount, base: unknown, text = 'Report', connections = 300) =>
    send(
      'POST',
      API_PATHS.contact.reply(id),
      { reply: text, analysis: { connections }, base_version: base },
      who,
    );

  async function body<T>(response: Response, status: number): Promise<T> {
    const answer: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  }

  const detail = async (id: number) =>
    body<AdminSubmissionDetail>(await api.request(PATHS.submission(id), bearer(ada.token)), 200);
  const repliesOf = (id: number) =>
    api.dataSource.getRepository(SubmissionReply).countBy({ submissionId: id });
  const rowOf = (id: number) => api.dataSource.getRepository(Submission).findOneByOrFail({ id });
  const auditOf = (id: number) =>
    api.dataSource.query(
      `SELECT "actor_email", "action" FROM "audit_log" WHERE "target_type" = 'submission' AND "target_id" = $1 ORDER BY "id"`,
      [String(id)],
    ) as Promise<{ actor_email: string; action: string }[]>;
  const customerSees = async (id: number) =>
    (
      await body<SubmissionContract[]>(
        await api.request(API_PATHS.contact.userSubmissions, bearer(customer.token)),
        200,
      )
    ).find((row) => row.id === id);
  const stale = (version: number): StaleReplyBody => ({
    detail: REPLY_MESSAGES.stale,
    reply_version: version,
  });

  describe('the race: a draft overtaken by another admin', () => {
    it('refuses the stale send of the admin taken over (409, nothing stored), again on a repeat; the edit flow re-sends', async () => {
      const id = await seed();
      // Ada opens it: her draft is based on version 0.
      expect((await claim(id, ada)).status).toBe(200);
      const opened = await detail(id);
      expect(opened.reply_version).toBe(0);

      // Bob takes it over and sends his report.
      expect((await claim(id, bob, { take_over: true })).status).toBe(200);
      const bobs = await body<ReplyResponse>(await reply(id, bob, 0, "Bob's report", 500), 200);
      expect(bobs.submission.reply_version).toBe(1);
      const seenByCustomer = await customerSees(id);
      expect(seenByCustomer?.admin_reply).toBe("Bob's report");

      // Ada presses Send: stale. And again: still stale, nothing stored, the customer still reads Bob's.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect(
          await body(await reply(id, ada, opened.reply_version, "Ada's draft", 5), 409),
        ).toEqual(stale(1));
      }
      expect(await repliesOf(id)).toBe(1);
      expect(await rowOf(id)).toMatchObject({
        adminReply: "Bob's report",
        qualityScore: bobs.submission.form_data?.profileScorePercentage,
      });
      expect(await customerSees(id)).toEqual(seenByCustomer);
      expect(await auditOf(id)).toEqual([
        { actor_email: bob.email, action: 'claim.taken_over' },
        { actor_email: bob.email, action: 'reply.sent' },
      ]);

      // Even at the current version, a reviewed submission takes a new version only through the edit flow.
      expect(await body(await reply(id, ada, 1, "Ada's draft"), 409)).toEqual({
        detail: REPLY_MESSAGES.editRequired,
      });
      expect(await repliesOf(id)).toBe(1);

      // The edit flow: Ada opens it for editing (an edit claim), at version 1, and re-sends.
      expect((await claim(id, ada, { edit: true })).status).toBe(200);
      const edited = await body<ReplyResponse>(
        await reply(id, ada, (await detail(id)).reply_version, "Ada's edit", 5),
        200,
      );
      expect(edited.submission).toMatchObject({
        admin_reply: "Ada's edit",
        reply_version: 2,
        claim: null,
      });
      expect(
        edited.submission.reply_history.map((version) => [version.reply, version.sent_by]),
      ).toEqual([
        ["Bob's report", bob.email],
        ["Ada's edit", ada.email],
      ]);
      expect((await auditOf(id)).at(-1)).toEqual({
        actor_email: ada.email,
        action: 'reply.resent',
      });
      // The claim ended with the reply: sending it again needs the edit flow again.
      expect(await body(await reply(id, ada, 2), 409)).toEqual({
        detail: REPLY_MESSAGES.editRequired,
      });
    });

    it('refuses a stale send whoever holds the claim, the sender included', async () => {
      const id = await seed();
      expect((await claim(id, bob)).status).toBe(200);
      expect((await reply(id, bob, 0)).status).toBe(200);
      // Re-opened, pending again at version 1, and Ada claims it: a draft based on version 0 is still stale.
      expect((await send('PATCH', PATHS.submission(id), { is_processed: false }, ada)).status).toBe(
        200,
      );
      expect((await claim(id, ada)).status).toBe(200);
      expect(await body(await reply(id, ada, 0), 409)).toEqual(stale(1));
      expect(await body(await reply(id, ada, 2), 409)).toEqual(stale(1));
      // At the current version the holder's reply goes through (a re-opened submission needs no edit claim).
      expect(
        (await body<ReplyResponse>(await reply(id, ada, 1), 200)).submission.reply_version,
      ).toBe(2);
    });
  });

  describe('edit claims', () => {
    it("refuses the re-send of an admin whose edit claim was taken over, naming who holds it; the new holder's goes through", async () => {
      const id = await seed();
      expect((await reply(id, ada, 0)).status).toBe(200);
      expect((await claim(id, ada, { edit: true })).status).toBe(200);
      expect(
        await body<ClaimConflictBody>(await claim(id, bob, { edit: true }), 409),
      ).toMatchObject({ claimed_by: ada.email });
      expect((await claim(id, bob, { edit: true, take_over: true })).status).toBe(200);

      expect(await body(await reply(id, ada, 1, 'Ada again'), 409)).toEqual({
        detail: CLAIM_MESSAGES.heldByAnother,
        claimed_by: bob.email,
        claimed_until: expect.any(String),
      });
      expect(await repliesOf(id)).toBe(1);
      expect((await reply(id, bob, 1, 'Bob edits')).status).toBe(200);
      expect(await repliesOf(id)).toBe(2);
    });

    it('keeps an edit claim when a reviewed submission is marked reviewed again', async () => {
      const id = await seed();
      expect((await reply(id, ada, 0)).status).toBe(200);
      expect((await claim(id, ada, { edit: true })).status).toBe(200);
      expect((await send('PATCH', PATHS.submission(id), { is_processed: true }, bob)).status).toBe(
        200,
      );
      expect((await detail(id)).claim?.claimed_by).toBe(ada.email);
      expect((await reply(id, ada, 1, 'Edited')).status).toBe(200);
    });
  });

  describe('reply_version on every admin row', () => {
    it('is 0 without a reply and counts the replies sent, in the queue, the reviewed list, the detail and the answer', async () => {
      const id = await seed();
      const inQueue = async () =>
        (
          await body<PendingListResponse>(
            await api.request(`${PATHS.submissions}?limit=500`, bearer(ada.token)),
            200,
          )
        ).submissions.find((row) => row.id === id);
      expect((await inQueue())?.reply_version).toBe(0);
      expect((await detail(id)).reply_version).toBe(0);

      expect(
        (await body<ReplyResponse>(await reply(id, ada, 0), 200)).submission.reply_version,
      ).toBe(1);
      const reviewed = await body<ProcessedListResponse>(
        await api.request(PATHS.processed, bearer(ada.token)),
        200,
      );
      expect(reviewed.submissions.find((row) => row.id === id)?.reply_version).toBe(1);

      expect((await send('PATCH', PATHS.submission(id), { is_processed: false }, ada)).status).toBe(
        200,
      );
      expect((await inQueue())?.reply_version).toBe(1);
      expect((await detail(id)).reply_history).toHaveLength(1);
    });
  });

  describe("the spec's payload {reply, analysis}: base_version is an optional precondition", () => {
    /** Exactly the spec's call: POST …/reply/ with reply and analysis, nothing else. */
    const specReply = (id: number, who: TestAccount, text = 'Report', connections = 300) =>
      send('POST', API_PATHS.contact.reply(id), { reply: text, analysis: { connections } }, who);

    it('replies to a pending submission: 200, reviewed, the customer reads it', async () => {
      const id = await seed();
      const answer = await body<ReplyResponse>(await specReply(id, ada, 'Spec report'), 200);
      expect(answer.submission).toMatchObject({
        id,
        is_processed: true,
        admin_reply: 'Spec report',
        reply_version: 1,
      });
      expect(await customerSees(id)).toMatchObject({
        is_processed: true,
        admin_reply: 'Spec report',
      });
      expect(await repliesOf(id)).toBe(1);
    });

    it("still obeys the claim rules: another admin's live claim is a 409, nothing stored", async () => {
      const id = await seed();
      expect((await claim(id, bob)).status).toBe(200);
      expect(await body(await specReply(id, ada, "Ada's report"), 409)).toMatchObject({
        detail: CLAIM_MESSAGES.heldByAnother,
        claimed_by: bob.email,
      });
      expect(await repliesOf(id)).toBe(0);
      // Bob, who holds it, replies with the spec's payload.
      expect((await specReply(id, bob, "Bob's report")).status).toBe(200);
      expect(await rowOf(id)).toMatchObject({ isProcessed: true, adminReply: "Bob's report" });
    });

    it('re-sends a reviewed reply only under the edit claim, without a staleness check', async () => {
      const id = await seed();
      expect((await specReply(id, ada, 'First')).status).toBe(200);
      expect(await body(await specReply(id, ada, 'Second'), 409)).toEqual({
        detail: REPLY_MESSAGES.editRequired,
      });
      expect((await claim(id, ada, { edit: true })).status).toBe(200);
      const edited = await body<ReplyResponse>(await specReply(id, ada, 'Second'), 200);
      expect(edited.submission).toMatchObject({ admin_reply: 'Second', reply_version: 2 });
      expect(await repliesOf(id)).toBe(2);
    });

    it('refuses a stale base_version when it is sent (the console keeps sending it)', async () => {
      const id = await seed();
      expect((await specReply(id, bob, "Bob's report")).status).toBe(200);
      expect((await claim(id, ada, { edit: true })).status).toBe(200);
      expect(await body(await reply(id, ada, 0, "Ada's stale draft"), 409)).toEqual(stale(1));
      expect(await repliesOf(id)).toBe(1);
      expect((await reply(id, ada, 1, "Ada's edit")).status).toBe(200);
      expect(await repliesOf(id)).toBe(2);
    });
  });

  describe('bad input: 400, nothing stored', () => {
    it('takes base_version, when sent, only as a JSON whole number from 0 to 2147483647', async () => {
      const id = await seed();
      const cases: [unknown, string][] = [
        [null, BASE_VERSION_INVALID],
        ['0', BASE_VERSION_INVALID],
        [1.5, BASE_VERSION_INVALID],
        [-1, BASE_VERSION_INVALID],
        [2_147_483_648, BASE_VERSION_INVALID],
        [true, BASE_VERSION_INVALID],
        [[0], BASE_VERSION_INVALID],
      ];
      for (const [base, message] of cases) {
        expect({ base, answer: await body(await reply(id, ada, base), 400) }).toEqual({
          base,
          answer: { detail: 'Validation failed', errors: { base_version: [message] } },
        });
      }
      expect(await repliesOf(id)).toBe(0);
      expect(await rowOf(id)).toMatchObject({ isProcessed: false, adminReply: null });
    });

    it('refuses a report that still holds {placeholders}, naming them; other braces and the profile URL are text', async () => {
      const url = 'https://www.linkedin.com/in/{ada}';
      const id = await seed({ linkedinUrl: url });
      expect(
        await body(
          await reply(id, ada, 0, 'Dear {first_name}, your score is {score}. Bye {first_name}.'),
          400,
        ),
      ).toEqual({
        detail: 'Validation failed',
        errors: { reply: [PLACEHOLDER_MESSAGES.inReport(['{first_name}', '{score}'])] },
      });
      expect(await repliesOf(id)).toBe(0);
      expect(await auditOf(id)).toEqual([]);

      const text = `Profile: ${url}\nSections {} and { spaced } and {"json": 1} stay as written.`;
      expect(
        (await body<ReplyResponse>(await reply(id, ada, 0, text), 200)).submission.admin_reply,
      ).toBe(text);
    });
  });
});
