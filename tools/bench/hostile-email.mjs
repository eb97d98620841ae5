// How much one hostile e-mail address costs the API, measured against the built server: it is
// started as in production (`node dist/apps/api/main.js`) on a fresh database it creates on the
// PostgreSQL at 127.0.0.1:5432 (or BENCH_DATABASE_URL) and drops afterwards, then three loads run
// at the same time for the same duration — a normal login (a real account, the right password), a
// login whose e-mail is ~100 KB of hostile text ('@.' repeated: cubic for the old /^\S+@\S+\.\S+$/),
// and GET /api/health — and their figures are printed side by side, with the ratio hostile/normal.
// A benchmark, not a test: it prints figures and asserts nothing. `npm run bench:hostile-email`
// (`--no-build` to skip `npx nx run api:build`, `--duration=<seconds>`, 10 by default).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from './api/processes.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const MAIN = path.join(ROOT, 'dist/apps/api/main.js');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BODY_LIMIT_BYTES = 100 * 1024;
const ADMIN = { email: 'bench-admin@example.com', password: 'a bench passphrase, not common 42' };

const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}`));
const durationSeconds = Number(argument('duration')?.split('=')[1] ?? 10);

/** The biggest hostile address a body under the 100 KB limit can carry. */
function hostileEmail() {
  const room =
    BODY_LIMIT_BYTES - JSON.stringify({ email: '', password: ADMIN.password }).length - 16;
  return `${'@.'.repeat(Math.floor((room - 2) / 2))} x`;
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the built API and waits (up to 2 minutes) until /api/health answers 200. */
async function startApi(env, port) {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited before it was ready:\n${errors}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API was not ready within 2 minutes:\n${errors}`);
    }
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function load(title, url, options) {
  return autocannon({ title, url, duration: durationSeconds, ...options });
}

function row(result) {
  const statuses = Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  return {
    case: result.title,
    requests: result.requests.total,
    'req/s': result.requests.average.toFixed(1),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    statuses: statuses + (result.errors ? ` errors×${result.errors}` : ''),
  };
}

async function main() {
  if (!argument('no-build')) {
    console.log('Building the API (npx nx run api:build)…');
    const build = spawnSync('npx', ['nx', 'run', 'api:build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The API build failed');
  }
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npx nx run api:build`);

  const name = `pp_bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-bench-'));
  await onServer(`CREATE DATABASE "${name}"`);
  let api;
  try {
    const port = await freePort();
    api = await startApi(
      {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT: '1000000',
        LOGIN_ACCOUNT_LIMIT: '1000000',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        REDIS_URL: '',
      },
      port,
    );
    const base = `http://127.0.0.1:${port}`;
    const login = (email) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: ADMIN.password }),
    });
    const hostile = login(hostileEmail());
    console.log(
      `Hostile body: ${hostile.body.length} bytes. Running the three loads together for ${durationSeconds} s…`,
    );
    const results = await Promise.all([
      load('normal login', `${base}/api/auth/login/`, { ...login(ADMIN.email), connections: 2 }),
      load('hostile login (100 KB e-mail)', `${base}/api/auth/login/`, {
        ...hostile,
        connections: 4,
      }),
      load('GET /api/health meanwhile', `${base}/api/health`, { connections: 1 }),
    ]);
    const [normal, attack] = results;
    console.table(results.map(row));
    // No completed request, no figure: the server answered nothing in time (autocannon waits 10 s).
    const ratio = (hostileFigure, normalFigure) =>
      normalFigure > 0 && attack.requests.total > 0
        ? `×${(hostileFigure / normalFigure).toFixed(2)}`
        : 'n/a';
    console.log(
      `hostile/normal: p50 latency ${ratio(attack.latency.p50, normal.latency.p50)}, ` +
        `p99 latency ${ratio(attack.latency.p99, normal.latency.p99)}, ` +
        `req/s ${ratio(attack.requests.average, normal.requests.average)}`,
    );
  } finally {
    await api?.stop();
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
