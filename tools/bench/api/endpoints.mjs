// The benchmarked routes, and the check that the API and the bare server answer them alike.

/**
 * JSON keys whose value differs on every answer: the clock at the time of the call, the id of the
 * row a submit wrote, a paged list's walk (its instant, and the cursors that carry it).
 */
const VOLATILE_KEYS = new Set([
  'checked_at',
  'submission_id',
  'as_of',
  'next_cursor',
  'previous_cursor',
]);

/** Part of the benchmarked customer's e-mail (seed.mjs: bench-user-1@bench.example), URL-encoded. */
const SEARCH = encodeURIComponent('bench-user-1@');

// A profile of its own for every submit of this process: a profile already pending for the
// customer is answered without a new row (the pending-duplicate rule), which is not what is measured.
const RUN = Date.now().toString(36);
let submits = 0;

/** The body of the next submit: a new profile each time. */
export function nextSubmitBody() {
  submits += 1;
  return {
    linkedin_url: `https://www.linkedin.com/in/bench-${RUN}-${submits}/`,
    message: 'Please review my profile.',
  };
}

/**
 * The benchmarked routes, for a database whose processed list has `pages` pages. `as` names the
 * caller: `user` (the benchmarked customer), `admin`, or `submitters` (one premium customer per
 * connection, so submits are never refused and never wait for each other's row lock).
 */
export function benchmarkEndpoints(pages) {
  const middle = Math.max(1, Math.ceil(pages / 2));
  const last = Math.max(1, pages);
  return [
    read('user-submissions', "customer's list", '/api/contact/user-submissions/', 'user'),
    read('subscription', 'subscription', '/api/auth/subscription/', 'user'),
    read('processed-first', 'processed first page', '/api/admin/processed/?page=1', 'admin'),
    read(
      'processed-middle',
      'processed middle page',
      `/api/admin/processed/?page=${middle}`,
      'admin',
    ),
    read('processed-last', 'processed last page', `/api/admin/processed/?page=${last}`, 'admin'),
    read('pending', 'pending queue (first 50)', '/api/admin/submissions/?status=pending', 'admin'),
    read(
      'pending-500',
      'pending queue (500)',
      '/api/admin/submissions/?status=pending&limit=500',
      'admin',
    ),
    read('stats', 'stats', '/api/admin/stats/', 'admin'),
    // A search that matches a handful of rows at any size: the benchmarked customer's e-mail
    // (bench-user-1@…, BENCH_USER_SUBMISSIONS submissions whatever the table holds).
    read('search-pending', 'search: pending', `/api/admin/submissions/?q=${SEARCH}`, 'admin'),
    read('search-processed', 'search: reviewed', `/api/admin/processed/?q=${SEARCH}`, 'admin'),
    {
      key: 'submit',
      label: 'submit (POST)',
      method: 'POST',
      path: '/api/contact/submit/',
      as: 'submitters',
      kind: 'write',
      body: nextSubmitBody,
    },
  ];
}

function read(key, label, path, as) {
  return { key, label, method: 'GET', path, as, kind: 'read' };
}

/** The headers of a call to `endpoint` with `token`. */
export function headersFor(endpoint, token) {
  const headers = { authorization: `Bearer ${token}` };
  if (endpoint.body) headers['content-type'] = 'application/json';
  return headers;
}

/** Headers of the message itself rather than of the answer: they differ from answer to answer. */
const FRAMING_HEADERS = new Set([
  'connection',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/** One call: `{status, body, headers}` (the body parsed as JSON; the headers but the framing ones). */
export async function call(baseUrl, endpoint, token) {
  const response = await fetch(`${baseUrl}${endpoint.path}`, {
    method: endpoint.method,
    headers: headersFor(endpoint, token),
    body: endpoint.body ? JSON.stringify(endpoint.body()) : undefined,
  });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !FRAMING_HEADERS.has(name)),
  );
  return { status: response.status, body, headers };
}

/**
 * The headers of the API's answer to `endpoint` (by `token`), but the framing ones: what the bare
 * server is to send on every answer (`ANSWER_HEADERS`).
 */
export async function answerHeaders(baseUrl, endpoint, token) {
  const { status, headers } = await call(baseUrl, endpoint, token);
  if (status !== 200) throw new Error(`${endpoint.path} answered ${status}: no headers to copy`);
  return headers;
}

/**
 * Where two answers' headers differ (the framing ones aside), as lines: a header one sends and
 * the other not, or with another value (`x-request-id` is per request: only its presence counts).
 */
export function headerDifferences(expected, actual) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter(
      (name) =>
        expected[name] === undefined ||
        actual[name] === undefined ||
        (name !== 'x-request-id' && expected[name] !== actual[name]),
    )
    .map(
      (name) => `header ${name}: ${expected[name] ?? '(none)'} … got ${actual[name] ?? '(none)'}`,
    );
}

/**
 * Where two JSON values differ, as `path: expected … got …` lines (at most `limit`), ignoring the
 * volatile keys. Empty when they are equal.
 */
export function jsonDifferences(expected, actual, limit = 5) {
  const found = [];
  const visit = (a, b, path) => {
    if (found.length >= limit) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) found.push(`${path}: ${a.length} items, bare ${b.length}`);
      for (let index = 0; index < Math.min(a.length, b.length); index += 1)
        visit(a[index], b[index], `${path}[${index}]`);
      return;
    }
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (VOLATILE_KEYS.has(key)) continue;
        if (!(key in b)) found.push(`${path}.${key}: missing from the bare answer`);
        else if (!(key in a)) found.push(`${path}.${key}: missing from the API answer`);
        else visit(a[key], b[key], `${path}.${key}`);
      }
      return;
    }
    if (!Object.is(a, b)) found.push(`${path}: API ${short(a)}, bare ${short(b)}`);
  };
  visit(expected, actual, '$');
  return found;
}

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function short(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
