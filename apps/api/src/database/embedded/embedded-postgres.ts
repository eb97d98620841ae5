import { once } from 'node:events';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DATABASE_ERRORS } from '../database.messages';
import { LockHeldError, PidLock } from './pid-lock';

export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. Stop it or set DATA_DIR/DATABASE_URL.`,
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/** Loopback only: the embedded server has no password. */
const HOST = '127.0.0.1';

type WorkerMessage = { type: 'ready'; port: number } | { type: 'failed'; message: string };

/**
 * Real PostgreSQL (PGlite) with its data in `dataDir`, served on 127.0.0.1 at a free port to one
 * connection at a time, so the API reaches it with the same driver as an external server.
 * `${dataDir}.lock` keeps a second process from opening the same data. The data is private to the
 * user running it, as PostgreSQL keeps its own (see `keepPrivate`).
 */
export class EmbeddedPostgres {
  readonly host = HOST;
  private stopping?: Promise<void>;
  private readonly exited: Promise<unknown>;

  private constructor(
    readonly dataDir: string,
    readonly port: number,
    private readonly worker: Worker,
    private readonly lock: PidLock,
  ) {
    this.exited = new Promise((resolve) => worker.once('exit', resolve));
  }

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    restrictUmask();
    mkdirSync(dirname(dataDir), { recursive: true, mode: 0o700 });
    const lock = acquireLock(dataDir);
    try {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      keepPrivate(dataDir);
      // Next to this file in the sources, next to the bundle once built (copied there by rspack).
      const worker = new Worker(join(__dirname, 'pglite-worker.mjs'), {
        workerData: { dataDir, host: HOST },
      });
      const port = await waitUntilReady(worker, dataDir);
      // PGlite writes a new data directory's files world-writable (0666), whatever the umask.
      keepPrivate(dataDir);
      return new EmbeddedPostgres(dataDir, port, worker, lock);
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  /** Stops the server and closes the data cleanly; connections to it must be closed first. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.worker.postMessage({ type: 'stop' }); // ignored by a worker that has already exited
      await this.exited;
      this.lock.release();
    })();
    return this.stopping;
  }
}

/**
 * Files the process creates from now on are its user's alone (0600, directories 0700), as
 * PostgreSQL's server makes them: PGlite creates its files in this process (a worker thread, which
 * cannot set the umask itself). The umask is only ever tightened.
 */
function restrictUmask(): void {
  const previous = process.umask(0o077);
  process.umask(previous | 0o077);
}

/**
 * Makes the data directory and everything in it its owner's alone: directories 0700, files 0600.
 * Also repairs a data directory written by an earlier version, whose files were world-writable.
 */
function keepPrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) keepPrivate(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

function acquireLock(dataDir: string): PidLock {
  try {
    return PidLock.acquire(`${dataDir}.lock`);
  } catch (error) {
    if (error instanceof LockHeldError) throw new EmbeddedDatabaseInUseError(dataDir, error.pid);
    throw error;
  }
}

async function waitUntilReady(worker: Worker, dataDir: string): Promise<number> {
  const [message] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'exit').then(([code]) => [
      { type: 'failed', message: DATABASE_ERRORS.embeddedExited(code) },
    ]),
  ])) as [WorkerMessage];
  if (message.type === 'ready') return message.port;
  await worker.terminate();
  throw new Error(DATABASE_ERRORS.embeddedNotStarted(dataDir, message.message));
}
