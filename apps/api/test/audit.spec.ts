import { withComputedScores, validateFormData } from '@profileproof/analysis';
import {
  ACTION_INVALID,
  ACTOR_INVALID,
  ACTOR_MAX_LENGTH,
  type AdminSubmissionDetail,
  API_PATHS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditActorsResponse,
  type AuditEntry,
  type AuditListResponse,
  PAGE_INVALID,
  PERMISSION_DENIED,
  type ReplyResponse,
} from '@profileproof/contracts';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const PATHS = API_PATHS.admin;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface StoredEntry {
  id: number;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
}

describe('the audit log', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let other: TestAccount;
  let user: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'audit-spec');
    admin = await account({ role: 'admin' });
    other = await account({ role: 'admin' });
    user = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  async function seed(options: { isProcessed?: boolean } = {}): Promise<number> {
    return insertSubmission(api, user.id, { isProcessed: options.isProcessed ?? false });
  }

  const send = (method: string, path: string, body: unknown, who: TestAccount = admin) =>
    api.request(path, json(body, { method, token: who.token }));
  const remove = (path: string, who: TestAccount = admin) =>
    api.request(path, { method: 'DELETE', headers: { authorization: `Bearer ${who.token}` } });

  /** The entries written since `after` (an id), oldest first. */
  const entriesAfter = (after: number) =>
    api.dataSource.query(
      `SELECT "id", "actor_id", "actor_email", "action", "target_type", "target_id", "details" FROM "audit_log" WHERE "id" > $1 ORDER BY "id"`,
      [after],
    ) as Promise<StoredEntry[]>;
  const lastId = async () =>
    (
      (await api.dataSource.query(
        'SELECT coalesce(max("id"), 0)::int AS "id" FROM "audit_log"',
      )) as { id: number }[]
    )[0].id;

  /** Runs `act` and answers the entries it wrote. */
  async function written(act: () => Promise<unknown>): Promise<Omit<StoredEntry, 'id'>[]> {
    const before = await lastId();
    await act();
    return (await entriesAfter(before)).map(({ id: _id, ...entry }) => entry);
  }

  async function ok<T>(response: Response): Promise<T> {
    const answer: unknown = await response.json();
    if (response.status !== 200)
      throw new Error(`Expected 200, got ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  }

  const by = (who: TestAccount) => ({ actor_id: who.id, actor_email: who.email });

  describe('each admin action writes exactly one entry', () => {
    it('a reply is reply.sent, a later one reply.resent, each with the scores the server computed', async () => {
      const id = await seed();
      const analysis = {
        connections: 320,
        hasProfileSummary: true,
        profileScorePercentage: 99,
        spamScore: 0,
      };
      const checked = validateFormData(analysis, {
        profileUrl: 'https://www.linkedin.com/in/someone',
      });
      if (!checked.ok) throw new Error('The test analysis is invalid');
      const scores = withComputedScores(checked.value);
      const expected = {
        profile_score: scores.profileScorePercentage,
        spam_score: scores.spamScore,
      };

      const first = await written(async () =>
        ok<ReplyResponse>(
          await send('POST', API_PATHS.contact.reply(id), {
            reply: 'Report',
            analysis,
            base_version: 0,
          }),
        ),
      );
      expect(first).toEqual([
        {
          ...by(admin),
          action: 'reply.sent',
          target_type: 'submission',
          target_id: String(id),
          details: expected,
        },
      ]);

      // A new version comes from the edit screen, whose admin holds the edit claim (not audited).
      await ok(await send('POST', PATHS.claim(id), { edit: true }, other));
      const again = await written(async () =>
        ok<ReplyResponse>(
          await send(
            'POST',
            API_PATHS.contact.reply(id),
            { reply: 'Edited', analysis, base_version: 1 },
            other,
          ),
        ),
      );
      expect(again).toEqual([
        {
          ...by(other),
          action: 'reply.resent',
          target_type: 'submission',
          target_id: String(id),
          details: expected,
        },
      ]);

      // Re-opened, it still has its reply: answering it again is a re-send.
      await ok(await send('PATCH', PATHS.submission(id), { is_processed: false }));
      const afterReopen = await written(async () =>
        ok(
          await send('POST', API_PATHS.contact.reply(id), {
            reply: 'Third',
            analysis,
            base_version: 2,
          }),
        ),
      );
      expect(afterReopen.map((entry) => entry.action)).toEqual(['reply.resent']);
    });

    it('PATCH records submission.marked_reviewed and submission.reopened, only when the value changes', async () => {
      const id = await seed();
      const patch = (isProcessed: boolean) =>
        written(async () =>
          ok<AdminSubmissionDetail>(
            await send('PATCH', PATHS.submission(id), { is_processed: isProcessed }),
          ),
        );
      const target = { target_type: 'submission', target_id: String(id), details: {} };

      expect(await patch(false)).toEqual([]);
      expect(await patch(true)).toEqual([
        { ...by(admin), action: 'submission.marked_reviewed', ...target },
      ]);
      expect(await patch(true)).toEqual([]);
      expect(await patch(false)).toEqual([
        { ...by(admin), action: 'submission.reopened', ...target },
      ]);
    });

    it("a delete is submission.deleted with the owner's e-mail", async () => {
      const id = await seed({ isProcessed: true });
      expect(await written(async () => ok(await remove(PATHS.processedItem(id))))).toEqual([
        {
          ...by(admin),
          action: 'submission.deleted',
          target_type: 'submission',
          target_id: String(id),
          details: { owner: user.email },
        },
      ]);
    });

    it('assigning a plan is subscription.assigned, removing it subscription.removed, on the user by e-mail', async () => {
      const customer = await account();
      const path = PATHS.userSubscription;
      const assigned = await written(async () =>
        ok(
          await send('POST', path, {
            email: `  ${customer.email.toUpperCase()} `,
            tier: 'basic',
            valid_for_days: 30,
          }),
        ),
      );
      expect(assigned).toEqual([
        {
          ...by(admin),
          action: 'subscription.assigned',
          target_type: 'user',
          target_id: customer.email,
          details: { tier: 'basic', valid_for_days: 30, end_date: expect.stringMatching(ISO) },
        },
      ]);

      const unlimited = await written(async () =>
        ok(await send('POST', path, { email: customer.email, tier: 'premium' })),
      );
      expect(unlimited.map((entry) => entry.details)).toEqual([
        { tier: 'premium', valid_for_days: null, end_date: null },
      ]);

      const removed = await written(async () =>
        ok(await remove(`${path}?email=${encodeURIComponent(customer.email)}`)),
      );
      expect(removed).toEqual([
        {
          ...by(admin),
          action: 'subscription.removed',
          target_type: 'user',
          target_id: customer.email,
          details: { tier: 'premium' },
        },
      ]);
    });

    it('a take-over of a claim is claim.taken_over, with the previous holder', async () => {
      const id = await seed();
      const held = await ok<{ claimed_until: string }>(
        await send('POST', PATHS.claim(id), {}, other),
      );
      expect(
        await written(async () => ok(await send('POST', PATHS.claim(id), { take_over: true }))),
      ).toEqual([
        {
          ...by(admin),
          action: 'claim.taken_over',
          target_type: 'submission',
          target_id: String(id),
          details: { from: other.email, from_until: held.claimed_until },
        },
      ]);
    });

    it('an action that fails writes no entry', async () => {
      const pendingId = await seed();
      const claimedId = await seed();
      await ok(await send('POST', PATHS.claim(claimedId), {}, other));
      const failures = await written(async () => {
        const statuses = [
          (
            await send('POST', API_PATHS.contact.reply(pendingId), {
              reply: 'Report',
              analysis: { connections: -5 },
              base_version: 0,
            })
          ).status,
          (
            await send('POST', API_PATHS.contact.reply(claimedId), {
              reply: 'Report',
              analysis: {},
              base_version: 0,
            })
          ).status,
          (
            await send('POST', API_PATHS.contact.reply(pendingId), {
              reply: 'Report',
              analysis: {},
              base_version: 3,
            })
          ).status,
          (
            await send('POST', API_PATHS.contact.reply(2_147_483_000), {
              reply: 'Report',
              analysis: {},
              base_version: 0,
            })
          ).status,
          (await send('PATCH', PATHS.submission(2_147_483_000), { is_processed: true })).status,
          (await remove(PATHS.processedItem(pendingId))).status,
          (
            await send('POST', PATHS.userSubscription, {
              email: 'nobody@example.com',
              tier: 'basic',
            })
          ).status,
          (await remove(`${PATHS.userSubscription}?email=${encodeURIComponent(user.email)}`))
            .status,
          (await send('POST', PATHS.claim(claimedId), { take_over: 'yes' })).status,
          // A user cannot act at all.
          (await send('PATCH', PATHS.submission(pendingId), { is_processed: true }, user)).status,
        ];
        expect(statuses).toEqual([400, 409, 409, 404, 404, 409, 404, 404, 400, 403]);
      });
      expect(failures).toEqual([]);
    });
  });

  describe('GET /api/admin/audit/', () => {
    const list = async (query = '', who: TestAccount = admin) =>
      ok<AuditListResponse>(await api.request(`${PATHS.audit}${query}`, bearer(who.token)));

    /** Entries stored straight in the table, by `actor`, `count` of them, a second apart from `start`, oldest first; their ids. */
    async function insert(
      actor: string,
      count: number,
      start: Date,
      action: AuditAction = 'reply.sent',
    ): Promise<number[]> {
      const ids: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const [row] = (await api.dataSource.query(
          `INSERT INTO "audit_log" ("actor_id", "actor_email", "action", "target_type", "target_id", "details", "created_at")
           VALUES (NULL, $1, $2, 'submission', $3, $4::jsonb, $5) RETURNING "id"`,
          [
            actor,
            action,
            String(index + 1),
            JSON.stringify({ index }),
            new Date(start.getTime() + index * 1000),
          ],
        )) as { id: number }[];
        ids.push(row.id);
      }
      return ids;
    }

    it('answers 401 without a token, 403 for a user', async () => {
      expect((await api.request(PATHS.audit)).status).toBe(401);
      const asUser = await api.request(PATHS.audit, bearer(user.token));
      expect(asUser.status).toBe(403);
      expect(await asUser.json()).toEqual({ detail: PERMISSION_DENIED });
    });

    it(`lists the newest first, ${AUDIT_PAGE_SIZE} per page, as the contract shows them`, async () => {
      // Far in the future, so that they come before every entry the other tests wrote.
      const ids = await insert(
        'Pager@Example.com',
        AUDIT_PAGE_SIZE + 5,
        new Date('2999-01-01T00:00:00Z'),
      );
      const newest = [...ids].reverse();

      const first = await list();
      expect(first.current_page).toBe(1);
      expect(first.total_count).toBeGreaterThanOrEqual(ids.length);
      expect(first.total_pages).toBe(Math.ceil(first.total_count / AUDIT_PAGE_SIZE));
      expect(first.entries.map((entry) => entry.id)).toEqual(newest.slice(0, AUDIT_PAGE_SIZE));
      expect(first.entries[0]).toEqual<AuditEntry>({
        id: ids[ids.length - 1],
        actor: 'Pager@Example.com',
        action: 'reply.sent',
        target_type: 'submission',
        target_id: String(ids.length),
        details: { index: ids.length - 1 },
        created_at: new Date(
          Date.parse('2999-01-01T00:00:00Z') + (ids.length - 1) * 1000,
        ).toISOString(),
      });
      expect((await list('?page=2&t=123')).entries.map((entry) => entry.id).slice(0, 5)).toEqual(
        newest.slice(AUDIT_PAGE_SIZE),
      );

      // Equal times: the higher id first.
      const moment = new Date('2998-01-01T00:00:00Z');
      const [a] = await insert('tie@example.com', 1, moment);
      const [b] = await insert('tie@example.com', 1, moment);
      expect((await list('?actor=tie@example.com')).entries.map((entry) => entry.id)).toEqual([
        b,
        a,
      ]);
    });

    it('answers the last page for a page past it, and page 1 of 0 when nothing matches', async () => {
      await insert('last-page@example.com', AUDIT_PAGE_SIZE + 3, new Date('2990-01-01T00:00:00Z'));
      const past = await list('?actor=last-page@example.com&page=99');
      expect(past).toMatchObject({
        current_page: 2,
        total_pages: 2,
        total_count: AUDIT_PAGE_SIZE + 3,
      });
      expect(past.entries).toHaveLength(3);

      expect(await list('?actor=nobody-at-all@example.com&page=7')).toEqual({
        entries: [],
        total_count: 0,
        total_pages: 0,
        current_page: 1,
        as_of: expect.any(String),
        next_cursor: null,
        previous_cursor: null,
      });
    });

    it('filters by actor (trimmed, any case, exact) and by action, together', async () => {
      const start = new Date('2980-01-01T00:00:00Z');
      const mixed = await insert('Mixed.Case@Example.com', 2, start);
      const deleted = await insert('mixed.case@example.com', 1, start, 'submission.deleted');
      await insert('mixed.case@example.com.evil', 1, start);
      await insert('someone.else@example.com', 1, start, 'submission.deleted');

      const byActor = await list(`?actor=${encodeURIComponent('  MIXED.case@example.COM ')}`);
      expect(byActor.entries.map((entry) => entry.id).sort()).toEqual(
        [...mixed, ...deleted].sort(),
      );
      expect(byActor.total_count).toBe(3);

      const both = await list(`?actor=mixed.case@example.com&action=submission.deleted`);
      expect(both.entries.map((entry) => entry.id)).toEqual(deleted);

      const byAction = await list('?action=submission.deleted');
      expect(byAction.entries.every((entry) => entry.action === 'submission.deleted')).toBe(true);
      expect(byAction.entries.map((entry) => entry.actor)).toEqual(
        expect.arrayContaining(['mixed.case@example.com', 'someone.else@example.com']),
      );

      // Blank filters are no filters.
      expect((await list('?actor=%20&action=')).total_count).toBe((await list()).total_count);
    });

    it('shows what the actions recorded, with the admin who acted', async () => {
      const id = await seed({ isProcessed: true });
      await ok(await remove(PATHS.processedItem(id), other));
      const [entry] = (
        await list(`?actor=${encodeURIComponent(other.email)}&action=submission.deleted`)
      ).entries;
      expect(entry).toEqual({
        id: expect.any(Number),
        actor: other.email,
        action: 'submission.deleted',
        target_type: 'submission',
        target_id: String(id),
        details: { owner: user.email },
        created_at: expect.stringMatching(ISO),
      });
    });

    it('refuses a bad page, an actor too long, an unknown action, and repeated parameters, with 400', async () => {
      const cases: [string, Record<string, string[]>][] = [
        ['?page=0', { page: [PAGE_INVALID] }],
        ['?page=abc', { page: [PAGE_INVALID] }],
        ['?page=1.5', { page: [PAGE_INVALID] }],
        ['?page=', { page: [PAGE_INVALID] }],
        [`?actor=${'a'.repeat(ACTOR_MAX_LENGTH + 1)}`, { actor: [ACTOR_INVALID] }],
        ['?actor=a@example.com&actor=b@example.com', { actor: [ACTOR_INVALID] }],
        ['?action=reply.deleted', { action: [ACTION_INVALID] }],
        ['?action=REPLY.SENT', { action: [ACTION_INVALID] }],
        ['?action=reply.sent&action=reply.resent', { action: [ACTION_INVALID] }],
      ];
      for (const [query, errors] of cases) {
        const response = await api.request(`${PATHS.audit}${query}`, bearer(admin.token));
        expect({ query, status: response.status, body: await response.json() }).toEqual({
          query,
          status: 400,
          body: { detail: 'Validation failed', errors },
        });
      }
    });

    it('is documented in OpenAPI under the admin tag, behind bearer security', async () => {
      type Operation = {
        tags: string[];
        security?: unknown;
        responses: Record<string, unknown>;
        parameters: { name: string }[];
      };
      const { paths } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operation = paths['/api/admin/audit'].get;
      expect(operation.tags).toEqual(['admin']);
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403']),
      );
      expect(operation.parameters.map((parameter) => parameter.name).sort()).toEqual([
        'action',
        'actor',
        'as_of',
        'cursor',
        'page',
        't',
      ]);
      expect(Object.keys(paths['/api/admin/audit'])).toEqual(['get']);
    });
  });

  describe('GET /api/admin/audit/actors/', () => {
    const actors = async () =>
      ok<AuditActorsResponse>(await api.request(PATHS.auditActors, bearer(admin.token)));

    it('answers 401 without a token, 403 for a user', async () => {
      expect((await api.request(PATHS.auditActors)).status).toBe(401);
      const asUser = await api.request(PATHS.auditActors, bearer(user.token));
      expect(asUser.status).toBe(403);
      expect(await asUser.json()).toEqual({ detail: PERMISSION_DENIED });
    });

    it('lists every current admin, then each other address in the log once (its latest spelling and id), each by e-mail', async () => {
      const idle = await account({ role: 'admin' });
      const demoted = await account({ role: 'admin' });
      const gone = await account({ role: 'admin' });
      for (const who of [demoted, gone]) {
        const id = await seed({ isProcessed: true });
        await ok(await send('PATCH', PATHS.submission(id), { is_processed: false }, who));
      }
      await api.dataSource.query(`UPDATE "users" SET "role" = 'user' WHERE "id" = $1`, [
        demoted.id,
      ]);
      await api.dataSource.query('DELETE FROM "users" WHERE "id" = $1', [gone.id]);
      await api.dataSource.query(
        `INSERT INTO "audit_log" ("actor_id", "actor_email", "action", "target_type", "target_id", "created_at")
         VALUES (41, 'Twice@Example.com', 'reply.sent', 'submission', '1', '2001-01-01'), (42, 'twice@example.com', 'reply.sent', 'submission', '1', '2001-01-02')`,
      );

      const listed = (await actors()).actors;
      const admins = (await api.dataSource.query(
        `SELECT "id", "email", true AS "is_current_admin" FROM "users" WHERE "role" = 'admin' ORDER BY lower("email") COLLATE "C"`,
      )) as unknown[];
      expect(admins).toEqual(
        expect.arrayContaining([{ id: idle.id, email: idle.email, is_current_admin: true }]),
      );
      expect(listed.slice(0, admins.length)).toEqual(admins);

      const former = listed.slice(admins.length);
      expect(former).toEqual(
        expect.arrayContaining([
          { id: demoted.id, email: demoted.email, is_current_admin: false },
          { id: gone.id, email: gone.email, is_current_admin: false },
          { id: 42, email: 'twice@example.com', is_current_admin: false },
        ]),
      );
      expect(former.every((actor) => !actor.is_current_admin)).toBe(true);
      const keys = former.map((actor) => actor.email.toLowerCase());
      expect(keys).toEqual([...keys].sort());
      expect(new Set(keys).size).toBe(keys.length);
      // An admin who acted is listed once, as a current admin; an account that never acted as an admin, not at all.
      expect(keys).not.toContain(admin.email);
      expect(listed.map((actor) => actor.email)).not.toContain(user.email);
    });

    it('is documented in OpenAPI under the admin tag, behind bearer security', async () => {
      type Operation = { tags: string[]; security?: unknown; responses: Record<string, unknown> };
      const { paths } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operation = paths['/api/admin/audit/actors'].get;
      expect(operation.tags).toEqual(['admin']);
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '401', '403']),
      );
    });
  });

  describe('nothing edits or deletes an entry', () => {
    it('has no route that changes an entry: PUT, PATCH, POST and DELETE are refused and the row stays as it was', async () => {
      const [id] = await insert1();
      const before = await entry(id);
      for (const path of [PATHS.audit, `${PATHS.audit}${id}/`, `/api/admin/audit/${id}`]) {
        for (const method of ['PUT', 'PATCH', 'POST', 'DELETE']) {
          const response = await api.request(
            path,
            json(
              { actor_email: 'forged@example.com', action: 'reply.sent' },
              { method, token: admin.token },
            ),
          );
          expect({ path, method, status: response.status }).toEqual({ path, method, status: 404 });
        }
      }
      expect(await entry(id)).toEqual(before);
    });

    it('is append-only in the database too: an UPDATE or a DELETE is refused', async () => {
      const [id] = await insert1();
      await expect(
        api.dataSource.query(
          `UPDATE "audit_log" SET "actor_email" = 'forged@example.com' WHERE "id" = $1`,
          [id],
        ),
      ).rejects.toThrow(/append-only/);
      await expect(
        api.dataSource.query('DELETE FROM "audit_log" WHERE "id" = $1', [id]),
      ).rejects.toThrow(/append-only/);
      expect((await entry(id))?.actor_email).toBe('kept@example.com');
    });

    const insert1 = async () =>
      (
        (await api.dataSource.query(
          `INSERT INTO "audit_log" ("actor_email", "action", "target_type", "target_id") VALUES ('kept@example.com', 'reply.sent', 'submission', '1') RETURNING "id"`,
        )) as { id: number }[]
      ).map((row) => row.id);
    const entry = async (id: number) =>
      (
        (await api.dataSource.query('SELECT * FROM "audit_log" WHERE "id" = $1', [
          id,
        ])) as StoredEntry[]
      )[0];
  });
});
