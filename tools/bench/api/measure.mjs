// The measurements of one size: both servers' answers compared, single-request latency,
// throughput (interleaved runs, the database quiet between them, each server's CPU time per
// request) and the API's CPU profile.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, headerDifferences, jsonDifferences } from './endpoints.mjs';
import { combineRuns, drive, median, medianLatency } from './load.mjs';
import { cpuMicrosOf } from './processes.mjs';
import { readCpuProfile, summariseCpuProfile } from './profile.mjs';
import { formatCount, GOALS, profileTables } from './report.mjs';

/** Both servers' answers to one call must have the same status, the same JSON and the same headers. */
export async function compareAnswers(servers, endpoint, token, size, outcome, warn) {
  const [api, bare] = [
    await call(servers[0].baseUrl, endpoint, token),
    await call(servers[1].baseUrl, endpoint, token),
  ];
  const expected = endpoint.kind === 'write' ? 201 : 200;
  const lines = [];
  if (api.status !== expected || bare.status !== expected)
    lines.push(`status: API ${api.status}, bare ${bare.status} (expected ${expected})`);
  lines.push(...jsonDifferences(api.body, bare.body));
  lines.push(...headerDifferences(api.headers, bare.headers));
  if (lines.length === 0) return;
  outcome.mismatches.push({ size, key: endpoint.key, lines });
  for (const line of lines)
    warn(`${endpoint.label} at ${formatCount(size)}: the answers differ: ${line}`);
}

/**
 * The median single-request latency of one read on each server.
 * @returns {Promise<import('./harness.mjs').LatencyRow>}
 */
export async function latencyRow(servers, endpoint, token, o) {
  const latency = {};
  for (const server of servers) {
    latency[server.name] = await medianLatency({
      baseUrl: server.baseUrl,
      endpoint,
      token,
      samples: o.latencySamples,
      warmup: o.latencyWarmup,
    });
  }
  return { key: endpoint.key, label: endpoint.label, api: latency.API, bare: latency.bare };
}

/**
 * Waits until the database runs no query of the benchmark's (at most a minute): a run ends with
 * requests in flight, whose queries must not slow the next server's run.
 */
async function quiesce(pool) {
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if (rows[0].busy === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch {
    // A server without pg_stat_activity (PGlite) runs one query at a time anyway.
  }
}

/**
 * Warm-up, then `rounds` rounds: each runs both servers, the first round API then bare, the next
 * bare then API, and so on, so that a drift of the machine's speed favours neither. The ratio is
 * the median of the rounds' ratios (each round's API req/s over the same round's bare req/s): one
 * round disturbed by the machine moves it less than it moves a ratio of totals. Warns of non-2xx
 * answers and errors.
 */
export async function throughput(servers, endpoint, tokens, o, pool, warn) {
  const runs = Object.fromEntries(servers.map((server) => [server.name, []]));
  const load = async (server, duration) => {
    const cpuBefore = cpuMicrosOf(server.pid);
    const run = await drive({
      baseUrl: server.baseUrl,
      endpoint,
      tokens,
      connections: o.connections,
      duration,
      amount: o.amount || undefined,
    });
    const cpuAfter = cpuMicrosOf(server.pid);
    run.cpuMicros = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    return run;
  };
  if (o.warmup > 0) {
    for (const server of servers) {
      await load(server, o.warmup);
      await quiesce(pool);
    }
  }
  for (let round = 0; round < o.rounds; round += 1) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      runs[server.name].push(await load(server, o.duration));
      await quiesce(pool);
    }
  }
  const [api, bare] = [combineRuns(runs.API), combineRuns(runs.bare)];
  for (const [name, combined] of [
    ['API', api],
    ['bare', bare],
  ]) {
    const refused = Object.entries(combined.statuses).filter(([code]) => !code.startsWith('2'));
    if (refused.length || combined.errors) {
      const codes = refused.map(([code, count]) => `${count} × ${code}`).join(', ');
      warn(
        `${endpoint.label} on ${name}: ${codes || 'no refusals'}; ${combined.errors} connection errors or timeouts`,
      );
    }
  }
  const ratio = median(
    runs.API.map((run, round) => run.requestsPerSecond / runs.bare[round].requestsPerSecond),
  );
  return {
    key: endpoint.key,
    label: endpoint.label,
    kind: endpoint.kind,
    api,
    bare,
    ratio,
    met: ratio >= GOALS[endpoint.kind],
  };
}

/** A separate API process under `--cpu-prof`, loaded with one endpoint; its profile summarised. */
export async function profileEndpoint(o, apiEnv, endpoints, tokens, key, log) {
  const endpoint = endpoints.find((candidate) => candidate.key === key);
  if (!endpoint)
    throw new Error(
      `Unknown endpoint to profile: ${key} (one of ${endpoints.map((e) => e.key).join(', ')})`,
    );
  const directory = join(o.profileDir ?? mkdtempSync(join(tmpdir(), 'pp-bench-profile-')), key);
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const api = await o.startApi({
    env: apiEnv,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${directory}`],
  });
  const load = (duration) =>
    drive({
      baseUrl: api.baseUrl,
      endpoint,
      tokens: tokens[endpoint.as],
      connections: o.connections,
      duration,
    });
  let started = 0;
  let ended = 0;
  try {
    await load(Math.max(1, o.warmup));
    started = Date.now();
    await load(o.duration * o.rounds);
    ended = Date.now();
  } finally {
    await api.stop();
  }
  // Only the counted load: not the start-up, the warm-up or the shutdown.
  const exited = Date.now();
  const { file, profile } = readCpuProfile(directory);
  const summary = summariseCpuProfile(profile, {
    window: { fromEndMs: exited - started, toEndMs: exited - ended },
  });
  log(`\nCPU profile of the API under ${endpoint.label} (${file}), self time:`);
  log(profileTables(summary));
  return { key, file, summary };
}
