import type { DataSourceOptions } from 'typeorm';
import type { DatabaseServer } from './database-server';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export type PostgresConnectionOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/** TypeORM options for the API and the CLI alike. The schema changes through migrations only. */
export function dataSourceOptions(server: DatabaseServer): PostgresConnectionOptions {
  return {
    type: 'postgres',
    ...server.connection,
    applicationName: 'profileproof-api',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize: server.poolSize,
    // The embedded server takes one connection; keep it open rather than reconnecting. A server
    // that accepts connections but never answers must not hold requests forever: after 10 s of
    // waiting for a connection the query fails, and the request gets a 503 (see the error filter).
    // Generous, because the same wait covers requests queued behind a busy pool.
    extra:
      server.kind === 'embedded'
        ? { max: 1, idleTimeoutMillis: 0 }
        : { max: server.poolSize, connectionTimeoutMillis: 10_000 },
  };
}
