// The benchmark of issue 12: the API beside a bare Fastify + pg server running the same SQL, on a
// database of its own, seeded with SQL, at one or more sizes. See tools/bench/README.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchmarkEndpoints, call, jsonDifferences } from './endpoints.mjs';
import { combineRuns, drive, medianLatency } from './load.mjs';
import { freePort, startNodeServer } from './processes.mjs';
import { readCpuProfile, summariseCpuProfile } from './profile.mjs';
import { formatCount, GOALS, growthTable, latencyTable, profileTables, throughputTable } from './report.mjs';
import { analyse, lastSubmissionId, removeSubmissionsAfter, seedSubmissions, seedUsers, withoutSecondaryIndexes } from './seed.mjs';

/**
 * @typedef {{ requests: number, requestsPerSecond: number, p99: number, statuses: Record<string, number>, errors: number }} ServerLoad
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
  duration: 5,
  /** Counted runs per server and endpoint, interleaved API, bare, API, bare. */
  rounds: 2,
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
};

/** Steps to undo, last first: the CLI runs them on Ctrl-C too. */
export function createCleanup() {
  const steps = [];
  return {
    add: (step) => steps.push(step),
    run: async () => {
      while (steps.length) {
        try {
          await steps.pop()();
        } catch (error) {
          process.stderr.write(`cleanup: ${error.message}\n`);
        }
      }
    },
  };
}

