import { randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES } from '@profileproof/contracts';
import { decode, sign } from 'jsonwebtoken';
import { Secret, TOTP } from 'otpauth';
import { OidcNonces } from '../src/auth/google/oidc-nonce';
import { User } from '../src/users/entities/user.entity';
import { hashPassword } from '../src/users/passwords';
import { UsersService } from '../src/users/users.service';
import { newFlowSecret, runGoogleFlow } from './support/google-flow';
import {
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  GoogleIssuer,
  type IdTokenClaims,
} from './support/google-issuer';
import { bearer, json } from './support/http';
import { createTestApp, freePort, type TestApp } from './support/test-app';

const WEB_ORIGIN = 'http://app.example.test';
const CALLBACK_PAGE = `${WEB_ORIGIN}/auth/google/callback`;
const AUTH_FAILED = { detail: 'Authentication failed' };
/** The flow secret of the browser tab these tests sign in from, unless one says otherwise. */
const FLOW = newFlowSecret();

describe('Google sign-in', () => {
  let api: TestApp;
  let issuer: GoogleIssuer;
  let users: UsersService;

  beforeAll(async () => {
    issuer = await GoogleIssuer.start();
    // The OAuth return URL is built from API_PUBLIC_URL, so the port is chosen before the app starts.
    const port = await freePort();
    api = await createTestApp({
      port,
      env: {
        ...issuer.env,
        API_PUBLIC_URL: `http://127.0.0.1:${port}`,
        WEB_ORIGIN,
        AUTH_RATE_LIMIT: '1000',
      },
    });
    users = api.app.get(UsersService);
  });

  afterAll(async () => {
    await api?.close();
    await issuer?.stop();
  });

  const google = async (
    credential: string,
    action: 'login' | 'signup',
    flowSecret = FLOW.secret,
  ) => {
    const response = await api.request(
      '/api/auth/google/',
      json({ credential, action, flow_secret: flowSecret }),
    );
    const text = await response.text();
    expect(text).not.toMatch(/password_hash|passwordHash|\$argon2/);
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  };

  /** A password account, verified or not, as sign-up (and maybe verification) would leave it. */
  async function passwordAccount(email: string, verified: boolean): Promise<User> {
    const user = await users.createWithPassword(email, await hashPassword('password account'));
    if (!user) throw new Error(`${email} exists already`);
    if (verified) await users.markVerified(user.id);
    return user;
  }

  const userByEmail = (email: string) =>
    api.dataSource.getRepository(User).findOneByOrFail({ email });

  /** The nonce of a sign-in started now (by the tab that keeps FLOW): the one GET /start sends in the authorization request. */
  async function startNonce(): Promise<string> {
    const start = await api.request(`/api/auth/google/start?action=login&flow_hash=${FLOW.hash}`, {
      redirect: 'manual',
    });
    return new URL(start.headers.get('location') ?? '').searchParams.get('nonce') ?? '';
  }

  /** An id_token as the issuer returns it at the end of a sign-in started now (with its nonce); `claims` override. */
  const idToken = async (claims: IdTokenClaims, options: { expiresIn?: number } = {}) =>
    issuer.idToken({ nonce: await startNonce(), ...claims }, options);

  describe('the popup flow (authorization code, from start to the callback page)', () => {
    /** Follows start -> the issuer's authorization page -> our return route, keeping the state cookie. */
    const runFlow = (
      options: { tamper?: (callback: URL) => void; cookie?: (cookie: string) => string } = {},
    ) => runGoogleFlow(api, { ...options, flow: FLOW });

    const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

    it('redirects to the issuer with the client, return URL, scopes, state and PKCE, and sets a state cookie', async () => {
      const { setCookie, authorize } = await runFlow();
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer.url}/authorize`);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        client_id: GOOGLE_CLIENT_ID,
        redirect_uri: `${api.baseUrl}/api/auth/google/callback`,
        response_type: 'code',
        scope: 'openid email profile',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      expect(setCookie).toMatch(
        /^pp_google_oauth=[^;]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/,
      );
      expect(authorize.search).not.toContain(GOOGLE_CLIENT_SECRET);
      // OpenID Connect nonce: random, with its expiry, signed by the API.
      expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
    });

    it('sends a new nonce with every sign-in, and the id_token comes back with it', async () => {
      issuer.nextSignIn({ sub: 'google-nonce', email: 'nonce@example.com', email_verified: true });
      const first = await runFlow();
      const second = await runFlow();
      const nonce = first.authorize.searchParams.get('nonce');
      expect(nonce).not.toBe(second.authorize.searchParams.get('nonce'));
      const idToken = fragmentOf(first.location).get('id_token') ?? '';
      expect(decode(idToken)).toMatchObject({ nonce, aud: GOOGLE_CLIENT_ID });
    });

    it.each([
      ['another nonce than the sign-in sent', 'n-another'],
      ['no nonce', undefined],
    ])(
      'refuses at the callback an id_token with %s (error=authentication_failed)',
      async (_case, nonce) => {
        issuer.nextSignIn({
          sub: 'google-other-nonce',
          email: 'other-nonce@example.com',
          email_verified: true,
          nonce,
        });
        try {
          const { done, location } = await runFlow();
          expect(done.status).toBe(302);
          expect(location).toBe(`${CALLBACK_PAGE}#error=authentication_failed`);
        } finally {
          issuer.nextSignIn({});
        }
      },
    );

    it('ends at the web app with the id_token in the fragment, which then signs the user up', async () => {
      issuer.nextSignIn({ sub: 'google-flow', email: 'flow@example.com', email_verified: true });
      const { done, location } = await runFlow();
      expect(done.status).toBe(302);
      expect(location.startsWith(`${CALLBACK_PAGE}#id_token=`)).toBe(true);
      expect(done.headers.get('cache-control')).toBe('no-store');
      // The state cookie is spent.
      expect(done.headers.get('set-cookie')).toMatch(
        /^pp_google_oauth=; Path=\/api\/auth\/google; Max-Age=0;/,
      );

      const idToken = fragmentOf(location).get('id_token') ?? '';
      const signup = await google(idToken, 'signup');
      expect(signup.status).toBe(201);
      const user = await userByEmail('flow@example.com');
      expect(signup.body).toEqual({
        access: expect.any(String),
        refresh: expect.any(String),
        role: 'user',
        email: 'flow@example.com',
        user_id: user.id,
        is_new_user: true,
      });
      expect(user).toMatchObject({
        googleSub: 'google-flow',
        passwordHash: null,
        isVerified: true,
      });
      const profile = await api.request('/api/auth/profile/', bearer(signup.body.access as string));
      expect(await profile.json()).toEqual({
        id: user.id,
        email: 'flow@example.com',
        role: 'user',
        is_verified: true,
        has_password: false,
        two_step_enabled: false,
      });

      // The same Google account logs in from now on (each sign-in with an id_token of its own).
      const again = await runFlow();
      const login = await google(fragmentOf(again.location).get('id_token') ?? '', 'login');
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ user_id: user.id, is_new_user: false });
      // The first id_token has served.
      expect(await google(idToken, 'login')).toEqual({ status: 401, body: AUTH_FAILED });
    });

    it.each([
      ['without the state cookie', { cookie: () => '' }],
      [
        'with a forged state cookie',
        { cookie: (cookie: string) => cookie.replace(/.{4}$/, 'AAAA') },
      ],
      [
        'with another state',
        { tamper: (callback: URL) => callback.searchParams.set('state', 'another-state') },
      ],
    ])('refuses a return %s (error=invalid_state)', async (_case, options) => {
      const { done, location } = await runFlow(options);
      expect(done.status).toBe(302);
      expect(location).toBe(`${CALLBACK_PAGE}#error=invalid_state`);
    });

    it('reports a cancelled sign-in (error=access_denied) and a return with nothing (authentication_failed)', async () => {
      const denied = await api.request('/api/auth/google/callback?error=access_denied&state=x', {
        redirect: 'manual',
      });
      expect(denied.headers.get('location')).toBe(`${CALLBACK_PAGE}#error=access_denied`);
      const empty = await api.request('/api/auth/google/callback', { redirect: 'manual' });
      expect(empty.headers.get('location')).toBe(`${CALLBACK_PAGE}#error=authentication_failed`);
    });

    it('refuses an unknown action with 400', async () => {
      const answer = await api.request('/api/auth/google/start?action=admin', {
        redirect: 'manual',
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ detail: 'action must be one of login, signup' });
    });
  });

  describe('POST /api/auth/google/', () => {
    it('signs up a new user: verified, no password, is_new_user', async () => {
      const answer = await google(
        await idToken({ sub: 'sub-new', email: 'New.Google@Example.com' }),
        'signup',
      );
      expect(answer.status).toBe(201);
      // Stored, and answered, in canonical form (issue 36).
      expect(answer.body).toMatchObject({
        role: 'user',
        email: 'new.google@example.com',
        is_new_user: true,
      });
      expect(await userByEmail('new.google@example.com')).toMatchObject({
        googleSub: 'sub-new',
        isVerified: true,
        passwordHash: null,
      });
      // It refreshes like any session.
      const refreshed = await api.request(
        '/api/auth/refresh/',
        json({ refresh: answer.body.refresh }),
      );
      expect(refreshed.status).toBe(200);
    });

    it('asks for the two-step code of an account that has it on, and starts no session before', async () => {
      const signup = await google(
        await idToken({ sub: 'sub-two-step', email: 'two.step@example.com' }),
        'signup',
      );
      const access = signup.body.access as string;
      const setup = await api.request('/api/auth/2fa/setup/', json({}, { token: access }));
      const { secret } = (await setup.json()) as { secret: string };
      const code = (stepsAhead: number) =>
        new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
          timestamp: Date.now() + stepsAhead * 30_000,
        });
      const enable = await api.request(
        '/api/auth/2fa/enable/',
        json({ code: code(0) }, { token: access }),
      );
      expect(enable.status).toBe(200);

      const login = await google(
        await idToken({ sub: 'sub-two-step', email: 'two.step@example.com' }),
        'login',
      );
      expect(login.status).toBe(200);
      expect(Object.keys(login.body).sort()).toEqual(['mfa_required', 'mfa_token']);
      // The next step's code: the one that turned it on is spent.
      const second = await api.request(
        '/api/auth/login/2fa/',
        json({ mfa_token: login.body.mfa_token, code: code(1) }),
      );
      expect(second.status).toBe(200);
      expect(await second.json()).toMatchObject({
        email: 'two.step@example.com',
        is_new_user: false,
      });
    });

    it('logs in the account linked to the Google sub', async () => {
      const token = await idToken({ sub: 'sub-login', email: 'login.google@example.com' });
      expect((await google(token, 'signup')).status).toBe(201);
      // The e-mail at Google may change; the sub is what links.
      const answer = await google(
        await idToken({ sub: 'sub-login', email: 'renamed@example.com' }),
        'login',
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ email: 'login.google@example.com', is_new_user: false });
    });

    it('answers 404 needs_signup to a login without an account', async () => {
      const answer = await google(
        await idToken({ sub: 'sub-nobody', email: 'nobody@example.com' }),
        'login',
      );
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: MESSAGES.google.noAccount, needs_signup: true });
      expect(
        await api.dataSource.getRepository(User).countBy({ email: 'nobody@example.com' }),
      ).toBe(0);
    });

    it('answers 409 needs_login to a sign-up when the address or the Google account has an account', async () => {
      await passwordAccount('has-password@example.com', false);
      const byEmail = await google(
        await idToken({ sub: 'sub-other', email: 'HAS-PASSWORD@example.com' }),
        'signup',
      );
      expect(byEmail.status).toBe(409);
      expect(byEmail.body).toEqual({ detail: MESSAGES.google.accountExists, needs_login: true });

      await google(
        await idToken({ sub: 'sub-twice', email: 'twice.google@example.com' }),
        'signup',
      );
      const bySub = await google(
        await idToken({ sub: 'sub-twice', email: 'another@example.com' }),
        'signup',
      );
      expect(bySub.status).toBe(409);
      expect(bySub.body).toEqual({ detail: MESSAGES.google.accountExists, needs_login: true });
    });

    it('links a verified password account by e-mail on login, clearing its password and ending its other sessions', async () => {
      const account = await passwordAccount('verified@example.com', true);
      const passwordLogin = () =>
        api.request(
          '/api/auth/login/',
          json({ email: 'verified@example.com', password: 'password account' }),
        );
      const earlier = (await (await passwordLogin()).json()) as { refresh: string };
      const answer = await google(
        await idToken({ sub: 'sub-link', email: 'Verified@Example.com' }),
        'login',
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ user_id: account.id, is_new_user: false });
      expect(await userByEmail('verified@example.com')).toMatchObject({
        googleSub: 'sub-link',
        passwordHash: null,
      });
      expect((await passwordLogin()).status).toBe(401);
      expect(
        (await api.request('/api/auth/refresh/', json({ refresh: earlier.refresh }))).status,
      ).toBe(401);
      // The Google session just started holds.
      expect(
        (await api.request('/api/auth/refresh/', json({ refresh: answer.body.refresh }))).status,
      ).toBe(200);
    });

    it('links one Google account once when two logins race for the same account', async () => {
      await passwordAccount('race@example.com', true);
      const answers = await Promise.all([
        google(await idToken({ sub: 'sub-race-1', email: 'race@example.com' }), 'login'),
        google(await idToken({ sub: 'sub-race-2', email: 'race@example.com' }), 'login'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(['sub-race-1', 'sub-race-2']).toContain(
        (await userByEmail('race@example.com')).googleSub,
      );
    });

    it('does NOT take over an unverified password account with the same e-mail', async () => {
      const account = await passwordAccount('squatted@example.com', false);
      const answer = await google(
        await idToken({ sub: 'sub-owner', email: 'squatted@example.com' }),
        'login',
      );
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ detail: MESSAGES.google.accountExists, needs_login: true });
      expect(await userByEmail('squatted@example.com')).toMatchObject({
        id: account.id,
        googleSub: null,
        isVerified: false,
        passwordHash: account.passwordHash,
      });
    });

    it('refuses a login by e-mail when the account is linked to another Google account', async () => {
      await google(await idToken({ sub: 'sub-first', email: 'linked@example.com' }), 'signup');
      const answer = await google(
        await idToken({ sub: 'sub-second', email: 'linked@example.com' }),
        'login',
      );
      expect(answer.status).toBe(409);
      expect((await userByEmail('linked@example.com')).googleSub).toBe('sub-first');
    });

    it.each([
      [
        'an unverified e-mail',
        () => idToken({ sub: 'sub-x', email: 'x@example.com', email_verified: false }),
      ],
      [
        'no email_verified claim',
        () => idToken({ sub: 'sub-x', email: 'x@example.com', email_verified: undefined }),
      ],
      ['no e-mail', () => idToken({ sub: 'sub-x', email: undefined })],
      [
        'another audience',
        () => idToken({ sub: 'sub-x', email: 'x@example.com', aud: 'another-client' }),
      ],
      [
        'another issuer',
        () => idToken({ sub: 'sub-x', email: 'x@example.com', iss: 'https://issuer.example' }),
      ],
      [
        'an expired token',
        () => idToken({ sub: 'sub-x', email: 'x@example.com' }, { expiresIn: -120 }),
      ],
      [
        'a signature by another key',
        async () =>
          issuer.forgedIdToken({ sub: 'sub-x', email: 'x@example.com', nonce: await startNonce() }),
      ],
      [
        'an HS256 token signed with the client secret',
        async () =>
          sign(
            {
              sub: 'sub-x',
              email: 'x@example.com',
              email_verified: true,
              nonce: await startNonce(),
            },
            GOOGLE_CLIENT_SECRET,
            {
              algorithm: 'HS256',
              issuer: issuer.url,
              audience: GOOGLE_CLIENT_ID,
              expiresIn: 60,
            },
          ),
      ],
      ['garbage', async () => 'not-a-token'],
      [
        'no nonce (not from a sign-in started here)',
        () => idToken({ sub: 'sub-x', email: 'x@example.com', nonce: undefined }),
      ],
      [
        'a nonce this API did not issue',
        () => idToken({ sub: 'sub-x', email: 'x@example.com', nonce: 'n-0123456789' }),
      ],
      [
        'a nonce with a forged signature',
        async () =>
          idToken({
            sub: 'sub-x',
            email: 'x@example.com',
            nonce: (await startNonce()).replace(/.{4}$/, 'AAAA'),
          }),
      ],
      [
        'an expired nonce (a sign-in started 11 minutes ago)',
        () =>
          idToken({
            sub: 'sub-x',
            email: 'x@example.com',
            nonce: api.app.get(OidcNonces).issue(FLOW.hash, Date.now() - 11 * 60_000),
          }),
      ],
      [
        'the nonce of a sign-in another browser tab started (another flow secret)',
        () =>
          idToken({
            sub: 'sub-x',
            email: 'x@example.com',
            nonce: api.app.get(OidcNonces).issue(newFlowSecret().hash),
          }),
      ],
      [
        'several audiences and no azp',
        () =>
          idToken({
            sub: 'sub-x',
            email: 'x@example.com',
            aud: [GOOGLE_CLIENT_ID, 'another-client'],
          }),
      ],
      [
        'several audiences and another azp',
        () =>
          idToken({
            sub: 'sub-x',
            email: 'x@example.com',
            aud: [GOOGLE_CLIENT_ID, 'another-client'],
            azp: 'another-client',
          }),
      ],
      [
        'our audience but another azp',
        () => idToken({ sub: 'sub-x', email: 'x@example.com', azp: 'another-client' }),
      ],
    ])('answers 401 to %s', async (_case, token) => {
      for (const action of ['login', 'signup'] as const) {
        const answer = await google(await token(), action);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual(AUTH_FAILED);
      }
      expect(await api.dataSource.getRepository(User).countBy({ googleSub: 'sub-x' })).toBe(0);
    });

    it('accepts an id_token once: the same one posted again gets 401, even at the same moment', async () => {
      const token = await idToken({ sub: 'sub-once', email: 'once@example.com' });
      const answers = [
        await google(token, 'signup'),
        await google(token, 'login'),
        await google(token, 'login'),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([201, 401, 401]);
      expect(answers[1].body).toEqual(AUTH_FAILED);
      expect(await api.dataSource.getRepository(User).countBy({ googleSub: 'sub-once' })).toBe(1);

      const again = await idToken({ sub: 'sub-once', email: 'once@example.com' });
      const together = await Promise.all([
        google(again, 'login'),
        google(again, 'login'),
        google(again, 'login'),
      ]);
      expect(together.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    });

    it('accepts several audiences when azp is our client', async () => {
      const token = await idToken({
        sub: 'sub-azp',
        email: 'azp@example.com',
        aud: [GOOGLE_CLIENT_ID, 'another-client'],
        azp: GOOGLE_CLIENT_ID,
      });
      expect((await google(token, 'signup')).status).toBe(201);
    });

    it('validates the body', async () => {
      const answer = await api.request('/api/auth/google/', json({ action: 'register' }));
      expect(answer.status).toBe(400);
      expect((await answer.json()).errors).toEqual({
        credential: ['Credential is required'],
        action: ['action must be one of login, signup'],
        flow_secret: ['Flow secret is required'],
      });
    });
  });

  describe('with several API instances sharing Redis (REDIS_URL)', () => {
    it('refuses on one instance an id_token another instance accepted', async () => {
      const shared = {
        ...issuer.env,
        AUTH_RATE_LIMIT: '1000',
        JWT_SECRET: randomBytes(32).toString('base64url'),
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      };
      const first = await createTestApp({ env: shared });
      try {
        const second = await createTestApp({ env: shared });
        try {
          const start = await first.request(
            `/api/auth/google/start?action=signup&flow_hash=${FLOW.hash}`,
            { redirect: 'manual' },
          );
          const nonce =
            new URL(start.headers.get('location') ?? '').searchParams.get('nonce') ?? '';
          const token = await issuer.idToken({
            sub: 'sub-shared',
            email: 'shared@example.com',
            nonce,
          });
          const post = (instance: TestApp) =>
            instance.request(
              '/api/auth/google/',
              json({ credential: token, action: 'signup', flow_secret: FLOW.secret }),
            );
          expect((await post(first)).status).toBe(201);
          const replayed = await post(second);
          expect(replayed.status).toBe(401);
          expect(await replayed.json()).toEqual(AUTH_FAILED);
        } finally {
          await second.close();
        }
      } finally {
        await first.close();
      }
    });
  });
});
