// The API benchmark: the API beside a bare Fastify + pg server running the same SQL, on a
// database of its own, seeded with SQL, at one or more sizes. See tools/bench/README.md.
// Here: the run's order; database.mjs holds the database's lifecycle and growth, measure.mjs the
// measurements, report.mjs the tables, steps.mjs the steps every benchmark shares (cleanup,
// build, migrations, sign-in).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  accountOf,
  countReviewed,
  createDatabase,
  grow,
  hasColumn,
  seedingPool,
} from './database.mjs';
import { answerHeaders, benchmarkEndpoints } from './endpoints.mjs';
import { compareAnswers, latencyRow, profileEndpoint, throughput } from './measure.mjs';
import { freePort, startNodeServer } from './processes.mjs';
import { formatCount, GOALS, growthTable, latencyTable, throughputTable } from './report.mjs';
import { lastSubmissionId, removeSubmissionsAfter, seedUsers } from './seed.mjs';
import { createCleanup, migrateFirst, signIn } from './steps.mjs';

/**
 * @typedef {{ requests: number, requestsPerSecond: number, cpuMicrosPerRequest: number | null, p99: number, statuses: Record<string, number>, errors: number }} ServerLoad
 * @typedef {{ key: string, label: string, kind: 'read' | 'write', api: ServerLoad, bare: ServerLoad, ratio: number, met: boolean }} ThroughputRow
 * @typedef {{ key: string, label: string, api: number, bare: number }} LatencyRow
 * @typedef {{ key: string, label: string, small: number, large: number, growth: number, met: boolean }} GrowthRow
 * @typedef {{ size: number, pages: number, throughput: ThroughputRow[], latency: LatencyRow[] }} SizeResult
 * @typedef {{ size: number, key: string, lines: string[] }} Mismatch
 * @typedef {{ key: string, file: string, summary: object }} Profile
 * @typedef {{ sizes: SizeResult[], growth: GrowthRow[] | null, mismatches: Mismatch[], warnings: string[], profiles: Profile[] }} Outcome
 */

export const DEFAULTS = {
  /** Submissions in the database at each measurement, ascending: the data grows from one to the next. */
  sizes: [10_000, 1_000_000],
  users: 2000,
  /** HTTP connections of the load generator. */
  connections: 16,
  /** Database connections of each server. */
  poolSize: 16,
  /** Seconds per counted run. */
  duration: 1.5,
  /**
   * Rounds per endpoint: a counted run of each server, API first then bare first, alternately.
   * Short runs, many rounds: the two runs of a round see the same state of a busy machine (two
   * copies of the API against each other: 0.87–1.02× with 4 rounds of 3 s, 0.95–1.01× with 8 of
   * 2 s; CHANGELOG.md, "Benchmark findings: noise and the migrations").
   */
  rounds: 8,
  /** Seconds of uncounted load per server before an endpoint's runs. */
  warmup: 1,
  /** Requests per counted run instead of `duration` (for the smoke test: every run completes some). */
  amount: 0,
  latencySamples: 20,
  latencyWarmup: 5,
  /** Connections that seed in parallel. */
  seedConnections: 2,
  /** Endpoint keys to profile (see endpoints.mjs), at the first size. */
  profile: [],
  /** Endpoint keys to measure (see endpoints.mjs); empty = every one. */
  only: [],
};

/**
 * Runs the benchmark and prints it through `log`. Options (DEFAULTS plus):
 * - `serverUrl`: a PostgreSQL server; a `pp_bench_*` database is created on it and dropped at the
 *   end. Or `databaseUrl`: an empty database to use as it is.
 * - `startApi({env, nodeArgs})` → `{baseUrl, stop}`: starts the API on that database with `env`;
 *   `nodeArgs` is set when profiling.
 * - `migrate({env})`: applies the migrations before the API starts (see `migrateWithCli`); the
 *   API then starts with RUN_MIGRATIONS=false. Without it, the API applies them as it starts.
 * - `startBare({env})` → `{baseUrl, stop}`: by default `bare-server.mjs` in `benchDir`, as a process;
 *   `env.ANSWER_HEADERS` holds the headers of an answer of the API, for the bare server to send too.
 * - `profileDir`: where CPU profiles go (a temporary directory by default).
 * Returns every figure printed, and the mismatches and warnings found.
 * @returns {Promise<Outcome>}
 */