/**
 * Runs the benchmark and prints it through `log`. Options (DEFAULTS plus):
 * - `serverUrl`: a PostgreSQL server; a `pp_bench_*` database is created on it and dropped at the
 *   end. Or `databaseUrl`: an empty database to use as it is.
 * - `startApi({env, nodeArgs})` → `{baseUrl, stop}`: starts the API on that database with `env`
 *   (its migrations create the schema); `nodeArgs` is set when profiling.
 * - `startBare({env})` → `{baseUrl, stop}`: by default `bare-server.mjs` in `benchDir`, as a process.
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
    const database = o.databaseUrl ? { name: o.databaseUrl, url: o.databaseUrl } : await createDatabase(o.serverUrl);
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
      JWT_SECRET: secrets.jwtSecret,
      JWT_ACCESS_TTL: '12h',
      API_DOCS: 'false',
      AUTH_RATE_LIMIT: '1000000',
      ADMIN_EMAIL: secrets.adminEmail,
      ADMIN_PASSWORD: secrets.password,
    };

    log(header(o, database));
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
    const startBare = o.startBare ?? ((bare) => startBareProcess(o.benchDir, bare));
    const bare = await startBare({ env: { DATABASE_URL: database.url, JWT_SECRET: secrets.jwtSecret, POOL_SIZE: String(o.poolSize) } });
    cleanup.add(bare.stop);

    const tokens = {
      admin: [await signIn(api.baseUrl, secrets.adminEmail, secrets.password)],
      user: [await signIn(api.baseUrl, accounts.benchUser.email, secrets.password)],
      submitters: [],
    };
    for (const submitter of accounts.submitters) tokens.submitters.push(await signIn(api.baseUrl, submitter.email, secrets.password));
    const servers = [
      { name: 'API', baseUrl: api.baseUrl },
      { name: 'bare', baseUrl: bare.baseUrl },
    ];

    let seeded = 0;
    for (const size of o.sizes) {
      const started = Date.now();
      await grow(pool, { from: seeded + 1, to: size, accounts, adminId: admin.id, softDelete, connections: o.seedConnections });
      seeded = size;
      const visible = softDelete ? ' AND "deleted_at" IS NULL' : '';
      const reviewed = Number((await pool.query(`SELECT count(*) AS n FROM "submissions" WHERE "is_processed"${visible}`)).rows[0].n);
      const pages = Math.ceil(reviewed / 10);
      log(
        `\n== ${formatCount(size)} submissions, ${formatCount(Math.max(o.users, o.connections + 2))} users ` +
          `(seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${formatCount(reviewed)} reviewed, ${formatCount(pages)} pages) ==`,
      );
      const endpoints = benchmarkEndpoints(pages);
      const reads = endpoints.filter((endpoint) => endpoint.kind === 'read');
      /** @type {SizeResult} */
      const measured = { size, pages, throughput: [], latency: [] };
      outcome.sizes.push(measured);

      for (const endpoint of reads) await compareAnswers(servers, endpoint, tokens[endpoint.as][0], size, outcome, warn);
      for (const endpoint of reads) {
        const token = tokens[endpoint.as][0];
        const latency = {};
        for (const server of servers) {
          latency[server.name] = await medianLatency({
            baseUrl: server.baseUrl,
            endpoint,
            token,
            samples: o.latencySamples,
            warmup: o.latencyWarmup,
          });
        }
        measured.latency.push({ key: endpoint.key, label: endpoint.label, api: latency.API, bare: latency.bare });
      }

      const beforeSubmits = await lastSubmissionId(pool);
      for (const endpoint of endpoints) {
        if (endpoint.kind === 'write') await compareAnswers(servers, endpoint, tokens[endpoint.as][0], size, outcome, warn);
        measured.throughput.push(await throughput(servers, endpoint, tokens[endpoint.as], o, pool, warn));
      }
      const run = o.amount ? `${o.amount} requests` : `${o.duration} s`;
      log(`\nThroughput: ${o.connections} connections, ${o.rounds} × ${run} per server, interleaved API, bare, API, bare`);
      log(throughputTable(measured.throughput));
      log(`\nSingle-request latency: median of ${o.latencySamples} sequential requests after ${o.latencyWarmup} uncounted`);
      log(latencyTable(measured.latency));
      if (size === o.sizes[0]) {
        for (const key of o.profile) outcome.profiles.push(await profileEndpoint(o, apiEnv, endpoints, tokens, key, log));
      }
      await removeSubmissionsAfter(pool, beforeSubmits);
    }

    if (outcome.sizes.length > 1) {
      const [first, last] = [outcome.sizes[0], outcome.sizes.at(-1)];
      outcome.growth = first.latency.map((row, index) => {
        const growth = last.latency[index].api / row.api;
        return { key: row.key, label: row.label, small: row.api, large: last.latency[index].api, growth, met: growth <= GOALS.growth };
      });
      log(`\nLatency growth of the API from ${formatCount(first.size)} to ${formatCount(last.size)} submissions`);
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

function header(o, database) {
  return [
    `API benchmark: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, load generator on the same machine`,
    `database ${database.name}; sizes ${o.sizes.map(formatCount).join(', ')}; ${o.connections} connections; pools of ${o.poolSize}`,
  ].join('\n');
}

async function createDatabase(serverUrl) {
  const name = `pp_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The seeding connections: no WAL flush wait per commit, lz4 for large values where the server has it. */
async function seedingPool(url, connections) {
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  let lz4 = false;
  try {
    const { rows } = await probe.query(`SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression'`);
    lz4 = Boolean(rows[0]?.enumvals?.includes('lz4'));
  } finally {
    await probe.end();
  }
  const settings = ['-c synchronous_commit=off', ...(lz4 ? ['-c default_toast_compression=lz4'] : [])];
  return new pg.Pool({ connectionString: url, max: connections, options: settings.join(' ') });
}

async function accountOf(pool, email) {
  const { rows } = await pool.query('SELECT "id", "password_hash" FROM "users" WHERE lower("email") = lower($1)', [email]);
  if (!rows[0]?.password_hash) throw new Error(`The API did not create the admin ${email} at start (ADMIN_EMAIL/ADMIN_PASSWORD).`);
  return rows[0];
}

async function hasColumn(pool, table, column) {
  const { rows } = await pool.query(
    'SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
    [table, column],
  );
  return rows.length > 0;
}

/** Adds submissions `from`…`to`; a large step drops the secondary indexes meanwhile. */
async function grow(pool, { from, to, accounts, adminId, softDelete, connections }) {
  if (to < from) return;
  const fill = () => seedSubmissions(pool, { from, to, accounts, adminId, softDelete, connections });
  if (to - from >= 100_000) await withoutSecondaryIndexes(pool, ['submissions', 'submission_replies'], fill);
  else await fill();
  await analyse(pool);
}

