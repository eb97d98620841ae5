// The live benchmark (`npm run bench:live`, tools/bench/README.md): the API's event streams beside
// a bare Fastify server holding the same streams (bare-sse-server.mjs), in the same run, at each
// number of streams: memory per stream, idle CPU, the fan-out of an event to every stream; then a
// reconnect storm against the API (it restarts under all of its streams). The load runs in child
// processes (clients.mjs), the servers in processes of their own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountOf, createDatabase, seedingPool } from '../api/database.mjs';
import { nextSubmitBody } from '../api/endpoints.mjs';
import { createCleanup, migrateFirst, signIn } from '../api/harness.mjs';
import { freePort, startNodeServer, withRaisedFdLimit } from '../api/processes.mjs';
import { seedUsers } from '../api/seed.mjs';
import { fanOutTable, GOALS, stormTable, streamsTable } from './report.mjs';

/** The API's cap of streams per user (apps/api/src/live-events/stream-slots.ts): streams = accounts × this. */
export const STREAMS_PER_ACCOUNT = 5;

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

const CLIENTS_FILE = new URL('./clients.mjs', import.meta.url).pathname;
const BARE_FILE = new URL('./bare-sse-server.mjs', import.meta.url).pathname;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** One server at one number of streams, on a fresh process: open, memory, idle CPU, fan-out (and the storm). */
async function measureServer(run, server, streams, storm) {
  const { o, api } = run;
  let target;
  if (server === 'api') {
    await api.current.stop();
    api.current = null;
    api.current = await o.startApi({ env: api.env, port: api.port });
    target = api.current;
  } else {
    const port = await freePort();
    target = await startNodeServer({
      name: 'the bare SSE server',
      args: [BARE_FILE],
      env: { ...process.env, PORT: String(port) },
      port,
      readyPath: '/api/health',
      raiseFdLimit: true,
    });
  }
  const clients = await startClients(o.clientProcesses);
  try {
    await sleep(o.settleSeconds * 1000);
    const rssIdle = rssOf(target.pid);
    const needed = Math.ceil(streams / STREAMS_PER_ACCOUNT);
    const tokens = server === 'api' ? run.tokens.slice(0, needed) : Array(needed).fill('bare');
    const openStarted = now();
    const opened = await Promise.all(
      clients.map((client, index) =>
        client.ask({
          type: 'open',
          baseUrl: target.baseUrl,
          tokens: tokens.filter((_, t) => t % clients.length === index),
          perToken: STREAMS_PER_ACCOUNT,
        }),
      ),
    );
    const openSeconds = (now() - openStarted) / 1000;
    const live = sum(opened.map((result) => result.live));
    const failed = sum(opened.map((result) => result.failed));
    await sleep(o.settleSeconds * 1000);
    const rssOpen = rssOf(target.pid);
    const cpuBefore = cpuMsOf(target.pid);
    await sleep(o.idleSeconds * 1000);
    const idleCpu = (cpuMsOf(target.pid) - cpuBefore) / (o.idleSeconds * 1000);

    const latencies = [];
    const spreads = [];
    let missing = 0;
    for (let seq = 1; seq <= o.events; seq += 1) {
      const sent = now();
      await trigger(run, server, target);
      const arrived = await Promise.all(
        clients.map((client) =>
          client.ask({ type: 'arrivals', seq, timeoutMs: o.timeoutSeconds * 1000 }),
        ),
      );
      const times = arrived.flatMap((result) => result.times);
      missing += sum(arrived.map((result) => result.missing));
      for (const time of times) latencies.push(time - sent);
      if (times.length) spreads.push(Math.max(...times) - Math.min(...times));
      await sleep(100);
    }
    const result = {
      live,
      failed,
      openSeconds,
      rssIdle,
      rssOpen,
      kbPerStream: live ? (rssOpen - rssIdle) / 1024 / live : NaN,
      idleCpu,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      writeAll: percentile(spreads, 0.5),
      missing,
      storm: null,
    };
    if (storm) result.storm = await reconnectStorm(run, clients, live);
    return result;
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    if (server === 'bare') await target.stop();
  }
}

