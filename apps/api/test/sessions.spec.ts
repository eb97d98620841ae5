import type { ConfigType } from '@nestjs/config';
import { API_PATHS } from '@profileproof/contracts';
import { decode, sign } from 'jsonwebtoken';
import { encodeUserId } from '../src/auth/auth.service';
import { EmailTokensService } from '../src/auth/email-tokens.service';
import { RefreshToken } from '../src/auth/sessions/entities/refresh-token.entity';
import { authConfig } from '../src/config';
import { Submission } from '../src/submissions/entities/submission.entity';
import {
  migrationStates,
  revertLastMigration,
  runPendingMigrations,
} from '../src/database/migrations-runner';
import { User, type UserRole } from '../src/users/entities/user.entity';
import { hashPassword } from '../src/users/passwords';
import { commandLineAdminChange } from '../src/users/operator-admin-change';
import { UsersService } from '../src/users/users.service';
import { AccessProbeModule } from './support/access-probe.module';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'a session password';
const TOKEN_ENDED = { detail: 'Invalid or expired access token.' };
const REFRESH_REFUSED = { detail: 'Invalid or expired refresh token.' };
const DAY_MS = 86_400_000;
/** Reads may trust a session check this long in these tests (SESSION_CHECK_CACHE_SECONDS). */
const CACHE_SECONDS = 1;

interface Session {
  access: string;
  refresh: string;
  userId: number;
  email: string;
  /** The session: the refresh-token family, named by the access token's `sid`. */
  sessionId: string;
}

/**
 * Ending a session ends its access tokens: logout, a password reset and a role change reach admin
 * routes and writes at once, other reads within SESSION_CHECK_CACHE_SECONDS (at most 60); a
 * session has an absolute lifetime and an idle limit.
 */
