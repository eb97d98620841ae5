import type { DataSource } from 'typeorm';

/** pg-boss's schema: created by pg-boss itself at start, under its own advisory lock. */
export const JOBS_SCHEMA = 'pgboss';

export interface QueueStats {
  /** Waiting for a worker: new, or waiting for a retry. */
  queued: number;
  active: number;
  /** Used up their retries: they stay until `jobs:retry` re-queues them (or 14 days pass). */
  failed: number;
  /** Since the oldest waiting job was enqueued; 0 when none waits. */
  oldestQueuedAgeSeconds: number;
}

type Query = Pick<DataSource, 'query'>;

/**
 * Every queue's counts, from pg-boss's tables (read directly: the CLI has no running pg-boss). A
 * database where pg-boss never started has no queue yet.
 */
export async function queueStats(db: Query): Promise<Record<string, QueueStats>> {
  if (!(await jobsInstalled(db))) return {};
  const rows: {
    name: string;
    queued: string;
    active: string;
    failed: string;
    oldest: string | null;
  }[] = await db.query(`
    SELECT q.name,
      count(j.id) FILTER (WHERE j.state IN ('created', 'retry')) AS queued,
      count(j.id) FILTER (WHERE j.state = 'active') AS active,
      count(j.id) FILTER (WHERE j.state = 'failed') AS failed,
      EXTRACT(EPOCH FROM now() - min(j.created_on) FILTER (WHERE j.state IN ('created', 'retry'))) AS oldest
    FROM ${JOBS_SCHEMA}.queue q LEFT JOIN ${JOBS_SCHEMA}.job j ON j.name = q.name
    GROUP BY q.name ORDER BY q.name`);
  return Object.fromEntries(
    rows.map((row) => [
      row.name,
      {
        queued: Number(row.queued),
        active: Number(row.active),
        failed: Number(row.failed),
        oldestQueuedAgeSeconds: row.oldest === null ? 0 : Math.max(0, Number(row.oldest)),
      },
    ]),
  );
}

/**
 * Puts the failed jobs of a queue (or of every queue) back in the queue, each with one more try,
 * as pg-boss's `retry` does. Returns how many.
 */
export async function retryFailedJobs(db: Query, queue?: string): Promise<number> {
  if (!(await jobsInstalled(db))) return 0;
  // A SELECT around the UPDATE: TypeORM's plain result of an UPDATE is not its rows.
  const [row]: { count: number }[] = await db.query(
    `WITH retried AS (
       UPDATE ${JOBS_SCHEMA}.job SET state = 'retry', retry_limit = retry_limit + 1, start_after = now()
       WHERE state = 'failed' AND ($1::text IS NULL OR name = $1) RETURNING 1
     ) SELECT count(*)::int AS count FROM retried`,
    [queue ?? null],
  );
  return row?.count ?? 0;
}

/** The names of pg-boss's queues. */
export async function queueNames(db: Query): Promise<string[]> {
  if (!(await jobsInstalled(db))) return [];
  const rows: { name: string }[] = await db.query(
    `SELECT name FROM ${JOBS_SCHEMA}.queue ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

async function jobsInstalled(db: Query): Promise<boolean> {
  const [row]: { installed: string | null }[] = await db.query(
    `SELECT to_regclass('${JOBS_SCHEMA}.job')::text AS installed`,
  );
  return row?.installed != null;
}

/**
 * Creates pg-boss's schema, one instance at a time. Instances starting together on a new database
 * each ran pg-boss's `CREATE SCHEMA IF NOT EXISTS` at once, and PostgreSQL refused the second with
 * a duplicate key in its catalog (an instance that failed to start). With the schema there and
 * committed, pg-boss's own statement does nothing.
 */
export async function createJobsSchema(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [JOBS_SCHEMA]);
    await manager.query(`CREATE SCHEMA IF NOT EXISTS ${JOBS_SCHEMA}`);
  });
}
