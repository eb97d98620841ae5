import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The SQL statements the app sends while `during(work)` runs, as the `pg` driver receives them:
 * every query of TypeORM goes through a client of the pool it opened. The
 * statements are observed, not changed. To compare the work two requests do, not their time.
 */
export class SqlStatements {
  private recording: string[] | null = null;
  private readonly watched = new WeakSet<PoolClient>();

  constructor(dataSource: DataSource) {
    // TypeORM's PostgreSQL driver keeps its `pg` pool as `master` (a test's probe, not the app's path).
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    pool.on('acquire', (client) => this.watch(client));
  }

  /** The statements sent while `work` ran (in order), with its result. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    if (this.recording) throw new Error('One recording at a time');
    const statements: string[] = [];
    this.recording = statements;
    try {
      return { result: await work(), statements };
    } finally {
      this.recording = null;
    }
  }

  private watch(client: PoolClient): void {
    if (this.watched.has(client)) return;
    this.watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
      ...args: unknown[]
    ) => {
      const [first] = args;
      const text =
        typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      if (text !== undefined) this.recording?.push(text.replace(/\s+/g, ' ').trim());
      return query(...args);
    };
  }
}