/** One event to every stream: a new submission (the API tells every admin), or the bare server's broadcast. */
async function trigger(run, server, target) {
  const response =
    server === 'api'
      ? await fetch(`${target.baseUrl}/api/contact/submit/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${run.submitter}`, 'content-type': 'application/json' },
          body: JSON.stringify(nextSubmitBody()),
        })
      : await fetch(`${target.baseUrl}/bench/broadcast/`, { method: 'POST' });
  await response.arrayBuffer();
  if (response.status >= 300) throw new Error(`The ${server} trigger answered ${response.status}`);
}

/**
 * Every client of an instance comes back at once: a second API instance (same database) starts,
 * the first stops (SIGTERM: it drains, then ends every stream), and each client reconnects as the
 * browser does, its refused connections routed to the other instance as a load balancer would.
 * How long until all are live again, and what they were answered. The first instance then starts
 * again, for the steps after.
 */
async function reconnectStorm(run, clients, expected) {
  const { o, api } = run;
  const otherPort = await freePort();
  const other = await o.startApi({ env: api.env, port: otherPort });
  try {
    await Promise.all(
      clients.map((client) => client.ask({ type: 'reconnect', fallbacks: [other.baseUrl] })),
    );
    const stopping = api.current.baseUrl;
    const signalled = now();
    const stopped = api.current.stop();
    const deadline = signalled + o.timeoutSeconds * 1000;
    let status = await statusOf(clients);
    // First the instance drains (the streams go on), then it ends them: until every one is back.
    while ((status.firstDrop === null || status.live < expected) && now() < deadline) {
      await sleep(50);
      status = await statusOf(clients);
    }
    const allAt = now();
    await stopped;
    api.current = null;
    return {
      clients: expected,
      allLive: status.live === expected,
      live: status.live,
      dropSeconds: ((status.firstDrop ?? allAt) - signalled) / 1000,
      backSeconds: (allAt - (status.firstDrop ?? allAt)) / 1000,
      // A stream asked of the stopping instance between its streams' end and its listener's gets
      // 503 with Retry-After (a load balancer retries that GET elsewhere): counted apart.
      fiveXX: sum(
        Object.entries(status.fiveXX).map(([server, n]) => (server === stopping ? 0 : n)),
      ),
      fiveXXClosing: status.fiveXX[stopping] ?? 0,
      refused: status.refused,
      statuses: status.statuses,
    };
  } finally {
    await other.stop();
    api.current ??= await o.startApi({ env: api.env, port: api.port });
  }
}

async function statusOf(clients) {
  const all = await Promise.all(clients.map((client) => client.ask({ type: 'status' })));
  const statuses = {};
  for (const one of all)
    for (const [code, n] of Object.entries(one.statuses))
      statuses[code] = (statuses[code] ?? 0) + n;
  const drops = all.map((one) => one.firstDrop).filter((drop) => drop !== null);
  return {
    live: sum(all.map((one) => one.live)),
    firstDrop: drops.length ? Math.min(...drops) : null,
    fiveXX: mergeCounts(all.map((one) => one.fiveXX)),
    refused: sum(all.map((one) => one.refused)),
    statuses,
  };
}

/** `count` client processes (clients.mjs), each with its soft fd limit raised; `ask` sends a message and waits for the answer. */
async function startClients(count) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const [command, args] = withRaisedFdLimit(process.execPath, [CLIENTS_FILE]);
      const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const exited = once(child, 'exit');
      const waiting = new Map();
      let next = 0;
      child.on('message', (message) => {
        waiting.get(message.id)?.(message);
        waiting.delete(message.id);
      });
      exited.then(() => {
        for (const [, resolve] of waiting) resolve({ error: 'the client process exited' });
      });
      const ask = (message) =>
        new Promise((resolve) => {
          next += 1;
          waiting.set(next, resolve);
          child.send({ ...message, id: next });
        });
      return {
        ask,
        close: async () => {
          if (child.exitCode !== null) return;
          await ask({ type: 'close' });
          await exited;
        },
      };
    }),
  );
}

/** Resident memory of `pid`, in bytes (Linux). */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match[1]) * 1024;
}

/** CPU time `pid` used so far (user + system), in ms (Linux; clock ticks of 10 ms). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function mergeCounts(records) {
  const merged = {};
  for (const record of records)
    for (const [key, n] of Object.entries(record)) merged[key] = (merged[key] ?? 0) + n;
  return merged;
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

function percentile(values, share) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

export { GOALS };
