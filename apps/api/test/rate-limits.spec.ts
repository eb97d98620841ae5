import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket, connect } from 'node:net';
import Redis from 'ioredis';
import { MESSAGES } from '@profileproof/contracts';
import { hashPassword } from '../src/users/passwords';
import { User } from '../src/users/entities/user.entity';
import { json } from './support/http';
import { createTestApp, freePort, type TestApp } from './support/test-app';

const REDIS_URL = 'redis://127.0.0.1:6379';
const TOO_MANY = { detail: 'Too many attempts. Please wait a moment and try again.' };
const INVALID = { detail: MESSAGES.login.invalidCredentials };
const PASSWORD = 'the right password';

/** Each group of test apps counts in Redis under a prefix of its own, so parallel test files never share counters. */
const redisEnv = (url = REDIS_URL) => ({
  REDIS_URL: url,
  REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
});

/** Runs `use` with a client of the test Redis (without a key prefix). */
async function withRedis<T>(use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(REDIS_URL);
  try {
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}

const redisKeys = (prefix: string) => withRedis((redis) => redis.keys(`${prefix}*`));

/** Removes what a group of test apps left in the test Redis (only the keys under its prefix). */
const forgetKeys = (prefix: string) =>
  withRedis(async (redis) => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  });

/**
 * Two API instances on one database (with DATABASE_URL; with the embedded database each has its
 * own, which the limits do not depend on) and the same environment: Redis or none.
 */
async function twoInstances(env: Record<string, string | undefined>): Promise<TestApp[]> {
  const first = await createTestApp({ env });
  try {
    return [
      first,
      await createTestApp({ env, database: process.env.DATABASE_URL ? first.database : undefined }),
    ];
  } catch (error) {
    await first.close();
    throw error;
  }
}

/** Last opened, first closed: each app restores the environment it found. */
async function closeAll(apps: TestApp[]): Promise<void> {
  for (const api of [...apps].reverse()) await api.close();
}

/** A verified account with PASSWORD, on every database the instances use. */
async function passwordAccount(apps: TestApp[], email: string): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const databases = new Set<unknown>();
  for (const api of apps) {
    if (databases.has(api.database)) continue;
    databases.add(api.database);
    await api.dataSource
      .getRepository(User)
      .insert({ email, role: 'user', isVerified: true, passwordHash });
  }
}

