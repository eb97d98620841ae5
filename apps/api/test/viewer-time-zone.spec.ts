import {
  type AdminStatsResponse,
  API_PATHS,
  EXPORT_COLUMNS,
  type ProcessedListResponse,
  TIME_ZONE_INVALID,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { parse } from 'csv-parse/sync';
import { STATS_DAYS } from '../src/desk/stats/review-stats.service';
import { zoneDayStart } from '../src/desk/stats/viewer-zone';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 86_400_000;
const LOS_ANGELES = 'America/Los_Angeles';
const KOLKATA = 'Asia/Kolkata';

/** 'YYYY-MM-DD' of an instant in `zone`, as a browser there reads it (independent of the API's code). */
const dayIn = (instant: Date, zone: string) =>
  instant.toLocaleDateString('en-CA', { timeZone: zone });
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days the issue is about, three UTC days ago (inside the 30 days of any zone): a UTC day `D`
 * and instants on both sides of Los Angeles' midnight (08:00Z in winter, 07:00Z in summer) and of
 * Kolkata's (18:30Z the day before its date).
 */
const todayUtc = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const D = isoDay(todayUtc - 3 * DAY_MS);
const at = (time: string) => new Date(`${D}T${time}Z`);
const INSTANTS = ['06:30', '07:30', '08:30', '18:00', '19:00'].map(at);
const dayBefore = isoDay(Date.parse(`${D}T00:00:00Z`) - DAY_MS);
const dayAfter = isoDay(Date.parse(`${D}T00:00:00Z`) + DAY_MS);

describe("the viewer's days (tz on the statistics, the reviewed list's day filters and the CSV export)", () => {
  let api: TestApp;
  let admin: TestAccount;
  let user: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    const account = accountFactory(api, 'viewer-zone');
    admin = await account({ role: 'admin' });
    user = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  const clearSubmissions = () => api.dataSource.query('DELETE FROM "submissions"');
  const get = (path: string) => api.request(path, bearer(admin.token));
  async function ok<T>(response: Response): Promise<T> {
    const text = await response.text();
    if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }
  const stats = async (query = '') =>
    ok<AdminStatsResponse>(await get(`${API_PATHS.admin.stats}${query}`));
  const countOn = (figures: AdminStatsResponse, day: string) =>
    figures.submissions_per_day.find((entry) => entry.date === day)?.count;

  describe('GET /api/admin/stats/?tz=', () => {
    beforeAll(async () => {
      await clearSubmissions();
      for (const createdAt of INSTANTS) await insertSubmission(api, user.id, { createdAt });
      // A deleted submission counts in no zone.
      await insertSubmission(api, user.id, { createdAt: at('07:45'), deletedAt: new Date() });
    });

    it('without tz answers UTC days, as the spec client gets them: every instant on D', async () => {
      const figures = await stats();
      expect(figures.submissions_per_day).toHaveLength(STATS_DAYS);
      expect(figures.submissions_per_day.at(-1)?.date).toBe(isoDay(todayUtc));
      expect(countOn(figures, D)).toBe(5);
      expect(countOn(figures, dayBefore)).toBe(0);
      expect(await stats('?tz=UTC')).toEqual(figures);
    });

    it("in Los Angeles, the evening before its midnight counts on the evening's own day", async () => {
      const figures = await stats(`?tz=${encodeURIComponent(LOS_ANGELES)}`);
      const today = dayIn(new Date(), LOS_ANGELES);
      expect(figures.submissions_per_day).toHaveLength(STATS_DAYS);
      expect(figures.submissions_per_day.at(-1)?.date).toBe(today);
      // 06:30Z is 22:30 or 23:30 the day before in Los Angeles; 08:30Z is past its midnight in any season.
      expect(countOn(figures, dayBefore)).toBe(
        INSTANTS.filter((i) => dayIn(i, LOS_ANGELES) === dayBefore).length,
      );
      expect(countOn(figures, dayBefore)).toBeGreaterThanOrEqual(1);
      expect(countOn(figures, D)).toBe(INSTANTS.filter((i) => dayIn(i, LOS_ANGELES) === D).length);
      expect(countOn(figures, D)).toBeGreaterThanOrEqual(3);
      expect(figures.submissions_per_day.reduce((sum, day) => sum + day.count, 0)).toBe(5);
      // The other figures do not depend on the zone.
      const utc = await stats();
      expect({ ...figures, submissions_per_day: [] }).toEqual({ ...utc, submissions_per_day: [] });
    });

    it('in Kolkata, an instant past 18:30Z counts on the next day (its midnight)', async () => {
      const figures = await stats(`?tz=${KOLKATA}`);
      expect(figures.submissions_per_day.at(-1)?.date).toBe(dayIn(new Date(), KOLKATA));
      expect(countOn(figures, D)).toBe(4);
      expect(countOn(figures, dayAfter)).toBe(1);
    });

    it.each([
      ['an unknown zone', 'Mars/Olympus_Mons'],
      ['an offset', '+05:30'],
      ['a POSIX rule', 'XYZ-5:30'],
      ['an injection attempt', 'UTC\'); DROP TABLE "submissions"; --'],
      ['an injection attempt through the cast', "UTC'::text || pg_sleep(1)::text || '"],
      ['an overlong name', `Europe/${'A'.repeat(200)}`],
    ])('answers 400 {detail, errors: {tz}} for %s, and reads nothing', async (_case, zone) => {
      const response = await get(`${API_PATHS.admin.stats}?tz=${encodeURIComponent(zone)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: VALIDATION_FAILED,
        errors: { tz: [TIME_ZONE_INVALID] },
      });
      const [{ count }] = (await api.dataSource.query(
        'SELECT count(*)::int AS "count" FROM "submissions"',
      )) as { count: number }[];
      expect(count).toBe(6);
    });

    it('answers 400 for a repeated tz', async () => {
      const response = await get(`${API_PATHS.admin.stats}?tz=UTC&tz=${KOLKATA}`);
      expect(response.status).toBe(400);
    });

    it('accepts an alias and any letter case, as the IANA database does', async () => {
      const canonical = await stats(`?tz=${KOLKATA}`);
      expect(await stats('?tz=Asia/Calcutta')).toEqual(canonical);
      expect(await stats('?tz=asia/kolkata')).toEqual(canonical);
    });

    it('is for admins only, tz or not', async () => {
      const response = await api.request(
        `${API_PATHS.admin.stats}?tz=${KOLKATA}`,
        bearer(user.token),
      );
      expect(response.status).toBe(403);
    });
  });

  describe('day bounds: the reviewed list (from/to) and the CSV export', () => {
    const replied: Record<string, number> = {};

    beforeAll(async () => {
      await clearSubmissions();
      for (const adminReplyDate of INSTANTS) {
        replied[adminReplyDate.toISOString()] = await insertSubmission(api, user.id, {
          createdAt: new Date(adminReplyDate.getTime() - DAY_MS),
          isProcessed: true,
          adminReply: 'Report',
          adminReplyDate,
        });
      }
    });

    /** The ids replied on `day` of `zone`, by the browser's reading of each instant. */
    const idsOn = (day: string, zone: string) =>
      INSTANTS.filter((instant) => dayIn(instant, zone) === day)
        .map((instant) => replied[instant.toISOString()])
        .sort((a, b) => a - b);

    const listed = async (query: string) => {
      const page = await ok<ProcessedListResponse>(
        await get(`${API_PATHS.admin.processed}${query}`),
      );
      return page.submissions.map((submission) => submission.id).sort((a, b) => a - b);
    };

    async function exported(query: string) {
      const response = await get(`${API_PATHS.admin.processedExport}${query}`);
      const text = await response.text();
      if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${text}`);
      const records = parse(text, { bom: true }) as string[][];
      expect(records[0]).toEqual([...EXPORT_COLUMNS]);
      return {
        disposition: response.headers.get('content-disposition'),
        ids: records
          .slice(1)
          .map((cells) => Number(cells[0]))
          .sort((a, b) => a - b),
      };
    }

    it('without tz, from/to are UTC days as before', async () => {
      expect(await listed(`?from=${D}&to=${D}`)).toEqual(
        Object.values(replied).sort((a, b) => a - b),
      );
      const file = await exported(`?from=${D}&to=${D}`);
      expect(file.ids).toEqual(Object.values(replied).sort((a, b) => a - b));
      expect(file.disposition).toBe(`attachment; filename="reviewed-submissions-${D}-to-${D}.csv"`);
    });

    it.each([LOS_ANGELES, KOLKATA])(
      "with tz=%s, from/to are that zone's days: the same rows the viewer's dates show",
      async (zone) => {
        for (const day of [dayBefore, D, dayAfter]) {
          const query = `?from=${day}&to=${day}&tz=${encodeURIComponent(zone)}`;
          const expected = idsOn(day, zone);
          expect(await listed(query)).toEqual(expected);
          if (expected.length === 0) continue;
          const file = await exported(query);
          expect(file.ids).toEqual(expected);
          // The file names the zone its days are in.
          expect(file.disposition).toBe(
            `attachment; filename="reviewed-submissions-${day}-to-${day}-${zone.replace('/', '-')}.csv"`,
          );
        }
        expect(idsOn(D, zone).length).toBeGreaterThanOrEqual(3);
      },
    );

    it('the rows around both midnights land where the brief says', () => {
      // Kolkata: 19:00Z is past its midnight (18:30Z); Los Angeles: 06:30Z is still the evening before.
      expect(idsOn(dayAfter, KOLKATA)).toEqual([replied[at('19:00').toISOString()]]);
      expect(idsOn(dayBefore, LOS_ANGELES)).toContain(replied[at('06:30').toISOString()]);
      expect(idsOn(D, LOS_ANGELES)).toContain(replied[at('08:30').toISOString()]);
    });

    it('an export without a range names the zone and its today', async () => {
      const file = await exported(`?tz=${KOLKATA}`);
      expect(file.ids).toHaveLength(INSTANTS.length);
      expect(file.disposition).toBe(
        `attachment; filename="reviewed-submissions-${dayIn(new Date(), KOLKATA)}-Asia-Kolkata.csv"`,
      );
    });

    it.each([API_PATHS.admin.processed, API_PATHS.admin.processedExport])(
      '%s answers 400 {errors: {tz}} for an unknown zone or an injection attempt',
      async (path) => {
        for (const zone of ['Nowhere/Town', "UTC' OR '1'='1", '-08:00']) {
          const response = await get(`${path}?from=${D}&tz=${encodeURIComponent(zone)}`);
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({
            detail: VALIDATION_FAILED,
            errors: { tz: [TIME_ZONE_INVALID] },
          });
        }
      },
    );
  });

  describe('zoneDayStart', () => {
    it.each([
      ['2026-01-15', LOS_ANGELES, '2026-01-15T08:00:00.000Z'],
      ['2026-07-15', LOS_ANGELES, '2026-07-15T07:00:00.000Z'],
      ['2026-03-08', LOS_ANGELES, '2026-03-08T08:00:00.000Z'],
      ['2026-11-01', LOS_ANGELES, '2026-11-01T07:00:00.000Z'],
      ['2026-01-15', KOLKATA, '2026-01-14T18:30:00.000Z'],
      ['2026-01-15', 'UTC', '2026-01-15T00:00:00.000Z'],
      // Santiago skips midnight when its summer time starts (2026-09-06): the day starts at 01:00.
      ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    ])('%s in %s starts at %s', (day, zone, instant) => {
      expect(zoneDayStart(day, zone).toISOString()).toBe(instant);
    });
  });
});
