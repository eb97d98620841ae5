// `npm run bench`: the API beside the bare server (see tools/bench/README.md).
//
//   npm run bench                                   # 10,000 then 1,000,000 submissions, 8 rounds of 1.5 s per server
//   npm run bench -- --quick                        # 200 submissions, 1 s per run: a check that it works
//   npm run bench -- --sizes 10000 --duration 3 --profile processed-first,pending
//
// Options: --sizes a,b,…  --duration s  --rounds n  --connections n  --users n  --warmup s
// --profile key,…  (user-submissions, subscription, processed-first, processed-middle,
// processed-last, pending, pending-500, stats, search-pending, search-processed, submit)  --only key,… (measure these endpoints only)
// --no-build (use dist/apps/api as it is).
// The PostgreSQL server is DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres. The
// migrations are applied by the built CLI before the API starts, as in the Kubernetes deployment.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULTS, runBenchmark } from './harness.mjs';
import { freePort, startNodeServer } from './processes.mjs';
import { buildApi, cleanupOnInterrupt, migrateWithCli } from './steps.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(benchDir, '../../..');

const QUICK = {
  sizes: [200],
  users: 200,
  duration: 1,
  warmup: 0,
  latencySamples: 5,
  latencyWarmup: 2,
};

function options() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      users: { type: 'string' },
      warmup: { type: 'string' },
      profile: { type: 'string' },
      only: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const chosen = { ...DEFAULTS, ...(values.quick ? QUICK : {}) };
  const number = (name) => {
    const value = Number(values[name]);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`--${name} must be a positive number, not ${values[name]}`);
    return value;
  };
  if (values.sizes)
    chosen.sizes = values.sizes.split(',').map((size) => Number(size.replaceAll('_', '')));
  if (
    chosen.sizes.some(
      (size, index) =>
        !Number.isInteger(size) || size < 1 || size <= (chosen.sizes[index - 1] ?? 0),
    )
  ) {
    throw new Error('--sizes must be whole numbers, ascending, e.g. 10000,1000000');
  }
  for (const name of ['duration', 'rounds', 'connections', 'users'])
    if (values[name]) chosen[name] = number(name);
  if (values.warmup) chosen.warmup = Number(values.warmup);
  if (values.profile) chosen.profile = values.profile.split(',');
  if (values.only) chosen.only = values.only.split(',');
  chosen.connections = Math.round(chosen.connections);
  chosen.poolSize = chosen.connections;
  return { ...chosen, build: !values['no-build'] };
}

/** The built API (dist/apps/api/main.js) as its own process, run from its data directory (no .env). */
async function startBuiltApi({ env, nodeArgs }) {
  const port = await freePort();
  return startNodeServer({
    name: 'the API',
    args: [...nodeArgs, join(root, 'dist/apps/api/main.js')],
    env: { ...process.env, ...env, PORT: String(port) },
    port,
    readyPath: '/api/health',
    cwd: env.DATA_DIR,
  });
}

async function main() {
  const chosen = options();
  if (chosen.build) buildApi(root);
  const cleanup = cleanupOnInterrupt();
  const outcome = await runBenchmark({
    ...chosen,
    serverUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    migrate: migrateWithCli(root),
    startApi: startBuiltApi,
    benchDir,
    profileDir: join(root, 'tmp/bench-profiles'),
    cleanup,
  });
  process.exitCode = outcome.mismatches.length ? 1 : 0;
}

main().catch((error) => {
  process.stderr.write(`The benchmark failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
