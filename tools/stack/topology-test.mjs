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
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { workspaceRoot } from '../scripts/stack.mjs';
import { build, startTopology, waitUntil } from './topology.mjs';

const args = process.argv.slice(2);
const onlyArg = args.indexOf('--only');
const only = onlyArg >= 0 ? new Set(args[onlyArg + 1].split(',').map(Number)) : null;
const runs = (scenario) => !only || only.has(scenario);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PASSWORD = 'Topology-test-Passw0rd-9f3k';
/**
 * A profile of its own for every submit: a customer's second submit of a profile still pending is
 * not a new submission (200, nothing stored), and every acknowledged submit is looked for below.
 */
const profileUrl = () => `https://www.linkedin.com/in/topology-${randomUUID()}`;
/** As the customer's browser retries a submit (submitProfile, apps/user-submissions): after 0.5, 1.5, 5 s. */
const SUBMIT_RETRY_DELAYS_MS = [500, 1_500, 5_000];
const CUSTOMERS = 6;
const ADMINS = 2;
const LIVE_CLIENTS = 3;
const EXIT_LIMIT_MS = 10_000;
const EVENT_LIMIT_MS = 10_000;
const SMTP_OUTAGE_MS = 60_000;
const MAIL_WAIT_MS = 120_000;
const REDIS_OUTAGE_MS = 10_000;
const SIGN_IN_LIMIT_MS = 5_000;
const FLOW_AROUND_LIMIT_MS = 2_000;

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

// ---- HTTP through nginx, every request recorded ---------------------------------------------

/** Every request: what, when it started and ended, its status (0: no answer at all). */
const records = [];

