import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres';
import { Drain } from '../src/health/drain';
import { captureStdout } from './support/logs';
import { PrivateRedis } from './support/redis-server';
import { TcpProxy } from './support/tcp-proxy';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

interface Probe {
  status: number;
  retryAfter: string | null;
  body: { status?: string; detail?: string; error?: Record<string, unknown> };
}

async function probe(api: TestApp, path: string): Promise<Probe> {
  const response = await api.request(path);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Probe['body'],
  };
}

/** The probe until it answers `status` (bounded: 100 tries, 200 ms apart); its last answer. */
async function until(api: TestApp, path: string, status: number): Promise<Probe> {
  let answer = await probe(api, path);
  for (let attempt = 0; attempt < 100 && answer.status !== status; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await probe(api, path);
  }
  return answer;
}

/**
 * The database at DATABASE_URL (a fresh database on it), or an embedded one started here, reached
 * through a proxy the test can cut: the shared server itself is never stopped.
 */
async function databaseBehindProxy(): Promise<{
  env: Record<string, string>;
  proxy: TcpProxy;
  close(): Promise<void>;
}> {
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase(process.env.DATABASE_URL);
    const url = new URL(database.env.DATABASE_URL ?? '');
    const proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    return {
      env: { DATABASE_URL: url.toString() },
      proxy,
      close: async () => (await proxy.stop(), await database.drop()),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-api-probes-'));
  const embedded = await EmbeddedPostgres.start(join(dataDir, 'pgdata'));
  const proxy = await TcpProxy.start({ host: embedded.host, port: embedded.port });
  return {
    // PGlite has one session: one connection, as the API itself opens to it.
    env: {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
      DATABASE_POOL_SIZE: '1',
    },
    proxy,
    close: async () => {
      await proxy.stop();
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('liveness and readiness while the database is unreachable', () => {
  let api: TestApp;
  let database: Awaited<ReturnType<typeof databaseBehindProxy>>;

  beforeAll(async () => {
    database = await databaseBehindProxy();
    api = await createTestApp({ env: database.env });
  });

  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it('answers live, and ready once the database is back', async () => {
    expect(await probe(api, '/api/health/live')).toEqual({
      status: 200,
      retryAfter: null,
      body: { status: 'ok' },
    });
    expect(await probe(api, '/api/health/ready')).toMatchObject({
      status: 200,
      body: {
        status: 'ok',
        info: {
          database: { status: 'up' },
          migrations: { status: 'up' },
          drain: { status: 'up' },
        },
      },
    });

    database.proxy.cut();
    expect(await probe(api, '/api/health/live')).toEqual({
      status: 200,
      retryAfter: null,
      body: { status: 'ok' },
    });
    const notReady = await probe(api, '/api/health/ready');
    expect(notReady).toMatchObject({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: {
        detail: 'Not ready: database down',
        status: 'error',
        error: { database: { status: 'down' } },
      },
    });
    // The old check keeps its answer.
    expect(await probe(api, '/api/health')).toMatchObject({
      status: 503,
      body: { detail: 'Service unavailable: database down' },
    });

    database.proxy.restore();
    expect(await until(api, '/api/health/ready', 200)).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
  });
});

describe('readiness and Redis', () => {
  let api: TestApp;
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    api = await createTestApp({ env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await api?.close();
    await redis?.stop();
  });

  it('is not ready while Redis is down, and ready again once it is back; live throughout', async () => {
    expect(await probe(api, '/api/health/ready')).toMatchObject({
      status: 200,
      body: { info: { redis: { status: 'up' } } },
    });

    await redis.stop();
    const down = await until(api, '/api/health/ready', 503);
    expect(down).toMatchObject({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: {
        detail: 'Not ready: redis down',
        error: { redis: { status: 'down' } },
        info: { database: { status: 'up' }, migrations: { status: 'up' } },
      },
    });
    expect((await probe(api, '/api/health/live')).status).toBe(200);

    await redis.start();
    expect(await until(api, '/api/health/ready', 200)).toMatchObject({
      status: 200,
      body: { info: { redis: { status: 'up' } } },
    });
  });
});

describe('readiness and the schema, and while draining', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('is not ready while a migration of this build is not applied', async () => {
    const [latest] = (await api.dataSource.query(
      'SELECT "timestamp", "name" FROM "migrations" ORDER BY "id" DESC LIMIT 1',
    )) as Array<{ timestamp: string; name: string }>;
    await api.dataSource.query('DELETE FROM "migrations" WHERE "name" = $1', [latest.name]);
    try {
      expect(await probe(api, '/api/health/ready')).toMatchObject({
        status: 503,
        body: {
          detail: 'Not ready: migrations pending',
          error: { migrations: { status: 'down', pending: 1 } },
          info: { database: { status: 'up' } },
        },
      });
    } finally {
      await api.dataSource.query('INSERT INTO "migrations" ("timestamp", "name") VALUES ($1, $2)', [
        latest.timestamp,
        latest.name,
      ]);
    }
    expect((await probe(api, '/api/health/ready')).status).toBe(200);
  });

  it('is not ready once draining; live, and once it stops listening every answer closes its connection', async () => {
    const before = await api.request('/api/health/live');
    expect(before.headers.get('connection')).not.toBe('close');

    api.app.get(Drain).begin();

    const ready = await api.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    // Still listening: the connection stays open (closing it would make the balancer open one per request).
    expect(ready.headers.get('connection')).not.toBe('close');
    expect(await ready.json()).toMatchObject({
      detail: 'Not ready: shutting down',
      error: { drain: { status: 'down' } },
      info: { database: { status: 'up' }, migrations: { status: 'up' } },
    });

    api.app.get(Drain).closeConnections();

    const live = await api.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');
    expect((await api.request('/api/health/ready')).status).toBe(503);
  });
});

describe('the request log and the probes', () => {
  let api: TestApp;

  beforeAll(async () => {
    // The start-up lines are not the test's business: kept out of the test output.
    captureStdout();
    try {
      api = await createTestApp({ env: { LOG_LEVEL: 'info' } });
    } finally {
      jest.restoreAllMocks();
    }
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await api?.close();
  });

  it('logs a successful probe at debug level only, a failing one as any answer', async () => {
    const written = captureStdout();
    expect((await api.request('/api/health/live')).status).toBe(200);
    expect((await api.request('/api/health/ready/')).status).toBe(200);
    expect((await api.request('/api/health')).status).toBe(200);
    api.app.get(Drain).begin();
    expect((await api.request('/api/health/ready')).status).toBe(503);
    jest.restoreAllMocks();

    const log = written.join('');
    expect(log).toContain('GET /api/health 200');
    expect(log).toContain('GET /api/health/ready 503');
    expect(log).not.toContain('/api/health/live');
    expect(log).not.toContain('/api/health/ready/ 200');
  });
});
