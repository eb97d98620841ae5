// `npm run bench:live`: the API's event streams beside a bare Fastify server (tools/bench/README.md).
//
//   npm run bench:live                              # 1,000, 5,000 and 10,000 streams, then a storm of 10,000
//   npm run bench:live -- --streams 500,1000 --events 5 --no-storm
//   npm run bench:live -- --quick                   # 100 and 200 streams: a check that it works
//
// Options: --streams a,b,…  --events n  --idle s  --clients n (client processes)  --no-storm
// --no-build (use dist/apps/api as it is). The PostgreSQL server is DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres. Linux only (memory and CPU are read from /proc).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApi, cleanupOnInterrupt, migrateWithCli } from '../api/steps.mjs';
import { startNodeServer } from '../api/processes.mjs';
import { DEFAULTS, runLiveBenchmark } from './harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function options() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      streams: { type: 'string' },
      events: { type: 'string' },
      idle: { type: 'string' },
      clients: { type: 'string' },
      'no-storm': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const chosen = { ...DEFAULTS };
  if (values.quick) Object.assign(chosen, { streams: [100, 200], events: 3, idleSeconds: 1 });
  if (values.streams)
    chosen.streams = values.streams.split(',').map((n) => Number(n.replaceAll('_', '')));
  if (
    chosen.streams.some(
      (n, i) => !Number.isInteger(n) || n < 1 || n <= (chosen.streams[i - 1] ?? 0),
    )
  )
    throw new Error('--streams must be whole numbers, ascending, e.g. 1000,5000,10000');
  const positive = (name) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`--${name} must be a whole number ≥ 1`);
    return value;
  };
  if (values.events) chosen.events = positive('events');
  if (values.idle) chosen.idleSeconds = positive('idle');
  if (values.clients) chosen.clientProcesses = positive('clients');
  if (values['no-storm']) chosen.storm = false;
  return { ...chosen, build: !values['no-build'] };
}

/** The built API (dist/apps/api/main.js) as its own process with a raised fd limit, run from its data directory. */
function startBuiltApi({ env, port }) {
  return startNodeServer({
    name: 'the API',
    args: [join(root, 'dist/apps/api/main.js')],
    env: { ...process.env, ...env, PORT: String(port) },
    port,
    readyPath: '/api/health',
    cwd: env.DATA_DIR,
    raiseFdLimit: true,
  });
}

async function main() {
  const chosen = options();
  if (chosen.build) buildApi(root);
  const outcome = await runLiveBenchmark({
    ...chosen,
    serverUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    migrate: migrateWithCli(root),
    startApi: startBuiltApi,
    cleanup: cleanupOnInterrupt(),
  });
  process.exitCode = outcome.errors.length ? 1 : 0;
}

main().catch((error) => {
  process.stderr.write(`The live benchmark failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
