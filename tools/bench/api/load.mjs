// Load (autocannon) and single-request latency.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { headersFor } from './endpoints.mjs';

/**
 * One autocannon run of `endpoint` on `baseUrl` with `connections` connections for `duration`
 * seconds, or for `amount` requests when given. Connection n uses `tokens[n % tokens.length]`.
 * Returns requests per second (completed requests over the run's duration), latency percentiles
 * in ms and the count of each status.
 */
export async function drive({ baseUrl, endpoint, tokens, connections, duration, amount }) {
  let nextClient = 0;
  const headersOf = (index) => headersFor(endpoint, tokens[index % tokens.length]);
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path}`,
    method: endpoint.method,
    headers: headersOf(0),
    // A body per request (`endpoint.body` makes each one).
    ...(endpoint.body && {
      requests: [
        { setupRequest: (request) => ({ ...request, body: JSON.stringify(endpoint.body()) }) },
      ],
    }),
    connections,
    // The run stops at the first sample after its end: samples that divide the duration (1.5 s
    // would otherwise run 2 s).
    ...(amount
      ? { amount, sampleInt: 50 }
      : { duration, sampleInt: Math.max(50, (duration * 1000) / Math.ceil(duration)) }),
    setupClient: (client) => client.setHeaders(headersOf(nextClient++)),
    // Seconds: a slow answer (statistics over a million rows under load) is late, not an error.
    timeout: 120,
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  return {
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** Several runs of one server, combined: requests per second over all of them, the mean p99. */
export function combineRuns(runs) {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const statuses = {};
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.statuses))
      statuses[code] = (statuses[code] ?? 0) + count;
  }
  const cpu = runs.map((run) => (run.cpuMicros == null ? null : run.cpuMicros / run.requests));
  return {
    requests,
    requestsPerSecond: requests / seconds,
    // The server's CPU time per request, the median of the runs' (µs; null without its process).
    cpuMicrosPerRequest: cpu.every((value) => value !== null && Number.isFinite(value))
      ? median(cpu)
      : null,
    p99: runs.reduce((sum, run) => sum + run.p99, 0) / runs.length,
    statuses,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** The median time of `samples` sequential calls, after `warmup` calls that are not counted, in ms. */
export async function medianLatency({ baseUrl, endpoint, token, samples, warmup }) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${endpoint.path}`, {
      method: endpoint.method,
      headers: headersFor(endpoint, token),
    });
    await response.arrayBuffer();
    if (!response.ok)
      throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let index = 0; index < warmup; index += 1) await once();
  const times = [];
  for (let index = 0; index < samples; index += 1) times.push(await once());
  return median(times);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
