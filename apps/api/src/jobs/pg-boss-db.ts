import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** What pg-boss asks of a database it does not connect to itself (its `db` option). */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the app's own pool (TypeORM's): the embedded database takes one connection, so pg-boss
 * must not open a pool of its own, and on a server its connections count in DATABASE_POOL_SIZE.
 * Each statement runs on a connection of its own from the pool, as pg-boss's own pool would do.
 *
 * The statements in flight are tracked: pg-boss does not wait for some of its own (marking a job
 * done or failed after its handler returned), and the database must not close under them
 * (`settled`). Those two must not fail either: pg-boss 10 calls them without handling a rejection,
 * and an unhandled rejection ends the process (a database blip would). When one fails it answers
 * "no job changed": the job stays active until it expires, and is then attempted again (a mail
 * already delivered is not sent twice, see mail-jobs.service.ts).
 */
export class DataSourceDb implements PgBossDb {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly onError: (error: Error) => void,
  ) {}

  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const executing = this.execute(text, values);
    const running = isUnawaitedByPgBoss(text)
      ? executing.catch((error: Error) => {
          this.onError(error);
          return { rows: [{ count: '0' }] };
        })
      : executing;
    this.inFlight.add(running);
    running.catch(this.onError).finally(() => this.inFlight.delete(running));
    return running;
  }

  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  /** Resolves when no statement is in flight (or at `deadline`, a Date.now() value). */
  async settled(deadline: number): Promise<void> {
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      await Promise.race([
        Promise.allSettled([...this.inFlight]),
        new Promise((wake) => setTimeout(wake, Math.max(0, deadline - Date.now()))),
      ]);
    }
  }

  private async execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const runner = this.dataSource.createQueryRunner();
    try {
      return await run(runner, text, values);
    } catch (error) {
      // pg-boss sends its schema changes and maintenance as one string, `BEGIN; …; COMMIT;`. When
      // one statement fails (a second instance creating the schema meanwhile, say) the connection
      // is left in the aborted transaction: end it before the pool hands the connection out again.
      if (/\bBEGIN\b/.test(text)) await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }
}

/**
 * pg-boss 10's statements that mark jobs done (`completeJobs`) or failed (`failJobs`, by id or by
 * expiry), as plans.js writes them; the worker sends the first two without waiting for them.
 */
function isUnawaitedByPgBoss(text: string): boolean {
  return (
    /^\s*WITH results AS \(\s*UPDATE \S+\.job\s+SET completed_on/.test(text) ||
    /^\s*WITH deleted_jobs AS \(\s*DELETE FROM \S+\.job\b/.test(text)
  );
}

/**
 * pg-boss inside a transaction of the app (the `db` option of `send`): the job is inserted by the
 * transaction that writes what it carries, so it exists if and only if that transaction commits.
 */
export function transactionDb(manager: EntityManager): PgBossDb {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive)
    throw new Error('transactionDb needs the manager of an open transaction');
  return { executeSql: (text, values) => run(runner, text, values) };
}

async function run(
  runner: QueryRunner,
  text: string,
  values: unknown[] | undefined,
): Promise<{ rows: unknown[] }> {
  // TypeORM's structured result has the rows of any statement (its plain one reshapes UPDATEs).
  const result = await runner.query(text, values, true);
  return { rows: (result as { records?: unknown[] }).records ?? [] };
}
