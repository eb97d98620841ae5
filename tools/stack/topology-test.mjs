// The topology test (part of `npm test`): the production topology (topology.mjs: nginx, three API
// instances, PostgreSQL, Redis, SMTP) driven through nginx only, under mixed read and write load
// from several customers and admins, while its parts are restarted, stopped and killed:
//   1. rolling restart: every instance in turn gets SIGTERM, exits, starts again, becomes ready
//      → 0 failed requests, 0 acknowledged writes lost, each exit within 10 s of SIGTERM
//   2. live updates: admin event streams reconnect by themselves and receive the next event
//      within 10 s of each restart
//   3. SMTP down for a minute, then back: every mail sent meanwhile arrives exactly once
//   4. Redis down for 10 s: no 500, reads and submissions go on, sign-in works again within 5 s
//   5. one instance killed with SIGKILL: traffic flows around it within 2 s, no write lost
// It prints its figures (and writes them to tmp/topology.json) and exits 1 when a scenario fails.
// Needs the build (dist/), nginx, redis-server and PostgreSQL (TOPOLOGY_DATABASE_URL, else DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres).
//   --skip-build   use dist/ as it is   --only <n,n>   run these scenarios only (1–5)
// Here: the run; topology-requests.mjs holds the requests and the figures, topology-load.mjs the
// load, topology-scenarios.mjs the scenarios.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { workspaceRoot } from '../scripts/stack.mjs';
import { build, startTopology } from './topology.mjs';
import { acknowledged, startLiveClient, startLoad } from './topology-load.mjs';
import { report, results, seed, sleep, summarise, useGateway } from './topology-requests.mjs';
import {
  killOneInstance,
  redisOutage,
  restartEveryInstance,
  smtpOutage,
} from './topology-scenarios.mjs';

const args = process.argv.slice(2);
const onlyArg = args.indexOf('--only');
const only = onlyArg >= 0 ? new Set(args[onlyArg + 1].split(',').map(Number)) : null;
const runs = (scenario) => !only || only.has(scenario);

const CUSTOMERS = 6;
const ADMINS = 2;
const LIVE_CLIENTS = 3;

if (!args.includes('--skip-build')) build();

const runStarted = Date.now();
const topology = await startTopology({
  // TOPOLOGY_KEEP_LOGS=1 keeps the instances' and nginx's logs (their folder is printed).
  keepLogs: process.env.TOPOLOGY_KEEP_LOGS === '1',
  apiEnv: {
    // Every client here comes from 127.0.0.1: the per-IP limit on auth routes would count them all as one.
    AUTH_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'warn',
    // Mail jobs retry soon in this test: 1 s, doubling (the default starts at 30 s).
    MAIL_RETRY_DELAY_SECONDS: process.env.MAIL_RETRY_DELAY_SECONDS ?? '1',
    JOBS_POLLING_INTERVAL_MS: '500',
    // The load's admins are scripted accounts without an authenticator app (production requires
    // two-step sign-in of admins; apps/api/test/two-step.spec.ts covers that rule).
    ADMIN_REQUIRE_2FA: 'false',
  },
});
const gateway = topology.gatewayUrl;
const db = new pg.Pool({ connectionString: topology.database.url, max: 2 });
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    void db.end().finally(() => topology.stop().finally(() => process.exit(130)));
  });
}
useGateway(gateway);

// ---- The run -----------------------------------------------------------------------------------

try {
  const { customers, admins } = await seed(db, CUSTOMERS, ADMINS + LIVE_CLIENTS);
  const loadAdmins = admins.slice(0, ADMINS);
  const liveAdmins = admins.slice(ADMINS);
  console.log(
    `Topology up in ${((Date.now() - runStarted) / 1000).toFixed(1)} s: nginx ${gateway}, ${topology.instances.length} API instances, ` +
      `${CUSTOMERS} customers and ${ADMINS} admins of load, ${LIVE_CLIENTS} admin event streams.`,
  );
  const liveClients = liveAdmins.map((admin) => startLiveClient(gateway, admin.email));
  const stopLoad = startLoad(customers, loadAdmins);
  await sleep(2_000);

  if (runs(1) || runs(2))
    await restartEveryInstance({ topology, db, customers, liveClients, runs });
  if (runs(3)) await smtpOutage({ topology, customers });
  if (runs(4)) await redisOutage({ topology, customers });
  if (runs(5)) await killOneInstance({ topology });

  await stopLoad();
  await Promise.all(liveClients.map((client) => client.stop()));

  // Every acknowledged submit must be in the database.
  const { rows } = await db.query(
    `SELECT message FROM submissions WHERE message LIKE 'topology %'`,
  );
  const stored = new Set(rows.map((row) => row.message));
  const lost = [...acknowledged].filter((message) => !stored.has(message));
  const overall = summarise(runStarted, Date.now());
  report('acknowledged writes', lost.length === 0, {
    'submits acknowledged (2xx)': acknowledged.size,
    'stored in the database': stored.size,
    'acknowledged but lost': lost.length,
    'requests in the whole run': overall.requests,
    'failed requests in the whole run': overall.failed,
    'API start-ups that exited and were started again': topology.instances.reduce(
      (sum, instance) => sum + instance.crashedStarts,
      0,
    ),
  });
} catch (error) {
  console.error(error);
  results.push({ scenario: 'run', passed: false, figures: { error: String(error) } });
} finally {
  // What nginx logged about the instances (connection refused, closed mid-request…), by kind.
  const nginxLog = await readFile(path.join(topology.logs, 'nginx-error.log'), 'utf8').catch(
    () => '',
  );
  const kinds = {};
  for (const line of nginxLog.split('\n')) {
    const kind = /\] \d+#\d+: \*\d+ (.*?)(?: while |, client:)/.exec(line)?.[1];
    if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  console.log(`\nnginx error log, by kind: ${JSON.stringify(kinds)}`);
  if (process.env.TOPOLOGY_KEEP_LOGS === '1') console.log(`Logs kept in ${topology.logs}`);
  if (!interrupted) {
    await db.end();
    await topology.stop();
  }
}

const passed = results.filter((result) => result.passed).length;
const seconds = Math.round((Date.now() - runStarted) / 1000);
console.log(`\nTopology test: ${passed} of ${results.length} passed in ${seconds} s.`);
mkdirSync(path.join(workspaceRoot, 'tmp'), { recursive: true });
writeFileSync(
  path.join(workspaceRoot, 'tmp/topology.json'),
  `${JSON.stringify({ date: new Date().toISOString(), seconds, results }, null, 2)}\n`,
);
process.exit(passed === results.length ? 0 : 1);
