// The live benchmark (`npm run bench:live`, tools/bench/README.md): the API's event streams beside
// a bare Fastify server holding the same streams (bare-sse-server.mjs), in the same run, at each
// number of streams: memory per stream, idle CPU, the fan-out of an event to every stream; then a
// reconnect storm against the API (it restarts under all of its streams). The load runs in child
// processes (clients.mjs), the servers in processes of their own.
// Here: the run's order and set-up; measure.mjs holds the measurements, client-processes.mjs the
// client processes, report.mjs the tables.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountOf, createDatabase, seedingPool } from '../api/database.mjs';
import { createCleanup, migrateFirst, signIn } from '../api/steps.mjs';
import { freePort } from '../api/processes.mjs';
import { seedUsers } from '../api/seed.mjs';
import { measureServer, STREAMS_PER_ACCOUNT } from './measure.mjs';
import { fanOutTable, GOALS, stormTable, streamsTable } from './report.mjs';

export { STREAMS_PER_ACCOUNT };

export const DEFAULTS = {
  /** Streams held at each step, ascending; each on freshly started servers. */
  streams: [1_000, 5_000, 10_000],
  /** Processes holding the client ends (one event loop would be the bottleneck). */
  clientProcesses: 4,
  /** Events fanned out per server and step (0: none, where the database cannot fan out, as the embedded PGlite). */
  events: 10,
  /** Seconds the servers sit idle (streams open) while their CPU is read. */
  idleSeconds: 5,
  /** Seconds to let a server settle before its memory is read. */
  settleSeconds: 2,
  /** Clients in the reconnect storm (the largest step's streams); 0: no storm. */
  storm: true,
  /** Logins at once while signing the accounts in (each one hashes a password). */
  loginsAtOnce: 4,
  /** A step gives up waiting for an event or a reconnect after this. */
  timeoutSeconds: 120,
};

/**
 * Runs the benchmark and prints it through `log`. Options (DEFAULTS plus): `serverUrl` (a
 * PostgreSQL server: a `pp_bench_*` database is made and dropped) or `databaseUrl` (an empty one);
 * `startApi({env, port})` → `{baseUrl, pid, stop}`; `migrate({env})`, when given, applies the
 * migrations first (as the API benchmark's `migrateWithCli`). Returns every figure printed, and
 * the errors.
 */
export async function runLiveBenchmark(options) {
  const o = { ...DEFAULTS, ...options };
  const log = o.log ?? ((line) => process.stdout.write(`${line}\n`));
  const cleanup = o.cleanup ?? createCleanup();
  /**
   * @typedef {Awaited<ReturnType<typeof import('./measure.mjs').measureServer>>} ServerResult
   * @type {{ steps: { streams: number, api: ServerResult, bare: ServerResult }[], storm: object | null, errors: string[] }}
   */
  const outcome = { steps: [], storm: null, errors: [] };
  try {
    const run = await setUp(o, cleanup, log);
    for (const streams of o.streams) {
      const step = { streams, api: null, bare: null };
      outcome.steps.push(step);
      log(`\n== ${streams.toLocaleString('en-US')} streams ==`);
      for (const server of ['api', 'bare']) {
        const last = streams === o.streams.at(-1);
        step[server] = await measureServer(
          run,
          server,
          streams,
          last && o.storm && server === 'api',
        );
        if (step[server].storm) outcome.storm = step[server].storm;
        const { live, failed } = step[server];
        log(
          `${server === 'api' ? 'API ' : 'bare'}: ${live} live, ${failed} failed, opened in ${step[server].openSeconds.toFixed(1)} s`,
        );
        if (live !== streams)
          outcome.errors.push(`${server}: ${streams - live} of ${streams} streams not opened`);
        if (step[server].missing)
          outcome.errors.push(`${server}: ${step[server].missing} events never arrived`);
        if (server === 'api' && o.events && !(step.api.p50 >= 0))
          outcome.errors.push('api: no event arrived');
      }
    }
    if (outcome.storm && !outcome.storm.allLive)
      outcome.errors.push('storm: not every client was live again');
    if (outcome.storm?.fiveXX)
      outcome.errors.push(
        `storm: ${outcome.storm.fiveXX} answers 5xx from the instance that stayed`,
      );
    log(`\nStreams: memory and idle CPU of each server (RSS over the same process idle)`);
    log(streamsTable(outcome.steps));
    log(
      `\nFan-out: ${o.events} events per step; from the trigger (API: a customer's POST /api/contact/submit/; bare: POST /bench/broadcast/) to each stream's arrival; "write to all": first to last arrival, median over the events`,
    );
    log(fanOutTable(outcome.steps));
    if (outcome.storm) {
      log(
        `\nReconnect storm: an API instance stops under ${outcome.storm.clients.toLocaleString('en-US')} streams; each client reconnects as the browser does (new ticket, full-jitter backoff), to the other instance`,
      );
      log(stormTable(outcome.storm));
    }
    log(
      `\n${outcome.errors.length ? `Errors:\n${outcome.errors.map((error) => `- ${error}`).join('\n')}` : 'No errors: every stream opened and every event arrived.'}`,
    );
    return outcome;
  } finally {
    await cleanup.run();
  }
}

