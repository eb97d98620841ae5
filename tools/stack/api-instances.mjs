// The production topology's API (topology.mjs starts it): the migration step, then instances of the
// built API (dist/apps/api), each on its own port, restartable, stoppable and killable.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { distDir, workspaceRoot } from '../scripts/stack.mjs';
import { waitUntil } from './services.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ready: `/api/health/ready` where the API has it, else `/api/health`. */
async function isReady(baseUrl) {
  const ready = await fetch(`${baseUrl}/api/health/ready`);
  if (ready.status !== 404) return ready.ok;
  return (await fetch(`${baseUrl}/api/health`)).ok;
}

/** One API process on its own port, restartable; its output appended to `logFile`. */
export function apiInstance({ index, port, metricsPort, env, logFile }) {
  let child = null;
  let exited = Promise.resolve(null);
  const log = createWriteStream(logFile, { flags: 'a' });
  const instance = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    get pid() {
      return child?.pid ?? null;
    },
    /** Start-ups that ended with the process exiting (restarted, as Compose's `restart: unless-stopped` does). */
    crashedStarts: 0,
    /** Starts the process and waits until it reports ready; the milliseconds it took. */
    async start() {
      const started = Date.now();
      for (let attempt = 1; ; attempt += 1) {
        child = spawn(process.execPath, [path.join(distDir('api'), 'main.js')], {
          cwd: workspaceRoot,
          env: { ...env, PORT: String(port) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.pipe(log, { end: false });
        child.stderr.pipe(log, { end: false });
        const current = child;
        exited = new Promise((resolve) =>
          current.once('exit', (code, signal) => resolve({ code, signal })),
        );
        try {
          await waitUntil(
            () => isReady(instance.url),
            120_000,
            `API instance ${index} ready`,
            () =>
              current.exitCode !== null
                ? `it exited with code ${current.exitCode} (see ${logFile})`
                : null,
          );
          return Date.now() - started;
        } catch (error) {
          if (current.exitCode === null || attempt === 3) throw error;
          instance.crashedStarts += 1;
          console.error(
            `API instance ${index} exited during start-up (${current.exitCode}): starting it again`,
          );
          await sleep(1_000);
        }
      }
    },
    /** SIGTERM, and waits for the exit (SIGKILL after `killAfterMs`): {ms, code, signal}. */
    async stop(killAfterMs = 30_000) {
      if (!instance.running) return { ms: 0, code: null, signal: null };
      const started = Date.now();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), killAfterMs);
      const { code, signal } = await exited;
      clearTimeout(timer);
      return { ms: Date.now() - started, code, signal };
    },
    /** SIGKILL: the instance dies at once, as on a crash or an out-of-memory kill. */
    async kill() {
      if (!instance.running) return;
      child.kill('SIGKILL');
      await exited;
    },
    close: () => new Promise((resolve) => log.end(resolve)),
  };
  return instance;
}

/** The migration step (the compose/K8s one-off job): `cli.js migration:run` with the instances' environment. */
export function migrate(env, logFile) {
  const result = spawnSync(
    process.execPath,
    [path.join(distDir('api'), 'cli.js'), 'migration:run'],
    {
      cwd: workspaceRoot,
      env,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`migration:run failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return writeFile(logFile, `${result.stdout}${result.stderr}`);
}
