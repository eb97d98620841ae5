import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { SharedStateProbeModule } from './support/shared-state-probe.module';
import { TcpProxy } from './support/tcp-proxy';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const DEPENDENCY_DOWN = {
  detail: 'The service is temporarily unavailable. Please try again in a few seconds.',
};
/** What a driver error would show: none of it may reach a client. */
const DRIVER_WORDS = /ECONN|terminated|timeout|127\.0\.0\.1|5432|6379|stream/i;

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/** Sends every request at once and reads each answer whole. */
async function sendAll(
  api: TestApp,
  requests: Array<[string, RequestInit | undefined]>,
): Promise<Answer[]> {
  return Promise.all(
    requests.map(async ([path, init]) => {
      const response = await api.request(path, init);
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        text: await response.text(),
      };
    }),
  );
}

/** Health until it answers 200: the API reconnects by itself (bounded: 100 tries, 200 ms apart). */
async function untilHealthy(api: TestApp): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    status = (await api.request('/api/health')).status;
  }
  return status;
}

/**
 * A database server the test can take away: the one at DATABASE_URL (a fresh database on it), or
 * an embedded one (PGlite) started here — either way reached through a proxy, so the shared
 * server itself is never stopped.
 */
async function databaseBehindProxy(): Promise<{
  url: string;
  poolSize: string;
  proxy: TcpProxy;
  close(): Promise<void>;
}> {
  if (process.env.DATABASE_URL) {
    const database: TestDatabase = await createTestDatabase(process.env.DATABASE_URL);
    const url = new URL(database.env.DATABASE_URL ?? '');
    const proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    return {
      url: url.toString(),
      poolSize: '10',
      proxy,
      close: async () => (await proxy.stop(), await database.drop()),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-api-outage-'));
  const embedded = await EmbeddedPostgres.start(join(dataDir, 'pgdata'));
  const proxy = await TcpProxy.start({ host: embedded.host, port: embedded.port });
  return {
    url: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
    // PGlite has one session: one connection, as the API itself opens to it.
    poolSize: '1',
    proxy,
    close: async () => {
      await proxy.stop();
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a database that goes away', () => {
  let api: TestApp;
  let database: Awaited<ReturnType<typeof databaseBehindProxy>>;
  let member: TestAccount;

  beforeAll(async () => {
    database = await databaseBehindProxy();
    api = await createTestApp({
      // The app's own test database goes unused: it reaches the one behind the proxy instead.
      env: {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: database.poolSize,
        AUTH_RATE_LIMIT: '1000000',
      },
    });
    member = await accountFactory(api, 'outage')({ tier: 'premium' });
  });

  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  /** Writes and reads, signed in and not. */
  const traffic = (round: string): Array<[string, RequestInit | undefined]> => [
    [
      '/api/contact/submit/',
      json(
        { linkedin_url: `https://www.linkedin.com/in/outage-${round}` },
        { token: member.token },
      ),
    ],
    ['/api/contact/user-submissions/', bearer(member.token)],
    ['/api/auth/subscription/', bearer(member.token)],
    [
      '/api/auth/signup/',
      json({
        email: `new-${round}@example.com`,
        password: 'a long passphrase 42',
        password2: 'a long passphrase 42',
      }),
    ],
    ['/api/auth/login/', json({ email: member.email, password: 'not the password' })],
  ];

  it('answers 503 with Retry-After while it is unreachable, never 500, and recovers by itself', async () => {
    const before = await sendAll(api, traffic('before'));
    expect(before.map((answer) => answer.status)).toEqual([201, 200, 200, 201, 401]);

    database.proxy.cut();
    for (let round = 0; round < 3; round += 1) {
      const during = await sendAll(api, [
        ...traffic(`during-${round}`),
        ...traffic(`during-${round}-again`),
      ]);
      for (const answer of during) {
        expect(answer).toEqual({
          status: 503,
          retryAfter: '5',
          text: JSON.stringify(DEPENDENCY_DOWN),
        });
      }
    }

    const health = await api.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    const report = await health.text();
    expect(JSON.parse(report)).toMatchObject({
      detail: 'Service unavailable: database down',
      status: 'error',
      error: { database: { status: 'down' } },
    });
    expect(report).not.toMatch(DRIVER_WORDS);

    database.proxy.restore();
    expect(await untilHealthy(api)).toBe(200);
    const after = await sendAll(api, traffic('after'));
    expect(after.map((answer) => answer.status)).toEqual([201, 200, 200, 201, 401]);
  });
});

describe('a Redis that goes away', () => {
  let api: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: 6379 });
    api = await createTestApp({
      imports: [SharedStateProbeModule],
      env: {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    await proxy?.stop();
  });

  it('answers 503 with Retry-After where Redis is needed, reports it in health, and recovers by itself', async () => {
    expect((await api.request('/api/probe/once/first', { method: 'POST' })).status).toBe(201);
    expect(await (await api.request('/api/health')).json()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });

    proxy.cut();
    const during = await sendAll(api, [
      ['/api/probe/once/second', { method: 'POST' }],
      ['/api/probe/once/third', { method: 'POST' }],
    ]);
    for (const answer of during)
      expect(answer).toEqual({
        status: 503,
        retryAfter: '5',
        text: JSON.stringify(DEPENDENCY_DOWN),
      });

    const health = await api.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    const report = await health.text();
    expect(JSON.parse(report)).toMatchObject({
      detail: 'Service unavailable: redis down',
      info: { database: { status: 'up' } },
      error: { redis: { status: 'down' } },
    });
    expect(report).not.toMatch(DRIVER_WORDS);

    proxy.restore();
    expect(await untilHealthy(api)).toBe(200);
    const claimed = await api.request('/api/probe/once/fourth', { method: 'POST' });
    expect(claimed.status).toBe(201);
    expect(await claimed.json()).toEqual({ claimed: true });
  });
});
