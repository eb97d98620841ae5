// `npm run bench:tallies`: what the review tallies' triggers (migrations ReviewTallies,
// LinearTallies) cost one statement that writes many submissions — an import, a backfill, a bulk
// re-open, a purge. See tools/bench/README.md.
//
//   npm run bench:tallies                         # 20,000 and 100,000 rows, 5 rounds
//   npm run bench:tallies -- --sizes 2000,10000 --rounds 1
//   npm run bench:tallies -- --before --sizes 5000,20000   # the row trigger of ReviewTallies instead
//   npm run bench:tallies -- --database postgres://…/empty  # an empty database of yours, kept (the smoke test's embedded one)
//
// The schema is built by the API's own migrations (loaded from apps/api/src with ts-hooks, their SQL
// sent as is), on a `pp_bench_*` database of DATABASE_URL's server (else
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end; or on `--database`, as it is.
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cleanupOnInterrupt } from './api/steps.mjs';
import { createDatabase, hasColumn } from './api/database.mjs';
import { table } from './api/report.mjs';

register('./api/ts-hooks.mjs', import.meta.url);

/** The goals of issue 27: ≤ 1.5× the statement without triggers, and 5× the rows at most about 5× the time (below). */
const GOALS = { overhead: 1.5 };
/** "About" linear: the same statement without triggers varies this much between sizes on a shared machine. */
const GROWTH_MARGIN = 1.1;
/** The last migration of the row trigger; `--before` stops there. */
const ROW_TRIGGER_MIGRATION = 'ReviewTallies1795800000000';

function options() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '20000,100000' },
      rounds: { type: 'string', default: '5' },
      users: { type: 'string', default: '2000' },
      before: { type: 'boolean', default: false },
      database: { type: 'string' },
    },
  });
  const sizes = values.sizes.split(',').map((size) => Number(size.replaceAll('_', '')));
  const rounds = Number(values.rounds);
  const users = Number(values.users);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error('--sizes must be whole numbers, e.g. 20000,100000');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be at least 1');
  if (!Number.isInteger(users) || users < 1) throw new Error('--users must be at least 1');
  return { sizes, rounds, users, before: values.before, database: values.database };
}

/** Applies the API's migrations (up to `last`, if given) with their own SQL. */
async function migrate(client, last) {
  const { MIGRATIONS } = await import(
    new URL('../../apps/api/src/database/migrations/index.ts', import.meta.url).href
  );
  // As TypeORM's query runner answers: the rows.
  const runner = { query: async (sql, parameters) => (await client.query(sql, parameters)).rows };
  for (const Migration of MIGRATIONS) {
    const migration = new Migration();
    await migration.up(runner);
    if (migration.name === last) return migration.name;
  }
  return MIGRATIONS.at(-1).name;
}

/**
 * The statements measured, each one statement over `n` rows as a data import or an operator
 * would write it. Rows as the API benchmark seeds them (api/seed.mjs), without the large report:
 * 1 in 20 pending, dates over a year, replies 10 minutes to 3 days after, scores.
 */
const HASH = '((g::bigint * 2654435761) % 4294967296)';
const CREATED_AT = `now() - (${HASH} % 31536000) * interval '1 second'`;
/**
 * With migration ReplyWindows on, `due_by` (required) is written as the API writes it: created plus
 * 1, 4 or 24 hours, as the API benchmark seeds it. (Left out, a trigger would fill it in, but not
 * with the triggers disabled for the statement's time without them.)
 */
