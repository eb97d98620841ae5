import { verify as verifyArgon2 } from '@node-rs/argon2';
import { EmailToken } from '../src/auth/entities/email-token.entity';
import { SessionsService } from '../src/auth/sessions/sessions.service';
import { User } from '../src/users/entities/user.entity';
import { json } from './support/http';
import { captureStdout } from './support/logs';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { createTestApp, type TestApp } from './support/test-app';

const ATTACKER_PASSWORD = 'attacker password A';
const VICTIM_PASSWORD = 'victim password B';
const RESET_PASSWORD = 'victim reset password C';

const LINK_INVALID = { detail: 'The verification link is invalid or has expired.' };
const VERIFIED = { detail: 'Email verified successfully.' };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Account pre-hijacking: someone signs up with another person's address and a password of their
 * own, before the owner does. Each verification link is bound to the password of the sign-up that
 * asked for it, so the owner who verifies with the link of their own sign-up gets their own password.
 */
describe('account pre-hijacking', () => {
  let api: TestApp;
  let mail: MailCatcher;
  let logged: string[] = [];
  const answers: string[] = [];
  let counter = 0;

  beforeAll(async () => {
    logged = captureStdout();
    mail = await MailCatcher.start();
    api = await createTestApp({
      env: { SMTP_URL: mail.url, AUTH_RATE_LIMIT: '1000', LOG_LEVEL: 'debug' },
    });
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
    jest.restoreAllMocks();
  });

  /** A victim address of its own for each test (the scenarios are the same address, victim@…). */
  const victimAddress = () => `victim${++counter}@example.com`;

  async function post(path: string, body: unknown): Promise<Answer> {
    const response = await api.request(path, json(body));
    const text = await response.text();
    answers.push(text);
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  }

  const signup = (email: string, password: string) =>
    post('/api/auth/signup/', { email, password, password2: password });
  const verify = (token: string) => post('/api/auth/verify-email/', { token });
  const login = async (email: string, password: string) =>
    (await post('/api/auth/login/', { email, password })).status;

  /** The token of the next verification mail to `email`. */
  async function verificationLink(email: string): Promise<string> {
    const message = await mail.mailTo(email);
    return linkIn(message.text, '/verify-email/').pathname.split('/').pop() ?? '';
  }

  const userRow = (email: string) => api.dataSource.getRepository(User).findOneByOrFail({ email });
  const outstandingTokens = async (email: string) =>
    api.dataSource
      .getRepository(EmailToken)
      .createQueryBuilder('token')
      .where('token.userId = :id AND token.usedAt IS NULL', { id: (await userRow(email)).id })
      .getMany();

  /** The attacker signs up first with the victim's address; then the victim signs up. Two links reach the victim's mailbox. */
  async function attackerThenVictim(
    email: string,
  ): Promise<{ attackerLink: string; victimLink: string }> {
    expect((await signup(email, ATTACKER_PASSWORD)).status).toBe(201);
    const attackerLink = await verificationLink(email);
    const again = await signup(email, VICTIM_PASSWORD);
    expect(again.status).toBe(200);
    expect(again.body.verification_resent).toBe(true);
    const victimLink = await verificationLink(email);
    return { attackerLink, victimLink };
  }

  it("gives the victim who opens the link of their own (second) sign-up their own password, not the attacker's", async () => {
    const email = victimAddress();
    const { attackerLink, victimLink } = await attackerThenVictim(email);

    expect(await verify(victimLink)).toEqual({ status: 200, body: VERIFIED });
    expect(await login(email, VICTIM_PASSWORD)).toBe(200);
    expect(await login(email, ATTACKER_PASSWORD)).toBe(401);
    // The attacker's link was spent with it: it cannot set the attacker's password afterwards.
    expect(await verify(attackerLink)).toEqual({ status: 400, body: LINK_INVALID });
    expect(await login(email, ATTACKER_PASSWORD)).toBe(401);
    expect(await login(email, VICTIM_PASSWORD)).toBe(200);
  });

  it('changes no password at sign-up: the second sign-up only binds its password to its own link', async () => {
    const email = victimAddress();
    await attackerThenVictim(email);

    // Still the first sign-up's password on the (unverified) account.
    const user = await userRow(email);
    expect(user.isVerified).toBe(false);
    expect(await verifyArgon2(user.passwordHash ?? '', ATTACKER_PASSWORD)).toBe(true);
    expect(await login(email, ATTACKER_PASSWORD)).toBe(403);
    expect(await login(email, VICTIM_PASSWORD)).toBe(401);

    // Each outstanding link carries the argon2id hash of its own sign-up's password.
    const [first, second] = (await outstandingTokens(email)).sort((a, b) => a.id - b.id);
    expect(await verifyArgon2(first.passwordHash ?? '', ATTACKER_PASSWORD)).toBe(true);
    expect(await verifyArgon2(second.passwordHash ?? '', VICTIM_PASSWORD)).toBe(true);
  });

  it(
    "verifies the account with the attacker's password A if the FIRST (attacker's) link is opened instead — acceptable " +
      'only because opening it proves control of the mailbox (the owner chose to use that link); the other link is then spent',
    async () => {
      const email = victimAddress();
      const { attackerLink, victimLink } = await attackerThenVictim(email);

      expect(await verify(attackerLink)).toEqual({ status: 200, body: VERIFIED });
      expect(await login(email, ATTACKER_PASSWORD)).toBe(200);
      expect(await login(email, VICTIM_PASSWORD)).toBe(401);
      // One link spends the other: the victim's link no longer works (the owner resets the password instead).
      expect(await verify(victimLink)).toEqual({ status: 400, body: LINK_INVALID });
    },
  );

  it('binds a resent link to the password of the sign-up it follows', async () => {
    const email = victimAddress();
    expect((await signup(email, VICTIM_PASSWORD)).status).toBe(201);
    await verificationLink(email);
    expect((await post('/api/auth/resend-verification/', { email })).status).toBe(200);
    const resent = await verificationLink(email);

    expect(await verify(resent)).toEqual({ status: 200, body: VERIFIED });
    expect(await login(email, VICTIM_PASSWORD)).toBe(200);
  });

  it("binds a resent link to the latest sign-up's password: the victim's, after the attacker's", async () => {
    const email = victimAddress();
    await attackerThenVictim(email);
    expect((await post('/api/auth/resend-verification/', { email })).status).toBe(200);
    const resent = await verificationLink(email);

    expect(await verify(resent)).toEqual({ status: 200, body: VERIFIED });
    expect(await login(email, VICTIM_PASSWORD)).toBe(200);
    expect(await login(email, ATTACKER_PASSWORD)).toBe(401);
  });

  it("resends a link that keeps the account's password when no sign-up link is outstanding any more", async () => {
    const email = victimAddress();
    expect((await signup(email, VICTIM_PASSWORD)).status).toBe(201);
    await verificationLink(email);
    const { id } = await userRow(email);
    await api.dataSource
      .getRepository(EmailToken)
      .update({ userId: id }, { expiresAt: new Date(Date.now() - 1000) });

    expect((await post('/api/auth/resend-verification/', { email })).status).toBe(200);
    const resent = await verificationLink(email);
    // The expired link keeps its hash until it is spent; the new one carries none.
    const [expired, fresh] = (await outstandingTokens(email)).sort((a, b) => a.id - b.id);
    expect(expired.passwordHash).not.toBeNull();
    expect(fresh.passwordHash).toBeNull();
    expect(await verify(resent)).toEqual({ status: 200, body: VERIFIED });
    expect(await login(email, VICTIM_PASSWORD)).toBe(200);
  });

  it('forgets the password hashes of the links once they are spent', async () => {
    const email = victimAddress();
    const { victimLink } = await attackerThenVictim(email);
    expect((await verify(victimLink)).status).toBe(200);
    const tokens = await api.dataSource
      .getRepository(EmailToken)
      .findBy({ userId: (await userRow(email)).id });
    expect(tokens).toHaveLength(2);
    for (const token of tokens)
      expect(token).toMatchObject({ passwordHash: null, usedAt: expect.any(Date) });
  });

  it('ends every session of the account on verification', async () => {
    const email = victimAddress();
    const { victimLink } = await attackerThenVictim(email);
    // An unverified account cannot sign in; a session is planted directly to check the revocation.
    const planted = await api.app.get(SessionsService).start(await userRow(email));

    expect((await verify(victimLink)).status).toBe(200);
    expect((await post('/api/auth/refresh/', { refresh: planted.refresh })).status).toBe(401);
  });

  it("spends the attacker's verification link when the owner resets the password", async () => {
    const email = victimAddress();
    expect((await signup(email, ATTACKER_PASSWORD)).status).toBe(201);
    const attackerLink = await verificationLink(email);

    expect((await post('/api/auth/password-reset/', { email })).status).toBe(200);
    const reset = linkIn((await mail.mailTo(email)).text, '/reset-password/');
    const [, , uid, token] = reset.pathname.split('/');
    const confirmed = await post(`/api/auth/password-reset-confirm/${uid}/${token}/`, {
      password: RESET_PASSWORD,
      password2: RESET_PASSWORD,
    });
    expect(confirmed.status).toBe(200);

    expect(await verify(attackerLink)).toEqual({ status: 400, body: LINK_INVALID });
    expect(await login(email, RESET_PASSWORD)).toBe(200);
    expect(await login(email, ATTACKER_PASSWORD)).toBe(401);
  });

  it('never changes the password of an account verified by other means', async () => {
    const email = victimAddress();
    expect((await signup(email, VICTIM_PASSWORD)).status).toBe(201);
    await verificationLink(email);
    expect((await signup(email, ATTACKER_PASSWORD)).status).toBe(200);
    const attackerLink = await verificationLink(email);
    // Verified meanwhile without spending the links (as the admin start-up does when it promotes an account).
    await api.dataSource.getRepository(User).update({ email }, { isVerified: true });

    expect((await verify(attackerLink)).status).toBe(200);
    expect(await login(email, VICTIM_PASSWORD)).toBe(200);
    expect(await login(email, ATTACKER_PASSWORD)).toBe(401);
  });

  it('lets exactly one of two links used at once verify the account', async () => {
    const email = victimAddress();
    const { attackerLink, victimLink } = await attackerThenVictim(email);

    const [byAttackerLink, byVictimLink] = await Promise.all([
      verify(attackerLink),
      verify(victimLink),
    ]);
    expect([byAttackerLink.status, byVictimLink.status].sort()).toEqual([200, 400]);
    const winner = byVictimLink.status === 200 ? VICTIM_PASSWORD : ATTACKER_PASSWORD;
    const loser = winner === VICTIM_PASSWORD ? ATTACKER_PASSWORD : VICTIM_PASSWORD;
    expect(await login(email, winner)).toBe(200);
    expect(await login(email, loser)).toBe(401);
  });

  it('never answers or logs a password hash', async () => {
    const hashes = await api.dataSource.query<{ hash: string }[]>(
      `SELECT password_hash AS hash FROM users WHERE password_hash IS NOT NULL
       UNION ALL SELECT password_hash FROM email_tokens WHERE password_hash IS NOT NULL`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    const everything = `${answers.join('\n')}\n${logged.join('')}`;
    expect(everything).not.toMatch(/\$argon2|password_hash|passwordHash/);
    for (const { hash } of hashes) expect(everything).not.toContain(hash);
    for (const password of [ATTACKER_PASSWORD, VICTIM_PASSWORD, RESET_PASSWORD])
      expect(everything).not.toContain(password);
    expect(JSON.stringify(await api.dataSource.getRepository(EmailToken).find())).not.toMatch(
      /\$argon2|passwordHash/,
    );
  });
});
