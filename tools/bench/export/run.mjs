// `npm run bench:export`: the CSV export's memory and speed at 10,000 and 1,000,000 reviewed
// submissions (see tools/bench/README.md). It judges nothing: it prints the figures, among them
// the API's peak RSS at the largest size over the smallest (the goal: about 1×), with its heap
// capped far below the size of the largest CSV.
//
//   npm run bench:export                              # 10,000 then 1,000,000 reviewed rows
//   npm run bench:export -- --sizes 2000,20000 --no-build
//
// The PostgreSQL server is DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  accountOf,
  countReviewed,
  createDatabase,
  grow,
  hasColumn,
  seedingPool,
} from '../api/database.mjs';
import { buildApi, cleanupOnInterrupt, signIn } from '../api/steps.mjs';
import { freePort, startNodeServer } from '../api/processes.mjs';
import { formatCount, table } from '../api/report.mjs';
import { lastSubmissionId, seedUsers } from '../api/seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SAMPLE_MS = 100;
/** Seconds of idle sampling before each export: the baseline its peak is measured from. */
const IDLE_SECONDS = 1;
const MB = 1024 * 1024;
/**
 * The API's V8 heap is capped far below the size of the largest CSV (about 150 MB at a million
 * rows): an export that held its rows, or its output, in memory could not finish under it. Garbage
 * collection is lazy while there is room, so without a cap the RSS after a long download says more
 * about the collector than about the export.
 */
const HEAP_CAP_MB = 96;

