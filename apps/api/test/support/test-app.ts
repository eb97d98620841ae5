import type { Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app/app.module';
import { configureApp } from '../../src/app/configure-app';
import { createHttpAdapter, NEST_APPLICATION_OPTIONS } from '../../src/app/http-options';
import { loadAppConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  database: TestDatabase;
  /** Where the app listens, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** A real HTTP request to the listening app; `path` starts with /api. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Variables on top of the test defaults; `undefined` unsets one. */
  env?: Record<string, string | undefined>;
  /** Extra modules, such as controllers that exist for a test only. */
  imports?: ModuleMetadata['imports'];
  /** The port to listen on (see `freePort`); a free one by default. */
  port?: number;
  /**
   * Another app's database (its `database`, or one from createTestDatabase), to run a second API
   * instance on it: this app neither creates nor drops one. The embedded database serves one app at
   * a time: close the other first (its lock refuses a second).
   */
  database?: TestDatabase;
}

/**
 * The real AppModule, configured exactly as main.ts does, listening on a free port, on a
 * database of its own (see createTestDatabase). One per test file: close it in afterAll.
 */
/** How long a test app's close waits for the requests in flight before cutting them. */
const TEST_SHUTDOWN_TIMEOUT_MS = 2_000;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const restoreEnv = setEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // No metrics server unless a test asks for one (on a free port): test apps run side by side.
    METRICS_PORT: '0',
    ...database.env,
    ...options.env,
  });
  let app: NestFastifyApplication | undefined;
  const close = async () => {
    // As main.ts's drain, past its timeout: a response a test left unfinished (a download it
    // aborted, a stream) does not keep the app from closing (the server lets busy connections finish).
    const server = app?.getHttpServer() as Server | undefined;
    const cut = setTimeout(() => server?.closeAllConnections(), TEST_SHUTDOWN_TIMEOUT_MS);
    try {
      await app?.close();
    } finally {
      clearTimeout(cut);
      restoreEnv();
      // A shared database is dropped by the app that created it.
      if (!options.database) await database.drop();
    }
  };
  try {
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule, ...(options.imports ?? [])],
    }).compile();
    // As main.ts does: the adapter's options come from the (validated) configuration.
    const adapter = createHttpAdapter({ trustProxy: loadAppConfig(process.env).trustProxy });
    app = moduleRef.createNestApplication<NestFastifyApplication>(
      adapter,
      NEST_APPLICATION_OPTIONS,
    );
    configureApp(app);
    await app.listen(options.port ?? 0, '127.0.0.1');
  } catch (error) {
    await close();
    throw error;
  }
  const baseUrl = await app.getUrl();
  return {
    app,
    dataSource: app.get(DataSource),
    database,
    baseUrl,
    request: (path, init) => fetch(`${baseUrl}${path}`, init),
    close,
  };
}

/** A port free right now, for an app that must know its URL before it starts (API_PUBLIC_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  assignEnv(values);
  return () => assignEnv(previous);
}

function assignEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