let lastAddress = 0;
/** A client address not used before in this file (seen through TRUST_PROXY). */
const newClientAddress = () => {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

function login(
  api: TestApp,
  email: string,
  password: string,
  clientAddress?: string,
): Promise<Response> {
  const init = json({ email, password });
  const headers = {
    ...(init.headers as Record<string, string>),
    ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
  };
  return api.request('/api/auth/login/', { ...init, headers });
}

async function answer(
  response: Response,
): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  return {
    status: response.status,
    body: await response.json(),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** Asks until `done` holds for the answer (polling, no timing assumed), then gives that answer. */
async function eventually(
  ask: () => Promise<Response>,
  done: (response: Response) => boolean,
): Promise<Response> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await ask();
    if (done(response) || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('rate limits across API instances', () => {
  describe('per client IP, with REDIS_URL: one limit shared by every instance', () => {
    let apps: TestApp[] = [];
    const env = { ...redisEnv(), AUTH_RATE_LIMIT: '10', LOGIN_ACCOUNT_LIMIT: '1000' };

    beforeAll(async () => {
      apps = await twoInstances(env);
    });

    afterAll(async () => {
      await closeAll(apps);
      await forgetKeys(env.REDIS_KEY_PREFIX);
    });

    it('lets 10 wrong-password logins from one client through across two instances, then answers 429 with Retry-After on either', async () => {
      for (let attempt = 0; attempt < 10; attempt++) {
        expect(
          await answer(
            await login(apps[attempt % 2], `someone${attempt}@example.com`, 'wrong password'),
          ),
        ).toMatchObject({
          status: 401,
          body: INVALID,
        });
      }
      for (const api of apps) {
        const refused = await answer(await login(api, 'someone@example.com', 'wrong password'));
        expect(refused).toMatchObject({ status: 429, body: TOO_MANY });
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      }
    });

    it('keeps counters in Redis under REDIS_KEY_PREFIX, with no e-mail address in clear', async () => {
      const keys = await redisKeys(env.REDIS_KEY_PREFIX);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => key.includes('example.com') || key.includes('someone'))).toEqual(
        [],
      );
    });
  });

  describe('per client IP, without REDIS_URL: each process counts alone (one instance only)', () => {
    let apps: TestApp[] = [];

    beforeAll(async () => {
      apps = await twoInstances({
        REDIS_URL: undefined,
        AUTH_RATE_LIMIT: '10',
        LOGIN_ACCOUNT_LIMIT: '1000',
      });
    });

    afterAll(() => closeAll(apps));

    it('gives each instance a limit of its own, kept in its memory', async () => {
      for (const api of apps) {
        for (let attempt = 0; attempt < 10; attempt++) {
          expect((await login(api, `someone${attempt}@example.com`, 'wrong password')).status).toBe(
            401,
          );
        }
        const refused = await answer(await login(api, 'someone@example.com', 'wrong password'));
        expect(refused).toMatchObject({ status: 429, body: TOO_MANY });
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      }
    });
  });

  describe('per account, whatever the client IP, across instances', () => {
    const LIMIT = 3;
    let apps: TestApp[] = [];
    const redisVars = redisEnv();
    let turn = 0;
    /** Each attempt from a new client address, on the instances in turn. */
    const attempt = (email: string, password: string) => {
      turn += 1;
      return login(apps[turn % 2], email, password, newClientAddress());
    };
    const unblocked = (response: Response) => response.status !== 429;

    beforeAll(async () => {
      apps = await twoInstances({
        ...redisVars,
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT: '1000',
        LOGIN_ACCOUNT_LIMIT: String(LIMIT),
        LOGIN_ACCOUNT_DELAY_SECONDS: '1',
        LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '2',
      });
    });

    afterAll(async () => {
      await closeAll(apps);
      await forgetKeys(redisVars.REDIS_KEY_PREFIX);
    });

    it('blocks an address after 3 failures from different IPs, with a doubling delay up to the cap; a success resets it', async () => {
      const email = 'victim@example.com';
      await passwordAccount(apps, email);
      for (let failure = 1; failure <= LIMIT; failure++) {
        expect(await answer(await attempt(email, `wrong ${failure}`))).toMatchObject({
          status: 401,
          body: INVALID,
        });
      }
      // Blocked for 1 s, on both instances, for every client.
      for (const api of apps) {
        expect(await answer(await login(api, email, 'wrong again', newClientAddress()))).toEqual({
          status: 429,
          body: TOO_MANY,
          retryAfter: '1',
        });
      }
      // The right password too is refused until the delay has passed.
      expect(await answer(await attempt(email, PASSWORD))).toMatchObject({
        status: 429,
        body: TOO_MANY,
      });

      // The next failure (once the delay is over) blocks for 2 s: Retry-After, rounded up, reads 2 just after.
      expect(
        await answer(await eventually(() => attempt(email, 'still wrong'), unblocked)),
      ).toMatchObject({ status: 401, body: INVALID });
      expect(await answer(await attempt(email, PASSWORD))).toEqual({
        status: 429,
        body: TOO_MANY,
        retryAfter: '2',
      });
      // The one after that for 2 s again (the cap), not 4.
      expect(
        await answer(await eventually(() => attempt(email, 'still wrong'), unblocked)),
      ).toMatchObject({ status: 401, body: INVALID });
      const capped = await answer(await attempt(email, PASSWORD));
      expect(capped).toMatchObject({ status: 429, body: TOO_MANY });
      expect(Number(capped.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(capped.retryAfter)).toBeLessThanOrEqual(2);

      const signedIn = await eventually(() => attempt(email, PASSWORD), unblocked);
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ email });

      // Counted from zero again: two failures are not enough, the third blocks.
      for (let failure = 1; failure <= LIMIT; failure++) {
        expect((await attempt(email, `wrong ${failure}`)).status).toBe(401);
      }
      expect((await attempt(email, PASSWORD)).status).toBe(429);
    });

    it('limits an unknown address the same way, whatever its case and surrounding spaces', async () => {
      const answers = [];
      for (const email of ['nobody@example.com', ' NoBody@Example.com', 'NOBODY@EXAMPLE.COM ']) {
        answers.push(await answer(await attempt(email, 'any password')));
      }
      expect(answers).toEqual(Array(LIMIT).fill({ status: 401, body: INVALID, retryAfter: null }));
      expect(await answer(await attempt('Nobody@example.com', 'any password'))).toEqual({
        status: 429,
        body: TOO_MANY,
        retryAfter: '1',
      });
    });

    it('lets at most one attempt past the limit when many arrive at once from many IPs', async () => {
      const email = 'burst@example.com';
      await passwordAccount(apps, email);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          attempt(email, `guess ${n}`).then((response) => response.status),
        ),
      );
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(LIMIT);
      expect(checked).toBeLessThanOrEqual(LIMIT + 1);
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(
        true,
      );
    });
  });

  describe('while Redis is down', () => {
    let api: TestApp;
    let redis: RedisProxy;
    let redisVars: ReturnType<typeof redisEnv>;

    beforeAll(async () => {
      redis = new RedisProxy(await freePort());
      await redis.up();
      redisVars = redisEnv(`redis://127.0.0.1:${redis.port}`);
      api = await createTestApp({ env: { ...redisVars, AUTH_RATE_LIMIT: '1000' } });
      await passwordAccount([api], 'member@example.com');
    });

    afterAll(async () => {
      await api?.close();
      await redis?.down();
      if (redisVars) await forgetKeys(redisVars.REDIS_KEY_PREFIX);
    });

    it('answers 503 with Retry-After on the rate-limited routes (never a 500, never a sign-in), and recovers by itself', async () => {
      expect((await login(api, 'member@example.com', 'wrong password')).status).toBe(401);

      await redis.down();
      const refused = await answer(
        await eventually(
          () => login(api, 'member@example.com', PASSWORD),
          (response) => response.status !== 200,
        ),
      );
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ detail: expect.any(String) });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      const signup = await api.request(
        '/api/auth/signup/',
        json({ email: 'new@example.com', password: 'long enough 1', password2: 'long enough 1' }),
      );
      expect(signup.status).toBe(503);

      await redis.up();
      const recovered = await eventually(
        () => login(api, 'member@example.com', PASSWORD),
        (response) => response.status !== 503,
      );
      expect(recovered.status).toBe(200);
    });
  });
});

/** A TCP proxy to the test Redis that can be cut and restored on the same port: Redis "down" and "back". */
class RedisProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(readonly port: number) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(6379, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
