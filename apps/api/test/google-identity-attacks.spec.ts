import { MESSAGES } from '@profileproof/contracts';
import { User } from '../src/users/entities/user.entity';
import { GoogleIssuer } from './support/google-issuer';
import { newFlowSecret, runGoogleFlow } from './support/google-flow';
import { bearer, json } from './support/http';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { createTestApp, freePort, type TestApp } from './support/test-app';

const WEB_ORIGIN = 'http://app.example.test';
const AUTH_FAILED = { detail: 'Authentication failed' };
const ATTACKER_PASSWORD = 'attacker chosen password';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The two ways an attacker could make a victim's browser or account theirs through Google sign-in:
 * handing the victim a sign-in the attacker started (login CSRF), and a password the attacker set on
 * an account the victim later reaches with Google (pre-hijack).
 */
describe('Google sign-in against identity attacks', () => {
  let api: TestApp;
  let issuer: GoogleIssuer;
  let mail: MailCatcher;

  beforeAll(async () => {
    issuer = await GoogleIssuer.start();
    mail = await MailCatcher.start();
    const port = await freePort();
    api = await createTestApp({
      port,
      env: {
        ...issuer.env,
        API_PUBLIC_URL: `http://127.0.0.1:${port}`,
        WEB_ORIGIN,
        SMTP_URL: mail.url,
        AUTH_RATE_LIMIT: '1000',
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    await issuer?.stop();
    await mail?.stop();
  });

  async function post(path: string, body: unknown, token?: string): Promise<Answer> {
    const response = await api.request(path, json(body, { token }));
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  const google = (
    credential: string,
    flowSecret: string | undefined,
    action: 'login' | 'signup' = 'login',
  ) => post('/api/auth/google/', { credential, action, flow_secret: flowSecret });
  const login = (email: string, password: string) => post('/api/auth/login/', { email, password });
  const userRow = (email: string) => api.dataSource.getRepository(User).findOneByOrFail({ email });

  /** A sign-in the user runs through the popup as `email` at Google, up to the id_token in the callback URL. */
  async function signInAtGoogle(sub: string, email: string, action: 'login' | 'signup' = 'login') {
    issuer.nextSignIn({ sub, email, email_verified: true });
    try {
      return await runGoogleFlow(api, { action });
    } finally {
      issuer.nextSignIn({});
    }
  }

  describe('login CSRF: a callback URL from a sign-in another browser started', () => {
    it("refuses the attacker's id_token posted with any other flow secret, or none, and lets the attacker's own browser use it", async () => {
      // The attacker stops at the API's redirect to the callback page and sends that URL to the victim.
      const attacker = await signInAtGoogle(
        'sub-csrf-attacker',
        'csrf-attacker@example.com',
        'signup',
      );
      expect(attacker.location).toMatch(`${WEB_ORIGIN}/auth/google/callback#id_token=`);

      // The victim's browser has a flow of its own (or none): neither makes the token acceptable.
      const victimFlow = newFlowSecret();
      expect(await google(attacker.idToken, victimFlow.secret, 'signup')).toEqual({
        status: 401,
        body: AUTH_FAILED,
      });
      expect(await google(attacker.idToken, victimFlow.hash, 'signup')).toEqual({
        status: 401,
        body: AUTH_FAILED,
      });
      expect(await google(attacker.idToken, attacker.flow.hash, 'signup')).toEqual({
        status: 401,
        body: AUTH_FAILED,
      });
      const none = await google(attacker.idToken, undefined, 'signup');
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual({ flow_secret: ['Flow secret is required'] });
      expect(
        await api.dataSource.getRepository(User).countBy({ googleSub: 'sub-csrf-attacker' }),
      ).toBe(0);

      // Refusals do not spend the token: it was refused for its browser, not because it had served.
      const own = await google(attacker.idToken, attacker.flow.secret, 'signup');
      expect(own.status).toBe(201);
      expect(own.body.email).toBe('csrf-attacker@example.com');
    });

    it('refuses to start a sign-in without the hash of a flow secret', async () => {
      for (const query of [
        'action=login',
        'action=login&flow_hash=abc123',
        `action=login&flow_hash=${'Z'.repeat(64)}`,
        `action=login&flow_hash=${'a'.repeat(65)}`,
      ]) {
        const answer = await api.request(`/api/auth/google/start?${query}`, { redirect: 'manual' });
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({
          detail: 'flow_hash must be the SHA-256 of the sign-in secret, in hex',
        });
      }
    });
  });

  describe("pre-hijack: the attacker's password on an account the victim then reaches with Google", () => {
    it("clears the attacker's password and ends the attacker's sessions when the victim links Google", async () => {
      const victim = 'prehijack-victim@example.com';
      const wrongPasswordAnswer = await login('nobody-here@example.com', 'some wrong password');

      // The attacker signs up with the victim's address and a password of their own.
      expect(
        (
          await post('/api/auth/signup/', {
            email: victim,
            password: ATTACKER_PASSWORD,
            password2: ATTACKER_PASSWORD,
          })
        ).status,
      ).toBe(201);
      // The victim opens the genuine verification mail: the page verifies on load.
      const verification = await mail.mailTo(victim);
      const token = linkIn(verification.text, '/verify-email/').pathname.split('/').pop() ?? '';
      expect((await post('/api/auth/verify-email/', { token })).status).toBe(200);

      // The attacker's password now opens the account, and the attacker keeps a session.
      const attackerLogin = await login(victim, ATTACKER_PASSWORD);
      expect(attackerLogin.status).toBe(200);
      const attackerSession = {
        access: attackerLogin.body.access as string,
        refresh: attackerLogin.body.refresh as string,
      };

      // The attacker asks to move the account to a mailbox of theirs (the link goes there).
      const attackerMailbox = 'prehijack-attacker@example.com';
      expect(
        (
          await post(
            '/api/auth/email-change/',
            { password: ATTACKER_PASSWORD, new_email: attackerMailbox },
            attackerSession.access,
          )
        ).status,
      ).toBe(202);
      // (The account's address is told, without a link.)
      expect((await mail.mailTo(victim)).text).toContain('asked to change its e-mail address');
      const pendingChange = async () =>
        (await api.dataSource.query(
          `SELECT used_at FROM email_tokens WHERE purpose = 'email_change' AND new_email = $1`,
          [attackerMailbox],
        )) as { used_at: Date | null }[];
      expect(await pendingChange()).toEqual([{ used_at: null }]);

      // Later the victim signs in with Google: the account is linked to the victim's Google identity.
      const flow = await signInAtGoogle('sub-prehijack-victim', victim);
      const victimLogin = await google(flow.idToken, flow.flow.secret);
      expect(victimLogin.status).toBe(200);
      expect(victimLogin.body).toMatchObject({ email: victim, is_new_user: false });
      expect(await userRow(victim)).toMatchObject({
        googleSub: 'sub-prehijack-victim',
        passwordHash: null,
        isVerified: true,
      });

      // The attacker's pending change of address died with the link (its token is spent).
      expect(await pendingChange()).toEqual([{ used_at: expect.any(Date) }]);

      // The attacker's password is refused exactly as a wrong password is.
      const refused = await login(victim, ATTACKER_PASSWORD);
      expect(refused).toEqual(wrongPasswordAnswer);
      expect(refused).toEqual({ status: 401, body: { detail: MESSAGES.login.invalidCredentials } });

      // The attacker's session is over: its refresh token and its access token are refused.
      expect((await post('/api/auth/refresh/', { refresh: attackerSession.refresh })).status).toBe(
        401,
      );
      expect((await api.request('/api/auth/profile/', bearer(attackerSession.access))).status).toBe(
        401,
      );
      expect(
        (
          await post(
            '/api/contact/submit/',
            { linkedin_url: 'https://www.linkedin.com/in/x' },
            attackerSession.access,
          )
        ).status,
      ).toBe(401);

      // The victim's own session holds, and the victim can set a password with "forgot password".
      expect(
        (await api.request('/api/auth/profile/', bearer(victimLogin.body.access as string))).status,
      ).toBe(200);
      expect((await post('/api/auth/password-reset/', { email: victim })).status).toBe(200);
      const reset = linkIn((await mail.mailTo(victim)).text, '/reset-password/').pathname.split(
        '/',
      );
      const [uid, resetToken] = reset.slice(-2);
      const newPassword = 'victim own new password';
      expect(
        (
          await post(`/api/auth/password-reset-confirm/${uid}/${resetToken}/`, {
            password: newPassword,
            password2: newPassword,
          })
        ).status,
      ).toBe(200);
      expect((await login(victim, newPassword)).status).toBe(200);
      // That password, proved through the mailbox, survives the next Google sign-in.
      const next = await signInAtGoogle('sub-prehijack-victim', victim);
      expect((await google(next.idToken, next.flow.secret)).status).toBe(200);
      expect((await login(victim, newPassword)).status).toBe(200);
    });
  });
});
