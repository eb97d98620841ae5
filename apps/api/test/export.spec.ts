import {
  RISK_LEVEL_LABELS,
  scoreAnalysis,
  validateFormData,
  withComputedScores,
} from '@profileproof/analysis';
import {
  API_PATHS,
  EXPORT_COLUMNS,
  EXPORT_EMPTY_RANGE,
  EXPORT_FROM_INVALID,
  EXPORT_RANGE_REVERSED,
  EXPORT_TO_INVALID,
  type ExportAuditDetails,
  FORMER_ADMIN,
  PERMISSION_DENIED,
} from '@profileproof/contracts';
import { parse } from 'csv-parse/sync';
import { EXPORT_BATCH_ROWS } from '../src/desk/export/processed-export.service';
import { EXPORT_BATCH_SQL } from '../src/desk/export/processed-export.repository';
import { Submission } from '../src/submissions/entities/submission.entity';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const EXPORT = API_PATHS.admin.processedExport;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const BOM = '\uFEFF';

type Row = Record<(typeof EXPORT_COLUMNS)[number], string>;

interface SeedOptions {
  linkedinUrl?: string;
  createdAt?: Date;
  isProcessed?: boolean;
  adminReplyDate?: Date | null;
  deletedAt?: Date | null;
}

describe('GET /api/admin/processed/export.csv (CSV export)', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let user: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'export-spec');
    admin = await account({ role: 'admin' });
    user = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  async function seed(owner: TestAccount, options: SeedOptions = {}): Promise<number> {
    return insertSubmission(api, owner.id, {
      ...(options.linkedinUrl ? { linkedinUrl: options.linkedinUrl } : {}),
      isProcessed: options.isProcessed ?? true,
      adminReply: options.adminReplyDate ? 'Report' : null,
      adminReplyDate: options.adminReplyDate ?? null,
      deletedAt: options.deletedAt ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    });
  }

  /** The export reads every reviewed row: each test starts from an empty table. */
  const clearSubmissions = () => api.dataSource.query('DELETE FROM "submissions"');

  const download = (query = '', who: TestAccount = admin, init: RequestInit = {}) =>
    api.request(`${EXPORT}${query}`, { ...bearer(who.token), ...init });

  /** The text of a 200 answer (BOM included), and its records read by csv-parse as RFC 4180 (the BOM dropped, the header row checked). */
  async function exported(query = ''): Promise<{ text: string; rows: Row[] }> {
    const response = await download(query);
    // Decoded as is: `text()` would drop the BOM.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${text}`);
    const records = parse(text, { bom: true, relax_column_count: false }) as string[][];
    expect(records[0]).toEqual([...EXPORT_COLUMNS]);
    const rows = records
      .slice(1)
      .map(
        (cells) =>
          Object.fromEntries(EXPORT_COLUMNS.map((column, index) => [column, cells[index]])) as Row,
      );
    return { text, rows };
  }

  const ids = (rows: Row[]) => rows.map((row) => Number(row.id));

  const lastAuditId = async () =>
    (
      (await api.dataSource.query(
        'SELECT coalesce(max("id"), 0)::int AS "id" FROM "audit_log"',
      )) as { id: number }[]
    )[0].id;
  /** The export entries written since `after` (an audit entry id), oldest first. */
  const exportEntriesAfter = (after: number) =>
    api.dataSource.query(
      `SELECT "actor_id", "actor_email", "target_type", "target_id", "details" FROM "audit_log"
       WHERE "id" > $1 AND "action" = 'export.downloaded' ORDER BY "id"`,
      [after],
    ) as Promise<
      {
        actor_id: number;
        actor_email: string;
        target_type: string;
        target_id: string;
        details: ExportAuditDetails;
      }[]
    >;

  describe('who may download', () => {
    it('answers 401 without or with a bad token and 403 for a user, as JSON', async () => {
      const anonymous = await api.request(EXPORT);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ detail: expect.any(String) });
      expect((await api.request(EXPORT, bearer('not-a-token'))).status).toBe(401);
      const asUser = await download('', user);
      expect(asUser.status).toBe(403);
      expect(asUser.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await asUser.json()).toEqual({ detail: PERMISSION_DENIED });
    });

    it('is documented in OpenAPI under the admin tag as a text/csv answer', async () => {
      type Operation = {
        tags: string[];
        security?: unknown;
        responses: Record<string, { content?: Record<string, unknown> }>;
      };
      const { paths } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operation = paths['/api/admin/processed/export.csv'].get;
      expect(operation.tags).toEqual(['admin']);
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses['200'].content ?? {})).toEqual(['text/csv']);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403']),
      );
    });
  });

  describe('the file', () => {
    it('is an attachment of UTF-8 CSV with a BOM, CRLF line ends and the header row, never cached', async () => {
      await clearSubmissions();
      await seed(user, { adminReplyDate: new Date() });
      await seed(user, { adminReplyDate: new Date('2026-01-15T12:00:00Z') });
      const response = await download();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="reviewed-submissions-${today}.csv"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      await response.arrayBuffer();
      const { text } = await exported();
      expect(text.startsWith(`${BOM}${EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);

      const bounded = await download('?from=2026-01-01&to=2026-01-31');
      expect(bounded.headers.get('content-disposition')).toBe(
        'attachment; filename="reviewed-submissions-2026-01-01-to-2026-01-31.csv"',
      );
      await bounded.arrayBuffer();
      // A trailing slash works too, as on every route.
      expect((await api.request(`${EXPORT}/`, bearer(admin.token))).status).toBe(200);
    });

    it('is no file of headers only when nothing is reviewed in the range: 404 with the reason, as JSON, and no audit entry', async () => {
      await clearSubmissions();
      await seed(user, { isProcessed: false });
      await seed(user, { adminReplyDate: new Date('2025-03-10T12:00:00Z') });
      const before = await lastAuditId();
      for (const query of [
        '?from=2025-04-01',
        '?to=2025-03-09',
        '?from=2025-03-11&to=2025-03-31',
      ]) {
        const response = await download(query);
        expect({ query, status: response.status }).toEqual({ query, status: 404 });
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.headers.get('content-disposition')).toBeNull();
        expect(await response.json()).toEqual({ detail: EXPORT_EMPTY_RANGE });
      }
      await clearSubmissions();
      const unbounded = await download();
      expect(unbounded.status).toBe(404);
      expect(await unbounded.json()).toEqual({ detail: EXPORT_EMPTY_RANGE });
      expect(await exportEntriesAfter(before)).toEqual([]);
    });

    it("names who sent the current reply: its latest version's admin, Former admin once that account is deleted", async () => {
      await clearSubmissions();
      const [first, second, leaving] = [
        await account({ role: 'admin' }),
        await account({ role: 'admin' }),
        await account({ role: 'admin' }),
      ];
      const analysis = { connections: 300 };
      const replyAs = async (id: number, who: TestAccount, baseVersion = 0) =>
        expect(
          (
            await api.request(
              API_PATHS.contact.reply(id),
              json({ reply: 'Report', analysis, base_version: baseVersion }, { token: who.token }),
            )
          ).status,
        ).toBe(200);
      const resent = await seed(user, { isProcessed: false });
      await replyAs(resent, first);
      // A new version of a reviewed submission comes from the admin holding its edit claim.
      expect(
        (
          await api.request(
            API_PATHS.admin.claim(resent),
            json({ edit: true }, { token: second.token }),
          )
        ).status,
      ).toBe(200);
      await replyAs(resent, second, 1);
      const orphaned = await seed(user, { isProcessed: false });
      await replyAs(orphaned, leaving);
      await api.dataSource.query('DELETE FROM "users" WHERE "id" = $1', [leaving.id]);
      const withoutReply = await seed(user);

      const byId = new Map((await exported()).rows.map((row) => [Number(row.id), row.replied_by]));
      expect(Object.fromEntries(byId)).toEqual({
        [resent]: second.email,
        [orphaned]: FORMER_ADMIN,
        [withoutReply]: '',
      });
    });

    it('writes each reviewed, visible submission as the admin lists show it: scores, risk level, outreach and tier now', async () => {
      await clearSubmissions();
      const premium = await account({ tier: 'premium', endDate: null });
      const lapsed = await account({ tier: 'basic', endDate: new Date(Date.now() - 1_000) });
      const analysis = {
        connections: 600,
        hasCustomURL: true,
        hasProfileSummary: true,
        lowConnections: true,
        newlyCreated: true,
      };
      const createdAt = new Date(Date.now() - 2 * DAY_MS);
      const replied = await seed(premium, {
        isProcessed: false,
        createdAt,
        linkedinUrl: 'https://www.linkedin.com/in/ana-maría',
      });
      const sent = await api.request(
        API_PATHS.contact.reply(replied),
        json({ reply: 'Report', analysis, base_version: 0 }, { token: admin.token }),
      );
      expect(sent.status).toBe(200);
      const withoutReply = await seed(lapsed, { createdAt: new Date(createdAt.getTime() + 1_000) });
      await seed(user, { isProcessed: false });
      await seed(user, { adminReplyDate: new Date(), deletedAt: new Date() });

      const { rows } = await exported();
      const stored = await api.dataSource
        .getRepository(Submission)
        .findOneByOrFail({ id: replied });
      const checked = validateFormData(analysis, { profileUrl: stored.linkedinUrl });
      if (!checked.ok) throw new Error('The test checklist is invalid');
      const scores = scoreAnalysis(withComputedScores(checked.value));
      expect(rows).toEqual([
        {
          id: String(withoutReply),
          email: lapsed.email,
          profile_url: 'https://www.linkedin.com/in/someone',
          submitted_at: new Date(createdAt.getTime() + 1_000).toISOString(),
          replied_at: '',
          replied_by: '',
          profile_score: '',
          spam_score: '',
          risk_level: '',
          outreach: '',
          tier: 'free',
        },
        {
          id: String(replied),
          email: premium.email,
          profile_url: 'https://www.linkedin.com/in/ana-maría',
          submitted_at: createdAt.toISOString(),
          replied_at: stored.adminReplyDate?.toISOString(),
          replied_by: admin.email,
          profile_score: String(stored.qualityScore),
          spam_score: String(stored.spamScore),
          risk_level: RISK_LEVEL_LABELS[scores.riskLevel],
          outreach: scores.goodForOutreach ? 'Yes' : 'No',
          tier: 'premium',
        },
      ]);
      expect(rows[1].risk_level).toBe('Medium');
    });
  });

  describe('cells that a spreadsheet would run as formulas', () => {
    it("get a leading ' when they start with =, +, -, @, a tab or CR; quotes, commas and line breaks survive", async () => {
      await clearSubmissions();
      const hostile: [string, string][] = [
        [
          '=HYPERLINK("https://evil.example","Click")',
          `'=HYPERLINK("https://evil.example","Click")`,
        ],
        ['+1+2', `'+1+2`],
        ['-2+3', `'-2+3`],
        ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
        ['\t=1+1', `'\t=1+1`],
        ['\r=1+1', `'\r=1+1`],
        [
          'https://www.linkedin.com/in/a,"b"\r\nline 2',
          'https://www.linkedin.com/in/a,"b"\r\nline 2',
        ],
      ];
      // Values the API itself refuses, written with SQL: the export must be safe with whatever is stored.
      const base = Date.now() - DAY_MS;
      for (const [index, [value]] of hostile.entries()) {
        await seed(user, { linkedinUrl: value, adminReplyDate: new Date(base + index * 1_000) });
      }
      const formulaUser = await account({ email: '=cmd|calc!A0@example.com' });
      await seed(formulaUser, { adminReplyDate: new Date(base + hostile.length * 1_000) });

      const { text, rows } = await exported();
      expect(rows.map((row) => row.profile_url).slice(0, hostile.length)).toEqual(
        hostile.map(([, safe]) => safe),
      );
      expect(rows.at(-1)?.email).toBe(`'=cmd|calc!A0@example.com`);
      // RFC 4180: a cell with a quote, comma or line break is quoted, its quotes doubled.
      expect(text).toContain('"https://www.linkedin.com/in/a,""b""\r\nline 2"');
      // Numbers stay numbers: no score cell is touched.
      expect(rows.every((row) => !row.profile_score.startsWith("'"))).toBe(true);
    });
  });

  describe('from and to', () => {
    it('keep the submissions whose reply date (UTC day) is in the range, both days included', async () => {
      await clearSubmissions();
      const at = (iso: string) =>
        seed(user, { adminReplyDate: new Date(iso), createdAt: new Date('2025-03-01T00:00:00Z') });
      const beforeRange = await at('2025-03-09T23:59:59.999Z');
      const firstInstant = await at('2025-03-10T00:00:00.000Z');
      const middle = await at('2025-03-10T12:00:00.000Z');
      const lastInstant = await at('2025-03-11T23:59:59.999Z');
      const afterRange = await at('2025-03-12T00:00:00.000Z');
      const noReply = await seed(user, { createdAt: new Date('2025-03-10T08:00:00Z') });

      expect(ids((await exported('?from=2025-03-10&to=2025-03-11')).rows)).toEqual([
        firstInstant,
        middle,
        lastInstant,
      ]);
      expect(ids((await exported('?from=2025-03-11&to=2025-03-11')).rows)).toEqual([lastInstant]);
      expect(ids((await exported('?from=2025-03-10')).rows)).toEqual([
        firstInstant,
        middle,
        lastInstant,
        afterRange,
      ]);
      // With only `to`, rows without a reply date are not in the range either.
      expect(ids((await exported('?to=2025-03-10')).rows)).toEqual([
        beforeRange,
        firstInstant,
        middle,
      ]);
      expect((await download('?from=2025-04-01')).status).toBe(404);
      // Unbounded: every one, those without a reply first.
      expect(ids((await exported()).rows)).toEqual([
        noReply,
        beforeRange,
        firstInstant,
        middle,
        lastInstant,
        afterRange,
      ]);
      // The extremes PostgreSQL and the calendar allow.
      expect(ids((await exported('?from=0100-01-01&to=9999-12-31')).rows)).toHaveLength(5);
    });

    it('refuse a bound that is not one real calendar date, and from after to, with 400', async () => {
      const cases: [string, Record<string, string[]>][] = [
        ['?from=2025-02-30', { from: [EXPORT_FROM_INVALID] }],
        ['?from=2025-2-3', { from: [EXPORT_FROM_INVALID] }],
        ['?from=', { from: [EXPORT_FROM_INVALID] }],
        ['?from=yesterday', { from: [EXPORT_FROM_INVALID] }],
        ['?from=2025-01-01T00:00:00Z', { from: [EXPORT_FROM_INVALID] }],
        ['?from=2025-01-01&from=2025-01-02', { from: [EXPORT_FROM_INVALID] }],
        ['?to=0000-01-01', { to: [EXPORT_TO_INVALID] }],
        ['?to=10000-01-01', { to: [EXPORT_TO_INVALID] }],
        ['?to=2025-13-01', { to: [EXPORT_TO_INVALID] }],
        ['?from=2025-03-02&to=2025-03-01', { to: [EXPORT_RANGE_REVERSED] }],
      ];
      for (const [query, errors] of cases) {
        const response = await download(query);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ detail: 'Validation failed', errors });
      }
    });
  });

  describe('batches', () => {
    it(`gives each of ~2,500 rows exactly once, in order, across batches of ${EXPORT_BATCH_ROWS} (ties and microseconds included)`, async () => {
      await clearSubmissions();
      // Half without a reply (one tie of 1,250 across a batch boundary), half replied in groups of
      // three sharing one instant to the microsecond, which a JS Date cannot hold.
      await api.dataSource.query(
        `INSERT INTO "submissions" ("user_id", "linkedin_url", "is_processed", "admin_reply", "admin_reply_date", "created_at")
         SELECT $1, 'https://www.linkedin.com/in/batch-' || g, true,
                CASE WHEN g % 2 = 1 THEN 'Report' END,
                CASE WHEN g % 2 = 1 THEN timestamptz '2025-05-01 00:00:00.000001+00' + (g / 6) * interval '1.000007 seconds' END,
                timestamptz '2025-04-01 00:00:00+00'
         FROM generate_series(1, 2500) g
         ORDER BY random()`,
        [user.id],
      );
      const expected = (
        (await api.dataSource.query(
          `SELECT "id" FROM "submissions" WHERE "is_processed" AND "deleted_at" IS NULL ORDER BY "admin_reply_date" ASC NULLS FIRST, "id"`,
        )) as { id: number }[]
      ).map((row) => row.id);
      expect(expected).toHaveLength(2500);
      const got = ids((await exported()).rows);
      expect(new Set(got).size).toBe(got.length);
      expect(got).toEqual(expected);
    });
  });

  describe('the audit log', () => {
    it('records each download once it is complete: who, the range and the rows, the file as its target', async () => {
      await clearSubmissions();
      for (const day of ['2025-06-01', '2025-06-02', '2025-06-03'])
        await seed(user, { adminReplyDate: new Date(`${day}T10:00:00Z`) });
      const before = await lastAuditId();
      // The entry is stored before the file ends: once it is read, the entry is there.
      expect((await exported('?from=2025-06-02&to=2025-06-30')).rows).toHaveLength(2);
      expect((await exported()).rows).toHaveLength(3);
      expect(await exportEntriesAfter(before)).toEqual([
        {
          actor_id: admin.id,
          actor_email: admin.email,
          target_type: 'export',
          target_id: 'reviewed-submissions-2025-06-02-to-2025-06-30.csv',
          details: { from: '2025-06-02', to: '2025-06-30', rows: 2, complete: true },
        },
        {
          actor_id: admin.id,
          actor_email: admin.email,
          target_type: 'export',
          target_id: `reviewed-submissions-${new Date().toISOString().slice(0, 10)}.csv`,
          details: { from: null, to: null, rows: 3, complete: true },
        },
      ]);
      // And the Activity screen's list shows it.
      const listed = (await (
        await api.request(`${API_PATHS.admin.audit}?action=export.downloaded`, bearer(admin.token))
      ).json()) as {
        entries: { actor: string; target_type: string; details: unknown }[];
      };
      expect(listed.entries[0]).toMatchObject({
        actor: admin.email,
        target_type: 'export',
        details: { rows: 3, complete: true },
      });
    });

    it('records a download cut short by the client too, with the rows written so far and complete: false', async () => {
      await clearSubmissions();
      const rowCount = 6 * EXPORT_BATCH_ROWS;
      await api.dataSource.query(
        `INSERT INTO "submissions" ("user_id", "linkedin_url", "is_processed", "admin_reply", "admin_reply_date")
         SELECT $1, 'https://www.linkedin.com/in/' || repeat('y', 2000) || g, true, 'Report', now() - g * interval '1 minute'
         FROM generate_series(1, $2::int) g`,
        [user.id, rowCount],
      );
      const before = await lastAuditId();
      const controller = new AbortController();
      const response = await download('', admin, { signal: controller.signal });
      expect(response.status).toBe(200);
      expect((await response.body?.getReader().read())?.done).toBe(false);
      controller.abort();

      // Written when the stream is torn down, after the answer: wait for it.
      let entries = await exportEntriesAfter(before);
      for (let attempt = 0; entries.length === 0 && attempt < 400; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        entries = await exportEntriesAfter(before);
      }
      expect(entries).toEqual([
        expect.objectContaining({
          actor_id: admin.id,
          details: { from: null, to: null, rows: expect.any(Number), complete: false },
        }),
      ]);
      expect(entries[0].details.rows).toBeGreaterThan(0);
      expect(entries[0].details.rows).toBeLessThan(rowCount);
    });

    it('records nothing for a refused range or a HEAD', async () => {
      await clearSubmissions();
      await seed(user, { adminReplyDate: new Date() });
      const before = await lastAuditId();
      expect((await download('?from=2025-02-30')).status).toBe(400);
      expect((await download('', admin, { method: 'HEAD' })).status).toBe(200);
      expect((await download('', user)).status).toBe(403);
      expect(await exportEntriesAfter(before)).toEqual([]);
    });
  });

  describe('HEAD', () => {
    it('answers the headers without reading a row', async () => {
      await clearSubmissions();
      await seed(user, { adminReplyDate: new Date() });
      const reads = jest.spyOn(api.dataSource, 'query');
      try {
        const response = await download('', admin, { method: 'HEAD' });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('content-disposition')).toMatch(
          /^attachment; filename="reviewed-submissions-/,
        );
        expect(reads.mock.calls.filter(([sql]) => sql === EXPORT_BATCH_SQL)).toHaveLength(0);
        expect((await download('', user, { method: 'HEAD' })).status).toBe(403);
      } finally {
        reads.mockRestore();
      }
    });
  });

  describe('a client that goes away', () => {
    it('stops the reading of the database, and the API keeps serving', async () => {
      await clearSubmissions();
      const rowCount = 12 * EXPORT_BATCH_ROWS;
      // About 2 KB per row, 24 MB in all: far more than the sockets' buffers hold.
      await api.dataSource.query(
        `INSERT INTO "submissions" ("user_id", "linkedin_url", "is_processed", "admin_reply", "admin_reply_date")
         SELECT $1, 'https://www.linkedin.com/in/' || repeat('x', 2000) || g, true, 'Report', now() - g * interval '1 minute'
         FROM generate_series(1, $2::int) g`,
        [user.id, rowCount],
      );
      const reads = jest.spyOn(api.dataSource, 'query');
      const batchReads = () => reads.mock.calls.filter(([sql]) => sql === EXPORT_BATCH_SQL).length;
      try {
        const controller = new AbortController();
        const response = await download('', admin, { signal: controller.signal });
        expect(response.status).toBe(200);
        const body = response.body?.getReader();
        expect((await body?.read())?.done).toBe(false);
        controller.abort();
        const readsWhenAborted = batchReads();

        // The API keeps serving: the whole export again, complete.
        const { rows } = await exported();
        expect(rows).toHaveLength(rowCount);
        // It read every batch once, plus the empty read that ends it; the aborted one stopped early.
        const fullExportReads = rowCount / EXPORT_BATCH_ROWS + 1;
        expect(batchReads() - fullExportReads).toBeLessThan(fullExportReads - 1);
        expect(batchReads() - fullExportReads).toBeGreaterThanOrEqual(readsWhenAborted);
      } finally {
        reads.mockRestore();
      }
    });
  });
});
