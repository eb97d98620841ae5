import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Environment,
  InvalidConfigurationError,
  jwtSecretWeakness,
  loadConfiguration,
} from '../src/config';

/** A secret as `openssl rand -base64 24` prints one: random enough to sign tokens with. */
const RANDOM_SECRET = 'q3Zr8vN1xK+T5wLmB0sYc7Hd/Ge2UjPa';

describe('configuration', () => {
  let dataDir: string;
  const load = (env: Environment) => loadConfiguration({ DATA_DIR: dataDir, ...env });
  const problems = (env: Environment) => {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidConfigurationError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pp-api-config-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has the documented defaults', () => {
    const config = load({});
    expect(config.app).toEqual({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      webOrigin: 'http://localhost:4200',
      apiPublicUrl: 'http://localhost:3000',
      dataDir,
      logLevel: 'info',
      trustProxy: false,
      apiDocs: true,
    });
    expect(config.database).toEqual({
      url: undefined,
      embeddedDataDir: join(dataDir, 'pgdata'),
      poolSize: 10,
      runMigrations: true,
    });
    expect(config.auth).toMatchObject({
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      refreshIdleDays: 14,
      sessionCheckCacheSeconds: 30,
      rateLimit: { limit: 10, ttlSeconds: 60 },
      loginAccountLimit: { limit: 5, delaySeconds: 30, maxDelaySeconds: 900 },
      admin: null,
      twoStep: { encryptionKey: expect.any(Buffer), requiredForAdmins: false },
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'ProfileProof <no-reply@profileproof.local>',
      outboxDir: join(dataDir, 'outbox'),
    });
    expect(config.google).toEqual({ issuer: 'https://accounts.google.com', client: null });
    expect(config.liveEvents).toEqual({ streamsPerInstance: 500 });
  });

  it('reads every variable', () => {
    const config = load({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://pp:secret@db:5432/profileproof',
      DATABASE_POOL_SIZE: '20',
      RUN_MIGRATIONS: 'false',
      JWT_SECRET: RANDOM_SECRET,
      JWT_ACCESS_TTL: '2h',
      REFRESH_TOKEN_TTL_DAYS: '7',
      REFRESH_IDLE_DAYS: '2',
      SESSION_CHECK_CACHE_SECONDS: '0',
      AUTH_RATE_LIMIT: '1000',
      AUTH_RATE_TTL_SECONDS: '30',
      LOGIN_ACCOUNT_LIMIT: '8',
      LOGIN_ACCOUNT_DELAY_SECONDS: '10',
      LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '600',
      WEB_ORIGIN: 'https://profileproof.example/',
      API_PUBLIC_URL: 'https://api.profileproof.example/',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      MAIL_FROM: 'Reviews <reviews@profileproof.example>',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000/',
      ADMIN_EMAIL: 'admin@profileproof.example',
      ADMIN_PASSWORD: 'long enough',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      API_DOCS: 'true',
      EVENT_STREAMS_PER_INSTANCE: '2000',
      TOTP_ENCRYPTION_KEY: RANDOM_SECRET.split('').reverse().join(''),
      ADMIN_REQUIRE_2FA: 'false',
    });
    expect(config.app).toMatchObject({
      isProduction: true,
      port: 8080,
      webOrigin: 'https://profileproof.example',
      apiPublicUrl: 'https://api.profileproof.example',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      apiDocs: true,
    });
    expect(config.database).toMatchObject({
      url: 'postgres://pp:secret@db:5432/profileproof',
      poolSize: 20,
      runMigrations: false,
    });
    expect(config.auth).toEqual({
      jwtSecret: RANDOM_SECRET,
      accessTokenTtlSeconds: 7200,
      refreshTokenTtlDays: 7,
      refreshIdleDays: 2,
      refreshReuseGraceSeconds: 10,
      sessionCheckCacheSeconds: 0,
      rateLimit: { limit: 1000, ttlSeconds: 30 },
      loginAccountLimit: { limit: 8, delaySeconds: 10, maxDelaySeconds: 600 },
      admin: { email: 'admin@profileproof.example', password: 'long enough' },
      twoStep: { encryptionKey: expect.any(Buffer), requiredForAdmins: false },
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      from: 'Reviews <reviews@profileproof.example>',
    });
    expect(config.google).toEqual({
      issuer: 'http://127.0.0.1:9000',
      client: { id: 'client', secret: 'secret' },
    });
    expect(config.liveEvents).toEqual({ streamsPerInstance: 2000 });
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['0', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [
      'loopback, 10.0.0.0/8,fd00::/8 , 192.168.0.0/255.255.0.0, ::1',
      ['loopback', '10.0.0.0/8', 'fd00::/8', '192.168.0.0/255.255.0.0', '::1'],
    ],
  ])('reads TRUST_PROXY=%j as Fastify takes it', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).app.trustProxy).toEqual(expected);
  });

  it('serves the API docs outside production only, unless API_DOCS says otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET };
    expect(load(production).app.apiDocs).toBe(false);
    expect(load({ ...production, API_DOCS: 'true' }).app.apiDocs).toBe(true);
    expect(load({ API_DOCS: 'false' }).app.apiDocs).toBe(false);
    expect(problems({ API_DOCS: 'maybe' })).toContain('API_DOCS must be true or false');
  });

  it('requires two-step sign-in of admins in production only, unless ADMIN_REQUIRE_2FA says otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET } as const;
    expect(load(production).auth.twoStep.requiredForAdmins).toBe(true);
    expect(load({}).auth.twoStep.requiredForAdmins).toBe(false);
    expect(load({ ADMIN_REQUIRE_2FA: 'true' }).auth.twoStep.requiredForAdmins).toBe(true);
    expect(problems({ ADMIN_REQUIRE_2FA: 'sometimes' })).toContain(
      'ADMIN_REQUIRE_2FA must be true or false',
    );
  });

  it('derives the TOTP key from TOTP_ENCRYPTION_KEY, else from JWT_SECRET, never equal to either', () => {
    const fromJwt = load({ JWT_SECRET: RANDOM_SECRET }).auth.twoStep.encryptionKey;
    const own = load({ JWT_SECRET: RANDOM_SECRET, TOTP_ENCRYPTION_KEY: `${RANDOM_SECRET}x` }).auth
      .twoStep.encryptionKey;
    expect(fromJwt).toHaveLength(32);
    expect(own).toHaveLength(32);
    expect(own.equals(fromJwt)).toBe(false);
    expect(fromJwt.toString('utf8')).not.toContain(RANDOM_SECRET.slice(0, 8));
    expect(problems({ TOTP_ENCRYPTION_KEY: 'short' })).toContain('TOTP_ENCRYPTION_KEY');
    expect(problems({ TOTP_ENCRYPTION_KEY: 'a'.repeat(40) })).toContain(
      'TOTP_ENCRYPTION_KEY is not random enough',
    );
  });

  it('treats empty values as unset', () => {
    expect(load({ PORT: '', WEB_ORIGIN: ' ', ADMIN_EMAIL: '' }).app.port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: '0' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535'],
    [
      { WEB_ORIGIN: 'localhost:4200' },
      'WEB_ORIGIN must be an origin starting with http:// or https://',
    ],
    [
      { WEB_ORIGIN: 'ftp://example.com' },
      'WEB_ORIGIN must be an origin starting with http:// or https://',
    ],
    [
      { WEB_ORIGIN: 'https://example.com/app' },
      'WEB_ORIGIN must be an origin starting with http:// or https://',
    ],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'short' },
      'JWT_SECRET must be at least 32 characters long',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [
      { NODE_ENV: 'development', JWT_SECRET: 's'.repeat(31) },
      'JWT_SECRET must be at least 32 characters long',
    ],
    [
      { NODE_ENV: 'test', JWT_SECRET: 'changeme' },
      'JWT_SECRET must be at least 32 characters long',
    ],
    [{ JWT_SECRET: 'short' }, 'generate one with `openssl rand -base64 48`'],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32) },
      'JWT_SECRET is not random enough: it has only 1 distinct character, at least 8 are needed; generate one with `openssl rand -base64 48`',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'xy12'.repeat(8) },
      'JWT_SECRET is not random enough: it has only 4 distinct characters, at least 16 are needed',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz012345' },
      'JWT_SECRET is not random enough: it holds about',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: '0123456789abcdef'.repeat(2) },
      'JWT_SECRET is not random enough: it holds about',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'qwertyuiopasdfgh'.repeat(2) },
      'JWT_SECRET is not random enough: it holds about',
    ],
    [
      // Three characters complete a run of eight zeros: one more than chance gives a generated secret.
      { NODE_ENV: 'production', JWT_SECRET: '9f86d081884c7d6500000000a0c55ad0' },
      'JWT_SECRET is not random enough: it holds about 124 bits of randomness, at least 128 are needed',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'my-super-secret-jwt-key-for-prod-2024' },
      'JWT_SECRET is not random enough: it contains the word "secret"',
    ],
    [{ JWT_SECRET: 'ChangeMe-to-a-long-value-please-0123' }, 'contains the word "changeme"'],
    [{ JWT_SECRET: 'ProfileProof-JWT-signing-key-v1-2024' }, 'contains the word "profileproof"'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD is required when ADMIN_EMAIL is set'],
    [{ ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL is required when ADMIN_PASSWORD is set'],
    [
      { ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'long enough' },
      'ADMIN_EMAIL must be an e-mail address',
    ],
    [
      { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD must be at least 8 characters long',
    ],
    [
      { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Password1' },
      'ADMIN_PASSWORD is one of the most common passwords',
    ],
    [
      { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin123' },
      'ADMIN_PASSWORD is one of the most common passwords',
    ],
    [
      { ADMIN_EMAIL: 'ops.admin@example.com', ADMIN_PASSWORD: 'Ops.Admin@Example.com' },
      'ADMIN_PASSWORD must not contain ADMIN_EMAIL',
    ],
    [
      { ADMIN_EMAIL: 'ops.admin@example.com', ADMIN_PASSWORD: 'ops-admin-2024!' },
      'ADMIN_PASSWORD must not contain ADMIN_EMAIL or the part of it before the @',
    ],
    [
      { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'MyProfileProof#1' },
      'ADMIN_PASSWORD must not contain the name ProfileProof',
    ],
    [{ REFRESH_IDLE_DAYS: '0' }, 'REFRESH_IDLE_DAYS must be an integer between 1 and 3650'],
    [
      { SESSION_CHECK_CACHE_SECONDS: '61' },
      'SESSION_CHECK_CACHE_SECONDS must be an integer between 0 and 60',
    ],
    [
      { SESSION_CHECK_CACHE_SECONDS: '-1' },
      'SESSION_CHECK_CACHE_SECONDS must be an integer between 0 and 60',
    ],
    [
      { GOOGLE_CLIENT_ID: 'client' },
      'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set',
    ],
    [
      { GOOGLE_CLIENT_SECRET: 'secret' },
      'GOOGLE_CLIENT_ID is required when GOOGLE_CLIENT_SECRET is set',
    ],
    [
      { DATABASE_URL: 'mysql://db/app' },
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    [{ RUN_MIGRATIONS: 'maybe' }, 'RUN_MIGRATIONS must be true or false'],
    [{ JWT_ACCESS_TTL: '15 minutes' }, 'JWT_ACCESS_TTL must be a duration'],
    [{ AUTH_RATE_LIMIT: '0' }, 'AUTH_RATE_LIMIT must be an integer between 1 and 1000000'],
    [
      { AUTH_RATE_TTL_SECONDS: 'soon' },
      'AUTH_RATE_TTL_SECONDS must be an integer between 1 and 86400',
    ],
    [{ LOGIN_ACCOUNT_LIMIT: '0' }, 'LOGIN_ACCOUNT_LIMIT must be an integer between 1 and 1000000'],
    [
      { LOGIN_ACCOUNT_DELAY_SECONDS: '1.5' },
      'LOGIN_ACCOUNT_DELAY_SECONDS must be an integer between 1 and 86400',
    ],
    [
      { LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '86401' },
      'LOGIN_ACCOUNT_MAX_DELAY_SECONDS must be an integer between 1 and 86400',
    ],
    [
      { EVENT_STREAMS_PER_INSTANCE: '0' },
      'EVENT_STREAMS_PER_INSTANCE must be an integer between 1 and 100000',
    ],
    [
      { EVENT_STREAMS_PER_INSTANCE: 'many' },
      'EVENT_STREAMS_PER_INSTANCE must be an integer between 1 and 100000',
    ],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'TRUST_PROXY must be true, false, a number of hops (0 to 100), or a comma-separated list',
    ],
    [{ TRUST_PROXY: '101' }, 'TRUST_PROXY must be true, false, a number of hops (0 to 100)'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: '10.0.0.0/0' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: '::1/129' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: '10.0.0.0/255.0.255.0' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: '10.0.0.256' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY must be true, false'],
  ])('refuses %j, naming the variable', (env, message) => {
    const reported = problems(env);
    expect(reported).toMatch(/^Invalid configuration: /);
    expect(reported).toContain(message);
  });

  it('reports every problem at once', () => {
    expect(problems({ PORT: 'x', WEB_ORIGIN: 'nope', NODE_ENV: 'production', SMTP_URL: 'x' })).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535; ' +
        'WEB_ORIGIN must be an origin starting with http:// or https://, such as http://localhost:4200 (scheme, host and port only); ' +
        'JWT_SECRET is required when NODE_ENV=production; ' +
        'SMTP_URL must be a URL starting with smtp:// or smtps://, such as smtps://user:password@smtp.example.com:465',
    );
  });

  it.each([
    [
      'openssl rand -base64 48',
      'nQ0fV1d3+Jm8rT6wXc2LbZ9yHs5Kp4AeGu7Mi1Oq0Rv3Dx8Ct6Ew9Fz2Ya5Sb1Ug7Hh4Jk0Ln3Pm6Qr8Ts2Wv',
    ],
    ['openssl rand -hex 16', '9f86d081884c7d659a2feaa0c55ad015'],
    ['openssl rand -hex 32', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
    ["randomBytes(32).toString('base64url')", 'Xq3vB7nL0rT9wYc2KdZ5hF8sJ1mPgA4uE6iOy_Rk-Nt'],
    ['a random printable string', 'k#9Lw!2pQz@7Xv$4Rm^8Tn&1Ys*5Bd(0'],
    // About 1 in 17,000 of these holds a pattern by chance (here a run of six zeros, or of seven).
    ['openssl rand -hex 16, a run of six by chance', '9f86d081884c7d65000000eaa0c55ad0'],
    ['openssl rand -hex 16, a run of seven by chance', '9f86d081884c7d650000000aa0c55ad0'],
  ])('accepts a generated JWT_SECRET (%s)', (_how, secret) => {
    expect(load({ NODE_ENV: 'production', JWT_SECRET: secret }).auth.jwtSecret).toBe(secret);
  });

  it('accepts every secret the generators give, and the development one it writes', () => {
    for (let round = 0; round < 200; round += 1) {
      for (const secret of [
        randomBytes(24).toString('base64'),
        randomBytes(16).toString('hex'),
        randomBytes(32).toString('base64url'),
      ]) {
        expect(jwtSecretWeakness(secret)).toBeNull();
      }
    }
  });

  it('generates a development JWT secret once, private to the owner, and reuses it', () => {
    const first = load({}).auth.jwtSecret;
    const file = join(dataDir, 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load({}).auth.jwtSecret).toBe(first);
    const configured = 'from the environment, 32+ characters';
    expect(load({ JWT_SECRET: configured }).auth.jwtSecret).toBe(configured);
  });

  it('refuses a development JWT secret file that is not random', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), `${'x'.repeat(40)}\n`, { mode: 0o600 });
    expect(problems({})).toContain(
      'must hold a random secret of at least 32 characters; delete it to generate one',
    );
  });
});
