import { MESSAGES } from '@profileproof/contracts';
import { sign } from 'jsonwebtoken';
import { User } from '../src/users/entities/user.entity';
import { hashPassword } from '../src/users/passwords';
import { UsersService } from '../src/users/users.service';
import { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GoogleIssuer } from './support/google-issuer';
import { bearer, json } from './support/http';
import { createTestApp, freePort, type TestApp } from './support/test-app';

const WEB_ORIGIN = 'http://app.example.test';
const CALLBACK_PAGE = `${WEB_ORIGIN}/auth/google/callback`;
const AUTH_FAILED = { detail: 'Authentication failed' };

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
      env: { ...issuer.env, API_PUBLIC_URL: `http://127.0.0.1:${port}`, WEB_ORIGIN, AUTH_RATE_LIMIT: '1000' },
    });
    users = api.app.get(UsersService);
  });

  afterAll(async () => {
    await api?.close();
    await issuer?.stop();
  });

  const google = async (credential: string, action: 'login' | 'signup') => {
    const response = await api.request('/api/auth/google/', json({ credential, action }));
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

  const userByEmail = (email: string) => api.dataSource.getRepository(User).findOneByOrFail({ email });

  describe('the popup flow (authorization code, from start to the callback page)', () => {
    /** Follows start -> the issuer's authorization page -> our return route, keeping the state cookie. */
    async function runFlow(options: { tamper?: (callback: URL) => void; cookie?: (cookie: string) => string } = {}) {
      const start = await api.request('/api/auth/google/start?action=signup', { redirect: 'manual' });
      expect(start.status).toBe(302);
      const setCookie = start.headers.get('set-cookie') ?? '';
      const cookie = setCookie.split(';')[0];
      const authorize = new URL(start.headers.get('location') ?? '');
      const toIssuer = await fetch(authorize, { redirect: 'manual' });
      expect(toIssuer.status).toBe(302);
      const callback = new URL(toIssuer.headers.get('location') ?? '');
      options.tamper?.(callback);
      const done = await fetch(callback, { redirect: 'manual', headers: { cookie: options.cookie ? options.cookie(cookie) : cookie } });
      return { start, setCookie, authorize, callback, done, location: done.headers.get('location') ?? '' };
    }

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
      expect(setCookie).toMatch(/^pp_google_oauth=[^;]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/);
      expect(authorize.search).not.toContain(GOOGLE_CLIENT_SECRET);
    });

    it('ends at the web app with the id_token in the fragment, which then signs the user up', async () => {
      issuer.nextSignIn({ sub: 'google-flow', email: 'flow@example.com', email_verified: true });
      const { done, location } = await runFlow();
      expect(done.status).toBe(302);
      expect(location.startsWith(`${CALLBACK_PAGE}#id_token=`)).toBe(true);
      expect(done.headers.get('cache-control')).toBe('no-store');
      // The state cookie is spent.
      expect(done.headers.get('set-cookie')).toMatch(/^pp_google_oauth=; Path=\/api\/auth\/google; Max-Age=0;/);

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
      expect(user).toMatchObject({ googleSub: 'google-flow', passwordHash: null, isVerified: true });
      const profile = await api.request('/api/auth/profile/', bearer(signup.body.access as string));
      expect(await profile.json()).toEqual({ id: user.id, email: 'flow@example.com', role: 'user', is_verified: true });

      // The same Google account logs in from now on.
      const login = await google(idToken, 'login');
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ user_id: user.id, is_new_user: false });
    });

    it.each([
      ['without the state cookie', { cookie: () => '' }],
      ['with a forged state cookie', { cookie: (cookie: string) => cookie.replace(/.{4}$/, 'AAAA') }],
      ['with another state', { tamper: (callback: URL) => callback.searchParams.set('state', 'another-state') }],
    ])('refuses a return %s (error=invalid_state)', async (_case, options) => {
      const { done, location } = await runFlow(options);
      expect(done.status).toBe(302);
      expect(location).toBe(`${CALLBACK_PAGE}#error=invalid_state`);
    });

    it('reports a cancelled sign-in (error=access_denied) and a return with nothing (authentication_failed)', async () => {
      const denied = await api.request('/api/auth/google/callback?error=access_denied&state=x', { redirect: 'manual' });
      expect(denied.headers.get('location')).toBe(`${CALLBACK_PAGE}#error=access_denied`);
      const empty = await api.request('/api/auth/google/callback', { redirect: 'manual' });
      expect(empty.headers.get('location')).toBe(`${CALLBACK_PAGE}#error=authentication_failed`);
    });

    it('refuses an unknown action with 400', async () => {
      const answer = await api.request('/api/auth/google/start?action=admin', { redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ detail: 'action must be one of login, signup' });
    });
  });

  describe('POST /api/auth/google/', () => {
    it('signs up a new user: verified, no password, is_new_user', async () => {
      const answer = await google(await issuer.idToken({ sub: 'sub-new', email: 'New.Google@Example.com' }), 'signup');
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ role: 'user', email: 'New.Google@Example.com', is_new_user: true });
      expect(await userByEmail('New.Google@Example.com')).toMatchObject({ googleSub: 'sub-new', isVerified: true, passwordHash: null });
      // It refreshes like any session.
      const refreshed = await api.request('/api/auth/refresh/', json({ refresh: answer.body.refresh }));
      expect(refreshed.status).toBe(200);
    });

    it('logs in the account linked to the Google sub', async () => {
      const token = await issuer.idToken({ sub: 'sub-login', email: 'login.google@example.com' });
      expect((await google(token, 'signup')).status).toBe(201);
      // The e-mail at Google may change; the sub is what links.
      const answer = await google(await issuer.idToken({ sub: 'sub-login', email: 'renamed@example.com' }), 'login');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ email: 'login.google@example.com', is_new_user: false });
    });

    it('answers 404 needs_signup to a login without an account', async () => {
      const answer = await google(await issuer.idToken({ sub: 'sub-nobody', email: 'nobody@example.com' }), 'login');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: MESSAGES.google.noAccount, needs_signup: true });
      expect(await api.dataSource.getRepository(User).countBy({ email: 'nobody@example.com' })).toBe(0);
    });

    it('answers 409 needs_login to a sign-up when the address or the Google account has an account', async () => {
      await passwordAccount('has-password@example.com', false);
      const byEmail = await google(await issuer.idToken({ sub: 'sub-other', email: 'HAS-PASSWORD@example.com' }), 'signup');
      expect(byEmail.status).toBe(409);
      expect(byEmail.body).toEqual({ detail: MESSAGES.google.accountExists, needs_login: true });

      await google(await issuer.idToken({ sub: 'sub-twice', email: 'twice.google@example.com' }), 'signup');
      const bySub = await google(await issuer.idToken({ sub: 'sub-twice', email: 'another@example.com' }), 'signup');
      expect(bySub.status).toBe(409);
      expect(bySub.body).toEqual({ detail: MESSAGES.google.accountExists, needs_login: true });
    });

    it('links a verified password account by e-mail on login; the password keeps working', async () => {
      const account = await passwordAccount('verified@example.com', true);
      const answer = await google(await issuer.idToken({ sub: 'sub-link', email: 'Verified@Example.com' }), 'login');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ user_id: account.id, is_new_user: false });
      expect((await userByEmail('verified@example.com')).googleSub).toBe('sub-link');
      const login = await api.request('/api/auth/login/', json({ email: 'verified@example.com', password: 'password account' }));
      expect(login.status).toBe(200);
    });

    it('does NOT take over an unverified password account with the same e-mail', async () => {
      const account = await passwordAccount('squatted@example.com', false);
      const answer = await google(await issuer.idToken({ sub: 'sub-owner', email: 'squatted@example.com' }), 'login');
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ detail: MESSAGES.google.accountExists, needs_login: true });
      expect(await userByEmail('squatted@example.com')).toMatchObject({
        id: account.id,
        googleSub: null,
        isVerified: false,
        passwordHash: account.passwordHash,
      });
    });

    it("refuses a login by e-mail when the account is linked to another Google account", async () => {
      await google(await issuer.idToken({ sub: 'sub-first', email: 'linked@example.com' }), 'signup');
      const answer = await google(await issuer.idToken({ sub: 'sub-second', email: 'linked@example.com' }), 'login');
      expect(answer.status).toBe(409);
      expect((await userByEmail('linked@example.com')).googleSub).toBe('sub-first');
    });

    it.each([
      ['an unverified e-mail', () => issuer.idToken({ sub: 'sub-x', email: 'x@example.com', email_verified: false })],
      ['no email_verified claim', () => issuer.idToken({ sub: 'sub-x', email: 'x@example.com', email_verified: undefined })],
      ['no e-mail', () => issuer.idToken({ sub: 'sub-x', email: undefined })],
      ['another audience', () => issuer.idToken({ sub: 'sub-x', email: 'x@example.com', aud: 'another-client' })],
      ['another issuer', () => issuer.idToken({ sub: 'sub-x', email: 'x@example.com', iss: 'https://issuer.example' })],
      ['an expired token', () => issuer.idToken({ sub: 'sub-x', email: 'x@example.com' }, { expiresIn: -120 })],
      ['a signature by another key', () => issuer.forgedIdToken({ sub: 'sub-x', email: 'x@example.com' })],
      ['an HS256 token signed with the client secret', async () =>
        sign({ sub: 'sub-x', email: 'x@example.com', email_verified: true }, GOOGLE_CLIENT_SECRET, {
          algorithm: 'HS256',
          issuer: issuer.url,
          audience: GOOGLE_CLIENT_ID,
          expiresIn: 60,
        })],
      ['garbage', async () => 'not-a-token'],
    ])('answers 401 to %s', async (_case, token) => {
      for (const action of ['login', 'signup'] as const) {
        const answer = await google(await token(), action);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual(AUTH_FAILED);
      }
      expect(await api.dataSource.getRepository(User).countBy({ googleSub: 'sub-x' })).toBe(0);
    });

    it('validates the body', async () => {
      const answer = await api.request('/api/auth/google/', json({ action: 'register' }));
      expect(answer.status).toBe(400);
      expect((await answer.json()).errors).toEqual({
        credential: ['Credential is required'],
        action: ['action must be one of login, signup'],
      });
    });
  });
});
