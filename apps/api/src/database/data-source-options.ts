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
    // The embedded server takes one connection; keep it open rather than reconnecting.
    extra: server.kind === 'embedded' ? { max: 1, idleTimeoutMillis: 0 } : { max: server.poolSize },
  };
}
