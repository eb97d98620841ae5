// The live benchmark's measurements (harness.mjs runs them): one server at one number of streams
// (memory, idle CPU, the fan-out of events), and the reconnect storm against the API.
import { readFileSync } from 'node:fs';
import { nextSubmitBody } from '../api/endpoints.mjs';
import { freePort, startNodeServer } from '../api/processes.mjs';
import { startClients } from './client-processes.mjs';

/** The API's cap of streams per user (apps/api/src/live-events/stream-slots.ts): streams = accounts × this. */
export const STREAMS_PER_ACCOUNT = 5;

const BARE_FILE = new URL('./bare-sse-server.mjs', import.meta.url).pathname;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One server at one number of streams, on a fresh process: open, memory, idle CPU, fan-out (and the storm). */
export async function measureServer(run, server, streams, storm) {
  const { o, api } = run;
  let target;
  if (server === 'api') {
    await api.current.stop();
    api.current = null;
    api.current = await o.startApi({ env: api.env, port: api.port });
    target = api.current;
  } else {
    const port = await freePort();
    target = await startNodeServer({
      name: 'the bare SSE server',
      args: [BARE_FILE],
      env: { ...process.env, PORT: String(port) },
      port,
      readyPath: '/api/health',
      raiseFdLimit: true,
    });
  }
  const clients = await startClients(o.clientProcesses);
  try {
    await sleep(o.settleSeconds * 1000);
    const rssIdle = rssOf(target.pid);
    const needed = Math.ceil(streams / STREAMS_PER_ACCOUNT);
    const tokens = server === 'api' ? run.tokens.slice(0, needed) : Array(needed).fill('bare');
    const openStarted = now();
    const opened = await Promise.all(
      clients.map((client, index) =>
        client.ask({
          type: 'open',
          baseUrl: target.baseUrl,
          tokens: tokens.filter((_, t) => t % clients.length === index),
          perToken: STREAMS_PER_ACCOUNT,
        }),
      ),
    );
    const openSeconds = (now() - openStarted) / 1000;
    const live = sum(opened.map((result) => result.live));
    const failed = sum(opened.map((result) => result.failed));
    await sleep(o.settleSeconds * 1000);
    const rssOpen = rssOf(target.pid);
    const cpuBefore = cpuMsOf(target.pid);
    await sleep(o.idleSeconds * 1000);
    const idleCpu = (cpuMsOf(target.pid) - cpuBefore) / (o.idleSeconds * 1000);

    const latencies = [];
    const spreads = [];
    let missing = 0;
    for (let seq = 1; seq <= o.events; seq += 1) {
      const sent = now();
      await trigger(run, server, target);
      const arrived = await Promise.all(
        clients.map((client) =>
          client.ask({ type: 'arrivals', seq, timeoutMs: o.timeoutSeconds * 1000 }),
        ),
      );
      const times = arrived.flatMap((result) => result.times);
      missing += sum(arrived.map((result) => result.missing));
      for (const time of times) latencies.push(time - sent);
      if (times.length) spreads.push(Math.max(...times) - Math.min(...times));
      await sleep(100);
    }
    const result = {
      live,
      failed,
      openSeconds,
      rssIdle,
      rssOpen,
      kbPerStream: live ? (rssOpen - rssIdle) / 1024 / live : NaN,
      idleCpu,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      writeAll: percentile(spreads, 0.5),
      missing,
      storm: null,
    };
    if (storm) result.storm = await reconnectStorm(run, clients, live);
    return result;
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    if (server === 'bare') await target.stop();
  }
}

/** One event to every stream: a new submission (the API tells every admin), or the bare server's broadcast. */
async function trigger(run, server, target) {
  const response =
    server === 'api'
      ? await fetch(`${target.baseUrl}/api/contact/submit/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${run.submitter}`, 'content-type': 'application/json' },
          body: JSON.stringify(nextSubmitBody()),
        })
      : await fetch(`${target.baseUrl}/bench/broadcast/`, { method: 'POST' });
  await response.arrayBuffer();
  if (response.status >= 300) throw new Error(`The ${server} trigger answered ${response.status}`);
}

/**
 * Every client of an instance comes back at once: a second API instance (same database) starts,
 * the first stops (SIGTERM: it drains, then ends every stream), and each client reconnects as the
 * browser does, its refused connections routed to the other instance as a load balancer would.
 * How long until all are live again, and what they were answered. The first instance then starts
 * again, for the steps after.
 */
async function reconnectStorm(run, clients, expected) {
  const { o, api } = run;
  const otherPort = await freePort();
  const other = await o.startApi({ env: api.env, port: otherPort });
  try {
    await Promise.all(
      clients.map((client) => client.ask({ type: 'reconnect', fallbacks: [other.baseUrl] })),
    );
    const stopping = api.current.baseUrl;
    const signalled = now();
    const stopped = api.current.stop();
    const deadline = signalled + o.timeoutSeconds * 1000;
    let status = await statusOf(clients);
    // First the instance drains (the streams go on), then it ends them: until every one is back.
    while ((status.firstDrop === null || status.live < expected) && now() < deadline) {
      await sleep(50);
      status = await statusOf(clients);
    }
    const allAt = now();
    await stopped;
    api.current = null;
    return {
      clients: expected,
      allLive: status.live === expected,
      live: status.live,
      dropSeconds: ((status.firstDrop ?? allAt) - signalled) / 1000,
      backSeconds: (allAt - (status.firstDrop ?? allAt)) / 1000,
      // A stream asked of the stopping instance between its streams' end and its listener's gets
      // 503 with Retry-After (a load balancer retries that GET elsewhere): counted apart.
      fiveXX: sum(
        Object.entries(status.fiveXX).map(([server, n]) => (server === stopping ? 0 : n)),
      ),
      fiveXXClosing: status.fiveXX[stopping] ?? 0,
      refused: status.refused,
      statuses: status.statuses,
    };
  } finally {
    await other.stop();
    api.current ??= await o.startApi({ env: api.env, port: api.port });
  }
}

async function statusOf(clients) {
  const all = await Promise.all(clients.map((client) => client.ask({ type: 'status' })));
  const statuses = {};
  for (const one of all)
    for (const [code, n] of Object.entries(one.statuses))
      statuses[code] = (statuses[code] ?? 0) + n;
  const drops = all.map((one) => one.firstDrop).filter((drop) => drop !== null);
  return {
    live: sum(all.map((one) => one.live)),
    firstDrop: drops.length ? Math.min(...drops) : null,
    fiveXX: mergeCounts(all.map((one) => one.fiveXX)),
    refused: sum(all.map((one) => one.refused)),
    statuses,
  };
}

/** Resident memory of `pid`, in bytes (Linux). */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match[1]) * 1024;
}

/** CPU time `pid` used so far (user + system), in ms (Linux; clock ticks of 10 ms). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function mergeCounts(records) {
  const merged = {};
  for (const record of records)
    for (const [key, n] of Object.entries(record)) merged[key] = (merged[key] ?? 0) + n;
  return merged;
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

function percentile(values, share) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}
