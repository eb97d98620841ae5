// The servers under test run in processes of their own, as in production, so that the load
// generator (this process) does not share their event loop.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Worker } from 'node:worker_threads';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/** A port free right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The CPU time all threads of process `pid` have had so far, in µs (Linux
 * `/proc/<pid>/task/<tid>/schedstat`: nanoseconds on a CPU, not the clock ticks of
 * `/proc/<pid>/stat`; time spent waiting for a CPU is not counted). Null for this process (a
 * server started in the benchmark's own process shares it with the load generator) and where
 * /proc is not there. A thread that ends between two readings takes its time with it: a server's
 * threads (main, libuv's pool, V8's) live as long as the server.
 */
export function cpuMicrosOf(pid) {
  if (!pid || pid === process.pid) return null;
  try {
    let nanoseconds = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      try {
        nanoseconds += Number(
          readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0],
        );
      } catch {
        // The thread ended while we read the others.
      }
    }
    return nanoseconds / 1000;
  } catch {
    return null;
  }
}

/**
 * Starts `node <args>` with `env` and waits until `GET <baseUrl><readyPath>` answers 200.
 * Returns `{baseUrl, pid, stop}`; `stop()` sends SIGTERM and waits for the exit (SIGKILL after
 * 15 s). A process that exits before it is ready rejects with the end of its output.
 * `raiseFdLimit`: started through a shell that first raises its soft file-descriptor limit to the
 * hard one (one socket per open stream: the live benchmark holds 10,000).
 */
export async function startNodeServer({ name, args, env, port, readyPath, cwd, raiseFdLimit }) {
  const [command, commandArgs] = raiseFdLimit
    ? withRaisedFdLimit(process.execPath, args)
    : [process.execPath, args];
  const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 40) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let early = false;
  exited.then(() => {
    early = true;
  });
  while (!(await answers(`${baseUrl}${readyPath}`))) {
    if (early) throw new Error(`${name} exited before it was ready:\n${output.join('')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name} was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output.join('')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, baseUrl, pid: child.pid, stop };
}

/** `command args…` through /bin/sh, its soft limit of open files raised to the hard one first (when allowed). */
export function withRaisedFdLimit(command, args) {
  return [
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', command, ...args],
  ];
}

async function answers(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * An in-memory PGlite served on 127.0.0.1 by `workerFile` (pglite-worker.mjs) to at most
 * `maxConnections` connections. Returns `{url, stop}`.
 */
export async function startEmbeddedPostgres(workerFile, maxConnections = 8) {
  const worker = new Worker(workerFile, { workerData: { maxConnections } });
  const exited = once(worker, 'exit');
  const [message] = await Promise.race([
    once(worker, 'message'),
    exited.then(() => [{ failed: 'the worker exited' }]),
  ]);
  if (message.failed) {
    await worker.terminate();
    throw new Error(`The embedded PostgreSQL could not start: ${message.failed}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${message.port}/postgres`,
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}
