import {
  API_PATHS,
  AS_OF_INVALID,
  type AuditListResponse,
  CURSOR_INVALID,
  DESK_API_PATHS,
  INVALID_ID,
  type ProcessedListResponse,
  type Submission as SubmissionContract,
  SUBMISSION_NOT_FOUND,
  USER_SUBMISSIONS_LIMIT_INVALID,
  type UserSubmissionsPage,
  VALIDATION_FAILED,
  withQuery,
} from '@profileproof/contracts';
import {
  EXPORT_BATCH_ROWS,
  ProcessedExportService,
} from '../src/desk/export/processed-export.service';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const PATHS = API_PATHS.admin;

/**
 * Paging that neither repeats nor skips (issue 37, item 3): a walk from page 1 of the reviewed list
 * or the audit log shows every row that existed when it began exactly once, less those deleted
 * meanwhile, whatever is sent, edited or deleted during it; the customer's list has no cap a
 * customer can reach; one submission by id for its owner only; the CSV lists each row once while
 * a reply is edited during the download.
 */
describe('stable paging', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let customer: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'stable-paging-spec');
    admin = await account({ role: 'admin' });
    customer = await account();
    other = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  async function body<T>(response: Response, status = 200): Promise<T> {
    const answer: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  }
  const get = <T>(path: string, who: TestAccount = admin, status = 200) =>
    api.request(path, bearer(who.token)).then((response) => body<T>(response, status));
  const send = (method: string, path: string, payload: unknown) =>
    api.request(path, json(payload, { method, token: admin.token }));

  /** `count` reviewed submissions of `userId`, replied to a minute apart (the newest `newest`), each with its reply version. */
  async function seedReviewed(userId: number, count: number, newest: Date): Promise<number[]> {
    const rows = (await api.dataSource.query(
      `INSERT INTO "submissions" ("user_id", "linkedin_url", "is_processed", "admin_reply", "admin_reply_date", "created_at", "due_by")
       SELECT $1, 'https://www.linkedin.com/in/walk-' || "g", true, 'Report ' || "g",
              $2::timestamptz - "g" * interval '1 minute', $2::timestamptz - interval '2 days', $2::timestamptz
       FROM generate_series(1, $3) AS "g"
       RETURNING "id", "admin_reply_date"`,
      [userId, newest, count],
    )) as { id: number; admin_reply_date: Date }[];
    await api.dataSource.query(
      `INSERT INTO "submission_replies" ("submission_id", "admin_id", "reply", "created_at")
       SELECT "id", $2, "admin_reply", "admin_reply_date" FROM "submissions" WHERE "id" = ANY($1::int[])`,
      [rows.map((row) => row.id), admin.id],
    );
    return rows.map((row) => row.id);
  }

  /** The ids of the reviewed list now, latest reply first (what a walk starting now must show). */
  const reviewedNow = async (): Promise<number[]> =>
    (
      (await api.dataSource.query(
        `SELECT "id" FROM "submissions" WHERE "is_processed" AND "deleted_at" IS NULL
         ORDER BY coalesce("admin_reply_date", '-infinity'::timestamptz) DESC, "id" DESC`,
      )) as { id: number }[]
    ).map((row) => row.id);

  const reply = (id: number, text: string, base: number) =>
    send('POST', API_PATHS.contact.reply(id), {
      reply: text,
      analysis: { connections: 300 },
      base_version: base,
    });
  /** Edits a reviewed submission's reply as the console does: an edit claim, then a re-send. */
  async function editReply(id: number, text: string): Promise<void> {
    expect((await send('POST', PATHS.claim(id), { edit: true })).status).toBe(200);
    const { reply_version: version } = await get<{ reply_version: number }>(PATHS.submission(id));
    expect((await reply(id, text, version)).status).toBe(200);
  }
  const deleteReviewed = async (id: number) =>
    expect(
      (
        await api.request(PATHS.processedItem(id), {
          method: 'DELETE',
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).status,
    ).toBe(200);

  /** Every id once: fails naming the repeated ones. */
  function expectOnce(seen: number[], expected: number[]): void {
    const repeated = seen.filter((id, index) => seen.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    expect([...seen].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  }

  describe('the reviewed list, GET /api/admin/processed/', () => {
    let pending: number[];

    beforeAll(async () => {
      await seedReviewed(customer.id, 47, new Date(Date.now() - 60 * 60 * 1000));
      pending = [];
      for (let n = 0; n < 9; n += 1) pending.push(await insertSubmission(api, customer.id));
    });

    /**
     * A walk by page number with `as_of` (or by cursor), from page 1 to the last, with `during`
     * run after page 1 is read: every row of the list at its start exactly once, less the deleted.
     */
    async function walk(
      mode: 'page' | 'cursor',
      during: (firstPage: number[], before: number[]) => Promise<number[]>,
      filters: Record<string, string> = {},
    ): Promise<{ seen: number[]; expected: number[]; pages: ProcessedListResponse[] }> {
      const before = await reviewedNow();
      const first = await get<ProcessedListResponse>(withQuery(PATHS.processed, filters));
      const pages = [first];
      const deleted = await during(
        first.submissions.map((row) => row.id),
        before,
      );
      let current = first;
      for (
        let page = 2;
        mode === 'page' ? page <= current.total_pages : current.next_cursor !== null;
        page += 1
      ) {
        const query =
          mode === 'page'
            ? { ...filters, page, as_of: first.as_of }
            : { ...filters, cursor: current.next_cursor };
        current = await get<ProcessedListResponse>(withQuery(PATHS.processed, query));
        pages.push(current);
      }
      expect(current.next_cursor).toBeNull();
      const seen = pages.flatMap((page) => page.submissions.map((row) => row.id));
      return { seen, expected: before.filter((id) => !deleted.includes(id)), pages };
    }

    /** During the walk: three new replies, an edit of a row on page 1 and of one on page 4, a delete of a row on page 3. */
    function busyDesk(firstPending: number) {
      return async (firstPage: number[], before: number[]): Promise<number[]> => {
        for (const id of pending.slice(firstPending, firstPending + 3)) {
          expect((await reply(id, 'A new reply', 0)).status).toBe(200);
        }
        await editReply(firstPage[1], 'Edited on page 1');
        await editReply(before[34], 'Edited on page 4');
        await deleteReviewed(before[22]);
        return [before[22]];
      };
    }

    it('by page number with as_of: every row of the start once, whatever is sent, edited or deleted meanwhile', async () => {
      const { seen, expected, pages } = await walk('page', busyDesk(0));
      expectOnce(seen, expected);
      // In the order of the start: an edited row keeps its place in the walk.
      expect(seen).toEqual(expected);
      // The counts are those of the walk: the list as it stood at as_of, less the deleted row.
      expect(pages.at(-1)?.total_count).toBe(expected.length);
      expect(pages.map((page) => page.current_page)).toEqual(pages.map((_, index) => index + 1));
      expect(new Set(pages.map((page) => page.as_of)).size).toBe(1);
    });

    it('by cursor: the same, and previous_cursor goes back to the page before', async () => {
      const { seen, expected, pages } = await walk('cursor', busyDesk(3));
      expectOnce(seen, expected);
      expect(seen).toEqual(expected);
      const third = pages[2];
      const back = await get<ProcessedListResponse>(
        withQuery(PATHS.processed, { cursor: third.previous_cursor }),
      );
      expect(back.current_page).toBe(2);
      expect(back.submissions.map((row) => row.id)).toEqual(
        pages[1].submissions.map((row) => row.id),
      );
    });

    it('filtered (tier), by page number and by cursor: the same', async () => {
      const filters = { tier: 'free' };
      const byPage = await walk('page', busyDesk(6), filters);
      expectOnce(byPage.seen, byPage.expected);
      expect(byPage.seen).toEqual(byPage.expected);
      const byCursor = await walk('cursor', async () => [], filters);
      expectOnce(byCursor.seen, byCursor.expected);
    });

    it('by page number, pages 1 and 2 of a walk that more edits than a page have passed: the rows of then, in order', async () => {
      const first = await get<ProcessedListResponse>(PATHS.processed);
      const before = await reviewedNow();
      // Twelve rows of pages 2 to 4 edited since: each would now head the live list.
      for (const id of before.slice(12, 24)) await editReply(id, 'Edited again');
      const pages = [];
      for (const page of [1, 2, 3]) {
        pages.push(
          await get<ProcessedListResponse>(
            withQuery(PATHS.processed, { page, as_of: first.as_of }),
          ),
        );
      }
      expect(pages.flatMap((page) => page.submissions.map((row) => row.id))).toEqual(
        before.slice(0, 30),
      );
      expect(pages[1].submissions[5].admin_reply).toBe('Edited again');
      // The live list has them on top.
      const live = await get<ProcessedListResponse>(PATHS.processed);
      expect(live.submissions.map((row) => row.id)).toEqual((await reviewedNow()).slice(0, 10));
    });

    it('a new walk shows what was sent and edited during the last one, at the top', async () => {
      const first = await get<ProcessedListResponse>(PATHS.processed);
      expect(first.submissions[0].admin_reply).toBe('Edited again');
      expect(first.submissions.map((row) => row.id)).toEqual((await reviewedNow()).slice(0, 10));
    });

    it("keeps the spec's plain ?page=N: the same fields, the current list", async () => {
      const now = await reviewedNow();
      const page = await get<ProcessedListResponse>(withQuery(PATHS.processed, { page: 2 }));
      expect(page).toMatchObject({
        total_count: now.length,
        total_pages: Math.ceil(now.length / 10),
        current_page: 2,
      });
      expect(page.submissions.map((row) => row.id)).toEqual(now.slice(10, 20));
      // A page past the last answers the last.
      const last = await get<ProcessedListResponse>(withQuery(PATHS.processed, { page: 999 }));
      expect(last.current_page).toBe(Math.ceil(now.length / 10));
      expect(last.next_cursor).toBeNull();
    });

    it('refuses a bad as_of or cursor (400), and a cursor of another list', async () => {
      for (const asOf of ['yesterday', '2026-13-01T00:00:00Z', '']) {
        expect(await get(withQuery(PATHS.processed, { as_of: asOf }), admin, 400)).toEqual({
          detail: VALIDATION_FAILED,
          errors: { as_of: [AS_OF_INVALID] },
        });
      }
      const audit = await get<AuditListResponse>(PATHS.audit);
      for (const cursor of ['nonsense!', 'eyJ4IjoxfQ', audit.next_cursor ?? 'x']) {
        expect(await get(withQuery(PATHS.processed, { cursor }), admin, 400)).toEqual({
          detail: VALIDATION_FAILED,
          errors: { cursor: [CURSOR_INVALID] },
        });
      }
    });
  });

  describe('the audit log, GET /api/admin/audit/', () => {
    it('a walk shows every entry of its start once while admins keep acting', async () => {
      await api.dataSource.query(
        `INSERT INTO "audit_log" ("actor_id", "actor_email", "action", "target_type", "target_id", "created_at")
         SELECT $1, $2, 'reply.sent', 'submission', "g"::text, now() - "g" * interval '1 second'
         FROM generate_series(1, 70) AS "g"`,
        [admin.id, admin.email],
      );
      const entriesNow = async () =>
        ((await api.dataSource.query(`SELECT "id" FROM "audit_log"`)) as { id: number }[]).map(
          (row) => row.id,
        );
      for (const mode of ['page', 'cursor'] as const) {
        const before = await entriesNow();
        const first = await get<AuditListResponse>(PATHS.audit);
        const pages = [first];
        // Actions append entries at the top while the admin pages.
        const ids = await seedReviewed(other.id, 3, new Date(Date.now() - 1000));
        for (const id of ids) await deleteReviewed(id);
        let current = first;
        for (
          let page = 2;
          mode === 'page' ? page <= current.total_pages : current.next_cursor !== null;
          page += 1
        ) {
          current = await get<AuditListResponse>(
            withQuery(
              PATHS.audit,
              mode === 'page' ? { page, as_of: first.as_of } : { cursor: current.next_cursor },
            ),
          );
          pages.push(current);
          if (page === 2) {
            for (const id of await seedReviewed(other.id, 2, new Date())) await deleteReviewed(id);
          }
        }
        expectOnce(
          pages.flatMap((page) => page.entries.map((entry) => entry.id)),
          before,
        );
        expect(pages.at(-1)?.total_count).toBe(before.length);
      }
    });
  });

  describe('the CSV export, GET /api/admin/processed/export.csv', () => {
    it('lists each row once while a reply is edited during the download (one snapshot, no held connection)', async () => {
      await seedReviewed(
        other.id,
        EXPORT_BATCH_ROWS + 200,
        new Date(Date.now() - 2 * 60 * 60 * 1000),
      );
      const before = await reviewedNow();
      // The oldest reply: written first, in the first batch.
      const oldest = before.at(-1) as number;
      const stream = await api.app
        .get(ProcessedExportService)
        .csv({ range: { from: null, to: null }, admin, now: new Date() });
      // The first batch is read; the download is under way when the reply is edited (it would move
      // to the end of the export's order, in a later batch).
      await editReply(oldest, 'Edited during the download');
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      const lines = Buffer.concat(chunks).toString('utf8').split('\r\n').slice(1, -1);
      const ids = lines.map((line) => Number(line.split(',')[0]));
      expectOnce(ids, before);
      expect(ids[0]).toBe(oldest);
      // Requests are served meanwhile: the download holds no connection of its own.
      expect((await api.request(PATHS.processed, bearer(admin.token))).status).toBe(200);
    });
  });

  describe("the customer's list, GET /api/contact/user-submissions/", () => {
    let heavy: TestAccount;
    let theirs: number[];

    beforeAll(async () => {
      heavy = await account();
      theirs = (
        (await api.dataSource.query(
          `INSERT INTO "submissions" ("user_id", "linkedin_url", "is_processed", "created_at", "due_by")
           SELECT $1, 'https://www.linkedin.com/in/mine-' || "g", false, now() - "g" * interval '1 minute', now()
           FROM generate_series(1, 523) AS "g" RETURNING "id"`,
          [heavy.id],
        )) as { id: number }[]
      ).map((row) => row.id);
    });

    it("answers the spec's array without paging parameters (the newest 500)", async () => {
      const list = await get<SubmissionContract[]>(API_PATHS.contact.userSubmissions, heavy);
      expect(Array.isArray(list)).toBe(true);
      expect(list).toHaveLength(500);
      expect(list[0].id).toBe(theirs[0]);
    });

    it('pages past 500 with limit and cursor: each submission once, while one is made and one deleted', async () => {
      const first = await get<UserSubmissionsPage>(
        withQuery(API_PATHS.contact.userSubmissions, { limit: 100 }),
        heavy,
      );
      expect(first.submissions).toHaveLength(100);
      const pages = [first];
      // Meanwhile: a new submission (it belongs to a new first page) and a delete further down.
      await insertSubmission(api, heavy.id);
      const deleted = theirs[300];
      await api.dataSource.query(`UPDATE "submissions" SET "deleted_at" = now() WHERE "id" = $1`, [
        deleted,
      ]);
      let current = first;
      while (current.next_cursor !== null) {
        current = await get<UserSubmissionsPage>(
          withQuery(API_PATHS.contact.userSubmissions, { limit: 100, cursor: current.next_cursor }),
          heavy,
        );
        pages.push(current);
      }
      expectOnce(
        pages.flatMap((page) => page.submissions.map((row) => row.id)),
        theirs.filter((id) => id !== deleted),
      );
      // The oldest ones, past the array's 500, are reachable and read like the others.
      expect(pages.at(-1)?.submissions.at(-1)).toMatchObject({
        id: theirs.at(-1),
        email: heavy.email,
      });
    });

    it('refuses a bad limit or cursor (400)', async () => {
      for (const limit of ['0', '101', 'ten', '1e2']) {
        expect(
          await get(withQuery(API_PATHS.contact.userSubmissions, { limit }), heavy, 400),
        ).toEqual({
          detail: VALIDATION_FAILED,
          errors: { limit: [USER_SUBMISSIONS_LIMIT_INVALID] },
        });
      }
      const audit = await get<AuditListResponse>(PATHS.audit);
      for (const cursor of ['%%%', audit.next_cursor ?? 'x']) {
        expect(
          await get(withQuery(API_PATHS.contact.userSubmissions, { cursor }), heavy, 400),
        ).toEqual({ detail: VALIDATION_FAILED, errors: { cursor: [CURSOR_INVALID] } });
      }
    });
  });

  describe('one submission by id, GET /api/contact/submissions/{id}/', () => {
    it("answers the caller's own, as their list gives it", async () => {
      const id = await insertSubmission(api, customer.id, { message: 'Hello' });
      const listed = (
        await get<SubmissionContract[]>(API_PATHS.contact.userSubmissions, customer)
      ).find((row) => row.id === id);
      expect(await get(DESK_API_PATHS.ownSubmission(id), customer)).toEqual(listed);
    });

    it("is a 404 for another's, an unknown or a deleted one; a 400 for a non-integer id", async () => {
      const theirs = await insertSubmission(api, other.id);
      const gone = await insertSubmission(api, customer.id, { deletedAt: new Date() });
      for (const id of [theirs, 2_000_000_000, gone]) {
        expect(await get(DESK_API_PATHS.ownSubmission(id), customer, 404)).toEqual({
          detail: SUBMISSION_NOT_FOUND,
        });
      }
      for (const id of ['abc', '1.5', '-1', '0']) {
        expect(await get(DESK_API_PATHS.ownSubmission(id), customer, 400)).toEqual({
          detail: INVALID_ID,
        });
      }
      expect((await api.request(DESK_API_PATHS.ownSubmission(theirs))).status).toBe(401);
    });
  });

  describe('a reviewed row without a reply date (marked processed without a reply)', () => {
    it('is listed last, and no walk fails on it (its key is -infinity: a walk starts now)', async () => {
      await api.dataSource.query(
        `UPDATE "submissions" SET "deleted_at" = now() WHERE "is_processed"`,
      );
      const id = await insertSubmission(api, customer.id, { isProcessed: true });
      try {
        for (const query of [{}, { to: '2024-01-31' }, { from: '2020-01-01', page: 3 }]) {
          const page = await get<ProcessedListResponse>(withQuery(PATHS.processed, query));
          expect(Number.isNaN(Date.parse(page.as_of))).toBe(false);
        }
        const all = await get<ProcessedListResponse>(PATHS.processed);
        expect(all.submissions.map((row) => row.id)).toEqual([id]);
      } finally {
        await api.dataSource.query(`DELETE FROM "submissions" WHERE "id" = $1`, [id]);
      }
    });
  });
});