async function call(method, route, { token, body, label = route, headers = {} } = {}) {
  const started = Date.now();
  let status = 0;
  let json = null;
  try {
    const response = await fetch(`${gateway}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    const text = await response.text();
    json = text ? JSON.parse(text) : null;
  } catch {
    // no answer (connection reset, refused, timeout): status 0
  }
  const record = { method, label, started, ended: Date.now(), status };
  records.push(record);
  return { status, json, record };
}

const ok = (status) => status >= 200 && status < 300;

/**
 * A submit as the customer's browser sends it: one Idempotency-Key for the submission, and after a
 * network error (no answer), 502 or 503 (an instance draining or restarting behind nginx) the same
 * request again with the same key, a few times. The attempts retried are recorded as such
 * (`retried`): not failures a customer sees; the last attempt's answer is the submit's.
 */
async function submitLikeTheClient(token, body) {
  const key = randomUUID();
  for (let attempt = 0; ; attempt += 1) {
    const answer = await call('POST', '/api/contact/submit/', {
      token,
      body,
      label: 'POST submit',
      headers: { 'idempotency-key': key },
    });
    const retryable = answer.status === 0 || answer.status === 502 || answer.status === 503;
    if (!retryable || attempt >= SUBMIT_RETRY_DELAYS_MS.length) return answer;
    answer.record.retried = true;
    await sleep(SUBMIT_RETRY_DELAYS_MS[attempt]);
  }
}

// ---- Accounts, straight in the database -------------------------------------------------------

async function seed() {
  const passwordHash = await hash(PASSWORD);
  const insert = async (email, role) => {
    const { rows } = await db.query(
      `INSERT INTO users (email, password_hash, role, is_verified) VALUES ($1, $2, $3, true) RETURNING id`,
      [email, passwordHash, role],
    );
    // Premium: no monthly quota, so every submit of the load is stored.
    if (role === 'user')
      await db.query(`INSERT INTO subscriptions (user_id, tier) VALUES ($1, 'premium')`, [
        rows[0].id,
      ]);
    return { email, id: rows[0].id };
  };
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i += 1)
    customers.push(await insert(`customer${i}@topology.test`, 'user'));
  const admins = [];
  for (let i = 0; i < ADMINS + LIVE_CLIENTS; i += 1)
    admins.push(await insert(`admin${i}@topology.test`, 'admin'));
  return { customers, admins };
}

async function login(email) {
  const { status, json } = await call('POST', '/api/auth/login/', {
    body: { email, password: PASSWORD },
    label: 'POST login',
  });
  return ok(status) ? json.access : null;
}

// ---- Mixed load: customers sign in, read and submit; admins read the queue ---------------------

/** Messages of submits answered 2xx (acknowledged), and of every submit sent. */
const acknowledged = new Set();
let submitCounter = 0;

function startLoad(customers, admins) {
  let running = true;
  const loops = [];
  for (const customer of customers) {
    loops.push(
      (async () => {
        let token = null;
        for (let round = 0; running; round += 1) {
          if (!token || round % 10 === 0) token = (await login(customer.email)) ?? token;
          if (!token) {
            await sleep(200);
            continue;
          }
          await call('GET', '/api/contact/user-submissions/', {
            token,
            label: 'GET user-submissions',
          });
          const message = `topology ${customer.id} ${(submitCounter += 1)}`;
          const { status } = await submitLikeTheClient(token, {
            linkedin_url: profileUrl(),
            message,
          });
          if (ok(status)) acknowledged.add(message);
          await sleep(20);
        }
      })(),
    );
  }
  for (const admin of admins) {
    loops.push(
      (async () => {
        let token = null;
        while (running) {
          token ??= await login(admin.email);
          if (!token) {
            await sleep(200);
            continue;
          }
          await call('GET', '/api/admin/submissions/?status=pending', {
            token,
            label: 'GET admin queue',
          });
          await call('GET', '/api/admin/stats/', { token, label: 'GET admin stats' });
          await sleep(50);
        }
      })(),
    );
  }
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

// ---- Live updates: admin event streams that reconnect by themselves, as the console does -------

function startLiveClient(email) {
  const client = { email, reconnects: 0, seen: new Map(), running: true, controller: null };
  client.done = (async () => {
    let token = null;
    while (client.running) {
      try {
        token ??= await login(email);
        let ticket =
          token &&
          (await call('POST', '/api/events/ticket/', { token, label: 'POST events ticket' }));
        if (ticket && ticket.status === 401) {
          token = await login(email);
          ticket =
            token &&
            (await call('POST', '/api/events/ticket/', { token, label: 'POST events ticket' }));
        }
        if (!ticket || !ok(ticket.status)) throw new Error('no ticket');
        client.controller = new AbortController();
        const response = await fetch(
          `${gateway}/api/events/?ticket=${encodeURIComponent(ticket.json.ticket)}`,
          {
            signal: client.controller.signal,
          },
        );
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        const decoder = new TextDecoder();
        let buffered = '';
        for await (const chunk of response.body) {
          buffered += decoder.decode(chunk, { stream: true });
          for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n')) {
            const frame = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (/^event: submission\.created$/m.test(frame) && data) {
              const { id } = JSON.parse(data);
              if (!client.seen.has(id)) client.seen.set(id, Date.now());
            }
          }
        }
      } catch {
        // the stream ended or could not open: reconnect, as EventSource does
      }
      if (!client.running) break;
      client.reconnects += 1;
      await sleep(500);
    }
  })();
  client.stop = async () => {
    client.running = false;
    client.controller?.abort();
    await client.done;
  };
  return client;
}

/** A submit, then how long each live client took to see its event (ms; null: not within the limit). */
async function nextEventLatencies(customer, liveClients) {
  const token = await login(customer.email);
  const message = `topology live ${Date.now()}`;
  const { status } = await submitLikeTheClient(token, { linkedin_url: profileUrl(), message });
  if (!ok(status)) return liveClients.map(() => null);
  acknowledged.add(message);
  const submitted = Date.now();
  const { rows } = await db.query('SELECT id FROM submissions WHERE message = $1', [message]);
  const id = rows[0].id;
  return Promise.all(
    liveClients.map(async (client) => {
      try {
        await waitUntil(async () => client.seen.has(id), EVENT_LIMIT_MS, 'event');
        return Math.max(0, client.seen.get(id) - submitted);
      } catch {
        return null;
      }
    }),
  );
}

// ---- Figures ---------------------------------------------------------------------------------

/** A failure someone sees: an attempt the client retried is not one (`submitLikeTheClient`). */
const failed = (record) => !ok(record.status) && !record.retried;
function summarise(from, to, filter = () => true) {
  const window = records.filter(
    (record) => record.started >= from && record.started <= to && filter(record),
  );
  const failures = window.filter(failed);
  const byKind = {};
  for (const record of failures) {
    const key = `${record.label} → ${record.status || 'no answer'}`;
    byKind[key] = (byKind[key] ?? 0) + 1;
  }
  return {
    requests: window.length,
    retried: window.filter((record) => record.retried).length,
    failed: failures.length,
    failures: byKind,
    failuresList: failures,
  };
}

const results = [];
function report(scenario, passed, figures) {
  results.push({ scenario, passed, figures });
  console.log(`\n${passed ? 'PASS' : 'FAIL'}  ${scenario}`);
  for (const [name, value] of Object.entries(figures))
    console.log(`      ${name}: ${typeof value === 'object' ? JSON.stringify(value) : value}`);
}

// ---- The run -----------------------------------------------------------------------------------

try {
  const { customers, admins } = await seed();
  const loadAdmins = admins.slice(0, ADMINS);
  const liveAdmins = admins.slice(ADMINS);
  console.log(
    `Topology up in ${((Date.now() - runStarted) / 1000).toFixed(1)} s: nginx ${gateway}, ${topology.instances.length} API instances, ` +
      `${CUSTOMERS} customers and ${ADMINS} admins of load, ${LIVE_CLIENTS} admin event streams.`,
  );
  const liveClients = liveAdmins.map((admin) => startLiveClient(admin.email));
  const stopLoad = startLoad(customers, loadAdmins);
  await sleep(2_000);

  if (runs(1) || runs(2)) {
    const from = Date.now();
    const exits = [];
    const restarts = [];
    const eventLatencies = [];
    const reconnectsBefore = liveClients.reduce((sum, client) => sum + client.reconnects, 0);
    for (const instance of topology.instances) {
      const exit = await instance.stop(30_000);
      exits.push(exit);
      restarts.push(await instance.start());
      eventLatencies.push(await nextEventLatencies(customers[0], liveClients));
    }
    await sleep(1_000);
    const window = summarise(from, Date.now());
    const writes = window.failuresList.filter((record) => record.label === 'POST submit').length;
    if (runs(1))
      report(
        '1. rolling restart of every API instance under mixed load',
        window.failed === 0 && exits.every((exit) => exit.ms <= EXIT_LIMIT_MS),
        {
          requests: window.requests,
          'failed requests': window.failed,
          'failed by kind': window.failures,
          'failed submits (not acknowledged)': writes,
          'submit attempts retried by the client (same Idempotency-Key)': window.retried,
          'exit after SIGTERM (ms)': exits.map((exit) => exit.ms),
          'exit codes': exits.map((exit) => exit.code ?? exit.signal),
          'start to ready (ms)': restarts,
        },
      );
    if (runs(2)) {
      const worst = eventLatencies.flat();
      report(
        '2. live updates reconnect by themselves and get the next event',
        worst.every((ms) => ms !== null && ms <= EVENT_LIMIT_MS),
        {
          'event streams': liveClients.length,
          'reconnections during the restarts':
            liveClients.reduce((sum, client) => sum + client.reconnects, 0) - reconnectsBefore,
          'next event after each restart, per stream (ms; null: not within 10 s)': eventLatencies,
        },
      );
    }
  }

  if (runs(3)) {
    const signups = [0, 1, 2, 3, 4].map((i) => `signup${i}.${Date.now()}@topology.test`);
    const resets = customers.slice(0, 5).map((customer) => customer.email);
    const mailsBefore = topology.mail.received.length;
    await topology.mail.stop();
    const down = Date.now();
    const answers = [];
    for (const email of signups)
      answers.push(
        (
          await call('POST', '/api/auth/signup/', {
            body: { email, password: PASSWORD, password2: PASSWORD },
            label: 'POST signup',
          })
        ).status,
      );
    for (const email of resets)
      answers.push(
        (
          await call('POST', '/api/auth/password-reset/', {
            body: { email },
            label: 'POST password-reset',
          })
        ).status,
      );
    await sleep(Math.max(0, SMTP_OUTAGE_MS - (Date.now() - down)));
    await topology.mail.start();
    const up = Date.now();
    const expected = [...signups, ...resets];
    let allArrived = null;
    try {
      await waitUntil(
        async () => expected.every((to) => topology.mail.countByRecipient().has(to)),
        MAIL_WAIT_MS,
        'mail',
      );
      allArrived = Date.now() - up;
      // Duplicates, if any, would come with the next retries.
      await sleep(5_000);
    } catch {
      // counted below
    }
    const counts = topology.mail.countByRecipient();
    const perRecipient = expected.map((to) => counts.get(to) ?? 0);
    report(
      '3. SMTP down for a minute, then back: every mail arrives exactly once',
      perRecipient.every((count) => count === 1) && answers.every(ok),
      {
        'SMTP down (s)': Math.round((up - down) / 1000),
        'sign-ups and reset requests during the outage (answers)': answers,
        'mails expected': expected.length,
        'mails per recipient': perRecipient,
        'recipients with exactly one': perRecipient.filter((count) => count === 1).length,
        'all arrived after SMTP came back (ms)': allArrived,
        'mails received in all': topology.mail.received.length - mailsBefore,
      },
    );
  }

  if (runs(4)) {
    await topology.redis.stop();
    const down = Date.now();
    await sleep(REDIS_OUTAGE_MS);
    await topology.redis.start();
    const up = Date.now();
    let signInMs = null;
    try {
      await waitUntil(async () => (await login(customers[1].email)) !== null, 30_000, 'sign-in');
      signInMs = Date.now() - up;
    } catch {
      // reported below
    }
    await sleep(500);
    const all = summarise(down, Date.now());
    const during = records.filter((record) => record.started >= down && record.started <= up);
    const served = (label) =>
      during.filter((record) => record.label === label && ok(record.status)).length;
    const notAuth = (record) => !/login|signup|password-reset|ticket/.test(record.label);
    const readsAndWrites = summarise(down, Date.now(), notAuth);
    const fiveHundreds = all.failuresList.filter((record) => record.status === 500).length;
    report(
      '4. Redis down for 10 s',
      fiveHundreds === 0 &&
        readsAndWrites.failed === 0 &&
        signInMs !== null &&
        signInMs <= SIGN_IN_LIMIT_MS,
      {
        'Redis down (s)': Math.round((up - down) / 1000),
        requests: all.requests,
        '500 answers': fiveHundreds,
        'failed reads and submits': readsAndWrites.failed,
        'failed by kind (sign-in included)': all.failures,
        'reads served during the outage':
          served('GET user-submissions') + served('GET admin queue') + served('GET admin stats'),
        'submits stored during the outage': served('POST submit'),
        'sign-in works again after Redis returned (ms)': signInMs,
      },
    );
  }

  if (runs(5)) {
    const victim = topology.instances[1];
    const killed = Date.now();
    await victim.kill();
    await sleep(5_000);
    const window = summarise(killed, Date.now());
    const lastFailure = window.failuresList.reduce(
      (last, record) => Math.max(last, record.started),
      0,
    );
    const flowsAroundMs = lastFailure ? lastFailure - killed : 0;
    const restart = await victim.start();
    report('5. one instance killed with SIGKILL', flowsAroundMs <= FLOW_AROUND_LIMIT_MS, {
      'requests in the 5 s after the kill': window.requests,
      'failed requests': window.failed,
      'failed by kind': window.failures,
      'last failed request started after the kill (ms)': flowsAroundMs,
      'restarted and ready (ms)': restart,
    });
  }

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