function options() {
  const { values } = parseArgs({
    options: { sizes: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
  });
  const sizes = (values.sizes ?? '10000,1000000')
    .split(',')
    .map((size) => Number(size.replaceAll('_', '')));
  if (
    sizes.some(
      (size, index) => !Number.isInteger(size) || size < 1 || size <= (sizes[index - 1] ?? 0),
    )
  ) {
    throw new Error('--sizes must be whole numbers, ascending, e.g. 10000,1000000');
  }
  return { sizes, build: !values['no-build'] };
}

/** The process's resident memory now, in bytes (VmRSS of /proc/<pid>/status). */
function rssOf(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Samples `pid`'s RSS every SAMPLE_MS, each with `progress()` at that moment, until `stop()`, which returns the samples. */
function sampleRss(pid, progress = () => 0) {
  const samples = [{ rss: rssOf(pid), progress: progress() }];
  const timer = setInterval(
    () => samples.push({ rss: rssOf(pid), progress: progress() }),
    SAMPLE_MS,
  );
  return {
    stop: () => {
      clearInterval(timer);
      samples.push({ rss: rssOf(pid), progress: progress() });
      return samples;
    },
  };
}

const peakOf = (samples) => Math.max(...samples.map((sample) => sample.rss));

/**
 * Grows the reviewed, visible submissions to exactly `size`: seeds the submissions a little past
 * it (the seeding's mix is about 95 % reviewed), then removes the newest reviewed ones beyond it.
 */
async function growReviewedTo(pool, size, context) {
  const from = (await lastSubmissionId(pool)) + 1;
  const reviewed = await countReviewed(pool, context.softDelete);
  await grow(pool, { ...context, from, to: from - 1 + Math.ceil((size - reviewed) * 1.06) + 10 });
  const excess = (await countReviewed(pool, context.softDelete)) - size;
  if (excess < 0)
    throw new Error(`Seeding gave ${size + excess} reviewed submissions, fewer than ${size}`);
  await pool.query(
    `DELETE FROM "submissions" WHERE "id" IN (
       SELECT "id" FROM "submissions" WHERE "is_processed" AND "deleted_at" IS NULL ORDER BY "id" DESC LIMIT $1)`,
    [excess],
  );
  // The seeding connections run with triggers off: the API's tallies are recounted.
  await pool.query('SELECT submission_tallies_rebuild()');
}

/**
 * One whole export as a client downloads it: bytes, rows (lines after the header), seconds, the
 * API's RSS idle before it, at its peak, and at its peak during each half of the rows.
 */
async function measureExport(api, token, expectedRows) {
  const idle = sampleRss(api.pid);
  await new Promise((done) => setTimeout(done, IDLE_SECONDS * 1000));
  const idleRss = peakOf(idle.stop());
  let bytes = 0;
  let lines = 0;
  const sampler = sampleRss(api.pid, () => Math.max(lines - 1, 0) / expectedRows);
  const started = performance.now();
  const response = await fetch(`${api.baseUrl}/api/admin/processed/export.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200)
    throw new Error(`The export answered ${response.status}: ${await response.text()}`);
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1))
      lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const samples = sampler.stop();
  const peakRss = peakOf(samples);
  return {
    rows: lines - 1,
    bytes,
    seconds,
    idleRss,
    peakRss,
    aboveIdle: peakRss - idleRss,
    firstHalfPeak: peakOf(samples.filter((sample) => sample.progress < 0.5)),
    secondHalfPeak: peakOf(samples.filter((sample) => sample.progress >= 0.5)),
  };
}

async function main() {
  const o = options();
  if (o.build) buildApi(root);
  const cleanup = cleanupOnInterrupt();
  try {
    const database = await createDatabase(
      process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    cleanup.add(database.drop);
    const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-export-'));
    cleanup.add(async () => rmSync(dataDir, { recursive: true, force: true }));
    const adminEmail = `bench-admin-${randomBytes(4).toString('hex')}@bench.example`;
    const password = `Bench-${randomBytes(18).toString('base64url')}`;
    const port = await freePort();
    // The built API as in production, on a pool of 4 (a download takes one connection per batch, then gives it back).
    const api = await startNodeServer({
      name: 'the API',
      args: [`--max-old-space-size=${HEAP_CAP_MB}`, join(root, 'dist/apps/api/main.js')],
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '4',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        // The benchmark's admin reads as any admin with two-step sign-in on would (their check is cached).
        ADMIN_REQUIRE_2FA: 'false',
        JWT_SECRET: randomBytes(32).toString('base64url'),
        JWT_ACCESS_TTL: '12h',
        API_DOCS: 'false',
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: password,
      },
      port,
      readyPath: '/api/health',
      cwd: dataDir,
    });
    cleanup.add(api.stop);
    const pool = await seedingPool(database.url, 2);
    cleanup.add(() => pool.end());
    const admin = await accountOf(pool, adminEmail);
    const accounts = await seedUsers(pool, {
      users: 2000,
      submitters: 0,
      passwordHash: admin.password_hash,
      adminId: admin.id,
    });
    const context = {
      accounts,
      adminId: admin.id,
      softDelete: await hasColumn(pool, 'submissions', 'deleted_at'),
      connections: 2,
    };
    const token = await signIn(api.baseUrl, adminEmail, password);

    process.stdout.write(
      `CSV export benchmark: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, client on the same machine\n` +
        `database ${database.name}; the API's V8 heap capped at ${HEAP_CAP_MB} MB; its RSS sampled every ${SAMPLE_MS} ms\n`,
    );
    const results = [];
    for (const size of o.sizes) {
      const started = Date.now();
      await growReviewedTo(pool, size, context);
      process.stdout.write(
        `seeded ${formatCount(size)} reviewed submissions in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
      // Once uncounted before the first: the code's first run (JIT, lazy allocations) is not the export's memory.
      if (results.length === 0) await measureExport(api, token, size);
      const result = await measureExport(api, token, size);
      if (result.rows !== size) throw new Error(`The export gave ${result.rows} rows, not ${size}`);
      results.push(result);
    }
    const mb = (value) => (value / MB).toFixed(1);
    process.stdout.write(
      `\n${table(
        [
          'reviewed rows',
          'CSV MB',
          'seconds',
          'rows/s',
          'idle RSS MB',
          'peak RSS MB',
          'peak above idle MB',
          'peak 1st half',
          'peak 2nd half',
        ],
        results.map((row) => [
          formatCount(row.rows),
          mb(row.bytes),
          row.seconds.toFixed(1),
          formatCount(row.rows / row.seconds),
          mb(row.idleRss),
          mb(row.peakRss),
          mb(row.aboveIdle),
          mb(row.firstHalfPeak),
          mb(row.secondHalfPeak),
        ]),
      )}\n`,
    );
    const last = results.at(-1);
    if (results.length > 1) {
      process.stdout.write(
        `\npeak RSS at ${formatCount(last.rows)} over ${formatCount(results[0].rows)}: ` +
          `${(last.peakRss / results[0].peakRss).toFixed(2)}× (goal ≈ 1×: the same process, the same heap cap; ` +
          `"above idle" moves with what the collector freed before the download started)\n`,
      );
    }
    process.stdout.write(
      `peak RSS in the second half of the ${formatCount(last.rows)} rows over the first half: ` +
        `${(last.secondHalfPeak / last.firstHalfPeak).toFixed(2)}× (1× = memory does not grow as rows go out)\n`,
    );
  } finally {
    await cleanup.run();
  }
}

main().catch((error) => {
  process.stderr.write(`The benchmark failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
