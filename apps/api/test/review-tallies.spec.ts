import { type AdminStatsResponse, API_PATHS } from '@profileproof/contracts';
import { Client } from 'pg';
import { accountFactory } from './support/accounts';
import { bearer } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

/** One writer of the concurrent imports: a connection of its own, or the app's. */
interface Writer {
  query(sql: string, values: unknown[]): Promise<unknown>;
  end(): Promise<void>;
}

/**
 * The review tallies (migrations ReviewTallies, LinearTallies) and the reply-window days (DeskSearch,
 * LinearTallies) after bulk statements: what a data
 * import, a backfill, a bulk re-open or a departing customer does to the lists and statistics.
 * After each statement the tallies, slots added up, equal a count of the rows themselves.
 */
describe('the review tallies under bulk writes', () => {
  let api: TestApp;
  let owners: number[];

  /** The tallies, slots added up, zero rows left out. */
  const tallies = () =>
    api.dataSource.query(
      `SELECT 'pending' AS "kind", NULL AS "key", coalesce(sum("pending_count"), 0)::text AS "n" FROM "submission_totals"
       UNION ALL SELECT 'score sum', NULL, coalesce(sum("quality_sum"), 0)::text FROM "submission_totals"
       UNION ALL SELECT 'scores', NULL, coalesce(sum("quality_count"), 0)::text FROM "submission_totals"
       UNION ALL SELECT 'day', "day"::text, sum("submitted_count")::text FROM "submission_days" GROUP BY "day" HAVING sum("submitted_count") <> 0
       UNION ALL SELECT 'bucket', "bound_at"::text || '/' || "bound_id", "reviewed_count"::text FROM "reviewed_buckets" WHERE "reviewed_count" <> 0
       UNION ALL SELECT 'replied', "day"::text, sum("replied_count")::text FROM "reply_window_days" GROUP BY "day" HAVING sum("replied_count") <> 0
       UNION ALL SELECT 'within', "day"::text, sum("within_count")::text FROM "reply_window_days" GROUP BY "day" HAVING sum("within_count") <> 0
       ORDER BY 1, 2`,
    );

  /** The same figures counted from the submissions. */
  const recount = () =>
    api.dataSource.query(
      `WITH "visible" AS (SELECT * FROM "submissions" WHERE "deleted_at" IS NULL)
       SELECT 'pending' AS "kind", NULL AS "key", count(*) FILTER (WHERE NOT "is_processed")::text AS "n" FROM "visible"
       UNION ALL SELECT 'score sum', NULL, coalesce(sum("quality_score") FILTER (WHERE "is_processed"), 0)::text FROM "visible"
       UNION ALL SELECT 'scores', NULL, count("quality_score") FILTER (WHERE "is_processed")::text FROM "visible"
       UNION ALL SELECT 'day', ("created_at" AT TIME ZONE 'UTC')::date::text, count(*)::text FROM "visible" GROUP BY 2
       UNION ALL SELECT 'bucket', "b"."bound_at"::text || '/' || "b"."bound_id", count(*)::text
         FROM "visible", LATERAL "reviewed_bucket_of"("admin_reply_date", "id") AS "b" WHERE "is_processed" GROUP BY 2
       UNION ALL SELECT 'replied', ("admin_reply_date" AT TIME ZONE 'UTC')::date::text, count(*)::text
         FROM "visible" WHERE "is_processed" AND "admin_reply_date" IS NOT NULL GROUP BY 2
       UNION ALL SELECT 'within', ("admin_reply_date" AT TIME ZONE 'UTC')::date::text, count(*)::text
         FROM "visible" WHERE "is_processed" AND "admin_reply_date" <= "due_by" GROUP BY 2
       ORDER BY 1, 2`,
    );

  const expectRecounted = async () => {
    const kept = await tallies();
    expect(kept).toEqual(await recount());
    return kept;
  };

  /** `count` submissions of the owners in one statement: pending, reviewed with and without a reply. */
  const importSubmissions = (count: number, tag: string) =>
    api.dataSource.query(
      `INSERT INTO "submissions" ("user_id", "linkedin_url", "created_at", "is_processed", "admin_reply", "admin_reply_date", "quality_score")
       SELECT ($1::int[])[1 + g % array_length($1::int[], 1)], 'https://www.linkedin.com/in/' || $2 || g,
              now() - g * interval '37 minutes',
              g % 4 <> 0,
              CASE WHEN g % 4 IN (1, 2) THEN 'reply' END,
              CASE WHEN g % 4 IN (1, 2) THEN now() - g * interval '31 minutes' END,
              CASE WHEN g % 4 = 1 THEN g % 101 END
       FROM generate_series(1, $3::int) AS "g"`,
      [owners, tag, count],
    );

  beforeAll(async () => {
    api = await createTestApp();
    const rows: { id: number }[] = await api.dataSource.query(
      `INSERT INTO "users" ("email") SELECT 'bulk' || g || '@example.com' FROM generate_series(1, 5) AS g RETURNING "id"`,
    );
    owners = rows.map((row) => row.id);
  });

  afterAll(() => api?.close());

  it('count an import of thousands in one statement, as the statistics show', async () => {
    await importSubmissions(3000, 'import');
    const kept = await expectRecounted();
    expect(kept.filter((row: { kind: string }) => row.kind === 'day').length).toBeGreaterThan(60);
    expect(kept.filter((row: { kind: string }) => row.kind === 'bucket').length).toBeGreaterThan(
      40,
    );

    const admin = await accountFactory(api, 'tally-admin')({ role: 'admin' });
    const response = await api.request(API_PATHS.admin.stats, bearer(admin.token));
    const stats = (await response.json()) as AdminStatsResponse;
    expect(stats).toMatchObject({ pending_count: 750, reviewed_count: 2250 });
  });

  it('follow bulk updates: replies, re-opens, soft deletes, restores, edits', async () => {
    const steps = [
      `UPDATE "submissions" SET "is_processed" = true, "admin_reply" = 'r', "admin_reply_date" = "created_at" + interval '5 hours', "quality_score" = "id" % 101 WHERE NOT "is_processed" AND "id" % 2 = 0`,
      `UPDATE "submissions" SET "admin_reply_date" = now(), "quality_score" = 42 WHERE "is_processed" AND "id" % 5 = 0`,
      `UPDATE "submissions" SET "is_processed" = false WHERE "id" % 7 = 0`,
      `UPDATE "submissions" SET "deleted_at" = now(), "admin_reply" = NULL, "admin_reply_date" = NULL, "quality_score" = NULL WHERE "id" % 11 = 0`,
      `UPDATE "submissions" SET "deleted_at" = NULL WHERE "id" % 22 = 0`,
      `UPDATE "submissions" SET "created_at" = "created_at" - interval '3 days' WHERE "id" % 9 = 0`,
    ];
    for (const step of steps) {
      await api.dataSource.query(step);
      await expectRecounted();
    }
  });

  it('write nothing for an update that changes none of what they count', async () => {
    const versions = () =>
      api.dataSource.query(
        `SELECT (SELECT array_agg("xmin"::text ORDER BY "slot") FROM "submission_totals") AS "totals",
                (SELECT array_agg("xmin"::text ORDER BY "day", "slot") FROM "submission_days") AS "days",
                (SELECT array_agg("xmin"::text ORDER BY "bound_at", "bound_id") FROM "reviewed_buckets") AS "buckets",
                (SELECT array_agg("xmin"::text ORDER BY "day", "slot") FROM "reply_window_days") AS "windows"`,
      );
    const before = await versions();
    await api.dataSource.query(`UPDATE "submissions" SET "message" = 'edited', "spam_score" = 3`);
    expect(await versions()).toEqual(before);
    await expectRecounted();
  });

  it('follow deletes of many rows, and a departing customer with every submission (cascade)', async () => {
    await api.dataSource.query(`DELETE FROM "submissions" WHERE "id" % 13 = 0`);
    await expectRecounted();
    const [{ n }] = await api.dataSource.query(
      `SELECT count(*)::int AS "n" FROM "submissions" WHERE "user_id" = $1`,
      [owners[0]],
    );
    expect(n).toBeGreaterThan(400);
    await api.dataSource.query(`DELETE FROM "users" WHERE "id" = ANY($1::int[])`, [
      owners.slice(0, 2),
    ]);
    await expectRecounted();
    owners = owners.slice(2);
  });

  it('follow one statement that inserts, updates and deletes at once, and an upsert', async () => {
    await api.dataSource.query(
      `WITH "added" AS (
         INSERT INTO "submissions" ("user_id", "linkedin_url", "created_at")
         SELECT $1, 'https://www.linkedin.com/in/mixed' || g, now() - g * interval '1 day' FROM generate_series(1, 500) AS g
         RETURNING "id"),
       "reopened" AS (
         UPDATE "submissions" SET "is_processed" = false WHERE "is_processed" AND "id" % 3 = 0 RETURNING "id"),
       "removed" AS (
         DELETE FROM "submissions" WHERE "id" % 17 = 0 AND "id" NOT IN (SELECT "id" FROM "reopened") RETURNING "id")
       SELECT (SELECT count(*) FROM "added") AS "a", (SELECT count(*) FROM "reopened") AS "r", (SELECT count(*) FROM "removed") AS "d"`,
      [owners[0]],
    );
    await expectRecounted();
    // An import that meets rows already there: new ones are inserted, the others reviewed.
    await api.dataSource.query(
      `INSERT INTO "submissions" ("id", "user_id", "linkedin_url", "is_processed", "quality_score", "admin_reply_date")
       SELECT "id", "user_id", "linkedin_url", true, 77, now() FROM "submissions" WHERE "id" % 4 = 1
       UNION ALL SELECT nextval(pg_get_serial_sequence('submissions', 'id')), $1, 'https://www.linkedin.com/in/upsert' || g, false, NULL, NULL FROM generate_series(1, 50) AS g
       ON CONFLICT ("id") DO UPDATE SET "is_processed" = true, "quality_score" = EXCLUDED."quality_score", "admin_reply_date" = EXCLUDED."admin_reply_date"`,
      [owners[1]],
    );
    await expectRecounted();
  });

  it('are untouched by a bulk statement rolled back, and stay right under concurrent imports', async () => {
    const before = await expectRecounted();
    await expect(
      api.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE "submissions" SET "is_processed" = NOT "is_processed"`);
        throw new Error('the import failed');
      }),
    ).rejects.toThrow('the import failed');
    expect(await tallies()).toEqual(before);

    // Separate connections (other slots, some the same) importing and reviewing at once. The
    // embedded database serves one connection: there the writers' statements take turns on it.
    const url = api.database.env.DATABASE_URL;
    const writers: Writer[] = await Promise.all(
      Array.from({ length: 4 }, async (): Promise<Writer> => {
        if (!url)
          return {
            query: (sql, values) => api.dataSource.query(sql, values),
            end: () => Promise.resolve(),
          };
        const client = new Client({ connectionString: url });
        await client.connect();
        return { query: (sql, values) => client.query(sql, values), end: () => client.end() };
      }),
    );
    try {
      await Promise.all(
        writers.map(async (writer, index) => {
          for (let round = 0; round < 3; round += 1) {
            await writer.query(
              `INSERT INTO "submissions" ("user_id", "linkedin_url", "created_at", "is_processed", "admin_reply_date", "quality_score")
               SELECT $1, 'https://www.linkedin.com/in/c' || g, now() - g * interval '3 hours', g % 2 = 0, CASE WHEN g % 2 = 0 THEN now() END, CASE WHEN g % 2 = 0 THEN g % 100 END
               FROM generate_series(1, 400) AS g`,
              [owners[index % owners.length]],
            );
            await writer.query(
              `UPDATE "submissions" SET "is_processed" = true, "admin_reply_date" = now() WHERE NOT "is_processed" AND "id" % 8 = $1`,
              [index],
            );
          }
        }),
      );
    } finally {
      await Promise.all(writers.map((writer) => writer.end()));
    }
    await expectRecounted();
  });
});
