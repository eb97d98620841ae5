import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@profileproof/contracts';
import { ACCOUNT_API_PATHS, type AccountSession } from '@profileproof/contracts/account';
import { decode } from 'jsonwebtoken';
import { RefreshToken } from '../src/auth/sessions/entities/refresh-token.entity';
import { openSuccessor } from '../src/auth/sessions/sealed-successor';
import { SessionsService } from '../src/auth/sessions/sessions.service';
import { hashSecretToken } from '../src/auth/secret-tokens';
import { loadAuthConfig } from '../src/config/auth.config';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

/** REFRESH_REUSE_GRACE_SECONDS in these tests. */
const GRACE_SECONDS = 10;
const REFRESH_REFUSED = { detail: 'Invalid or expired refresh token.' };
const TOKEN_ENDED = { detail: 'Invalid or expired access token.' };

interface Answer {
  status: number;
  body: { access?: string; refresh?: string; detail?: string };
}

/**
 * Several tabs of one browser share one refresh token: when they renew together, or a reload cuts
 * a renewal short after the server rotated the token, the same token comes back moments after its
 * rotation. Within REFRESH_REUSE_GRACE_SECONDS that answers with the session's live pair and
 * revokes nothing; after it, reuse is still a stolen token's sign and ends the session.
 */
