// Seeding of the benchmark database with SQL `generate_series`: accounts, subscriptions,
// submissions (pending, reviewed with a report and a checklist, re-opened, reviewed without a
// reply) and their reply history. Row n is a pure function of n, so seeding 10,000 rows and then
// growing to 1,000,000 gives the same data as seeding 1,000,000 at once.
//
// Only the columns the benchmark needs are written: the rest take their defaults, so the seeding
// keeps working when a migration adds a column with a default (a soft delete, say).

import { REPORT_TEMPLATE } from './report-template.mjs';

/** The benchmarked customer's own submissions: the same number at every size (the list is per user). */
export const BENCH_USER_SUBMISSIONS = 20;

export const BENCH_EMAIL_DOMAIN = 'bench.example';

/** Row n's pseudo-random 32-bit number (Knuth's multiplicative hash): spreads dates, users, scores. */
const HASH = '((g::bigint * 2654435761) % 4294967296)';

const SECONDS_PER_YEAR = 365 * 24 * 3600;

/** The analysis checklist as the admin console stores it (libs/analysis), scores filled in per row. */
const CHECKLIST = {
  connections: 0,
  hasVerificationShield: false,
  accountType: 'normal',
  accountAgeYears: 0,
  lastUpdated: '2026-03-14',
  hasCustomURL: true,
  hasProfileSummary: true,
  hasProfessionalPhoto: true,
  hasOldPhoto: false,
  outdatedJobInfo: false,
  missingAboutOrEducation: false,
  profileCompleteness: true,
  skillsEndorsementsCount: true,
  hasRecommendations: false,
  personalizedProfile: true,
  recentActivity: true,
  lastPostDate: '2026-02-02',
  engagementWithContent: true,
  engagementHistory: false,
  postHistoryOlderThanYear: false,
  profileUpdates: true,
  sharedInterests: false,
  openToNetworking: true,
  industryRelevance: true,
  activeJobTitles: true,
  newlyCreated: false,
  sparseJobHistory: false,
  defaultProfilePicture: false,
  lowConnections: false,
  noEngagementOnPosts: false,
  profileScorePercentage: 0,
  goodForOutreach: false,
  spamScore: 0,
};

/**
 * The accounts: `users` customers whose password hash is `passwordHash` (copied from an account
 * created through the API, so logging in works), the first one the benchmarked customer (basic),
 * the next `submitters` premium (unlimited submits), the rest a mix of premium, basic (some
 * expired) and free.
 */
export async function seedUsers(client, { users, submitters, passwordHash, adminId }) {
  const total = Math.max(users, submitters + 2);
  await client.query(
    `INSERT INTO "users" ("email", "password_hash", "role", "is_verified")
     SELECT 'bench-user-' || g || '@${BENCH_EMAIL_DOMAIN}', $1, 'user', true FROM generate_series(1, $2::int) g`,
    [passwordHash, total],
  );
  const ordinal = `split_part(split_part("email", '@', 1), '-', 3)::int`;
  await client.query(
    `INSERT INTO "subscriptions" ("user_id", "tier", "end_date", "created_by_id")
     SELECT "id",
            CASE WHEN n = 1 THEN 'basic' WHEN n <= $1::int + 1 OR n % 10 < 3 THEN 'premium' ELSE 'basic' END,
            CASE WHEN n = 1 THEN now() + interval '90 days'
                 WHEN n <= $1::int + 1 THEN NULL
                 WHEN n % 30 = 7 THEN now() - interval '3 days'
                 WHEN n % 2 = 0 THEN now() + interval '90 days' END,
            $2::int
     FROM (SELECT "id", ${ordinal} AS n FROM "users" WHERE "email" LIKE 'bench-user-%@${BENCH_EMAIL_DOMAIN}') u
     WHERE n <= $1::int + 1 OR n % 10 < 6`,
    [submitters, adminId],
  );
  // A paid plan beside an admin's grant (one customer in ten): every join of a user's tier must
  // pick the winning grant (the view subscriptions_in_force), or the two servers' answers differ.
  await client.query(
    `INSERT INTO "subscriptions" ("user_id", "tier", "end_date", "source")
     SELECT "id", 'premium', NULL, 'provider'
     FROM (SELECT "id", ${ordinal} AS n FROM "users" WHERE "email" LIKE 'bench-user-%@${BENCH_EMAIL_DOMAIN}') u
     WHERE n > $1::int + 1 AND n % 10 = 4`,
    [submitters],
  );
  const { rows } = await client.query(
    `SELECT "id", "email", ${ordinal} AS n FROM "users" WHERE "email" LIKE 'bench-user-%@${BENCH_EMAIL_DOMAIN}' ORDER BY n`,
  );
  return {
    benchUser: rows[0],
    submitters: rows.slice(1, submitters + 1),
    otherIds: rows.slice(submitters + 1).map((row) => row.id),
  };
}

