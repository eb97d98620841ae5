import {
  type AdminStatsResponse,
  type AdminSubmission,
  API_PATHS,
  EXPORT_RANGE_REVERSED,
  OVERDUE_FILTER_INVALID,
  type PendingListResponse,
  PERMISSION_DENIED,
  type ProcessedListResponse,
  SEARCH_INVALID,
  TIER_FILTER_INVALID,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { Submission } from '../src/submissions/entities/submission.entity';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const PATHS = API_PATHS.admin;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Issue 26, items 1 and 2: due times and priority by plan, overdue, search and filters. */
describe('the desk: due times, priority, search and filters', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'desk-spec');
    admin = await account({ role: 'admin' });
  });

  afterAll(async () => {
    await api?.close();
  });

  const clearSubmissions = () => api.dataSource.query('DELETE FROM "submissions"');
  const get = (path: string, who: TestAccount = admin) => api.request(path, bearer(who.token));
  const submit = (who: TestAccount, profile: string) =>
    api.request(
      API_PATHS.contact.submit,
      json({ linkedin_url: `https://www.linkedin.com/in/${profile}` }, { token: who.token }),
    );
  async function pending(query = ''): Promise<AdminSubmission[]> {
    const response = await get(`${PATHS.submissions}${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as PendingListResponse).submissions;
  }
  async function reviewed(query = ''): Promise<ProcessedListResponse> {
    const response = await get(`${PATHS.processed}${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ProcessedListResponse;
  }
  const reply = (id: number, at: Date) =>
    api.dataSource
      .getRepository(Submission)
      .update({ id }, { isProcessed: true, adminReply: 'Report', adminReplyDate: at });

  describe('due times and priority', () => {
    it('serves a Premium submission made after a Free one first, each due by its plan', async () => {
      await clearSubmissions();
      const free = await account();
      const premium = await account({ tier: 'premium', endDate: null });
      const basic = await account({ tier: 'basic', endDate: null });
      const before = Date.now();
      expect((await submit(free, 'free-first')).status).toBe(201);
      expect((await submit(basic, 'basic-second')).status).toBe(201);
      expect((await submit(premium, 'premium-third')).status).toBe(201);
      const after = Date.now();

      const queue = await pending();
      expect(queue.map((row) => row.email)).toEqual([premium.email, basic.email, free.email]);
      const windowOf = (row: AdminSubmission) =>
        Date.parse(row.due_by) - Date.parse(row.created_at);
      expect(queue.map(windowOf)).toEqual([HOUR_MS, 4 * HOUR_MS, DAY_MS]);
      for (const row of queue) {
        expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1);
        expect(Date.parse(row.created_at)).toBeLessThanOrEqual(after + 1);
        expect(row.overdue).toBe(false);
      }
    });

    it('keeps the due time of a submission when its owner changes plan afterwards', async () => {
      await clearSubmissions();
      const customer = await account();
      expect((await submit(customer, 'before-upgrade')).status).toBe(201);
      const [made] = await pending();

      const upgraded = await api.request(
        PATHS.userSubscription,
        json({ email: customer.email, tier: 'premium' }, { token: admin.token }),
      );
      expect(upgraded.status).toBeLessThan(300);

      const [after] = await pending();
      expect(after.tier).toBe('premium');
      expect(after.due_by).toBe(made.due_by);
      expect(Date.parse(after.due_by) - Date.parse(after.created_at)).toBe(DAY_MS);
    });

    it('marks a pending submission past its due time overdue, and counts it on the dashboard', async () => {
      await clearSubmissions();
      const free = await account();
      const late = await insertSubmission(api, free.id, {
        createdAt: new Date(Date.now() - 25 * HOUR_MS),
      });
      const onTime = await insertSubmission(api, free.id, {
        createdAt: new Date(Date.now() - HOUR_MS),
      });
      // Reviewed ones are never overdue, however late they were answered.
      await insertSubmission(api, free.id, {
        createdAt: new Date(Date.now() - 3 * DAY_MS),
        isProcessed: true,
        adminReply: 'Report',
        adminReplyDate: new Date(Date.now() - DAY_MS),
      });

      const queue = await pending();
      expect(queue.map((row) => [row.id, row.overdue])).toEqual([
        [late, true],
        [onTime, false],
      ]);
      expect((await pending('?overdue=true')).map((row) => row.id)).toEqual([late]);
      expect((await pending('?overdue=false')).map((row) => row.id)).toEqual([late, onTime]);

      const stats = (await (await get(PATHS.stats)).json()) as AdminStatsResponse;
      expect(stats.overdue_now).toBe(1);
      expect(stats.pending_count).toBe(2);
    });

    it("gives the share of the last 30 days' replies sent within their window", async () => {
      await clearSubmissions();
      const free = await account();
      let stats = (await (await get(PATHS.stats)).json()) as AdminStatsResponse;
      expect(stats.within_window_pct_30d).toBeNull();

      const created = new Date(Date.now() - 3 * DAY_MS);
      const ids = [];
      for (let index = 0; index < 4; index += 1)
        ids.push(await insertSubmission(api, free.id, { createdAt: created }));
      // Three within the 24 h window, one late; one more answered 40 days ago does not count.
      await reply(ids[0], new Date(created.getTime() + HOUR_MS));
      await reply(ids[1], new Date(created.getTime() + 2 * HOUR_MS));
      await reply(ids[2], new Date(created.getTime() + 23 * HOUR_MS));
      await reply(ids[3], new Date(created.getTime() + 30 * HOUR_MS));
      const old = await insertSubmission(api, free.id, {
        createdAt: new Date(Date.now() - 45 * DAY_MS),
      });
      await reply(old, new Date(Date.now() - 40 * DAY_MS));

      stats = (await (await get(PATHS.stats)).json()) as AdminStatsResponse;
      expect(stats.within_window_pct_30d).toBe(75);
      expect(stats.overdue_now).toBe(0);

      // Re-opened, a submission leaves the figure (and, past its due time, is overdue).
      await api.dataSource.getRepository(Submission).update({ id: ids[3] }, { isProcessed: false });
      stats = (await (await get(PATHS.stats)).json()) as AdminStatsResponse;
      expect(stats.within_window_pct_30d).toBe(100);
      expect(stats.overdue_now).toBe(1);
    });
  });

  describe('search and filters', () => {
    let alice: TestAccount;
    let bob: TestAccount;
    let carol: TestAccount;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      await clearSubmissions();
      alice = await account({ email: 'Alice.Walker@Example.com', tier: 'premium', endDate: null });
      bob = await account({ email: 'bob.stone@example.org', tier: 'basic', endDate: null });
      carol = await account({ email: 'carol_100%@example.net' });
      const url = (slug: string) => `https://www.linkedin.com/in/${slug}`;
      ids.alicePending = await insertSubmission(api, alice.id, { linkedinUrl: url('aw-dev') });
      ids.bobPending = await insertSubmission(api, bob.id, { linkedinUrl: url('robert-s') });
      ids.carolPending = await insertSubmission(api, carol.id, {
        linkedinUrl: url('carol-walker'),
      });
      const reviewedAt = (day: string) => ({
        isProcessed: true,
        adminReply: 'Report',
        adminReplyDate: new Date(`${day}T12:00:00Z`),
        createdAt: new Date(`${day}T08:00:00Z`),
      });
      ids.aliceJan = await insertSubmission(api, alice.id, {
        linkedinUrl: url('aw-jan'),
        ...reviewedAt('2026-01-10'),
      });
      ids.aliceFeb = await insertSubmission(api, alice.id, {
        linkedinUrl: url('aw-feb'),
        ...reviewedAt('2026-02-10'),
      });
      ids.bobFeb = await insertSubmission(api, bob.id, {
        linkedinUrl: url('robert-feb'),
        ...reviewedAt('2026-02-11'),
      });
    });

    const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

    it('finds the queue by a part of the e-mail or the profile link, whatever the case', async () => {
      expect(idsOf(await pending('?q=ALICE.w'))).toEqual([ids.alicePending]);
      expect(idsOf(await pending('?q=walker'))).toEqual(sorted(ids.alicePending, ids.carolPending));
      expect(idsOf(await pending('?q=robert'))).toEqual([ids.bobPending]);
      expect(await pending('?q=nobody-like-this')).toEqual([]);
    });

    it('takes % and _ in a search literally', async () => {
      expect(idsOf(await pending('?q=100%25'))).toEqual([ids.carolPending]);
      expect(await pending('?q=a%25b')).toEqual([]);
      expect(idsOf(await pending('?q=l_1'))).toEqual([ids.carolPending]);
      expect(await pending('?q=e_x')).toEqual([]);
    });

    it('filters the queue by tier, with a search, in the queue order', async () => {
      expect(idsOf(await pending('?tier=premium'))).toEqual([ids.alicePending]);
      expect(idsOf(await pending('?tier=free'))).toEqual([ids.carolPending]);
      expect(await pending('?tier=basic&q=walker')).toEqual([]);
      expect((await pending()).map((row) => row.id)).toEqual([
        ids.alicePending,
        ids.bobPending,
        ids.carolPending,
      ]);
    });

    it('filters the reviewed list by search, tier and reply days', async () => {
      expect(idsOf((await reviewed('?q=example.com')).submissions)).toEqual(
        sorted(ids.aliceJan, ids.aliceFeb),
      );
      expect(idsOf((await reviewed('?tier=basic')).submissions)).toEqual([ids.bobFeb]);
      const february = await reviewed('?from=2026-02-01&to=2026-02-10');
      expect(idsOf(february.submissions)).toEqual([ids.aliceFeb]);
      expect(february).toMatchObject({ total_count: 1, total_pages: 1, current_page: 1 });
      expect(february.count_capped).toBeUndefined();
      expect(idsOf((await reviewed('?from=2026-02-11')).submissions)).toEqual([ids.bobFeb]);
      expect(idsOf((await reviewed('?to=2026-01-31&q=aw-')).submissions)).toEqual([ids.aliceJan]);
      expect(await reviewed('?q=robert&tier=premium')).toEqual({
        submissions: [],
        total_count: 0,
        total_pages: 0,
        current_page: 1,
        // The walk's instant and cursors (issue 37): one page, none before or after.
        as_of: expect.any(String),
        next_cursor: null,
        previous_cursor: null,
      });
      // Unfiltered, all three, latest reply first.
      expect((await reviewed()).submissions.map((row) => row.id)).toEqual([
        ids.bobFeb,
        ids.aliceFeb,
        ids.aliceJan,
      ]);
    });

    it('exports only what the filters match', async () => {
      const csv = async (query: string) => {
        const response = await get(`${PATHS.processedExport}${query}`);
        return { status: response.status, text: await response.text() };
      };
      const alices = await csv('?q=alice&from=2026-02-01');
      expect(alices.status).toBe(200);
      expect(alices.text).toContain('aw-feb');
      expect(alices.text).not.toContain('aw-jan');
      expect(alices.text).not.toContain('robert-feb');
      const basics = await csv('?tier=basic');
      expect(basics.text).toContain('robert-feb');
      expect(basics.text).not.toContain('aw-');
      expect((await csv('?q=nobody-like-this')).status).toBe(404);
      expect((await csv('?q=ab')).status).toBe(400);
    });

    it.each([
      [PATHS.submissions, '?q=ab', { q: [SEARCH_INVALID] }],
      [PATHS.submissions, `?q=${'x'.repeat(101)}`, { q: [SEARCH_INVALID] }],
      [PATHS.submissions, '?q=%20%20a%20', { q: [SEARCH_INVALID] }],
      [PATHS.submissions, '?tier=gold', { tier: [TIER_FILTER_INVALID] }],
      [PATHS.submissions, '?overdue=yes', { overdue: [OVERDUE_FILTER_INVALID] }],
      [PATHS.processed, '?q=ab', { q: [SEARCH_INVALID] }],
      [PATHS.processed, '?tier=gold', { tier: [TIER_FILTER_INVALID] }],
      [PATHS.processed, '?from=2026-02-10&to=2026-02-01', { to: [EXPORT_RANGE_REVERSED] }],
      [PATHS.processedExport, '?tier=gold', { tier: [TIER_FILTER_INVALID] }],
    ])('refuses %s%s with 400 and what to fix', async (path, query, errors) => {
      const response = await get(`${path}${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: VALIDATION_FAILED, errors });
    });

    it('treats a blank search or tier as none', async () => {
      expect((await pending('?q=&tier=')).length).toBe(3);
      expect((await reviewed('?q=%20&tier=')).total_count).toBe(3);
    });

    it('is for admins only: a customer gets 403 with or without filters', async () => {
      for (const path of [
        `${PATHS.submissions}?q=alice`,
        `${PATHS.processed}?tier=premium`,
        `${PATHS.processedExport}?q=alice`,
      ]) {
        const response = await get(path, alice);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ detail: PERMISSION_DENIED });
      }
    });
  });
});
