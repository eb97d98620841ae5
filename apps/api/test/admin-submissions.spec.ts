import { validateFormData, VALIDATION_MESSAGES, withComputedScores } from '@profileproof/analysis';
import {
  ADMIN_REPLY_MAX_LENGTH,
  type AdminStatsResponse,
  type AdminSubmission,
  type AdminSubmissionDetail,
  ANALYSIS_REQUIRED,
  API_PATHS,
  INVALID_ID,
  IS_PROCESSED_NOT_BOOLEAN,
  IS_PROCESSED_REQUIRED,
  LIMIT_INVALID,
  MEDIAN_REPLY_SAMPLE,
  MESSAGES,
  ONLY_REVIEWED_DELETABLE,
  PAGE_INVALID,
  PENDING_PAGE_SIZE,
  PENDING_QUEUE_CAP,
  type PendingListResponse,
  PERMISSION_DENIED,
  PROCESSED_PAGE_SIZE,
  type ProcessedListResponse,
  REPLY_MESSAGES,
  REPLY_NOT_STRING,
  REPLY_SENT,
  REPLY_TOO_LONG,
  type ReplyResponse,
  STATUS_INVALID,
  type Submission as SubmissionContract,
  SUBMISSION_DELETED,
  SUBMISSION_NOT_FOUND,
  type SubscriptionResponse,
} from '@profileproof/contracts';
import { STATS_DAYS } from '../src/desk/stats/review-stats.service';
import { SubmissionReply } from '../src/submissions/entities/submission-reply.entity';
import { Submission } from '../src/submissions/entities/submission.entity';
import { User } from '../src/users/entities/user.entity';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { asFirstReply, insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const PATHS = API_PATHS.admin;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999'];

interface SeedOptions {
  createdAt?: Date;
  linkedinUrl?: string;
  message?: string | null;
  isProcessed?: boolean;
  adminReply?: string | null;
  adminReplyDate?: Date | null;
  qualityScore?: number | null;
}

describe('admin API', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let user: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'admin-spec');
    admin = await account({ role: 'admin' });
    user = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  /** A submission stored directly (no quota), pending unless told otherwise. */
  async function seed(owner: TestAccount, options: SeedOptions = {}): Promise<number> {
    return insertSubmission(api, owner.id, {
      ...(options.linkedinUrl ? { linkedinUrl: options.linkedinUrl } : {}),
      message: options.message ?? null,
      isProcessed: options.isProcessed ?? false,
      adminReply: options.adminReply ?? null,
      adminReplyDate: options.adminReplyDate ?? null,
      qualityScore: options.qualityScore ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    });
  }

  /** Lists and statistics see every row: tests of them start from an empty table. */
  const clearSubmissions = () => api.dataSource.query('DELETE FROM "submissions"');
  const rowOf = (id: number) => api.dataSource.getRepository(Submission).findOneBy({ id });
  const repliesOf = (id: number) =>
    api.dataSource.getRepository(SubmissionReply).countBy({ submissionId: id });

  const get = (path: string, who: TestAccount = admin) => api.request(path, bearer(who.token));
  const send = (method: string, path: string, body: unknown, who: TestAccount = admin) =>
    api.request(path, json(body, { method, token: who.token }));
  /**
   * POST .../reply/: a body without `base_version` is sent as a first reply (version 0); give it to
   * send another (reply-versions.spec.ts covers the versions).
   */
  const reply = (id: number | string, body: unknown, who: TestAccount = admin) =>
    send('POST', API_PATHS.contact.reply(id), asFirstReply(body), who);

  async function ok<T>(response: Response): Promise<T> {
    const body: unknown = await response.json();
    if (response.status !== 200)
      throw new Error(`Expected 200, got ${response.status}: ${JSON.stringify(body)}`);
    return body as T;
  }

  const pending = async () =>
    (
      await ok<PendingListResponse>(
        await get(`${PATHS.submissions}?status=pending&t=${Date.now()}`),
      )
    ).submissions;
  const processed = async (query = '') =>
    ok<ProcessedListResponse>(await get(`${PATHS.processed}${query}`));
  const detail = async (id: number) => ok<AdminSubmissionDetail>(await get(PATHS.submission(id)));
  const ownSubmissions = async (who: TestAccount) =>
    ok<SubmissionContract[]>(
      await api.request(API_PATHS.contact.userSubmissions, bearer(who.token)),
    );

  describe('authorization: every admin route is for admins only, on the server', () => {
    interface RouteCase {
      name: string;
      /** Builds the request; runs once per caller, so each gets fresh rows to act on. */
      request: () => Promise<{ method: string; path: string; body?: unknown }>;
      success: number;
    }

    const routes: RouteCase[] = [
      {
        name: 'GET pending queue',
        request: async () => ({ method: 'GET', path: `${PATHS.submissions}?status=pending` }),
        success: 200,
      },
      {
        name: 'GET one submission',
        request: async () => ({ method: 'GET', path: PATHS.submission(await seed(user)) }),
        success: 200,
      },
      {
        name: 'PATCH one submission',
        request: async () => ({
          method: 'PATCH',
          path: PATHS.submission(await seed(user)),
          body: { is_processed: true },
        }),
        success: 200,
      },
      {
        name: 'POST a reply',
        request: async () => ({
          method: 'POST',
          path: API_PATHS.contact.reply(await seed(user)),
          body: { reply: 'Report', analysis: {}, base_version: 0 },
        }),
        success: 200,
      },
      {
        name: 'GET processed list',
        request: async () => ({ method: 'GET', path: `${PATHS.processed}?page=1` }),
        success: 200,
      },
      {
        name: 'DELETE a processed submission',
        request: async () => ({
          method: 'DELETE',
          path: PATHS.processedItem(await seed(user, { isProcessed: true })),
        }),
        success: 200,
      },
      {
        name: 'GET statistics',
        request: async () => ({ method: 'GET', path: PATHS.stats }),
        success: 200,
      },
    ];

    const call = async (route: RouteCase, token?: string) => {
      const { method, path, body } = await route.request();
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      return api.request(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    };

    it.each(routes)(
      '$name: 401 without a token or with a bad one, 403 for a user, $success for an admin',
      async (route) => {
        const anonymous = await call(route);
        expect(anonymous.status).toBe(401);
        expect(await anonymous.json()).toEqual({ detail: expect.any(String) });
        expect((await call(route, 'not-a-token')).status).toBe(401);

        const asUser = await call(route, user.token);
        expect(asUser.status).toBe(403);
        expect(await asUser.json()).toEqual({ detail: PERMISSION_DENIED });

        expect((await call(route, admin.token)).status).toBe(route.success);
      },
    );

    it('a refused user changes nothing', async () => {
      const id = await seed(user);
      expect((await send('PATCH', PATHS.submission(id), { is_processed: true }, user)).status).toBe(
        403,
      );
      expect((await reply(id, { reply: 'Mine', analysis: {} }, user)).status).toBe(403);
      const reviewed = await seed(user, { isProcessed: true });
      expect(
        (
          await api.request(PATHS.processedItem(reviewed), {
            method: 'DELETE',
            headers: { authorization: `Bearer ${user.token}` },
          })
        ).status,
      ).toBe(403);
      expect(await rowOf(id)).toMatchObject({ isProcessed: false, adminReply: null });
      expect(await repliesOf(id)).toBe(0);
      expect(await rowOf(reviewed)).not.toBeNull();
    });

    it('is documented in OpenAPI under the admin tag, behind bearer security', async () => {
      type Operation = { tags: string[]; security?: unknown; responses: Record<string, unknown> };
      const { paths } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operations = [
        paths['/api/admin/submissions'].get,
        paths['/api/admin/submissions/{id}'].get,
        paths['/api/admin/submissions/{id}'].patch,
        paths['/api/admin/processed'].get,
        paths['/api/admin/processed/{id}'].delete,
        paths['/api/admin/stats'].get,
      ];
      for (const operation of operations) {
        expect(operation.tags).toEqual(['admin']);
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(Object.keys(operation.responses)).toEqual(
          expect.arrayContaining(['200', '401', '403']),
        );
      }
      const replyOperation = paths['/api/contact/submissions/{id}/reply'].post;
      expect(replyOperation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(replyOperation.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '404']),
      );
    });
  });

  describe('GET /api/admin/submissions/ (the pending queue)', () => {
    it('lists pending submissions earliest due first, then oldest, each with its submitter, current tier and due time', async () => {
      await clearSubmissions();
      const basic = await account({ tier: 'basic', endDate: new Date(Date.now() + DAY_MS) });
      const lapsed = await account({ tier: 'premium', endDate: new Date(Date.now() - 1_000) });
      const premium = await account({ tier: 'premium', endDate: null });
      const free = await account();
      const base = Date.now() - 10 * DAY_MS;
      const third = await seed(basic, { createdAt: new Date(base + 3_000) });
      const first = await seed(lapsed, {
        createdAt: new Date(base + 1_000),
        message: 'Please review',
      });
      // Two at the same moment: the lower id first.
      const tieFirst = await seed(free, { createdAt: new Date(base + 2_000) });
      const tieSecond = await seed(premium, { createdAt: new Date(base + 2_000) });
      await seed(premium, {
        createdAt: new Date(base),
        isProcessed: true,
        adminReply: 'Done',
        adminReplyDate: new Date(),
      });

      const queue = await pending();
      // Earliest due first (created_at plus the owner's window: Premium 1 h, Basic 4 h, Free 24 h,
      // the lapsed subscription counting as Free), then oldest, then the lower id.
      expect(queue.map((row) => row.id)).toEqual([tieSecond, third, first, tieFirst]);
      expect(queue.map((row) => row.tier)).toEqual(['premium', 'basic', 'free', 'free']);
      expect(queue.find((row) => row.id === first)).toEqual({
        id: first,
        email: lapsed.email,
        linkedin_url: 'https://www.linkedin.com/in/someone',
        message: 'Please review',
        created_at: new Date(base + 1_000).toISOString(),
        is_processed: false,
        admin_reply: null,
        admin_reply_date: null,
        form_data: null,
        tier: 'free',
        claim: null,
        reply_version: 0,
        notes_count: 0,
        rating: null,
        due_by: new Date(base + 1_000 + DAY_MS).toISOString(),
        overdue: true,
      } satisfies AdminSubmission);
    });

    it('treats an omitted status as pending, ignores t, and refuses any other status', async () => {
      await clearSubmissions();
      const id = await seed(user);
      const omitted = await ok<PendingListResponse>(await get(PATHS.submissions));
      expect(omitted.submissions.map((row) => row.id)).toEqual([id]);
      expect(
        (await ok<PendingListResponse>(await get(`${PATHS.submissions}?t=abc`))).submissions,
      ).toHaveLength(1);
      // The spec's path without the trailing slash works too.
      expect((await get('/api/admin/submissions')).status).toBe(200);

      for (const status of ['processed', 'PENDING', '', 'all']) {
        const response = await get(`${PATHS.submissions}?status=${status}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          detail: 'Validation failed',
          errors: { status: [STATUS_INVALID] },
        });
      }
      expect((await get(`${PATHS.submissions}?status=pending&status=pending`)).status).toBe(400);
    });

    it(`returns the oldest ${PENDING_PAGE_SIZE} by default, the oldest \`limit\` when asked, at most ${PENDING_QUEUE_CAP}`, async () => {
      await clearSubmissions();
      const base = Date.now() - 30 * DAY_MS;
      await api.dataSource.getRepository(Submission).insert(
        Array.from({ length: PENDING_QUEUE_CAP + 5 }, (_, index) => ({
          userId: user.id,
          linkedinUrl: `https://www.linkedin.com/in/queue-${index}`,
          // Two at each second: the id breaks the tie, as it does in the order of the reviewed list.
          createdAt: new Date(base + Math.floor(index / 2) * 1_000),
        })),
      );
      const urls = (queue: AdminSubmission[]) => queue.map((submission) => submission.linkedin_url);
      const expected = (count: number) =>
        Array.from({ length: count }, (_, index) => `https://www.linkedin.com/in/queue-${index}`);

      expect(urls(await pending())).toEqual(expected(PENDING_PAGE_SIZE));
      const limited = async (limit: number) =>
        (
          await ok<PendingListResponse>(
            await get(`${PATHS.submissions}?status=pending&limit=${limit}`),
          )
        ).submissions;
      expect(urls(await limited(1))).toEqual(expected(1));
      expect(urls(await limited(PENDING_PAGE_SIZE * 2))).toEqual(expected(PENDING_PAGE_SIZE * 2));
      expect(urls(await limited(PENDING_QUEUE_CAP))).toEqual(expected(PENDING_QUEUE_CAP));
    });

    it('refuses a limit that is not a whole number from 1 to the cap', async () => {
      for (const limit of [
        '0',
        String(PENDING_QUEUE_CAP + 1),
        '-1',
        '1.5',
        '1e2',
        '',
        'ten',
        '99999999999999999999',
      ]) {
        const response = await get(
          `${PATHS.submissions}?status=pending&limit=${encodeURIComponent(limit)}`,
        );
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          detail: 'Validation failed',
          errors: { limit: [LIMIT_INVALID] },
        });
      }
      expect((await get(`${PATHS.submissions}?status=pending&limit=1&limit=2`)).status).toBe(400);
    });
  });

  describe('GET and PATCH /api/admin/submissions/{id}/', () => {
    it('answers one submission with its tier and an empty reply history', async () => {
      const owner = await account({ tier: 'basic' });
      const id = await seed(owner, { message: 'Hello' });
      expect(await detail(id)).toMatchObject({
        id,
        email: owner.email,
        message: 'Hello',
        is_processed: false,
        tier: 'basic',
        reply_history: [],
        created_at: expect.stringMatching(ISO),
      });
    });

    it('answers 404 for a submission that does not exist, 400 for an id no row can have', async () => {
      const missing = await get(PATHS.submission(2_147_483_647));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ detail: SUBMISSION_NOT_FOUND });
      expect(
        (await send('PATCH', PATHS.submission(2_147_483_647), { is_processed: true })).status,
      ).toBe(404);

      for (const id of BAD_IDS) {
        for (const response of [
          await get(PATHS.submission(id)),
          await send('PATCH', PATHS.submission(id), { is_processed: true }),
          await api.request(PATHS.processedItem(id), {
            method: 'DELETE',
            headers: { authorization: `Bearer ${admin.token}` },
          }),
          await reply(id, { reply: 'Report', analysis: {} }),
        ]) {
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ detail: INVALID_ID });
        }
      }
    });

    it('PATCH true without a reply takes it out of the queue; false puts it back and keeps the reply', async () => {
      await clearSubmissions();
      const spam = await seed(user);
      const marked = await ok<AdminSubmissionDetail>(
        await send('PATCH', PATHS.submission(spam), { is_processed: true }),
      );
      expect(marked).toMatchObject({
        id: spam,
        is_processed: true,
        admin_reply: null,
        admin_reply_date: null,
        reply_history: [],
      });
      expect(await pending()).toEqual([]);
      expect((await processed()).submissions.map((row) => row.id)).toEqual([spam]);

      const answered = await seed(user);
      expect((await reply(answered, { reply: 'The report', analysis: {} })).status).toBe(200);
      const reopened = await ok<AdminSubmissionDetail>(
        await send('PATCH', PATHS.submission(answered), { is_processed: false }),
      );
      expect(reopened).toMatchObject({
        is_processed: false,
        admin_reply: 'The report',
        admin_reply_date: expect.stringMatching(ISO),
      });
      expect(reopened.reply_history).toHaveLength(1);
      expect((await pending()).map((row) => row.id)).toEqual([answered]);
      expect((await processed()).submissions.map((row) => row.id)).toEqual([spam]);
    });

    it('PATCH takes a strict boolean and nothing else', async () => {
      const id = await seed(user);
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { is_processed: [IS_PROCESSED_REQUIRED] }],
        [{ is_processed: null }, { is_processed: [IS_PROCESSED_REQUIRED] }],
        [{ is_processed: 'true' }, { is_processed: [IS_PROCESSED_NOT_BOOLEAN] }],
        [{ is_processed: 1 }, { is_processed: [IS_PROCESSED_NOT_BOOLEAN] }],
        [{ is_processed: true, admin_reply: 'sneaky' }, { admin_reply: [expect.any(String)] }],
      ];
      for (const [body, errors] of cases) {
        const response = await send('PATCH', PATHS.submission(id), body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ detail: 'Validation failed', errors });
      }
      for (const body of ['[]', 'true', '{"is_processed":']) {
        expect((await send('PATCH', PATHS.submission(id), body)).status).toBe(400);
      }
      expect(await rowOf(id)).toMatchObject({ isProcessed: false, adminReply: null });
    });
  });

  describe('POST /api/contact/submissions/{id}/reply/', () => {
    const fullAnalysis = {
      connections: 320,
      hasVerificationShield: true,
      accountType: 'normal',
      accountAgeYears: 6,
      lastUpdated: '2026-01-15',
      hasCustomURL: true,
      hasProfileSummary: false,
      hasProfessionalPhoto: true,
      outdatedJobInfo: true,
      profileCompleteness: true,
      recentActivity: true,
      lastPostDate: '',
      openToNetworking: true,
      industryRelevance: true,
      newlyCreated: true,
      lowConnections: true,
      // Lies the server must not believe.
      profileScorePercentage: 99,
      spamScore: 0,
      goodForOutreach: true,
    };

    const fieldErrors = async (id: number, body: unknown) => {
      const response = await reply(id, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as {
        detail: string;
        errors: Record<string, string[]>;
      };
      expect(answer.detail).toBe('Validation failed');
      return answer.errors;
    };

    it('stores the reply and the checklist with the scores the server computes, and marks it reviewed', async () => {
      const owner = await account({ tier: 'premium' });
      const url = 'https://www.linkedin.com/in/ada';
      const id = await seed(owner, { linkedinUrl: url });
      const before = Date.now();
      const response = await reply(id, {
        reply: '  Your profile report  ',
        analysis: fullAnalysis,
      });
      const answer = await ok<ReplyResponse>(response);

      const checked = validateFormData(fullAnalysis, { profileUrl: url });
      if (!checked.ok) throw new Error('the test checklist should be valid');
      const expected = withComputedScores(checked.value);
      // The lies were replaced.
      expect([
        expected.profileScorePercentage,
        expected.spamScore,
        expected.goodForOutreach,
      ]).not.toEqual([99, 0, true]);

      expect(answer.message).toBe(REPLY_SENT);
      expect(answer.submission).toMatchObject({
        id,
        email: owner.email,
        is_processed: true,
        admin_reply: 'Your profile report',
        admin_reply_date: expect.stringMatching(ISO),
        form_data: expected,
        tier: 'premium',
      });
      const repliedAt = Date.parse(answer.submission.admin_reply_date ?? '');
      expect(repliedAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(repliedAt).toBeLessThanOrEqual(Date.now() + 1_000);
      expect(answer.submission.reply_history).toEqual([
        {
          reply: 'Your profile report',
          form_data: expected,
          sent_at: answer.submission.admin_reply_date,
          sent_by: admin.email,
        },
      ]);

      const row = await rowOf(id);
      expect(row).toMatchObject({
        isProcessed: true,
        adminReply: 'Your profile report',
        formData: expected,
        qualityScore: expected.profileScorePercentage,
        spamScore: expected.spamScore,
      });
      expect(await detail(id)).toEqual(answer.submission);

      // The customer sees it in their own list.
      const [own] = await ownSubmissions(owner);
      expect(own).toMatchObject({
        id,
        is_processed: true,
        admin_reply: 'Your profile report',
        form_data: expected,
      });
      expect(own.admin_reply_date).toBe(answer.submission.admin_reply_date);
    });

    it("fills missing keys with the defaults: accountType is premium when the URL contains 'premium'; `{}` is no checklist", async () => {
      const premiumUrl = await seed(user, {
        linkedinUrl: 'https://www.linkedin.com/in/premium-ada',
      });
      const premiumAnswer = await ok<ReplyResponse>(
        await reply(premiumUrl, { reply: 'Report', analysis: { connections: 300 } }),
      );
      expect(premiumAnswer.submission.form_data).toMatchObject({
        accountType: 'premium',
        hasProfessionalPhoto: true,
        recentActivity: true,
      });

      const normalUrl = await seed(user, { linkedinUrl: 'https://www.linkedin.com/in/ada' });
      const normalAnswer = await ok<ReplyResponse>(
        await reply(normalUrl, { reply: 'Report', analysis: { connections: 300 } }),
      );
      expect(normalAnswer.submission.form_data).toMatchObject({ accountType: 'normal' });

      // An empty analysis is a report without a checklist: nothing stored, no scores.
      const none = await seed(user, { linkedinUrl: 'https://www.linkedin.com/in/premium-cleo' });
      const noneAnswer = await ok<ReplyResponse>(
        await reply(none, { reply: 'Report', analysis: {} }),
      );
      expect(noneAnswer.submission.form_data).toBeNull();
      expect(noneAnswer.submission.reply_history.map((version) => version.form_data)).toEqual([
        null,
      ]);
      expect(
        await api.dataSource.query(
          `SELECT "quality_score", "spam_score" FROM "submissions" WHERE "id" = $1`,
          [none],
        ),
      ).toEqual([{ quality_score: null, spam_score: null }]);

      const explicit = await seed(user, { linkedinUrl: 'https://www.linkedin.com/in/premium-bob' });
      const explicitAnswer = await ok<ReplyResponse>(
        await reply(explicit, { reply: 'Report', analysis: { accountType: 'normal' } }),
      );
      expect(explicitAnswer.submission.form_data).toMatchObject({ accountType: 'normal' });
    });

    it('re-sending an edited reply replaces the current one and keeps every earlier version', async () => {
      const id = await seed(user);
      const secondAdmin = await account({ role: 'admin' });
      const first = await ok<ReplyResponse>(
        await reply(id, { reply: 'First version', analysis: { connections: 10 } }),
      );
      expect(first.submission.reply_version).toBe(1);
      // A new version comes from the edit screen: its admin claims it for editing and names the version edited.
      expect((await send('POST', PATHS.claim(id), { edit: true }, secondAdmin)).status).toBe(200);
      const second = await ok<ReplyResponse>(
        await reply(
          id,
          { reply: 'Second version', analysis: { connections: 20 }, base_version: 1 },
          secondAdmin,
        ),
      );
      expect(second.submission.reply_version).toBe(2);
      expect(second.submission).toMatchObject({
        admin_reply: 'Second version',
        form_data: { connections: 20 },
        is_processed: true,
      });
      expect(
        second.submission.reply_history.map((version) => [
          version.reply,
          version.form_data?.connections,
          version.sent_by,
        ]),
      ).toEqual([
        ['First version', 10, admin.email],
        ['Second version', 20, secondAdmin.email],
      ]);
      const [earliest, latest] = second.submission.reply_history;
      expect(Date.parse(earliest.sent_at)).toBeLessThanOrEqual(Date.parse(latest.sent_at));

      // An admin account deleted since: its versions stay, without a sender.
      await api.dataSource.getRepository(User).delete({ id: secondAdmin.id });
      expect((await detail(id)).reply_history.map((version) => version.sent_by)).toEqual([
        admin.email,
        null,
      ]);
    });

    it('applies concurrent replies one after the other: the first is stored, the others were drafted at its base and are stale', async () => {
      const id = await seed(user);
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          reply(id, { reply: `Version ${index}`, analysis: { connections: index } }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([
        200, 409, 409, 409, 409,
      ]);
      for (const response of responses.filter((answer) => answer.status === 409)) {
        expect(await response.json()).toEqual({ detail: REPLY_MESSAGES.stale, reply_version: 1 });
      }
      const {
        reply_history: history,
        admin_reply: current,
        form_data: formData,
        reply_version: version,
      } = await detail(id);
      expect(history).toHaveLength(1);
      expect(version).toBe(1);
      expect(current).toBe(history[0].reply);
      expect(formData).toEqual(history[0].form_data);
    });

    it('answers 401 and writes nothing for the token of an admin account deleted since', async () => {
      const id = await seed(user);
      const gone = await account({ role: 'admin' });
      await api.dataSource.getRepository(User).delete({ id: gone.id });
      expect((await reply(id, { reply: 'Report', analysis: {} }, gone)).status).toBe(401);
      expect(await rowOf(id)).toMatchObject({ isProcessed: false, adminReply: null });
      expect(await repliesOf(id)).toBe(0);
    });

    it('answers 404 for a submission that does not exist', async () => {
      const response = await reply(2_147_483_000, { reply: 'Report', analysis: {} });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: SUBMISSION_NOT_FOUND });
    });

    it('requires a reply text, at most the limit', async () => {
      const id = await seed(user);
      for (const body of [
        { analysis: {} },
        { reply: '', analysis: {} },
        { reply: '   \n\t ', analysis: {} },
        { reply: null, analysis: {} },
      ]) {
        expect(await fieldErrors(id, body)).toEqual({
          reply: [MESSAGES.admin.generateAnalysisFirst],
        });
      }
      expect(await fieldErrors(id, { reply: 42, analysis: {} })).toEqual({
        reply: [REPLY_NOT_STRING],
      });
      expect(
        await fieldErrors(id, { reply: 'x'.repeat(ADMIN_REPLY_MAX_LENGTH + 1), analysis: {} }),
      ).toEqual({ reply: [REPLY_TOO_LONG] });
      expect(await rowOf(id)).toMatchObject({
        isProcessed: false,
        adminReply: null,
        formData: null,
      });
      expect(await repliesOf(id)).toBe(0);

      const longest = 'x'.repeat(ADMIN_REPLY_MAX_LENGTH);
      expect(
        (await ok<ReplyResponse>(await reply(id, { reply: longest, analysis: {} }))).submission
          .admin_reply,
      ).toBe(longest);
    });

    it('checks the analysis: an object of known keys, each of its type and range; nothing is written otherwise', async () => {
      const id = await seed(user);
      const { notAnObject, unknownField, notBoolean, dateFormat, dateInvalid } =
        VALIDATION_MESSAGES;
      const cases: [unknown, Record<string, string[]>][] = [
        [{ reply: 'Report' }, { analysis: [ANALYSIS_REQUIRED] }],
        [{ reply: 'Report', analysis: null }, { analysis: [ANALYSIS_REQUIRED] }],
        [{ reply: 'Report', analysis: 'connections=5' }, { analysis: [notAnObject] }],
        [{ reply: 'Report', analysis: [] }, { analysis: [notAnObject] }],
        [{ reply: 'Report', analysis: 7 }, { analysis: [notAnObject] }],
        [{ reply: 'Report', analysis: { isAdmin: true } }, { 'analysis.isAdmin': [unknownField] }],
        [
          { reply: 'Report', analysis: { form_data: {} } },
          { 'analysis.form_data': [unknownField] },
        ],
        [
          { reply: 'Report', analysis: { hasCustomURL: 'yes' } },
          { 'analysis.hasCustomURL': [notBoolean] },
        ],
        [
          { reply: 'Report', analysis: { connections: '500' } },
          { 'analysis.connections': [expect.stringContaining('number')] },
        ],
        [
          { reply: 'Report', analysis: { connections: 1.5 } },
          { 'analysis.connections': [expect.stringContaining('whole number')] },
        ],
        [
          { reply: 'Report', analysis: { connections: -1 } },
          { 'analysis.connections': [expect.any(String)] },
        ],
        [
          { reply: 'Report', analysis: { profileScorePercentage: 101 } },
          { 'analysis.profileScorePercentage': [expect.stringContaining('100')] },
        ],
        [
          { reply: 'Report', analysis: { spamScore: -1 } },
          { 'analysis.spamScore': [expect.stringContaining('0')] },
        ],
        [
          { reply: 'Report', analysis: { accountType: 'gold' } },
          { 'analysis.accountType': [expect.stringContaining('normal')] },
        ],
        [
          { reply: 'Report', analysis: { lastUpdated: 'yesterday' } },
          { 'analysis.lastUpdated': [dateFormat] },
        ],
        [
          { reply: 'Report', analysis: { lastPostDate: '2025-02-30' } },
          { 'analysis.lastPostDate': [dateInvalid] },
        ],
        [
          { reply: 'Report', analysis: { goodForOutreach: 'no', accountAgeYears: 1000, extra: 1 } },
          {
            'analysis.goodForOutreach': [notBoolean],
            'analysis.accountAgeYears': [expect.any(String)],
            'analysis.extra': [unknownField],
          },
        ],
      ];
      for (const [body, errors] of cases) {
        expect(await fieldErrors(id, body)).toEqual(errors);
      }
      // Unknown top-level fields, NUL characters and malformed JSON are refused globally.
      expect(await fieldErrors(id, { reply: 'Report', analysis: {}, is_processed: true })).toEqual({
        is_processed: [expect.any(String)],
      });
      expect((await reply(id, { reply: 'Rep\u0000ort', analysis: {} })).status).toBe(400);
      expect(
        (await reply(id, { reply: 'Report', analysis: { lastUpdated: '\u0000' } })).status,
      ).toBe(400);
      expect((await reply(id, '{"reply": "Report", "analysis": {')).status).toBe(400);
      expect(
        (await reply(id, '{"reply": "Report", "analysis": {"__proto__": {"x": 1}}}')).status,
      ).toBe(400);

      expect(await rowOf(id)).toMatchObject({
        isProcessed: false,
        adminReply: null,
        formData: null,
        qualityScore: null,
      });
      expect(await repliesOf(id)).toBe(0);
    });
  });

  describe('GET /api/admin/processed/', () => {
    /** `count` reviewed submissions, replied an hour apart: the first seeded has the oldest reply. */
    async function seedReviewed(count: number): Promise<number[]> {
      const ids: number[] = [];
      const base = Date.now() - 100 * HOUR_MS;
      for (let index = 0; index < count; index += 1) {
        ids.push(
          await seed(user, {
            isProcessed: true,
            adminReply: `Reply ${index}`,
            adminReplyDate: new Date(base + index * HOUR_MS),
            createdAt: new Date(base - HOUR_MS),
          }),
        );
      }
      return ids;
    }

    it('with none: page 1 of 0, empty, whatever page is asked for', async () => {
      await clearSubmissions();
      await seed(user); // pending: not listed
      // The walk's fields (issue 37): the instant it is pinned to, no page around it.
      const empty = {
        submissions: [],
        total_count: 0,
        total_pages: 0,
        current_page: 1,
        as_of: expect.any(String),
        next_cursor: null,
        previous_cursor: null,
      };
      expect(await processed()).toEqual(empty);
      expect(await processed('?page=1')).toEqual(empty);
      expect(await processed(`?page=7&t=${Date.now()}`)).toEqual(empty);
    });

    it(`${PROCESSED_PAGE_SIZE} per page, latest reply first; a page past the end answers the last page`, async () => {
      await clearSubmissions();
      const ids = await seedReviewed(PROCESSED_PAGE_SIZE);
      const newestFirst = [...ids].reverse();

      const only = await processed();
      expect(only).toMatchObject({
        total_count: PROCESSED_PAGE_SIZE,
        total_pages: 1,
        current_page: 1,
      });
      expect(only.submissions.map((row) => row.id)).toEqual(newestFirst);
      expect(only.submissions[0]).toMatchObject({
        email: user.email,
        is_processed: true,
        tier: 'free',
        admin_reply: `Reply ${PROCESSED_PAGE_SIZE - 1}`,
      });
      // Each read starts a walk of its own: the same page but for its instant (and its cursors).
      const sameRows = (page: ProcessedListResponse) => ({
        ...page,
        as_of: expect.any(String),
        next_cursor: page.next_cursor === null ? null : expect.any(String),
        previous_cursor: page.previous_cursor === null ? null : expect.any(String),
      });
      expect(await processed('?page=2')).toEqual(sameRows(only));

      // One more (no reply date: it sorts last) makes two pages.
      const noReply = await seed(user, { isProcessed: true });
      const first = await processed('?page=1');
      expect(first).toMatchObject({
        total_count: PROCESSED_PAGE_SIZE + 1,
        total_pages: 2,
        current_page: 1,
      });
      expect(first.submissions.map((row) => row.id)).toEqual(newestFirst);
      const second = await processed('?page=2');
      expect(second).toMatchObject({
        total_count: PROCESSED_PAGE_SIZE + 1,
        total_pages: 2,
        current_page: 2,
      });
      expect(second.submissions.map((row) => row.id)).toEqual([noReply]);
      expect(await processed('?page=3')).toEqual(sameRows(second));
      expect(await processed('?page=9007199254740991')).toEqual(sameRows(second));
      expect(await processed('?page=01')).toEqual(sameRows(first));
    });

    it('orders equal reply dates by newest id', async () => {
      await clearSubmissions();
      const at = new Date(Date.now() - HOUR_MS);
      const older = await seed(user, { isProcessed: true, adminReply: 'A', adminReplyDate: at });
      const newer = await seed(user, { isProcessed: true, adminReply: 'B', adminReplyDate: at });
      expect((await processed()).submissions.map((row) => row.id)).toEqual([newer, older]);
    });

    it('every page, across days of replies and submissions without one, holds the rows of the list order, and the count stays exact', async () => {
      await clearSubmissions();
      const start = Date.UTC(2031, 0, 1);
      // 3 to 9 replies on each of 12 UTC days (some on the first and the last instant of a day), ties on
      // one instant, reviewed ones without a reply (last, by newest id), pending and deleted ones (absent).
      const rows: {
        userId: number;
        linkedinUrl: string;
        isProcessed?: boolean;
        adminReply?: string;
        adminReplyDate?: Date;
      }[] = [];
      for (let day = 0; day < 12; day += 1) {
        for (let index = 0; index < 3 + ((day * 5) % 7); index += 1) {
          const at =
            index === 0
              ? start + day * DAY_MS
              : index === 1
                ? start + (day + 1) * DAY_MS - 1
                : start + day * DAY_MS + index * HOUR_MS;
          rows.push({
            userId: user.id,
            linkedinUrl: `https://www.linkedin.com/in/d${day}-${index}`,
            isProcessed: true,
            adminReply: 'R',
            adminReplyDate: new Date(at),
          });
        }
      }
      for (let index = 0; index < 4; index += 1) {
        rows.push({
          userId: user.id,
          linkedinUrl: `https://www.linkedin.com/in/tie-${index}`,
          isProcessed: true,
          adminReply: 'R',
          adminReplyDate: new Date(start + 5 * DAY_MS + 30 * 60_000),
        });
      }
      for (let index = 0; index < 13; index += 1)
        rows.push({
          userId: user.id,
          linkedinUrl: `https://www.linkedin.com/in/spam-${index}`,
          isProcessed: true,
        });
      for (let index = 0; index < 5; index += 1)
        rows.push({ userId: user.id, linkedinUrl: `https://www.linkedin.com/in/waiting-${index}` });
      await api.dataSource.getRepository(Submission).insert(rows);
      // Without a reply, ids far apart fall into separate buckets (blocks of ids).
      await api.dataSource.query(
        `INSERT INTO "submissions" ("id", "user_id", "linkedin_url", "is_processed") VALUES (70001, $1, 'far-1', true), (200003, $1, 'far-2', true)`,
        [user.id],
      );
      await api.dataSource.query(
        `UPDATE "submissions" SET "deleted_at" = now(), "admin_reply" = NULL WHERE "id" % 9 = 0 AND "is_processed"`,
      );
      // An edited reply moves a submission to the top; a re-opened one leaves the list.
      await api.dataSource.query(
        `UPDATE "submissions" SET "admin_reply_date" = $1 WHERE "linkedin_url" LIKE '%d3-2'`,
        [new Date(start + 20 * DAY_MS)],
      );
      await api.dataSource.query(
        `UPDATE "submissions" SET "is_processed" = false WHERE "linkedin_url" LIKE '%d7-1'`,
      );

      const order: { id: number }[] = await api.dataSource.query(
        `SELECT "id" FROM "submissions" WHERE "is_processed" AND "deleted_at" IS NULL ORDER BY "admin_reply_date" DESC NULLS LAST, "id" DESC`,
      );
      const all = order.map((row) => row.id);
      const pages = Math.ceil(all.length / PROCESSED_PAGE_SIZE);
      expect(pages).toBeGreaterThanOrEqual(8);
      for (let page = 1; page <= pages + 1; page += 1) {
        const answer = await processed(`?page=${page}`);
        const shown = Math.min(page, pages);
        expect({ page, ids: answer.submissions.map((row) => row.id) }).toEqual({
          page,
          ids: all.slice((shown - 1) * PROCESSED_PAGE_SIZE, shown * PROCESSED_PAGE_SIZE),
        });
        expect(answer).toMatchObject({
          total_count: all.length,
          total_pages: pages,
          current_page: shown,
        });
      }
    });

    it("says who sent each current reply: its latest version's admin; null without a reply or once that admin is deleted", async () => {
      await clearSubmissions();
      const [first, second, leaving] = [
        await account({ role: 'admin' }),
        await account({ role: 'admin' }),
        await account({ role: 'admin' }),
      ];
      const analysis = { connections: 300 };
      const replyAs = async (id: number, who: TestAccount) =>
        ok<ReplyResponse>(await reply(id, { reply: 'Report', analysis }, who));
      const resent = await seed(user);
      await replyAs(resent, first);
      // A new version of a reviewed submission comes from the admin holding its edit claim.
      await ok(await send('POST', PATHS.claim(resent), { edit: true }, second));
      await ok<ReplyResponse>(
        await reply(resent, { reply: 'Report', analysis, base_version: 1 }, second),
      );
      const orphaned = await seed(user);
      await replyAs(orphaned, leaving);
      await api.dataSource.query('DELETE FROM "users" WHERE "id" = $1', [leaving.id]);
      const markedReviewed = await seed(user, { isProcessed: true });
      // Re-opened and marked reviewed again without a new reply: still the reply the customer reads.
      const reopened = await seed(user);
      await replyAs(reopened, first);
      await ok(await send('PATCH', PATHS.submission(reopened), { is_processed: false }));
      await ok(await send('PATCH', PATHS.submission(reopened), { is_processed: true }));

      const rows = (await processed()).submissions;
      expect(Object.fromEntries(rows.map((row) => [row.id, row.replied_by]))).toEqual({
        [resent]: second.email,
        [orphaned]: null,
        [markedReviewed]: null,
        [reopened]: first.email,
      });
      // The former admin's reply keeps its date: the screen tells it from one reviewed without a reply.
      expect(rows.find((row) => row.id === orphaned)?.admin_reply_date).toEqual(
        expect.stringMatching(ISO),
      );
      expect(rows.find((row) => row.id === markedReviewed)?.admin_reply_date).toBeNull();
    });

    it.each([
      'abc',
      '0',
      '-1',
      '1.5',
      '',
      '1e3',
      '+1',
      '%201',
      '0x1',
      '1000000000000000000000000000000',
      '9007199254740992',
      '1&page=2',
    ])('refuses page=%s with 400', async (page) => {
      const response = await get(`${PATHS.processed}?page=${page}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: 'Validation failed',
        errors: { page: [PAGE_INVALID] },
      });
    });
  });

  describe('DELETE /api/admin/processed/{id}/', () => {
    it('deletes a reviewed submission and its replies: the customer no longer sees it', async () => {
      const owner = await account();
      const id = await seed(owner);
      await ok<ReplyResponse>(await reply(id, { reply: 'Report', analysis: {} }));
      expect((await ownSubmissions(owner)).map((row) => row.id)).toEqual([id]);

      const response = await api.request(PATHS.processedItem(id), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: SUBMISSION_DELETED });
      expect(await rowOf(id)).toBeNull();
      expect(await repliesOf(id)).toBe(0);
      expect(await ownSubmissions(owner)).toEqual([]);

      const again = await api.request(PATHS.processedItem(id), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ detail: SUBMISSION_NOT_FOUND });
      expect((await get(PATHS.submission(id))).status).toBe(404);
    });

    it("gives no quota back: the free user's next submit is refused, and the deleted one is gone from every list", async () => {
      const free = await account();
      const submitted = await api.request(
        API_PATHS.contact.submit,
        json({ linkedin_url: 'https://www.linkedin.com/in/once' }, { token: free.token }),
      );
      expect(submitted.status).toBe(201);
      const [{ id }] = await ownSubmissions(free);
      await ok<ReplyResponse>(await reply(id, { reply: 'Report', analysis: {} }));
      const statsBefore = await ok<AdminStatsResponse>(await get(PATHS.stats));

      const deleted = await api.request(PATHS.processedItem(id), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(deleted.status).toBe(200);

      const again = await api.request(
        API_PATHS.contact.submit,
        json({ linkedin_url: 'https://www.linkedin.com/in/twice' }, { token: free.token }),
      );
      expect(again.status).toBe(403);
      expect(await again.json()).toEqual({
        detail: MESSAGES.submit.limitReached,
        limit_reached: true,
        message: MESSAGES.submit.limitReached,
      });
      const subscription = await ok<SubscriptionResponse>(
        await api.request(API_PATHS.auth.subscription, bearer(free.token)),
      );
      expect(subscription.usage).toMatchObject({ used: 1, limit: 1, remaining: 0 });

      expect(await ownSubmissions(free)).toEqual([]);
      expect((await pending()).map((row) => row.id)).not.toContain(id);
      const reviewed = await processed();
      expect(reviewed.submissions.map((row) => row.id)).not.toContain(id);
      expect(reviewed.total_count).toBe(statsBefore.reviewed_count - 1);
      for (const response of [
        await get(PATHS.submission(id)),
        await send('PATCH', PATHS.submission(id), { is_processed: false }),
        await reply(id, { reply: 'Report again', analysis: {} }),
        await api.request(PATHS.processedItem(id), {
          method: 'DELETE',
          headers: { authorization: `Bearer ${admin.token}` },
        }),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ detail: SUBMISSION_NOT_FOUND });
      }
      const statsAfter = await ok<AdminStatsResponse>(await get(PATHS.stats));
      expect(statsAfter.reviewed_count).toBe(statsBefore.reviewed_count - 1);
      expect(statsAfter.pending_count).toBe(statsBefore.pending_count);
      const total = (stats: AdminStatsResponse) =>
        stats.submissions_per_day.reduce((sum, day) => sum + day.count, 0);
      expect(total(statsAfter)).toBe(total(statsBefore) - 1);
      // What the review produced is erased; the row stays only as the month's used submission.
      expect(await repliesOf(id)).toBe(0);
      const [hidden] = (await api.dataSource.query(
        'SELECT "admin_reply", "form_data", "deleted_at" IS NOT NULL AS "deleted" FROM "submissions" WHERE "id" = $1',
        [id],
      )) as { admin_reply: string | null; form_data: unknown; deleted: boolean }[];
      expect(hidden).toEqual({ admin_reply: null, form_data: null, deleted: true });
    });

    it('refuses a pending submission with 409 and keeps it', async () => {
      const id = await seed(user);
      const response = await api.request(PATHS.processedItem(id), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ detail: ONLY_REVIEWED_DELETABLE });
      expect(await rowOf(id)).not.toBeNull();
    });
  });

  describe('GET /api/admin/stats/', () => {
    const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
    const stats = async () => ok<AdminStatsResponse>(await get(PATHS.stats));

    it('with no submissions: zero counts, 30 zero days ending today (UTC), no averages', async () => {
      await clearSubmissions();
      const answer = await stats();
      expect(answer).toMatchObject({
        pending_count: 0,
        reviewed_count: 0,
        average_quality_score: null,
        median_reply_hours: null,
      });
      expect(answer.submissions_per_day).toHaveLength(STATS_DAYS);
      const today = Date.now();
      expect(answer.submissions_per_day).toEqual(
        Array.from({ length: STATS_DAYS }, (_, index) => ({
          date: utcDay(today - (STATS_DAYS - 1 - index) * DAY_MS),
          count: 0,
        })),
      );
    });

    it('counts, submissions per day, average quality score and median reply time', async () => {
      await clearSubmissions();
      const now = new Date();
      const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const firstDay = startOfToday - (STATS_DAYS - 1) * DAY_MS;
      const reviewed = (
        createdAt: number,
        replyHours: number | null,
        qualityScore: number | null,
      ) =>
        seed(user, {
          createdAt: new Date(createdAt),
          isProcessed: true,
          adminReply: replyHours === null ? null : 'Report',
          adminReplyDate: replyHours === null ? null : new Date(createdAt + replyHours * HOUR_MS),
          qualityScore,
        });

      await seed(user, { createdAt: new Date(startOfToday) }); // today, from its first instant
      await reviewed(startOfToday - 1, 1, 70); // yesterday, its last instant
      await reviewed(firstDay, 2, 81); // the first day of the window
      await reviewed(firstDay - 1, 10, null); // the day before the window: not in the series
      await reviewed(firstDay - 5 * DAY_MS, null, 40); // reviewed without a reply (spam): no reply time
      // A re-opened submission: pending, its score and reply do not count.
      await seed(user, {
        createdAt: new Date(startOfToday - 3 * DAY_MS),
        adminReply: 'Old',
        adminReplyDate: new Date(startOfToday - 2 * DAY_MS),
        qualityScore: 5,
      });

      const answer = await stats();
      expect(answer.pending_count).toBe(2);
      expect(answer.reviewed_count).toBe(4);
      // (70 + 81 + 40) / 3 = 63.666…
      expect(answer.average_quality_score).toBe(63.7);
      // Reply times 1, 2 and 10 hours.
      expect(answer.median_reply_hours).toBe(2);

      const perDay = Object.fromEntries(
        answer.submissions_per_day.map(({ date, count }) => [date, count]),
      );
      expect(answer.submissions_per_day).toHaveLength(STATS_DAYS);
      expect(answer.submissions_per_day[0].date).toBe(utcDay(firstDay));
      expect(answer.submissions_per_day[STATS_DAYS - 1].date).toBe(utcDay(startOfToday));
      expect(perDay[utcDay(startOfToday)]).toBe(1);
      expect(perDay[utcDay(startOfToday - 1)]).toBe(1);
      expect(perDay[utcDay(firstDay)]).toBe(1);
      expect(perDay[utcDay(startOfToday - 3 * DAY_MS)]).toBe(1);
      expect(answer.submissions_per_day.reduce((sum, day) => sum + day.count, 0)).toBe(4);

      // An even number of reply times (1, 2, 4, 10): the mean of the middle two.
      await reviewed(startOfToday - 10 * DAY_MS, 4, null);
      expect((await stats()).median_reply_hours).toBe(3);
      // Fractions of an hour, to one decimal: 1, 2, 2.25, 4, 10 -> 2.3 (2.25 rounds up).
      await reviewed(startOfToday - 11 * DAY_MS, 2.25, null);
      expect((await stats()).median_reply_hours).toBe(2.3);
    });

    it(`takes the median reply time over the latest ${MEDIAN_REPLY_SAMPLE} replies, by reply date`, async () => {
      await clearSubmissions();
      const base = Date.now() - 400 * DAY_MS;
      // Older replies took 100 hours; the latest MEDIAN_REPLY_SAMPLE took 1 to 3 hours (median 2).
      const reply = (index: number, hours: number) => ({
        userId: user.id,
        linkedinUrl: `https://www.linkedin.com/in/m${index}`,
        isProcessed: true,
        adminReply: 'R',
        createdAt: new Date(base + index * HOUR_MS),
        adminReplyDate: new Date(base + index * HOUR_MS + hours * HOUR_MS),
      });
      const old = Array.from({ length: 700 }, (_, index) => reply(index, 100));
      const latest = Array.from({ length: MEDIAN_REPLY_SAMPLE }, (_, index) =>
        reply(1000 + index, 1 + (index % 3)),
      );
      await api.dataSource.getRepository(Submission).insert([...old, ...latest]);
      expect((await stats()).median_reply_hours).toBe(2);
      expect((await stats()).reviewed_count).toBe(700 + MEDIAN_REPLY_SAMPLE);
    });
  });
});
