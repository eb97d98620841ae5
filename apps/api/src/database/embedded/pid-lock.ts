import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { DATABASE_ERRORS } from '../database.messages';

export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(DATABASE_ERRORS.lockHeld(path, pid));
    this.name = 'LockHeldError';
  }
}

/** Lock files this process holds, to tell its own locks from stale ones that carry a reused PID. */
const heldByThisProcess = new Set<string>();

/**
 * A lock file holding the owner's PID, created atomically (`wx`). A lock whose process is gone is
 * stale and taken over. The lock is released on `release()` or, failing that, when the process exits.
 */
export class PidLock {
  private readonly releaseOnExit = () => this.release();

  private constructor(readonly path: string) {
    heldByThisProcess.add(path);
    process.once('exit', this.releaseOnExit);
  }

  static acquire(path: string): PidLock {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (createLockFile(path)) return new PidLock(path);
      const holder = readHolder(path);
      if (holder === 'gone') continue;
      if (holder !== 'unreadable' && isHeld(path, holder)) throw new LockHeldError(path, holder);
      removeStaleLock(path, holder);
    }
    throw new Error(DATABASE_ERRORS.lockKeptReplaced(path));
  }

  release(): void {
    if (!heldByThisProcess.delete(this.path)) return;
    process.removeListener('exit', this.releaseOnExit);
    if (readHolder(this.path) === process.pid) rmSync(this.path, { force: true });
  }
}

function createLockFile(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

type Holder = number | 'unreadable' | 'gone';

function readHolder(path: string, lookAgain = true): Holder {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = Number(content.trim());
  if (Number.isSafeInteger(pid) && pid > 0) return pid;
  if (!lookAgain) return 'unreadable';
  // Another process may have just created the file and not written its PID yet.
  sleepSync(100);
  return readHolder(path, false);
}

function isHeld(path: string, pid: number): boolean {
  // A lock naming this process that it did not take is left over from an earlier process that had
  // the same PID (common in containers, where the API is often PID 1).
  if (pid === process.pid) return heldByThisProcess.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale lock aside before deleting it, so that of several processes taking it over at
 * once, only one removes it; if what was moved turns out to be a newer, live lock, it is put back.
 */
function removeStaleLock(path: string, stale: number | 'unreadable'): void {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (typeof moved === 'number' && moved !== stale && isHeld(path, moved)) {
    try {
      linkSync(aside, path);
    } catch {
      // Yet another process holds the lock now; either way it is not ours to take.
    }
  }
  rmSync(aside, { force: true });
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