const DUE_BY = `${CREATED_AT} + (CASE WHEN g % 10 = 0 THEN 1 WHEN g % 10 < 4 THEN 4 ELSE 24 END) * interval '1 hour'`;
const STATEMENTS = [
  {
    key: 'insert',
    label: 'INSERT … SELECT',
    sql: (
      dueBy,
    ) => `INSERT INTO "submissions" ("user_id", "linkedin_url", "message", "created_at", "is_processed", "admin_reply", "admin_reply_date", "quality_score"${dueBy ? ', "due_by"' : ''})
      SELECT "first_user" + g % $2::int, 'https://www.linkedin.com/in/import-' || g, 'Imported profile ' || g,
             ${CREATED_AT},
             g % 20 <> 0,
             CASE WHEN g % 20 <> 0 AND g % 97 <> 0 THEN 'Reviewed.' END,
             CASE WHEN g % 20 <> 0 AND g % 97 <> 0 THEN now() - (${HASH} % 31536000) * interval '1 second' + (600 + ${HASH} % 258600) * interval '1 second' END,
             CASE WHEN g % 20 <> 0 AND g % 97 <> 0 THEN (${HASH} % 101)::smallint END${
               dueBy
                 ? `,
             ${DUE_BY}`
                 : ''
             }
      FROM generate_series(1, $1::int) AS g, (SELECT min("id") AS "first_user" FROM "users") AS "u"`,
  },
  {
    key: 'reopen',
    label: 'UPDATE: re-open every one',
    sql: () => `UPDATE "submissions" SET "is_processed" = false WHERE "is_processed"`,
  },
  {
    key: 'delete',
    label: 'DELETE every one',
    sql: () => `DELETE FROM "submissions"`,
  },
];

/** A checkpoint before each measured statement, so that none pays for the previous one's writes (superuser only). */
async function checkpoint(client) {
  await client.query('CHECKPOINT').catch(() => undefined);
}

/**
 * What a statement is measured in: the CPU time of its database backend when the server runs on
 * this machine (`/proc/<pid>/schedstat`: the work done, whatever else the machine runs meanwhile;
 * the quadratic cost of a row trigger is CPU), else the time the client waits.
 */
async function chooseClock(client) {
  const { rows } = await client.query('SELECT pg_backend_pid() AS "pid"');
  const file = `/proc/${rows[0].pid}/schedstat`;
  try {
    if (readFileSync(`/proc/${rows[0].pid}/cmdline`, 'utf8').startsWith('postgres')) {
      readFileSync(file, 'utf8');
      return {
        label: 'CPU s of the database backend',
        now: () => Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6,
      };
    }
  } catch {
    // Not this machine's process, or not readable: fall back to the client's clock.
  }
  return { label: 'elapsed s', now: () => performance.now() };
}

/** Milliseconds of one statement in its own transaction (committed: the triggers' work included). */
async function timed(client, clock, sql, parameters) {
  const started = clock.now();
  await client.query(sql, parameters);
  return clock.now() - started;
}

/** The fastest round: on a shared machine, the other rounds measure the neighbours too. */
const fastest = (values) => Math.min(...values);

/** Tallies (slots added up) against a recount of the rows: a benchmark of wrong tallies means nothing. */
async function talliesMatch(client) {
  const { rows } = await client.query(`SELECT
      (SELECT coalesce(sum("pending_count"), 0) FROM "submission_totals") = (SELECT count(*) FROM "submissions" WHERE NOT "is_processed" AND "deleted_at" IS NULL)
      AND (SELECT coalesce(sum("reviewed_count"), 0) FROM "reviewed_buckets") = (SELECT count(*) FROM "submissions" WHERE "is_processed" AND "deleted_at" IS NULL)
      AND (SELECT coalesce(sum("submitted_count"), 0) FROM "submission_days") = (SELECT count(*) FROM "submissions" WHERE "deleted_at" IS NULL)
      AND (SELECT coalesce(sum("quality_sum"), 0) FROM "submission_totals") = (SELECT coalesce(sum("quality_score"), 0) FROM "submissions" WHERE "is_processed" AND "deleted_at" IS NULL)
      AS "match"`);
  return rows[0].match;
}

/**
 * Each size, each round: with the triggers, then with them disabled (`DISABLE TRIGGER USER`: the
 * foreign key's checks stay, as they would for a real import), every statement in turn on an
 * emptied, vacuumed table. Returns milliseconds by statement, size and mode.
 */