describe('refresh-token reuse grace', () => {
  let api: TestApp;
  let newAccount: (options?: { email?: string }) => Promise<TestAccount>;

  beforeAll(async () => {
    api = await createTestApp({
      env: { AUTH_RATE_LIMIT: '1000', REFRESH_REUSE_GRACE_SECONDS: String(GRACE_SECONDS) },
    });
    newAccount = accountFactory(api, 'grace');
  });

  afterAll(() => api?.close());

  const refresh = async (token: string): Promise<Answer> => {
    const response = await api.request(API_PATHS.auth.refresh, json({ refresh: token }));
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const profileStatus = async (access: string) =>
    (await api.request(API_PATHS.auth.profile, bearer(access))).status;
  /** A write: it checks the session in the database, at once. */
  const submit = async (access: string) => {
    const response = await api.request(
      API_PATHS.contact.submit,
      json({ linkedin_url: 'https://www.linkedin.com/in/someone' }, { token: access }),
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const sessionsOf = async (access: string) => {
    const response = await api.request(ACCOUNT_API_PATHS.sessions, bearer(access));
    expect(response.status).toBe(200);
    return (await response.json()) as AccountSession[];
  };
  const unrevokedTokens = (sessionId: string) =>
    api.dataSource
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .where('token.familyId = :sessionId AND token.revokedAt IS NULL', { sessionId })
      .getCount();
  /** Moves the rotation of the session's spent tokens `seconds` into the past. */
  const rotatedAgo = (sessionId: string, seconds: number) =>
    api.dataSource.query(
      `UPDATE refresh_tokens SET revoked_at = revoked_at - make_interval(secs => $2)
       WHERE family_id = $1 AND replaced_by_id IS NOT NULL`,
      [sessionId, seconds],
    );

  /** Every answer is a working pair of the same session, which stays live with one token. */
  async function expectLiveSessionFor(account: TestAccount, answers: Answer[]): Promise<void> {
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(decode(answer.body.access as string)).toMatchObject({ sid: account.sessionId });
      expect(await profileStatus(answer.body.access as string)).toBe(200);
    }
    // They all hold the one live refresh token of the session: no tab is left with a dead one.
    expect(new Set(answers.map((answer) => answer.body.refresh)).size).toBe(1);
    expect(await unrevokedTokens(account.sessionId)).toBe(1);
    const sessions = await sessionsOf(answers[0].body.access as string);
    expect(sessions).toEqual([expect.objectContaining({ id: account.sessionId, current: true })]);
    // The next renewal works, and so does a write with its access token.
    const next = await refresh(answers[0].body.refresh as string);
    expect(next.status).toBe(200);
    expect((await submit(next.body.access as string)).status).toBe(201);
  }

  it.each([2, 5])(
    'answers %i renewals sent at once with one token alike: all 200, the session kept',
    async (count) => {
      const account = await newAccount();
      const answers = await Promise.all(
        Array.from({ length: count }, () => refresh(account.refresh)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(200));
      await expectLiveSessionFor(account, answers);
    },
  );

  it('answers the token of a renewal whose answer was lost (a reload) with the same live pair', async () => {
    const account = await newAccount();
    const lost = await refresh(account.refresh);
    expect(lost.status).toBe(200);
    // The reloaded page still holds the old token, and presents it again.
    const again = await refresh(account.refresh);
    expect(again.status).toBe(200);
    expect(again.body.refresh).toBe(lost.body.refresh);
    // The lost answer's access token still works too: nothing was revoked.
    expect(await profileStatus(lost.body.access as string)).toBe(200);
    await expectLiveSessionFor(account, [again]);
  });

  it('follows rotations made since, up to the live token', async () => {
    const account = await newAccount();
    const first = await refresh(account.refresh);
    const second = await refresh(first.body.refresh as string);
    expect(second.status).toBe(200);
    const again = await refresh(account.refresh);
    expect(again.status).toBe(200);
    expect(again.body.refresh).toBe(second.body.refresh);
    await expectLiveSessionFor(account, [again]);
  });

  it(`still answers just inside the grace (${GRACE_SECONDS} s)`, async () => {
    const account = await newAccount();
    const rotated = await refresh(account.refresh);
    await rotatedAgo(account.sessionId, GRACE_SECONDS - 2);
    const again = await refresh(account.refresh);
    expect(again.status).toBe(200);
    expect(again.body.refresh).toBe(rotated.body.refresh);
  });

  it('after the grace, takes reuse for a stolen token: 401, and the session is revoked (its successor too)', async () => {
    const account = await newAccount({ email: 'grace-victim@example.com' });
    const other = await newAccount({ email: 'grace-bystander@example.com' });
    const rotated = await refresh(account.refresh);
    expect(rotated.status).toBe(200);
    await rotatedAgo(account.sessionId, GRACE_SECONDS + 1);

    expect(await refresh(account.refresh)).toEqual({ status: 401, body: REFRESH_REFUSED });
    expect(await refresh(rotated.body.refresh as string)).toEqual({
      status: 401,
      body: REFRESH_REFUSED,
    });
    expect(await submit(rotated.body.access as string)).toEqual({
      status: 401,
      body: TOKEN_ENDED,
    });
    expect(await unrevokedTokens(account.sessionId)).toBe(0);
    // Another session is another family: untouched.
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('answers 401 within the grace once the session has ended (logout), revoking nothing more', async () => {
    const account = await newAccount();
    // Another session of the same account (another browser).
    const other = await api.app
      .get(SessionsService)
      .start({ id: account.id, email: account.email, role: 'user' });
    const rotated = await refresh(account.refresh);
    const logout = await api.request(
      API_PATHS.auth.logout,
      json({ refresh: rotated.body.refresh }),
    );
    expect(logout.status).toBe(200);
    expect(await refresh(account.refresh)).toEqual({ status: 401, body: REFRESH_REFUSED });
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('stores no usable successor: only the spent token opens the sealed one', async () => {
    const account = await newAccount();
    const rotated = await refresh(account.refresh);
    const spent = await api.dataSource
      .getRepository(RefreshToken)
      .findOneByOrFail({ tokenHash: hashSecretToken(account.refresh) });
    const successor = rotated.body.refresh as string;
    const sealed = spent.successorSealed as Buffer;
    expect(sealed).toBeInstanceOf(Buffer);
    expect(sealed.includes(Buffer.from(successor))).toBe(false);
    expect(openSuccessor(account.refresh, spent.replacedById as string, sealed)).toBe(successor);
    // Neither the stored hash nor another token opens it, nor does it open for another row.
    expect(openSuccessor(spent.tokenHash, spent.replacedById as string, sealed)).toBeNull();
    expect(openSuccessor(successor, spent.replacedById as string, sealed)).toBeNull();
    expect(openSuccessor(account.refresh, spent.id, sealed)).toBeNull();
  });

  it('REFRESH_REUSE_GRACE_SECONDS: 10 by default, 0 to 60', () => {
    const env = { JWT_SECRET: randomBytes(48).toString('base64url') };
    expect(loadAuthConfig(env).refreshReuseGraceSeconds).toBe(10);
    expect(
      loadAuthConfig({ ...env, REFRESH_REUSE_GRACE_SECONDS: '0' }).refreshReuseGraceSeconds,
    ).toBe(0);
    expect(
      loadAuthConfig({ ...env, REFRESH_REUSE_GRACE_SECONDS: '60' }).refreshReuseGraceSeconds,
    ).toBe(60);
    for (const value of ['61', '-1', '2.5', 'ten'])
      expect(() => loadAuthConfig({ ...env, REFRESH_REUSE_GRACE_SECONDS: value })).toThrow(
        /REFRESH_REUSE_GRACE_SECONDS must be an integer between 0 and 60/,
      );
  });
});

describe('refresh-token reuse grace of 0 (REFRESH_REUSE_GRACE_SECONDS=0)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({
      env: { AUTH_RATE_LIMIT: '1000', REFRESH_REUSE_GRACE_SECONDS: '0' },
    });
  });

  afterAll(() => api?.close());

  it('takes any reuse for theft, as before the grace', async () => {
    const account = await accountFactory(api, 'nograce')();
    const refresh = (token: string) =>
      api.request(API_PATHS.auth.refresh, json({ refresh: token }));
    const rotated = await refresh(account.refresh);
    expect(rotated.status).toBe(200);
    expect((await refresh(account.refresh)).status).toBe(401);
    const { refresh: successor } = (await rotated.json()) as { refresh: string };
    expect((await refresh(successor)).status).toBe(401);
  });
});