/** The database, the API's accounts (every stream an admin's: an event reaches all of them), their tokens. */
async function setUp(o, cleanup, log) {
  const database = o.databaseUrl
    ? { name: o.databaseUrl, url: o.databaseUrl }
    : await createDatabase(o.serverUrl);
  if (database.drop) cleanup.add(database.drop);
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-live-'));
  cleanup.add(async () => rmSync(dataDir, { recursive: true, force: true }));
  const secrets = {
    adminEmail: `bench-admin-${randomBytes(4).toString('hex')}@bench.example`,
    password: `Bench-${randomBytes(18).toString('base64url')}`,
  };
  const maxStreams = Math.max(...o.streams);
  const apiEnv = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // The benchmark's admin reads as any admin with two-step sign-in on would (their check is cached).
    ADMIN_REQUIRE_2FA: 'false',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    JWT_ACCESS_TTL: '12h',
    API_DOCS: 'false',
    AUTH_RATE_LIMIT: '1000000',
    ADMIN_EMAIL: secrets.adminEmail,
    ADMIN_PASSWORD: secrets.password,
    EVENT_STREAMS_PER_INSTANCE: String(maxStreams + 100),
    ...(o.poolSize ? { DATABASE_POOL_SIZE: String(o.poolSize) } : {}),
  };
  log(
    `Live benchmark: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, ` +
      `${o.clientProcesses} client processes on the same machine; database ${database.name}; ` +
      `streams ${o.streams.map((n) => n.toLocaleString('en-US')).join(', ')}`,
  );
  await migrateFirst(o.migrate, apiEnv);
  const apiPort = await freePort();
  const api = {
    env: apiEnv,
    port: apiPort,
    current: await o.startApi({ env: apiEnv, port: apiPort }),
  };
  cleanup.add(() => api.current?.stop());

  const pool = await seedingPool(database.url, 1);
  cleanup.add(() => pool.end());
  const admin = await accountOf(pool, secrets.adminEmail);
  const accounts = Math.ceil(maxStreams / STREAMS_PER_ACCOUNT);
  const seeded = await seedUsers(pool, {
    users: accounts + 2,
    submitters: 1,
    passwordHash: admin.password_hash,
    adminId: admin.id,
  });
  await pool.query(`UPDATE "users" SET "role" = 'admin' WHERE "id" = ANY($1::int[])`, [
    seeded.otherIds,
  ]);
  const emails = (
    await pool.query(`SELECT "email" FROM "users" WHERE "id" = ANY($1::int[]) ORDER BY "id"`, [
      seeded.otherIds,
    ])
  ).rows.map((row) => row.email);
  const started = Date.now();
  const tokens = [];
  const queue = [...emails];
  await Promise.all(
    Array.from({ length: o.loginsAtOnce }, async () => {
      for (let email = queue.shift(); email; email = queue.shift())
        tokens.push(await signIn(api.current.baseUrl, email, secrets.password));
    }),
  );
  const submitter = await signIn(api.current.baseUrl, seeded.submitters[0].email, secrets.password);
  log(
    `${accounts.toLocaleString('en-US')} admin accounts signed in in ${((Date.now() - started) / 1000).toFixed(1)} s (${STREAMS_PER_ACCOUNT} streams each, the per-user cap)`,
  );
  return { o, log, cleanup, api, tokens, submitter };
}

export { GOALS };