export async function runBenchmark(options) {
  const o = { ...DEFAULTS, ...options };
  const log = o.log ?? ((line) => process.stdout.write(`${line}\n`));
  const cleanup = o.cleanup ?? createCleanup();
  /** @type {Outcome} */
  const outcome = { sizes: [], growth: null, mismatches: [], warnings: [], profiles: [] };
  const warn = (line) => {
    outcome.warnings.push(line);
    log(`warning: ${line}`);
  };
  try {
    const run = { o, log, warn, outcome, ...(await setUp(o, cleanup, log)) };
    let seeded = 0;
    for (const size of o.sizes) {
      await measureSize(run, seeded + 1, size);
      seeded = size;
    }
    if (outcome.sizes.length > 1) {
      const [first, last] = [outcome.sizes[0], outcome.sizes.at(-1)];
      outcome.growth = growthRows(first, last);
      log(
        `\nLatency growth of the API from ${formatCount(first.size)} to ${formatCount(last.size)} submissions`,
      );
      log(growthTable(outcome.growth, first.size, last.size));
    }
    log(
      `\n${outcome.mismatches.length ? `${outcome.mismatches.length} answer(s) differed between the API and the bare server (see the warnings).` : 'The API and the bare server gave the same answers.'}`,
    );
    return outcome;
  } finally {
    await cleanup.run();
  }
}

/** What every size shares: the database, the API, the accounts, the bare server and the tokens. */
async function setUp(o, cleanup, log) {
  const database = o.databaseUrl
    ? { name: o.databaseUrl, url: o.databaseUrl }
    : await createDatabase(o.serverUrl);
  if (database.drop) cleanup.add(database.drop);
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-'));
  cleanup.add(async () => rmSync(dataDir, { recursive: true, force: true }));
  const secrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    adminEmail: `bench-admin-${randomBytes(4).toString('hex')}@bench.example`,
    password: `Bench-${randomBytes(18).toString('base64url')}`,
  };
  const apiEnv = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: String(o.poolSize),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // The benchmark's admin reads as any admin with two-step sign-in on would (their check is cached).
    ADMIN_REQUIRE_2FA: 'false',
    JWT_SECRET: secrets.jwtSecret,
    JWT_ACCESS_TTL: '12h',
    API_DOCS: 'false',
    AUTH_RATE_LIMIT: '1000000',
    ADMIN_EMAIL: secrets.adminEmail,
    ADMIN_PASSWORD: secrets.password,
  };

  log(header(o, database));
  await migrateFirst(o.migrate, apiEnv);
  const api = await o.startApi({ env: apiEnv, nodeArgs: [] });
  cleanup.add(api.stop);
  const pool = await seedingPool(database.url, o.seedConnections);
  cleanup.add(() => pool.end());

  const admin = await accountOf(pool, secrets.adminEmail);
  const softDelete = await hasColumn(pool, 'submissions', 'deleted_at');
  const accounts = await seedUsers(pool, {
    users: o.users,
    submitters: o.connections,
    passwordHash: admin.password_hash,
    adminId: admin.id,
  });
  const tokens = {
    admin: [await signIn(api.baseUrl, secrets.adminEmail, secrets.password)],
    user: [await signIn(api.baseUrl, accounts.benchUser.email, secrets.password)],
    submitters: [],
  };
  for (const submitter of accounts.submitters)
    tokens.submitters.push(await signIn(api.baseUrl, submitter.email, secrets.password));

  const subscription = benchmarkEndpoints(1).find((endpoint) => endpoint.key === 'subscription');
  const startBare = o.startBare ?? ((bare) => startBareProcess(o.benchDir, bare));
  const bare = await startBare({
    env: {
      DATABASE_URL: database.url,
      JWT_SECRET: secrets.jwtSecret,
      POOL_SIZE: String(o.poolSize),
      ANSWER_HEADERS: JSON.stringify(
        await answerHeaders(api.baseUrl, subscription, tokens[subscription.as][0]),
      ),
    },
  });
  cleanup.add(bare.stop);
  const servers = [
    { name: 'API', baseUrl: api.baseUrl, pid: api.pid },
    { name: 'bare', baseUrl: bare.baseUrl, pid: bare.pid },
  ];
  return { apiEnv, pool, adminId: admin.id, softDelete, accounts, tokens, servers };
}

