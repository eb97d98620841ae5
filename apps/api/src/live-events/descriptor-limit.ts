import { readFileSync } from 'node:fs';

/**
 * Descriptors an instance needs besides its streams: the database pool's connections and the
 * LISTEN one, Redis, the load balancer's pooled connections, ordinary requests, log and data files,
 * and Node's own (the event loop, pipes).
 */
export const DESCRIPTOR_HEADROOM = 256;

/** Open files an instance needs: one per event stream, one per pooled connection, and the headroom. */
export function descriptorsNeeded(streamsPerInstance: number, poolSize: number): number {
  return streamsPerInstance + poolSize + DESCRIPTOR_HEADROOM;
}

/**
 * This process's soft limit of open files ("Max open files" in /proc/self/limits); null where it
 * cannot be read (not Linux) or is unlimited.
 */
export function openFilesSoftLimit(
  readLimits: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | null {
  let limits: string;
  try {
    limits = readLimits();
  } catch {
    return null;
  }
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft && /^\d+$/.test(soft) ? Number(soft) : null;
}

/**
 * The warning to log at start when the soft limit is below what EVENT_STREAMS_PER_INSTANCE and the
 * pool need (past it, accepting a connection fails with EMFILE: streams and ordinary requests alike);
 * null when it is enough or unknown.
 */
export function descriptorLimitWarning(
  streamsPerInstance: number,
  poolSize: number,
  softLimit: number | null,
): string | null {
  const needed = descriptorsNeeded(streamsPerInstance, poolSize);
  if (softLimit === null || softLimit >= needed) return null;
  return (
    `The open-file limit (${softLimit}) is below what EVENT_STREAMS_PER_INSTANCE=${streamsPerInstance} ` +
    `and DATABASE_POOL_SIZE=${poolSize} need (${needed}): raise it (ulimit -n, LimitNOFILE=, ` +
    `ulimits.nofile; see docs/operations.md) or lower EVENT_STREAMS_PER_INSTANCE`
  );
}
