// First: V8's heap flags must hold before any other module allocates (see heap-tuning.ts).
import './app/heap-tuning';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app/app.module';
import { configureApp, GLOBAL_PREFIX } from './app/configure-app';
import { drainOnSignals } from './app/graceful-shutdown';
import { createHttpAdapter, NEST_APPLICATION_OPTIONS } from './app/http-options';
import { InvalidConfigurationError, loadConfiguration, loadDotEnvFile } from './config';
import { DATABASE_SERVER, type DatabaseServer } from './database/database-server';
import { EmbeddedDatabaseInUseError } from './database/embedded/embedded-postgres';

process.setSourceMapsEnabled(true);

async function bootstrap(): Promise<void> {
  loadDotEnvFile();
  // Checked up front so that a misconfigured start reports every problem at once, before
  // anything starts.
  const { app: config, operations } = loadConfiguration();

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    createHttpAdapter({ trustProxy: config.trustProxy }),
    NEST_APPLICATION_OPTIONS,
  );
  configureApp(app);
  // On SIGTERM/SIGINT: report not ready, stop taking requests, end the event streams, let the
  // requests in flight finish, close the database connections, then the embedded database; exit.
  drainOnSignals(app, operations);
  await app.listen(config.port, '0.0.0.0');

  const logger = new Logger('Bootstrap');
  logger.log(
    `API listening on http://localhost:${config.port}/${GLOBAL_PREFIX} (docs: /${GLOBAL_PREFIX}/docs)`,
  );
  logger.log(`Database: ${app.get<DatabaseServer>(DATABASE_SERVER).description}`);
}

bootstrap().catch((error: unknown) => {
  const expected =
    error instanceof InvalidConfigurationError || error instanceof EmbeddedDatabaseInUseError;
  process.stderr.write(
    `The API could not start. ${expected ? (error as Error).message : ((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