/**
 * One size: grows the submissions `from`…`size`, compares the answers, measures latency and
 * throughput, prints the tables (and the profiles at the first size), removes what the submits added.
 */
async function measureSize(run, from, size) {
  const { o, log, warn, outcome, pool, servers, tokens } = run;
  const started = Date.now();
  await grow(pool, {
    from,
    to: size,
    accounts: run.accounts,
    adminId: run.adminId,
    softDelete: run.softDelete,
    connections: o.seedConnections,
  });
  const reviewed = await countReviewed(pool, run.softDelete);
  const pages = Math.ceil(reviewed / 10);
  log(
    `\n== ${formatCount(size)} submissions, ${formatCount(Math.max(o.users, o.connections + 2))} users ` +
      `(seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${formatCount(reviewed)} reviewed, ${formatCount(pages)} pages) ==`,
  );
  const endpoints = benchmarkEndpoints(pages).filter(
    (endpoint) => o.only.length === 0 || o.only.includes(endpoint.key),
  );
  const reads = endpoints.filter((endpoint) => endpoint.kind === 'read');
  /** @type {SizeResult} */
  const measured = { size, pages, throughput: [], latency: [] };
  outcome.sizes.push(measured);

  for (const endpoint of reads)
    await compareAnswers(servers, endpoint, tokens[endpoint.as][0], size, outcome, warn);
  for (const endpoint of reads)
    measured.latency.push(await latencyRow(servers, endpoint, tokens[endpoint.as][0], o));

  const beforeSubmits = await lastSubmissionId(pool);
  for (const endpoint of endpoints) {
    if (endpoint.kind === 'write')
      await compareAnswers(servers, endpoint, tokens[endpoint.as][0], size, outcome, warn);
    measured.throughput.push(
      await throughput(servers, endpoint, tokens[endpoint.as], o, pool, warn),
    );
  }
  const runLength = o.amount ? `${o.amount} requests` : `${o.duration} s`;
  log(
    `\nThroughput: ${o.connections} connections, ${o.rounds} × ${runLength} per server in rounds, API then bare and bare then API alternately; ratio: the median of the rounds' ratios`,
  );
  log(throughputTable(measured.throughput));
  log(
    `\nSingle-request latency: median of ${o.latencySamples} sequential requests after ${o.latencyWarmup} uncounted`,
  );
  log(latencyTable(measured.latency));
  if (size === o.sizes[0]) {
    for (const key of o.profile)
      outcome.profiles.push(await profileEndpoint(o, run.apiEnv, endpoints, tokens, key, log));
  }
  await removeSubmissionsAfter(pool, beforeSubmits);
}

/**
 * The API's latency at the last size over the first, per read.
 * @returns {GrowthRow[]}
 */
function growthRows(first, last) {
  return first.latency.map((row, index) => {
    const growth = last.latency[index].api / row.api;
    return {
      key: row.key,
      label: row.label,
      small: row.api,
      large: last.latency[index].api,
      growth,
      met: growth <= GOALS.growth,
    };
  });
}

function header(o, database) {
  return [
    `API benchmark: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, load generator on the same machine`,
    `database ${database.name}; sizes ${o.sizes.map(formatCount).join(', ')}; ${o.connections} connections; pools of ${o.poolSize}`,
  ].join('\n');
}

async function startBareProcess(benchDir, { env }) {
  const port = await freePort();
  return startNodeServer({
    name: 'the bare server',
    args: [join(benchDir, 'bare-server.mjs')],
    env: { ...process.env, ...env, PORT: String(port) },
    port,
    readyPath: '/api/health',
  });
}
