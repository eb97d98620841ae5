// `npm run bench:enumeration`: can the time of forgot-password or sign-up tell whether an address
// has an account? The built API is started as in production on a database of its own; then, for
// each route, pairs of requests — one for an address with a verified account, one for an unknown
// address — run one after the other, the order alternating from pair to pair, and the medians of
// each side, their ratio and how often the existing address was the slower one are printed.
// A benchmark, not a test: it judges nothing (see tools/bench/README.md).
//
//   npm run bench:enumeration                      # 40 counted pairs per route
//   npm run bench:enumeration -- --pairs 100 --no-build
//
// The PostgreSQL server is DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres. Without
// SMTP_URL the API writes its mail to the outbox (its mail jobs do, after the answer), as in development.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from './api/database.mjs';
import { buildApi, cleanupOnInterrupt } from './api/steps.mjs';
import { freePort, startNodeServer } from './api/processes.mjs';
import { table } from './api/report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Uncounted pairs first: the first requests pay for JIT compilation and cold caches. */
const WARMUP_PAIRS = 5;
const PASSWORD = 'a bench passphrase 42';

function options() {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string', default: '40' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const pairs = Number(values.pairs);
  if (!Number.isInteger(pairs) || pairs < 30)
    throw new Error('--pairs must be a whole number of at least 30');
  return { pairs, build: !values['no-build'] };
}

/** One request's latency in milliseconds, as the client sees it; its status must be `expected`. */
async function timed(baseUrl, path, body, expected) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (response.status !== expected)
    throw new Error(`${path} answered ${response.status}, not ${expected}`);
  return took;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `pairs` counted pairs (after the warm-up), existing first in even pairs, unknown first in odd
 * ones, so that drift (a cache warming, a neighbour's load) falls on both sides alike.
 */
async function measurePairs(pairs, existing, unknown) {
  const times = { existing: [], unknown: [] };
  let existingSlower = 0;
  for (let index = -WARMUP_PAIRS; index < pairs; index += 1) {
    const order = index % 2 === 0 ? ['existing', 'unknown'] : ['unknown', 'existing'];
    const pair = {};
    for (const side of order) pair[side] = await (side === 'existing' ? existing() : unknown());
    if (index < 0) continue;
    times.existing.push(pair.existing);
    times.unknown.push(pair.unknown);
    if (pair.existing > pair.unknown) existingSlower += 1;
  }
  return { existing: median(times.existing), unknown: median(times.unknown), existingSlower };
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
    const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-enumeration-'));
    cleanup.add(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    delete env.SMTP_URL;
    delete env.REDIS_URL;
    const api = await startNodeServer({
      name: 'the API',
      args: [join(root, 'dist/apps/api/main.js')],
      env: {
        ...env,
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(48).toString('base64'),
        API_DOCS: 'false',
        AUTH_RATE_LIMIT: '1000000',
        LOGIN_ACCOUNT_LIMIT: '1000000',
      },
      port,
      readyPath: '/api/health',
      cwd: dataDir,
    });
    cleanup.add(api.stop);

    // The address with an account: signed up through the API, then marked verified in the database
    // (its verification link went to the outbox).
    const owner = `owner-${randomBytes(4).toString('hex')}@bench.example`;
    const signupBody = (email) => ({ email, password: PASSWORD, password2: PASSWORD });
    await timed(api.baseUrl, '/api/auth/signup/', signupBody(owner), 201);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('UPDATE users SET is_verified = true WHERE email = $1', [owner]);
    } finally {
      await client.end();
    }

    const unknownAddress = () => `nobody-${randomBytes(6).toString('hex')}@bench.example`;
    const routes = [
      {
        label: 'POST /api/auth/password-reset/',
        existing: () => timed(api.baseUrl, '/api/auth/password-reset/', { email: owner }, 200),
        unknown: () =>
          timed(api.baseUrl, '/api/auth/password-reset/', { email: unknownAddress() }, 200),
      },
      {
        label: 'POST /api/auth/signup/',
        existing: () => timed(api.baseUrl, '/api/auth/signup/', signupBody(owner), 201),
        unknown: () => timed(api.baseUrl, '/api/auth/signup/', signupBody(unknownAddress()), 201),
      },
    ];

    process.stdout.write(
      `E-mail enumeration benchmark: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, ` +
        `client on the same machine; database ${database.name}\n` +
        `${o.pairs} counted pairs per route (after ${WARMUP_PAIRS} uncounted), one request at a time, the order alternating\n\n`,
    );
    const rows = [];
    for (const route of routes) {
      const result = await measurePairs(o.pairs, route.existing, route.unknown);
      rows.push([
        route.label,
        result.existing.toFixed(2),
        result.unknown.toFixed(2),
        `${(result.existing / result.unknown).toFixed(2)}×`,
        `${result.existingSlower} of ${o.pairs}`,
      ]);
    }
    process.stdout.write(
      `${table(['route', 'existing: median ms', 'unknown: median ms', 'ratio', 'existing slower in'], rows)}\n\n` +
        'A ratio near 1.00× and "slower in" near half the pairs: the time does not tell the two apart.\n',
    );
  } finally {
    await cleanup.run();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  },
);