async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (response.status !== 200 || typeof body.access !== 'string') {
    throw new Error(`Logging in as ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.access;
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

/** Both servers' answers to one call must have the same status and the same JSON. */
async function compareAnswers(servers, endpoint, token, size, outcome, warn) {
  const [api, bare] = [await call(servers[0].baseUrl, endpoint, token), await call(servers[1].baseUrl, endpoint, token)];
  const expected = endpoint.kind === 'write' ? 201 : 200;
  const lines = [];
  if (api.status !== expected || bare.status !== expected)
    lines.push(`status: API ${api.status}, bare ${bare.status} (expected ${expected})`);
  lines.push(...jsonDifferences(api.body, bare.body));
  if (lines.length === 0) return;
  outcome.mismatches.push({ size, key: endpoint.key, lines });
  for (const line of lines) warn(`${endpoint.label} at ${formatCount(size)}: the answers differ: ${line}`);
}

/**
 * Waits until the database runs no query of the benchmark's (at most a minute): a run ends with
 * requests in flight, whose queries must not slow the next server's run.
 */
async function quiesce(pool) {
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if (rows[0].busy === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch {
    // A server without pg_stat_activity (PGlite) runs one query at a time anyway.
  }
}

/** Warm-up, then `rounds` runs per server, interleaved; warns of non-2xx answers and errors. */
async function throughput(servers, endpoint, tokens, o, pool, warn) {
  const runs = Object.fromEntries(servers.map((server) => [server.name, []]));
  const load = (server, duration) =>
    drive({ baseUrl: server.baseUrl, endpoint, tokens, connections: o.connections, duration, amount: o.amount || undefined });
  if (o.warmup > 0) {
    for (const server of servers) {
      await load(server, o.warmup);
      await quiesce(pool);
    }
  }
  for (let round = 0; round < o.rounds; round += 1) {
    for (const server of servers) {
      runs[server.name].push(await load(server, o.duration));
      await quiesce(pool);
    }
  }
  const [api, bare] = [combineRuns(runs.API), combineRuns(runs.bare)];
  for (const [name, combined] of [
    ['API', api],
    ['bare', bare],
  ]) {
    const refused = Object.entries(combined.statuses).filter(([code]) => !code.startsWith('2'));
    if (refused.length || combined.errors) {
      const codes = refused.map(([code, count]) => `${count} × ${code}`).join(', ');
      warn(`${endpoint.label} on ${name}: ${codes || 'no refusals'}; ${combined.errors} connection errors or timeouts`);
    }
  }
  const ratio = api.requestsPerSecond / bare.requestsPerSecond;
  return { key: endpoint.key, label: endpoint.label, kind: endpoint.kind, api, bare, ratio, met: ratio >= GOALS[endpoint.kind] };
}

/** A separate API process under `--cpu-prof`, loaded with one endpoint; its profile summarised. */
async function profileEndpoint(o, apiEnv, endpoints, tokens, key, log) {
  const endpoint = endpoints.find((candidate) => candidate.key === key);
  if (!endpoint) throw new Error(`Unknown endpoint to profile: ${key} (one of ${endpoints.map((e) => e.key).join(', ')})`);
  const directory = join(o.profileDir ?? mkdtempSync(join(tmpdir(), 'pp-bench-profile-')), key);
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const api = await o.startApi({ env: apiEnv, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${directory}`] });
  const load = (duration) => drive({ baseUrl: api.baseUrl, endpoint, tokens: tokens[endpoint.as], connections: o.connections, duration });
  let started = 0;
  let ended = 0;
  try {
    await load(Math.max(1, o.warmup));
    started = Date.now();
    await load(o.duration * o.rounds);
    ended = Date.now();
  } finally {
    await api.stop();
  }
  // Only the counted load: not the start-up, the warm-up or the shutdown.
  const exited = Date.now();
  const { file, profile } = readCpuProfile(directory);
  const summary = summariseCpuProfile(profile, { window: { fromEndMs: exited - started, toEndMs: exited - ended } });
  log(`\nCPU profile of the API under ${endpoint.label} (${file}), self time:`);
  log(profileTables(summary));
  return { key, file, summary };
}