/** Rows per INSERT: small enough to spread over connections and report progress. */
const CHUNK = 50_000;

/**
 * Submissions number `from` to `to` (inclusive), and the reply history of those replied to: 1 in 20
 * pending (1 in 200 re-opened, with its reply), 1 in 97 of the others reviewed without a reply, the
 * rest reviewed with a report and a checklist, over the last year. The first BENCH_USER_SUBMISSIONS
 * belong to the benchmarked customer; the others are spread over the remaining accounts
 * (`accounts.otherIds`; `accounts` is what seedUsers returned). With `softDelete` (the schema has
 * `deleted_at`), 1 in 1,000 is a reviewed submission an admin deleted: hidden, its review erased.
 * Chunks run concurrently on `connections` of the pool's connections.
 */
export async function seedSubmissions(
  pool,
  {
    from,
    to,
    accounts,
    adminId,
    softDelete = false,
    connections = 2,
    onProgress = () => undefined,
  },
) {
  // The schema's promised reply time (migration ReplyWindows), written here: seeding runs with
  // triggers off, so the column's default-filling trigger does not run.
  const dueBy =
    (
      await pool.query(
        `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'submissions' AND column_name = 'due_by'`,
      )
    ).rows.length > 0;
  const chunks = [];
  for (let start = from; start <= to; start += CHUNK)
    chunks.push([start, Math.min(to, start + CHUNK - 1)]);
  let done = 0;
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      await insertSubmissions(pool, chunk[0], chunk[1], accounts, adminId, softDelete, dueBy);
      done += chunk[1] - chunk[0] + 1;
      onProgress(done, to - from + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

/** One chunk: the submissions and, in the same statement, their reply history (1 in 10 has an earlier version). */
function insertSubmissions(pool, from, to, accounts, adminId, softDelete, dueBy) {
  const deletedColumn = `${softDelete ? ', "deleted_at"' : ''}${dueBy ? ', "due_by"' : ''}`;
  const deletedValue =
    (softDelete
      ? ", CASE WHEN deleted THEN least(now(), replied_at + interval '2 days') END"
      : '') +
    // A mix of the plans' default windows (Premium 1 h, Basic 4 h, Free 24 h).
    (dueBy
      ? ", created + CASE WHEN h % 10 = 0 THEN interval '1 hour' WHEN h % 10 < 4 THEN interval '4 hours' ELSE interval '24 hours' END"
      : '');
  return pool.query(
    `WITH "inserted" AS (
       INSERT INTO "submissions"
         ("user_id", "linkedin_url", "message", "form_data", "admin_reply", "admin_reply_date",
          "is_processed", "quality_score", "spam_score", "created_at", "updated_at"${deletedColumn})
       SELECT
         CASE WHEN g <= ${BENCH_USER_SUBMISSIONS} THEN $3::int ELSE ($4::int[])[(1 + h % cardinality($4::int[]))::int] END,
         url,
         CASE WHEN g % 3 = 0 OR deleted THEN NULL ELSE 'Please review my profile before I start applying for jobs.' END,
         CASE WHEN replied THEN $5::jsonb || jsonb_build_object(
           'connections', h % 4000, 'accountAgeYears', h % 15, 'profileScorePercentage', quality,
           'spamScore', spam, 'goodForOutreach', quality >= 60) END,
         CASE WHEN replied THEN format($6::text, url, quality, spam, to_char(replied_at, 'FMDD FMMonth YYYY')) END,
         CASE WHEN replied THEN replied_at END,
         NOT pending,
         CASE WHEN replied THEN quality END,
         CASE WHEN replied THEN spam END,
         created,
         created${deletedValue}
       FROM (
         SELECT g, h, 'https://www.linkedin.com/in/bench-profile-' || g AS url,
                g % 20 = 0 AS pending,
                g % 200 = 0 OR (g % 20 <> 0 AND g % 97 <> 0 AND NOT ($8::bool AND g % 1000 = 51)) AS replied,
                $8::bool AND g % 1000 = 51 AS deleted,
                ((h / 13) % 101)::int AS quality, ((h / 17) % 101)::int AS spam,
                created, least(now(), created + make_interval(secs => 600 + (h / 7) % 259200)) AS replied_at
         FROM (
           SELECT g, h, now() - make_interval(secs => h % ${SECONDS_PER_YEAR}) AS created
           FROM (SELECT g, ${HASH} AS h FROM generate_series($1::int, $2::int) g) numbered
         ) dated
       ) numbered_rows
       RETURNING "id", "admin_reply", "form_data", "admin_reply_date"
     )
     INSERT INTO "submission_replies" ("submission_id", "admin_id", "reply", "form_data", "created_at")
     SELECT "id", $7::int, "admin_reply", "form_data", "admin_reply_date" FROM "inserted" WHERE "admin_reply" IS NOT NULL
     UNION ALL
     SELECT "id", $7::int, "admin_reply", "form_data", "admin_reply_date" - interval '1 hour'
     FROM "inserted" WHERE "admin_reply" IS NOT NULL AND "id" % 10 = 0`,
    [
      from,
      to,
      accounts.benchUser.id,
      accounts.otherIds,
      JSON.stringify(CHECKLIST),
      REPORT_TEMPLATE,
      adminId,
      softDelete,
    ],
  );
}

/**
 * Runs `fill` with the secondary indexes of `tables` dropped, then recreates them exactly as they
 * were (from `pg_indexes`): building an index once is faster than updating it row by row. Indexes
 * that back a constraint (primary key, unique) stay.
 */
export async function withoutSecondaryIndexes(client, tables, fill) {
  const { rows } = await client.query(
    `SELECT i."indexname" AS name, i."indexdef" AS definition
     FROM "pg_indexes" i
     WHERE i."schemaname" = current_schema() AND i."tablename" = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM "pg_constraint" c WHERE c."conname" = i."indexname")`,
    [tables],
  );
  for (const { name } of rows) await client.query(`DROP INDEX "${name}"`);
  try {
    await fill();
  } finally {
    await client.query("SET maintenance_work_mem = '256MB'");
    for (const { definition } of rows) await client.query(definition);
  }
}

/**
 * Settings of the seeding connections only: no wait for the WAL flush at each commit, and lz4
 * (several times faster than the default pglz) for the reports and checklists large enough to be
 * compressed. The API's own writes keep the server's defaults.
 */
export const seedingSessionOptions = '-c synchronous_commit=off -c default_toast_compression=lz4';

/** Up-to-date planner statistics and visibility map, as autovacuum keeps them on a live database. */
export async function analyse(client) {
  await client.query(
    'VACUUM (ANALYZE) "users", "subscriptions", "submissions", "submission_replies"',
  );
}

export async function lastSubmissionId(client) {
  const { rows } = await client.query(
    'SELECT coalesce(max("id"), 0)::int AS "last" FROM "submissions"',
  );
  return rows[0].last;
}

/** Removes what a submit run added, so the next size starts from the seeded data alone. */
export async function removeSubmissionsAfter(client, lastId) {
  await client.query('DELETE FROM "submissions" WHERE "id" > $1', [lastId]);
}
