import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { databaseConfig } from '../config';
import { dataSourceOptions } from './data-source-options';
import { DATABASE_SERVER, type DatabaseServer, openDatabaseServer } from './database-server';
import { DATABASE_LOG } from './database.messages';
import { runPendingMigrations } from './migrations-runner';
import { TypeOrmNestLogger } from './typeorm-logger';

/** Starts the embedded server when there is no DATABASE_URL. */
@Module({
  providers: [
    {
      provide: DATABASE_SERVER,
      inject: [databaseConfig.KEY],
      useFactory: (config: ConfigType<typeof databaseConfig>) => openDatabaseServer(config),
    },
  ],
  exports: [DATABASE_SERVER],
})
class DatabaseServerModule {}

/** Errors worth another connection attempt: the server is not up (yet). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  '57P03',
]);

async function connectAndMigrate({
  migrationsRun,
  ...options
}: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    const applied = migrationsRun ? await runPendingMigrations(dataSource) : [];
    if (applied.length > 0)
      new Logger('Migrations').log(DATABASE_LOG.migrationsApplied(applied.map((m) => m.name)));
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/** Global: the DataSource (TypeORM's) is at hand in every module. */
@Global()
@Module({
  imports: [
    DatabaseServerModule,
    TypeOrmModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DATABASE_SERVER, databaseConfig.KEY],
      useFactory: (server: DatabaseServer, config: ConfigType<typeof databaseConfig>) => ({
        ...dataSourceOptions(server),
        logger: new TypeOrmNestLogger(),
        maxQueryExecutionTime: 1000,
        migrationsRun: config.runMigrations,
        // A container's database may still be starting; the embedded one is up already.
        retryAttempts: server.kind === 'external' ? 5 : 0,
        retryDelay: 2000,
        toRetry: (error: { code?: string }) => CONNECTION_ERROR_CODES.has(error?.code ?? ''),
      }),
      // Migrations run here rather than through TypeORM's `migrationsRun`, under a lock that
      // several instances starting together take in turn.
      dataSourceFactory: (options) => connectAndMigrate(options as DataSourceOptions),
    }),
  ],
  exports: [DatabaseServerModule],
})
export class DatabaseModule implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseModule.name);

  constructor(
    @Inject(DATABASE_SERVER) private readonly server: DatabaseServer,
    private readonly dataSource: DataSource,
  ) {}

  /** Runs after the HTTP server has closed: connections first, then the embedded server. */
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.server.stop();
    if (this.server.kind === 'embedded') this.logger.log(DATABASE_LOG.embeddedStopped);
  }
}
