// One process of the live benchmark's load: holds its share of the streams, each opened as a
// browser does (POST /api/events/ticket/ with the access token, then GET /api/events/?ticket=),
// timestamps every `submission.created` frame on arrival (process.hrtime: the same monotonic clock
// in every process of the machine), and, once told to, reconnects a dropped stream as
// libs/live-events does (a new ticket after a wait drawn in [0, ceiling), the ceiling doubling from
// 1 s up to 30 s). Driven by the parent over IPC (see client-processes.mjs).
import http from 'node:http';

// As libs/live-events (use-live-events.ts: RETRY_FIRST_MS, RETRY_MAX_MS, retryDelay).
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
const retryDelay = (failures) =>
  Math.floor(Math.random() * Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS));
/** Tickets asked for at once by this process while opening (a browser asks one at a time). */
const OPENING_AT_ONCE = 64;
const EVENT_LINE = 'event: submission.created\n';

const ticketAgent = new http.Agent({ keepAlive: true, maxSockets: OPENING_AT_ONCE });
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Where new tickets and streams go; after a refused connection, the next of `baseUrls` (a load balancer routing around a dead instance). */
let baseUrl = '';
let baseUrls = [];
let reconnecting = false;
/** When the first stream dropped (hrtime ms), for the storm's timing. */
let firstDrop = null;
const streams = [];
/** Answers other than 200 by status, and the 5xx by the server that gave them (its base URL). */
const counts = { fiveXX: {}, refused: 0, statuses: {} };

function count(status, server) {
  counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
  if (status >= 500) counts.fiveXX[server] = (counts.fiveXX[server] ?? 0) + 1;
}

function askTicket(token) {
  const server = baseUrl;
  return new Promise((resolve) => {
    const request = http.request(
      `${baseUrl}/api/events/ticket/`,
      { method: 'POST', agent: ticketAgent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            count(response.statusCode, server);
            resolve(null);
            return;
          }
          resolve(JSON.parse(body).ticket);
        });
      },
    );
    request.on('error', () => {
      counts.refused += 1;
      failOver();
      resolve(null);
    });
    request.end();
  });
}

/** Opens `stream` once: true when it is live (headers 200 received). */
async function openOnce(stream) {
  const ticket = await askTicket(stream.token);
  if (!ticket) return false;
  const server = baseUrl;
  return new Promise((resolve) => {
    const request = http.get(
      `${baseUrl}/api/events/?ticket=${encodeURIComponent(ticket)}`,
      { agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          count(response.statusCode, server);
          response.resume();
          resolve(false);
          return;
        }
        stream.response = response;
        stream.live = true;
        response.setEncoding('utf8');
        let tail = '';
        response.on('data', (chunk) => {
          const at = now();
          const text = tail + chunk;
          let index = text.indexOf(EVENT_LINE);
          while (index !== -1) {
            stream.arrivals.push(at);
            index = text.indexOf(EVENT_LINE, index + EVENT_LINE.length);
          }
          tail = text.slice(-EVENT_LINE.length + 1);
        });
        const dropped = () => {
          if (!stream.live) return;
          stream.live = false;
          firstDrop ??= now();
          stream.response = null;
          if (reconnecting && !stream.closed) keepOpen(stream);
        };
        response.on('end', dropped);
        response.on('close', dropped);
        response.on('error', dropped);
        resolve(true);
      },
    );
    request.on('error', () => {
      counts.refused += 1;
      failOver();
      resolve(false);
    });
  });
}

function failOver() {
  if (baseUrls.length < 2) return;
  baseUrls.push(baseUrls.shift());
  baseUrl = baseUrls[0];
}

/** Reopens a dropped stream as the browser does, until it is live. */
async function keepOpen(stream) {
  let failures = 0;
  while (!stream.closed) {
    await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    if (stream.closed || (await openOnce(stream))) return;
    failures += 1;
  }
}

async function open({ tokens, perToken }) {
  for (const token of tokens)
    for (let slot = 0; slot < perToken; slot += 1)
      streams.push({ token, live: false, closed: false, response: null, arrivals: [] });
  const queue = [...streams];
  let failed = 0;
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      for (let stream = queue.shift(); stream; stream = queue.shift())
        if (!(await openOnce(stream))) failed += 1;
    }),
  );
  return { live: streams.filter((stream) => stream.live).length, failed };
}

/** Waits until every live stream got its `seq`-th event (or `timeoutMs`), then gives their arrival times. */
async function arrivals({ seq, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  const waiting = () => streams.some((stream) => stream.live && stream.arrivals.length < seq);
  while (waiting() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  const times = [];
  let missing = 0;
  for (const stream of streams) {
    if (stream.arrivals.length >= seq) times.push(stream.arrivals[seq - 1]);
    else missing += 1;
  }
  return { times, missing };
}

function close() {
  for (const stream of streams) {
    stream.closed = true;
    stream.response?.destroy();
  }
  ticketAgent.destroy();
}

process.on('message', async (message) => {
  let reply;
  switch (message.type) {
    case 'open':
      baseUrl = message.baseUrl;
      reply = await open(message);
      break;
    case 'arrivals':
      reply = await arrivals(message);
      break;
    case 'reconnect':
      reconnecting = true;
      baseUrls = [baseUrl, ...(message.fallbacks ?? [])];
      // A stream the server ended: the reconnecting starts from the moment we are told.
      streams.filter((stream) => !stream.live).forEach((stream) => keepOpen(stream));
      reply = {};
      break;
    case 'status':
      reply = { live: streams.filter((stream) => stream.live).length, firstDrop, ...counts };
      break;
    case 'close':
      close();
      reply = {};
      break;
  }
  process.send({ id: message.id, ...reply }, () => {
    if (message.type === 'close') process.exit(0);
  });
});
