import {
  type AdminSubmissionDetail,
  API_PATHS,
  CLAIM_BODY_NOT_OBJECT,
  CLAIM_MESSAGES,
  CLAIM_MINUTES,
  type ClaimConflictBody,
  type ClaimResponse,
  EDIT_NOT_BOOLEAN,
  INVALID_ID,
  type PendingListResponse,
  PERMISSION_DENIED,
  SUBMISSION_NOT_FOUND,
  TAKE_OVER_NOT_BOOLEAN,
} from '@profileproof/contracts';
import { ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { SessionsService } from '../src/auth/sessions/sessions.service';
import { SubmissionReply } from '../src/submissions/entities/submission-reply.entity';
import { Submission } from '../src/submissions/entities/submission.entity';
import { User } from '../src/users/entities/user.entity';
import { accountFactory, type TestAccount } from './support/accounts';
import { json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const PATHS = API_PATHS.admin;
const MINUTE_MS = 60_000;
const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '2147483648'];

interface ClaimRow {
  admin_id: number;
  claimed_until: Date;
}

describe('claims: POST|DELETE /api/admin/submissions/{id}/claim/', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let ada: TestAccount;
  let bob: TestAccount;
  let user: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'claims-spec');
    ada = await account({ role: 'admin' });
    bob = await account({ role: 'admin' });
    user = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  async function seed(options: { isProcessed?: boolean; deletedAt?: Date } = {}): Promise<number> {
    return insertSubmission(api, user.id, {
      isProcessed: options.isProcessed ?? false,
      ...(options.deletedAt ? { deletedAt: options.deletedAt } : {}),
    });
  }

  /** POST .../claim/: `body` undefined sends none; a string is sent as is. */
  const claim = (id: number | string, who: TestAccount, body?: unknown) =>
    body === undefined
      ? api.request(PATHS.claim(id), {
          method: 'POST',
          headers: { authorization: `Bearer ${who.token}` },
        })
      : api.request(PATHS.claim(id), json(body, { token: who.token }));
  const release = (id: number | string, who: TestAccount) =>
    api.request(PATHS.claim(id), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${who.token}` },
    });
  const reply = (id: number, who: TestAccount) =>
    api.request(
      API_PATHS.contact.reply(id),
      json({ reply: 'Report', analysis: {}, base_version: 0 }, { token: who.token }),
    );

  const claimRow = async (id: number): Promise<ClaimRow | undefined> =>
    (
      (await api.dataSource.query(
        'SELECT "admin_id", "claimed_until" FROM "submission_claims" WHERE "submission_id" = $1',
        [id],
      )) as ClaimRow[]
    )[0];
  const auditEntries = (id: number) =>
    api.dataSource.query(
      `SELECT "actor_email", "action", "details" FROM "audit_log" WHERE "target_type" = 'submission' AND "target_id" = $1 ORDER BY "id"`,
      [String(id)],
    ) as Promise<{ actor_email: string; action: string; details: Record<string, unknown> }[]>;
  const repliesOf = (id: number) =>
    api.dataSource.getRepository(SubmissionReply).countBy({ submissionId: id });
  const rowOf = (id: number) => api.dataSource.getRepository(Submission).findOneByOrFail({ id });
  /** Moves a claim's end by `ms` from now (negative: it has lapsed). */
  const claimEndsIn = (id: number, ms: number) =>
    api.dataSource.query(
      `UPDATE "submission_claims" SET "claimed_until" = now() + $2 * interval '1 millisecond' WHERE "submission_id" = $1`,
      [id, ms],
    );

  async function body<T>(response: Response, status: number): Promise<T> {
    const answer: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  }

  const heldBy = (holder: TestAccount): ClaimConflictBody => ({
    detail: CLAIM_MESSAGES.heldByAnother,
    claimed_by: holder.email,
    claimed_until: expect.any(String),
  });

  describe('authorization', () => {
    it('answers 401 without a token or with a bad one, 403 for a user, and writes nothing', async () => {
      const id = await seed();
      for (const method of ['POST', 'DELETE']) {
        const anonymous = await api.request(PATHS.claim(id), { method });
        expect(anonymous.status).toBe(401);
        expect(
          (
            await api.request(PATHS.claim(id), {
              method,
              headers: { authorization: 'Bearer not-a-token' },
            })
          ).status,
        ).toBe(401);
        const asUser = await api.request(PATHS.claim(id), {
          method,
          headers: { authorization: `Bearer ${user.token}` },
        });
        expect(asUser.status).toBe(403);
        expect(await asUser.json()).toEqual({ detail: PERMISSION_DENIED });
      }
      expect(await claimRow(id)).toBeUndefined();
    });

    it('answers 401 and writes nothing for the token of an admin account deleted since', async () => {
      const id = await seed();
      const gone = await account({ role: 'admin' });
      await api.dataSource.getRepository(User).delete({ id: gone.id });
      expect((await claim(id, gone)).status).toBe(401);
      expect(await claimRow(id)).toBeUndefined();
    });

    it('is documented in OpenAPI under the admin tag, behind bearer security', async () => {
      type Operation = { tags: string[]; security?: unknown; responses: Record<string, unknown> };
      const { paths } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const path = paths['/api/admin/submissions/{id}/claim'];
      for (const operation of [path.post, path.delete]) {
        expect(operation.tags).toEqual(['admin']);
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(Object.keys(operation.responses)).toEqual(
          expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
        );
      }
      expect(Object.keys(paths['/api/contact/submissions/{id}/reply'].post.responses)).toContain(
        '409',
      );
    });
  });

  describe('bad input', () => {
    it('answers 400 for an id no row can have, 404 for a missing or deleted submission', async () => {
      for (const id of BAD_IDS) {
        for (const response of [await claim(id, ada), await release(id, ada)]) {
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ detail: INVALID_ID });
        }
      }
      const deleted = await seed({ isProcessed: true, deletedAt: new Date() });
      for (const id of [2_147_483_647, deleted]) {
        for (const response of [await claim(id, ada), await release(id, ada)]) {
          expect(response.status).toBe(404);
          expect(await response.json()).toEqual({ detail: SUBMISSION_NOT_FOUND });
        }
      }
    });

    it('takes an optional body {take_over: boolean} and nothing else; a refused body writes nothing', async () => {
      const id = await seed();
      const cases: [unknown, Record<string, string[]>][] = [
        [{ take_over: 'true' }, { take_over: [TAKE_OVER_NOT_BOOLEAN] }],
        [{ take_over: 1 }, { take_over: [TAKE_OVER_NOT_BOOLEAN] }],
        [{ edit: 'true' }, { edit: [EDIT_NOT_BOOLEAN] }],
        [{ take_over: true, admin_id: bob.id }, { admin_id: [expect.any(String)] }],
        [{ claimed_until: '2999-01-01T00:00:00.000Z' }, { claimed_until: [expect.any(String)] }],
        ['[]', { body: [CLAIM_BODY_NOT_OBJECT] }],
        ['"take_over"', { body: [CLAIM_BODY_NOT_OBJECT] }],
        ['true', { body: [CLAIM_BODY_NOT_OBJECT] }],
      ];
      for (const [sent, errors] of cases) {
        expect(await body(await claim(id, ada, sent), 400)).toEqual({
          detail: 'Validation failed',
          errors,
        });
      }
      expect((await claim(id, ada, '{"take_over":')).status).toBe(400);
      expect(await claimRow(id)).toBeUndefined();

      // No body, an empty one, null, {}, take_over or edit false all claim.
      for (const sent of [undefined, '', 'null', {}, { take_over: false }, { edit: false }])
        expect((await claim(id, ada, sent)).status).toBe(200);
    });

    it('answers 409 for a reviewed submission and writes nothing, unless it is claimed to edit its reply', async () => {
      const id = await seed({ isProcessed: true });
      expect(await body(await claim(id, ada), 409)).toEqual({ detail: CLAIM_MESSAGES.notPending });
      expect(await body(await claim(id, ada, { take_over: true }), 409)).toEqual({
        detail: CLAIM_MESSAGES.notPending,
      });
      expect(await claimRow(id)).toBeUndefined();

      expect(await body<ClaimResponse>(await claim(id, ada, { edit: true }), 200)).toEqual({
        claimed_by: ada.email,
        claimed_until: expect.any(String),
      });
      expect(await body(await claim(id, bob, { edit: true }), 409)).toEqual(heldBy(ada));
      expect((await claimRow(id))?.admin_id).toBe(ada.id);
    });
  });

  describe('claiming, extending, taking over and releasing', () => {
    it(`claims for ${CLAIM_MINUTES} minutes; claiming again starts them over`, async () => {
      const id = await seed();
      const before = Date.now();
      const first = await body<ClaimResponse>(await claim(id, ada), 200);
      const after = Date.now();
      expect(first).toEqual({ claimed_by: ada.email, claimed_until: expect.any(String) });
      const until = Date.parse(first.claimed_until);
      // The database's clock, not the test's: a few seconds of leeway either way.
      expect(until).toBeGreaterThan(before + CLAIM_MINUTES * MINUTE_MS - 5_000);
      expect(until).toBeLessThan(after + CLAIM_MINUTES * MINUTE_MS + 5_000);
      expect((await claimRow(id))?.admin_id).toBe(ada.id);

      await claimEndsIn(id, MINUTE_MS);
      const extended = await body<ClaimResponse>(await claim(id, ada), 200);
      expect(extended.claimed_by).toBe(ada.email);
      expect(Date.parse(extended.claimed_until)).toBeGreaterThan(
        Date.now() + (CLAIM_MINUTES - 1) * MINUTE_MS,
      );
      expect(await auditEntries(id)).toEqual([]);
    });

    it("refuses another admin's claim with the holder, until that admin takes it over (recorded)", async () => {
      const id = await seed();
      const held = await body<ClaimResponse>(await claim(id, ada), 200);

      expect(await body(await claim(id, bob), 409)).toEqual({
        ...heldBy(ada),
        claimed_until: held.claimed_until,
      });
      expect(await body(await claim(id, bob, { take_over: false }), 409)).toEqual(heldBy(ada));
      expect((await claimRow(id))?.admin_id).toBe(ada.id);

      const taken = await body<ClaimResponse>(await claim(id, bob, { take_over: true }), 200);
      expect(taken.claimed_by).toBe(bob.email);
      expect((await claimRow(id))?.admin_id).toBe(bob.id);
      expect(await auditEntries(id)).toEqual([
        {
          actor_email: bob.email,
          action: 'claim.taken_over',
          details: { from: ada.email, from_until: held.claimed_until },
        },
      ]);

      // Now the first admin is the one refused.
      expect(await body(await claim(id, ada), 409)).toEqual(heldBy(bob));
      // Taking over one's own claim, or a free submission, is a plain claim: nothing is recorded.
      expect((await claim(id, bob, { take_over: true })).status).toBe(200);
      const free = await seed();
      expect((await claim(free, ada, { take_over: true })).status).toBe(200);
      expect(await auditEntries(id)).toHaveLength(1);
      expect(await auditEntries(free)).toEqual([]);
    });

    it("releases the caller's own claim, answers the same when there is none, and refuses another admin's", async () => {
      const id = await seed();
      expect(await body(await release(id, ada), 200)).toEqual({ message: CLAIM_MESSAGES.released });

      await claim(id, ada);
      expect(await body(await release(id, bob), 409)).toEqual(heldBy(ada));
      expect((await claimRow(id))?.admin_id).toBe(ada.id);

      expect(await body(await release(id, ada), 200)).toEqual({ message: CLAIM_MESSAGES.released });
      expect(await claimRow(id)).toBeUndefined();
      // Free again: another admin claims it.
      expect((await claim(id, bob)).status).toBe(200);
    });

    it('lets a claim expire by itself: another admin then claims it, and nobody is shown holding it', async () => {
      const id = await seed();
      await claim(id, ada);
      await claimEndsIn(id, -1_000);

      const queued = (
        await body<PendingListResponse>(
          await api.request(PATHS.submissions, {
            headers: { authorization: `Bearer ${bob.token}` },
          }),
          200,
        )
      ).submissions;
      expect(queued.find((row) => row.id === id)?.claim).toBeNull();
      // A lapsed claim is no claim: another admin's release clears it.
      expect((await release(id, bob)).status).toBe(200);
      expect(await claimRow(id)).toBeUndefined();

      await claim(id, ada);
      await claimEndsIn(id, -1_000);
      const taken = await body<ClaimResponse>(await claim(id, bob), 200);
      expect(taken.claimed_by).toBe(bob.email);
      expect((await claimRow(id))?.admin_id).toBe(bob.id);
      // Expiry is no take-over.
      expect(await auditEntries(id)).toEqual([]);
    });

    it('shows the live claim on the queue rows and the detail; reviewed rows have none', async () => {
      const claimed = await seed();
      const free = await seed();
      const held = await body<ClaimResponse>(await claim(claimed, ada), 200);
      const asBob = { headers: { authorization: `Bearer ${bob.token}` } };

      const queue = (
        await body<PendingListResponse>(
          await api.request(`${PATHS.submissions}?limit=500`, asBob),
          200,
        )
      ).submissions;
      expect(queue.find((row) => row.id === claimed)?.claim).toEqual(held);
      expect(queue.find((row) => row.id === free)?.claim).toBeNull();
      expect(
        (
          await body<AdminSubmissionDetail>(
            await api.request(PATHS.submission(claimed), asBob),
            200,
          )
        ).claim,
      ).toEqual(held);

      expect((await reply(claimed, ada)).status).toBe(200);
      expect(
        (
          await body<AdminSubmissionDetail>(
            await api.request(PATHS.submission(claimed), asBob),
            200,
          )
        ).claim,
      ).toBeNull();
    });
  });

  describe('replies and claims', () => {
    it('refuses a reply to a submission another admin holds: 409 with the holder, nothing stored', async () => {
      const id = await seed();
      await claim(id, ada);
      expect(await body(await reply(id, bob), 409)).toEqual(heldBy(ada));
      expect(await rowOf(id)).toMatchObject({ isProcessed: false, adminReply: null });
      expect(await repliesOf(id)).toBe(0);
      expect(await auditEntries(id)).toEqual([]);
      expect((await claimRow(id))?.admin_id).toBe(ada.id);
    });

    it("takes the holder's reply, and a reply to an unclaimed submission; a stored reply ends the claim", async () => {
      const mine = await seed();
      await claim(mine, ada);
      expect((await reply(mine, ada)).status).toBe(200);
      expect(await claimRow(mine)).toBeUndefined();
      // Reviewed now: it cannot be claimed until re-opened.
      expect(await body(await claim(mine, bob), 409)).toEqual({
        detail: CLAIM_MESSAGES.notPending,
      });

      const unclaimed = await seed();
      expect((await reply(unclaimed, bob)).status).toBe(200);
    });

    it('lets the same admin resume their claim from a new session after the old one was ended elsewhere', async () => {
      const cleo = await account({ role: 'admin' });
      const id = await seed();
      await claim(id, cleo);
      // Signed in again on another device, which ends the first session (Account → sign out).
      const tokens = await api.app
        .get(SessionsService)
        .start({ id: cleo.id, email: cleo.email, role: 'admin' });
      const again: TestAccount = { ...cleo, token: tokens.access, refresh: tokens.refresh };
      const ended = await api.request(ACCOUNT_API_PATHS.session(cleo.sessionId), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${again.token}` },
      });
      expect(ended.status).toBeLessThan(300);
      // The ended session's release is refused: the claim stays the admin's.
      expect((await release(id, cleo)).status).toBe(401);
      expect((await claimRow(id))?.admin_id).toBe(cleo.id);

      // Another admin still cannot take it without taking over; its holder picks it up again and replies.
      expect(await body(await claim(id, bob), 409)).toEqual(heldBy(cleo));
      const resumed = await body<ClaimResponse>(await claim(id, again), 200);
      expect(resumed.claimed_by).toBe(cleo.email);
      expect((await reply(id, again)).status).toBe(200);
      expect(await claimRow(id)).toBeUndefined();
      // Resumed, not taken over: the only entry is the reply, by its holder.
      expect(
        (await auditEntries(id)).map(({ actor_email, action }) => [actor_email, action]),
      ).toEqual([[cleo.email, 'reply.sent']]);
    });

    it('drops the claim when the submission is marked reviewed; a re-opened one can be claimed again', async () => {
      const id = await seed();
      await claim(id, ada);
      const patch = (isProcessed: boolean) =>
        api.request(
          PATHS.submission(id),
          json({ is_processed: isProcessed }, { method: 'PATCH', token: bob.token }),
        );
      expect((await patch(true)).status).toBe(200);
      expect(await claimRow(id)).toBeUndefined();
      expect((await patch(false)).status).toBe(200);
      expect((await claim(id, bob)).status).toBe(200);
    });
  });

  describe('races', () => {
    it('two admins claiming at once: exactly one wins, the other is told who', async () => {
      for (let round = 0; round < 5; round += 1) {
        const id = await seed();
        const [first, second] = await Promise.all([claim(id, ada), claim(id, bob)]);
        const answers = [
          { who: ada, status: first.status, body: (await first.json()) as Record<string, unknown> },
          {
            who: bob,
            status: second.status,
            body: (await second.json()) as Record<string, unknown>,
          },
        ];
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const [winner, loser] = answers[0].status === 200 ? answers : [answers[1], answers[0]];
        expect(winner.body).toEqual({
          claimed_by: winner.who.email,
          claimed_until: expect.any(String),
        });
        expect(loser.body).toEqual({
          ...heldBy(winner.who),
          claimed_until: winner.body.claimed_until,
        });
        expect((await claimRow(id))?.admin_id).toBe(winner.who.id);
      }
    });

    it('a reply racing a claim: either the reply is stored and the claim refused, or the claim holds and nothing is stored', async () => {
      for (let round = 0; round < 6; round += 1) {
        const id = await seed();
        const [replied, claimed] = await Promise.all([reply(id, ada), claim(id, bob)]);
        const replyBody = (await replied.json()) as Record<string, unknown>;
        const claimBody = (await claimed.json()) as Record<string, unknown>;
        if (replied.status === 200) {
          expect(claimed.status).toBe(409);
          expect(claimBody).toEqual({ detail: CLAIM_MESSAGES.notPending });
          expect(await claimRow(id)).toBeUndefined();
          expect(await rowOf(id)).toMatchObject({ isProcessed: true, adminReply: 'Report' });
          expect(await repliesOf(id)).toBe(1);
        } else {
          expect(replied.status).toBe(409);
          expect(replyBody).toEqual({ ...heldBy(bob), claimed_until: claimBody.claimed_until });
          expect(claimed.status).toBe(200);
          expect((await claimRow(id))?.admin_id).toBe(bob.id);
          expect(await rowOf(id)).toMatchObject({ isProcessed: false, adminReply: null });
          expect(await repliesOf(id)).toBe(0);
          expect(await auditEntries(id)).toEqual([]);
        }
      }
    });
  });
});
