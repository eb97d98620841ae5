import type { DatabaseConfig } from '../config';
import { EmbeddedPostgres } from './embedded/embedded-postgres';

/** Injection token of the `DatabaseServer` the API connects to. */
export const DATABASE_SERVER = Symbol('DATABASE_SERVER');

/** Where TypeORM connects: the server at DATABASE_URL, or the embedded one this process runs. */
export interface DatabaseServer {
  readonly kind: 'embedded' | 'external';
  /** Safe to log: host and database only, never credentials. */
  readonly description: string;
  readonly connection:
    { url: string } | { host: string; port: number; username: string; database: string };
  /** Connections TypeORM may open. The embedded server serves exactly one. */
  readonly poolSize: number;
  /** Stops the embedded server (a no-op for an external one); close connections first. */
  stop(): Promise<void>;
}

export async function openDatabaseServer(config: DatabaseConfig): Promise<DatabaseServer> {
  if (config.url) {
    return {
      kind: 'external',
      description: `PostgreSQL at ${describeUrl(config.url)}`,
      connection: { url: config.url },
      poolSize: config.poolSize,
      stop: async () => undefined,
    };
  }
  const embedded = await EmbeddedPostgres.start(config.embeddedDataDir);
  return {
    kind: 'embedded',
    description: `embedded PostgreSQL (PGlite) in ${embedded.dataDir}`,
    connection: {
      host: embedded.host,
      port: embedded.port,
      username: 'postgres',
      database: 'postgres',
    },
    poolSize: 1,
    stop: () => embedded.stop(),
  };
}

function describeUrl(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}