describe('sessions', () => {
  let api: TestApp;
  let counter = 0;

  beforeAll(async () => {
    api = await createTestApp({
      imports: [AccessProbeModule],
      env: { AUTH_RATE_LIMIT: '1000', SESSION_CHECK_CACHE_SECONDS: String(CACHE_SECONDS) },
    });
  });

  afterAll(() => api?.close());

  /** A verified account with a password, signed in through the API. */
  async function signedIn(role: UserRole = 'user'): Promise<Session> {
    counter += 1;
    const email = `session${counter}@example.com`;
    const users = api.app.get(UsersService);
    const user = await users.createWithPassword(email, await hashPassword(PASSWORD));
    if (!user) throw new Error(`${email} exists already`);
    await users.markVerified(user.id);
    if (role === 'admin') await api.dataSource.getRepository(User).update(user.id, { role });
    return login(email);
  }

  async function login(email: string, password = PASSWORD): Promise<Session> {
    const response = await api.request('/api/auth/login/', json({ email, password }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access: string; refresh: string; user_id: number };
    const { sid } = decode(body.access) as { sid: string };
    return {
      access: body.access,
      refresh: body.refresh,
      userId: body.user_id,
      email,
      sessionId: sid,
    };
  }

  const status = async (path: string, init?: RequestInit) => {
    const response = await api.request(path, init);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  /** An admin route (GET). */
  const adminStats = (access: string) => status(API_PATHS.admin.stats, bearer(access));
  /** A write: a profile submission. */
  const submit = (access: string) =>
    status(
      API_PATHS.contact.submit,
      json({ linkedin_url: 'https://www.linkedin.com/in/someone' }, { token: access }),
    );
  /** A plain read. */
  const profile = (access: string) => status(API_PATHS.auth.profile, bearer(access));
  const refresh = (token: string) => status(API_PATHS.auth.refresh, json({ refresh: token }));
  const submissionsOf = (userId: number) =>
    api.dataSource.getRepository(Submission).countBy({ userId });
  const pastTheCache = () =>
    new Promise((resolve) => setTimeout(resolve, CACHE_SECONDS * 1000 + 100));

  /** What another API instance does to the session: straight in the database, so this process is not told. */
  const elsewhere = (sql: string, parameters: unknown[]) => api.dataSource.query(sql, parameters);

  describe('logout', () => {
    it('refuses the access token at once on admin routes, writes and reads', async () => {
      const admin = await signedIn('admin');
      const user = await signedIn();
      expect((await adminStats(admin.access)).status).toBe(200);
      expect((await profile(user.access)).status).toBe(200);

      for (const session of [admin, user]) {
        expect(
          (await status(API_PATHS.auth.logout, json({ refresh: session.refresh }))).status,
        ).toBe(200);
      }
      expect(await adminStats(admin.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await submit(user.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await submissionsOf(user.userId)).toBe(0);
      // Ended in this process: its reads stop at once too.
      expect(await profile(user.access)).toEqual({ status: 401, body: TOKEN_ENDED });
    });

    it('ends only that session: another sign-in of the same user keeps working', async () => {
      const first = await signedIn();
      const second = await login(first.email);
      await status(API_PATHS.auth.logout, json({ refresh: first.refresh }));
      expect((await profile(first.access)).status).toBe(401);
      expect((await profile(second.access)).status).toBe(200);
      expect((await submit(second.access)).status).toBe(201);
    });

    it('by another instance reaches writes and admin routes at once, reads within SESSION_CHECK_CACHE_SECONDS', async () => {
      const admin = await signedIn('admin');
      const user = await signedIn();
      expect((await adminStats(admin.access)).status).toBe(200);
      expect((await profile(admin.access)).status).toBe(200);
      expect((await profile(user.access)).status).toBe(200);

      await elsewhere('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = ANY($1)', [
        [admin.sessionId, user.sessionId],
      ]);
      expect(await adminStats(admin.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await submit(user.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await submissionsOf(user.userId)).toBe(0);
      await pastTheCache();
      expect(await profile(user.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await status('/api/probe/access/signed-in', bearer(admin.access))).toEqual({
        status: 401,
        body: TOKEN_ENDED,
      });
    });
  });

  describe('a password reset', () => {
    it('refuses the access tokens of every session of the account at once', async () => {
      const admin = await signedIn('admin');
      const other = await login(admin.email);
      expect((await profile(other.access)).status).toBe(200);
      const token = await api.app.get(EmailTokensService).issue(admin.userId, 'password_reset');
      const reset = await status(
        API_PATHS.auth.passwordResetConfirm(encodeUserId(admin.userId), token),
        json({ password: 'a new session password', password2: 'a new session password' }),
      );
      expect(reset.status).toBe(200);

      expect(await adminStats(admin.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await submit(other.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await profile(other.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await submissionsOf(admin.userId)).toBe(0);
      // The new password starts a new session that works.
      const fresh = await login(admin.email, 'a new session password');
      expect((await adminStats(fresh.access)).status).toBe(200);
    });
  });

  describe('a role change', () => {
    it('refuses a demoted admin token on admin routes at once; a refresh gives a token of the new role', async () => {
      const admin = await signedIn('admin');
      expect((await adminStats(admin.access)).status).toBe(200);
      await elsewhere(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.userId]);

      expect(await adminStats(admin.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      const renewed = await refresh(admin.refresh);
      expect(renewed.status).toBe(200);
      const access = (renewed.body as { access: string }).access;
      expect(decode(access)).toMatchObject({ role: 'user', sid: admin.sessionId });
      expect((await adminStats(access)).status).toBe(403);
      expect((await profile(access)).body).toMatchObject({ role: 'user' });
    });

    it('ends every session of an account admin:create promotes: its tokens and refresh tokens are refused', async () => {
      const user = await signedIn();
      const other = await login(user.email);
      expect((await profile(user.access)).status).toBe(200);
      // What `npm run admin:create -- <email>` does.
      expect(
        (
          await api.app
            .get(UsersService)
            .ensureAdmin(user.email, PASSWORD, commandLineAdminChange(api.dataSource))
        ).outcome,
      ).toBe('promoted');

      expect(await submit(user.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await submissionsOf(user.userId)).toBe(0);
      await pastTheCache();
      expect(await profile(other.access)).toEqual({ status: 401, body: TOKEN_ENDED });
      for (const session of [user, other])
        expect(await refresh(session.refresh)).toEqual({ status: 401, body: REFRESH_REFUSED });
      // Signing in again gives an admin's session.
      expect((await adminStats((await login(user.email)).access)).status).toBe(200);
    });
  });

  describe('lifetime', () => {
    const liveToken = (sessionId: string) =>
      api.dataSource
        .getRepository(RefreshToken)
        .createQueryBuilder('token')
        .where('token.familyId = :sessionId', { sessionId })
        .andWhere('token.revokedAt IS NULL')
        .getOneOrFail();

    it('ends a session REFRESH_TOKEN_TTL_DAYS (30) after sign-in, however often it was refreshed', async () => {
      const user = await signedIn();
      // Signed in 29 days ago: a refresh still works, but the new token cannot outlive the session.
      await elsewhere(
        `UPDATE refresh_tokens SET session_started_at = now() - interval '29 days' WHERE family_id = $1`,
        [user.sessionId],
      );
      const renewed = await refresh(user.refresh);
      expect(renewed.status).toBe(200);
      const next = await liveToken(user.sessionId);
      expect(Date.now() - next.sessionStartedAt.getTime()).toBeGreaterThan(29 * DAY_MS - 60_000);
      expect(next.expiresAt.getTime()).toBeLessThanOrEqual(
        next.sessionStartedAt.getTime() + 30 * DAY_MS,
      );
      expect(next.expiresAt.getTime() - Date.now()).toBeLessThan(1.01 * DAY_MS);

      // Signed in 30 days and a minute ago (its refresh token not expired yet): over.
      await elsewhere(
        `UPDATE refresh_tokens SET session_started_at = now() - interval '30 days 1 minute' WHERE family_id = $1`,
        [user.sessionId],
      );
      const access = (renewed.body as { access: string }).access;
      expect(await refresh((renewed.body as { refresh: string }).refresh)).toEqual({
        status: 401,
        body: REFRESH_REFUSED,
      });
      expect(await submit(access)).toEqual({ status: 401, body: TOKEN_ENDED });
    });

    it('ends a session whose refresh token went unused for REFRESH_IDLE_DAYS (14)', async () => {
      const user = await signedIn();
      await elsewhere(
        `UPDATE refresh_tokens SET created_at = now() - interval '13 days' WHERE family_id = $1`,
        [user.sessionId],
      );
      const renewed = await refresh(user.refresh);
      expect(renewed.status).toBe(200);
      const next = await liveToken(user.sessionId);
      expect(next.expiresAt.getTime() - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
      expect(next.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);

      await elsewhere(
        `UPDATE refresh_tokens SET created_at = now() - interval '14 days 1 minute' WHERE family_id = $1`,
        [user.sessionId],
      );
      expect(await refresh((renewed.body as { refresh: string }).refresh)).toEqual({
        status: 401,
        body: REFRESH_REFUSED,
      });
    });

    it('keeps the sign-in time through every rotation', async () => {
      const user = await signedIn();
      const first = await liveToken(user.sessionId);
      let token = user.refresh;
      for (let i = 0; i < 3; i += 1)
        token = ((await refresh(token)).body as { refresh: string }).refresh;
      const latest = await liveToken(user.sessionId);
      expect(latest.id).not.toBe(first.id);
      expect(latest.sessionStartedAt).toEqual(first.sessionStartedAt);
    });
  });

  describe('tokens that name a session', () => {
    it("refuse a validly signed token that names another user's session", async () => {
      const victim = await signedIn();
      const attacker = await signedIn();
      const secret = api.app.get<ConfigType<typeof authConfig>>(authConfig.KEY).jwtSecret;
      const forged = sign(
        { email: attacker.email, role: 'user', type: 'access', sid: victim.sessionId },
        secret,
        {
          algorithm: 'HS256',
          issuer: 'profileproof-api',
          audience: 'profileproof-web',
          subject: String(attacker.userId),
          expiresIn: 60,
        },
      );
      expect(await profile(forged)).toEqual({ status: 401, body: TOKEN_ENDED });
      expect(await submit(forged)).toEqual({ status: 401, body: TOKEN_ENDED });
    });

    it('refuse the token of an account deleted since', async () => {
      const user = await signedIn();
      await api.dataSource.getRepository(User).delete({ id: user.userId });
      expect(await submit(user.access)).toEqual({ status: 401, body: TOKEN_ENDED });
    });
  });

  describe('the SessionLifetime migration', () => {
    it('starts the sessions of existing refresh tokens at their first token, and reverts', async () => {
      const reverted: string[] = [];
      while (!reverted.includes('SessionLifetime1795600000000')) {
        const migration = await revertLastMigration(api.dataSource);
        if (!migration) throw new Error('SessionLifetime1795600000000 was never applied');
        reverted.push(migration.name);
      }
      const [{ id }] = await api.dataSource.query(
        `INSERT INTO users (email) VALUES ('migrated@example.com') RETURNING id`,
      );
      const family = '00000000-0000-4000-8000-000000000001';
      await api.dataSource.query(
        `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at, revoked_at)
         VALUES ($1, $2, repeat('a', 64), now() + interval '1 day', now() - interval '3 days', now()),
                ($1, $2, repeat('b', 64), now() + interval '1 day', now() - interval '1 day', NULL)`,
        [id, family],
      );

      expect(
        (await runPendingMigrations(api.dataSource)).map((migration) => migration.name),
      ).toEqual([...reverted].reverse());
      expect((await migrationStates(api.dataSource)).every((migration) => migration.executed)).toBe(
        true,
      );
      const rows: { started: boolean }[] = await api.dataSource.query(
        `SELECT session_started_at = (SELECT min(created_at) FROM refresh_tokens WHERE family_id = $1) AS started
         FROM refresh_tokens WHERE family_id = $1`,
        [family],
      );
      expect(rows).toEqual([{ started: true }, { started: true }]);
    });
  });
});
