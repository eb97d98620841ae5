// The topology test's requests (topology-test.mjs): every request through nginx recorded, a
// submit sent as the customer's browser sends it, the accounts signed in with, and the figures
// summed up from the records and reported per scenario.
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const PASSWORD = 'Topology-test-Passw0rd-9f3k';
/**
 * A profile of its own for every submit: a customer's second submit of a profile still pending is
 * not a new submission (200, nothing stored), and every acknowledged submit is looked for at the
 * end (topology-test.mjs).
 */
export const profileUrl = () => `https://www.linkedin.com/in/topology-${randomUUID()}`;
/** As the customer's browser retries a submit (submitProfile, apps/user-submissions): after 0.5, 1.5, 5 s. */
const SUBMIT_RETRY_DELAYS_MS = [500, 1_500, 5_000];

/** nginx's address, which every request goes to. */
let gateway = '';
export function useGateway(url) {
  gateway = url;
}

// ---- HTTP through nginx, every request recorded ---------------------------------------------

/** Every request: what, when it started and ended, its status (0: no answer at all). */
export const records = [];

export async function call(method, route, { token, body, label = route, headers = {} } = {}) {
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

export const ok = (status) => status >= 200 && status < 300;

/**
 * A submit as the customer's browser sends it: one Idempotency-Key for the submission, and after a
 * network error (no answer), 502 or 503 (an instance draining or restarting behind nginx) the same
 * request again with the same key, a few times. The attempts retried are recorded as such
 * (`retried`): not failures a customer sees; the last attempt's answer is the submit's.
 */
export async function submitLikeTheClient(token, body) {
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

export async function seed(db, customerCount, adminCount) {
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
  for (let i = 0; i < customerCount; i += 1)
    customers.push(await insert(`customer${i}@topology.test`, 'user'));
  const admins = [];
  for (let i = 0; i < adminCount; i += 1)
    admins.push(await insert(`admin${i}@topology.test`, 'admin'));
  return { customers, admins };
}

export async function login(email) {
  const { status, json } = await call('POST', '/api/auth/login/', {
    body: { email, password: PASSWORD },
    label: 'POST login',
  });
  return ok(status) ? json.access : null;
}

// ---- Figures ---------------------------------------------------------------------------------

/** A failure someone sees: an attempt the client retried is not one (`submitLikeTheClient`). */
const failed = (record) => !ok(record.status) && !record.retried;
export function summarise(from, to, filter = () => true) {
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

export const results = [];
export function report(scenario, passed, figures) {
  results.push({ scenario, passed, figures });
  console.log(`\n${passed ? 'PASS' : 'FAIL'}  ${scenario}`);
  for (const [name, value] of Object.entries(figures))
    console.log(`      ${name}: ${typeof value === 'object' ? JSON.stringify(value) : value}`);
}
