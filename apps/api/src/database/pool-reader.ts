import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import { DATABASE_LOG } from './database.messages';

/** Reads slower than this are logged as warnings, like TypeORM's own queries (`maxQueryExecutionTime`). */
export const SLOW_QUERY_MS = 1000;

/**
 * Reads sent straight to the connection pool TypeORM opened: one `pg` query, its rows as the
 * driver parses them. For the hot read paths (the lists, the statistics, the subscription), whose
 * SQL is written once, as constants, by the domain that owns each read (its repository runs it),
 * and whose rows go straight into the answer: no query builder, no entities (the API benchmark
 * found that building the SQL again and hydrating entities cost a large share of a list's time:
 * CHANGELOG.md, "Benchmark findings: the API at the framework floor"). Writes, and everything in a
 * transaction, go through TypeORM (with the embedded database, a query outside the transaction
 * would wait for its one connection).
 */
@Injectable()
export class PoolReader {
  private readonly logger = new Logger('SQL');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rows<Row extends QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
    const started = performance.now();
    const { rows } = await this.pool().query<Row>(text, values);
    const took = performance.now() - started;
    if (took > SLOW_QUERY_MS) this.logger.warn(DATABASE_LOG.slowQuery(Math.round(took), text));
    return rows;
  }

  private pool(): Pool {
    // TypeORM's PostgreSQL driver keeps its `pg` pool as `master`.
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }
}
