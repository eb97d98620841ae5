// The topology test's scenarios (topology-test.mjs), each under the load: the rolling restart and
// the live updates through it (1 and 2), SMTP down (3), Redis down (4), an instance killed (5).
import {
  call,
  login,
  ok,
  PASSWORD,
  records,
  report,
  sleep,
  summarise,
} from './topology-requests.mjs';
import { EVENT_LIMIT_MS, nextEventLatencies } from './topology-load.mjs';
import { waitUntil } from './services.mjs';

const EXIT_LIMIT_MS = 10_000;
const SMTP_OUTAGE_MS = 60_000;
const MAIL_WAIT_MS = 120_000;
const REDIS_OUTAGE_MS = 10_000;
const SIGN_IN_LIMIT_MS = 5_000;
const FLOW_AROUND_LIMIT_MS = 2_000;

/** 1 and 2 (`runs` says which are reported): every instance stopped and started again in turn. */
export async function restartEveryInstance({ topology, db, customers, liveClients, runs }) {
  const from = Date.now();
  const exits = [];
  const restarts = [];
  const eventLatencies = [];
  const reconnectsBefore = liveClients.reduce((sum, client) => sum + client.reconnects, 0);
  for (const instance of topology.instances) {
    const exit = await instance.stop(30_000);
    exits.push(exit);
    restarts.push(await instance.start());
    eventLatencies.push(await nextEventLatencies(db, customers[0], liveClients));
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

/** 3: SMTP down for a minute, then back. */
export async function smtpOutage({ topology, customers }) {
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

/** 4: Redis down for 10 s. */
export async function redisOutage({ topology, customers }) {
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

/** 5: one instance killed with SIGKILL. */
export async function killOneInstance({ topology }) {
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