async function measure(client, { sizes, rounds, users, log, clock }) {
  const dueBy = await hasColumn(client, 'submissions', 'due_by');
  const times = {};
  let mismatched = false;
  for (const size of sizes) {
    for (let round = 1; round <= rounds; round += 1) {
      for (const triggers of [true, false]) {
        await client.query(`TRUNCATE "submissions" CASCADE`);
        await client.query(`SELECT submission_tallies_rebuild()`);
        await client.query(
          `VACUUM ANALYZE "submissions", "submission_totals", "submission_days", "reviewed_buckets"`,
        );
        await client.query(
          `ALTER TABLE "submissions" ${triggers ? 'ENABLE' : 'DISABLE'} TRIGGER USER`,
        );
        for (const statement of STATEMENTS) {
          await checkpoint(client);
          const ms = await timed(
            client,
            clock,
            statement.sql(dueBy),
            statement.key === 'insert' ? [size, users] : [],
          );
          const key = `${statement.key}/${size}/${triggers ? 'on' : 'off'}`;
          (times[key] ??= []).push(ms);
          if (triggers && statement.key === 'insert' && !(await talliesMatch(client)))
            mismatched = true;
        }
        log(
          `  ${size.toLocaleString('en-US')} rows, round ${round}, triggers ${triggers ? 'on' : 'off'}: done`,
        );
      }
    }
  }
  await client.query(`ALTER TABLE "submissions" ENABLE TRIGGER USER`);
  return { times, mismatched };
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const ratio = (value) => `${value.toFixed(2)}×`;

function report({ times, sizes, log, clock }) {
  const at = (key, size, mode) => fastest(times[`${key}/${size}/${mode}`]);
  const rows = [];
  for (const statement of STATEMENTS) {
    for (const size of sizes) {
      const on = at(statement.key, size, 'on');
      const off = at(statement.key, size, 'off');
      rows.push([
        `${statement.label}, ${size.toLocaleString('en-US')} rows`,
        seconds(on),
        seconds(off),
        ratio(on / off),
        `≤ ${GOALS.overhead.toFixed(2)}×`,
        on / off <= GOALS.overhead ? 'yes' : 'NO',
      ]);
    }
  }
  log(`${clock.label}, the fastest of the rounds:`);
  log(table(['statement', 'triggers', 'no triggers', 'ratio', 'goal', 'met?'], rows));
  if (sizes.length < 2) return;
  const small = sizes[0];
  const large = sizes.at(-1);
  const rowsRatio = large / small;
  const growth = STATEMENTS.map((statement) => {
    const on = at(statement.key, large, 'on') / at(statement.key, small, 'on');
    const off = at(statement.key, large, 'off') / at(statement.key, small, 'off');
    return [
      statement.label,
      ratio(on),
      ratio(off),
      `≤ ~${ratio(rowsRatio)}`,
      on <= rowsRatio * GROWTH_MARGIN ? 'yes' : 'NO',
    ];
  });
  log('');
  log(
    `Growth: the time of ${large.toLocaleString('en-US')} rows over that of ${small.toLocaleString('en-US')} (${ratio(rowsRatio)} the rows: linear is ~${ratio(rowsRatio)}, met within ${Math.round((GROWTH_MARGIN - 1) * 100)} %; the statement without triggers grows alike)`,
  );
  log(table(['statement', 'triggers', 'no triggers', 'goal', 'met?'], growth));
}

async function main() {
  const chosen = options();
  const log = (line) => process.stdout.write(`${line}\n`);
  const cleanup = cleanupOnInterrupt();
  if (!chosen.database) {
    const database = await createDatabase(
      process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    cleanup.add(() => database.drop());
    chosen.database = database.url;
  }
  const client = new pg.Client({ connectionString: chosen.database });
  await client.connect();
  cleanup.add(() => client.end());
  try {
    const schema = await migrate(client, chosen.before ? ROW_TRIGGER_MIGRATION : undefined);
    await client.query(
      `INSERT INTO "users" ("email") SELECT 'tallies-' || g || '@bench.example' FROM generate_series(1, $1::int) AS g`,
      [chosen.users],
    );
    const { rows } = await client.query(`SELECT version() AS "version"`);
    log(`Review tallies under bulk statements — schema up to ${schema}`);
    log(`${rows[0].version.split(' on ')[0]}, ${chosen.rounds} round(s)`);
    const clock = await chooseClock(client);
    const { times, mismatched } = await measure(client, { ...chosen, log, clock });
    log('');
    report({ times, sizes: chosen.sizes, log, clock });
    log('');
    log(`Tallies equal a recount after every insert: ${mismatched ? 'NO' : 'yes'}`);
    process.exitCode = mismatched ? 1 : 0;
  } finally {
    await cleanup.run();
  }
}

main().catch((error) => {
  process.stderr.write(`The benchmark failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
