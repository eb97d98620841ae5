import { PERMISSION_DENIED } from '@profileproof/contracts';
import {
  TWO_STEP_API_PATHS,
  TWO_STEP_LOCK_AFTER_FAILURES,
  TWO_STEP_MESSAGES,
} from '@profileproof/contracts/two-step';
import { Secret, TOTP } from 'otpauth';
import { User } from '../src/users/entities/user.entity';
import { hashPassword } from '../src/users/passwords';
import { accountFactory, type TestAccount } from './support/accounts';
import { json } from './support/http';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'quiet harbour lantern';
const NEW_PASSWORD = 'another lantern by the quay';
const WEB_ORIGIN = 'http://app.profileproof.test';
const WARNING_SUBJECT = 'Someone is trying to sign in to your ProfileProof account';
const LOCKED_SUBJECT = 'Sign-in to your ProfileProof account is locked';
/** Wrong codes of both kinds: a 6-digit code and a backup code that was never issued. */
const WRONG_CODES = ['000000', 'zzzzz-zzzzz'];
/** Moves the clock of this process (the API's too) to `now`: only Date is faked, timers run as usual. */
function fakeDate(now: number): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now,
  });
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Issue 36, item 6: wrong second-step codes in a row are counted per account in the database
 * (never forgotten with time), the owner is mailed at every 10, and at 100 the account's second
 * steps are refused until a password reset or an admin's unlock. Only someone past the password
 * can add to the count.
 */
describe('two-step sign-in lock-out', () => {
  let api: TestApp;
  let mail: MailCatcher;
  let newAccount: ReturnType<typeof accountFactory>;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    api = await createTestApp({
      env: {
        SMTP_URL: mail.url,
        WEB_ORIGIN,
        AUTH_RATE_LIMIT: '100000',
        // The per-account block (Redis or memory, forgotten daily) out of the way: the lock-out
        // under test is the database's.
        LOGIN_ACCOUNT_LIMIT: '100000',
        ADMIN_REQUIRE_2FA: 'true',
      },
    });
    newAccount = accountFactory(api, 'lockout');
  });

  afterAll(async () => {
    jest.useRealTimers();
    await api?.close();
    await mail?.stop();
  });

  async function call(path: string, init?: RequestInit): Promise<Answer> {
    const response = await api.request(path, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  }

  const post = (path: string, body: unknown, token?: string) => call(path, json(body, { token }));

  /** A verified account with a password, signed in, with two-step sign-in on: its backup codes. */
  async function member(
    role: 'user' | 'admin' = 'user',
    tier?: 'basic',
  ): Promise<TestAccount & { secret: string; backupCodes: string[] }> {
    const account = await newAccount({ role, tier });
    await api.dataSource
      .getRepository(User)
      .update(account.id, { passwordHash: await hashPassword(PASSWORD) });
    const setup = await post(TWO_STEP_API_PATHS.setup, {}, account.token);
    const secret = setup.body.secret as string;
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    const enabled = await post(TWO_STEP_API_PATHS.enable, { code }, account.token);
    expect(enabled.status).toBe(200);
    return { ...account, secret, backupCodes: enabled.body.backup_codes as string[] };
  }

  const login = (email: string, password = PASSWORD) =>
    post('/api/auth/login/', { email, password });

  async function mfaToken(email: string, password = PASSWORD): Promise<string> {
    const answer = await login(email, password);
    expect(answer.status).toBe(200);
    expect(answer.body.mfa_required).toBe(true);
    return answer.body.mfa_token as string;
  }

  const secondStep = (token: string, code: string) =>
    post(TWO_STEP_API_PATHS.login, { mfa_token: token, code });

  /**
   * `count` wrong codes, as someone who knows the password would send them: a new sign-in each
   * time an mfa_token has taken its 5. Each answer but the last is a 401 "wrong code"; the last is given.
   */
  async function wrongCodes(email: string, count: number): Promise<Answer> {
    let token = '';
    let last: Answer | null = null;
    for (let sent = 0; sent < count; sent += 1) {
      if (sent % 5 === 0) token = await mfaToken(email);
      if (last)
        expect(last).toEqual({ status: 401, body: { detail: TWO_STEP_MESSAGES.wrongCode } });
      last = await secondStep(token, WRONG_CODES[sent % 2]);
    }
    if (!last) throw new Error('No code sent');
    return last;
  }

  async function failedCodes(userId: number): Promise<number> {
    const [row] = await api.dataSource.query(
      `SELECT failed_codes FROM two_step_credentials WHERE user_id = $1`,
      [userId],
    );
    return row.failed_codes as number;
  }

  /** The mail jobs enqueued for `email` (committed with the count that asked for them). */
  async function mailJobsTo(email: string): Promise<string[]> {
    const rows = (await api.dataSource.query(
      `SELECT data->'message'->>'subject' AS subject FROM pgboss.job
         WHERE name = 'mail.send' AND data->'message'->>'to' = $1 ORDER BY created_on, id`,
      [email],
    )) as { subject: string }[];
    return rows.map((row) => row.subject);
  }

  /** Straight to the edge of the lock (as `wrongCodes` would get there, in less time). */
  async function almostLocked(userId: number): Promise<void> {
    await api.dataSource.query(
      `UPDATE two_step_credentials SET failed_codes = $2 WHERE user_id = $1`,
      [userId, TWO_STEP_LOCK_AFTER_FAILURES - 1],
    );
  }

  async function locked(account: { id: number; email: string }): Promise<void> {
    await almostLocked(account.id);
    const last = await wrongCodes(account.email, 1);
    expect(last).toEqual({ status: 423, body: { detail: TWO_STEP_MESSAGES.locked } });
  }

  const unlock = (email: unknown, token?: string) =>
    post(TWO_STEP_API_PATHS.adminUnlock, { email }, token);

  it('mails the owner once at 10 wrong codes in a row, counted over sign-ins and days', async () => {
    const owner = await member();
    await wrongCodes(owner.email, 5);
    // A day and more later (the per-account block forgets its count daily; this count does not).
    fakeDate(Date.now() + 25 * 60 * 60 * 1000);
    expect((await wrongCodes(owner.email, 4)).status).toBe(401);
    jest.useRealTimers();
    expect(await failedCodes(owner.id)).toBe(9);
    expect(await mailJobsTo(owner.email)).toEqual([]);

    expect((await wrongCodes(owner.email, 1)).status).toBe(401);
    expect(await failedCodes(owner.id)).toBe(10);
    expect(await mailJobsTo(owner.email)).toEqual([WARNING_SUBJECT]);
    const message = await mail.mailTo(owner.email);
    expect(message.subject).toBe(WARNING_SUBJECT);
    expect(message.text).toContain('a wrong two-step sign-in code 10 times in a row');
    expect(linkIn(message.text, '/forgot-password').href).toBe(`${WEB_ORIGIN}/forgot-password`);
    // Nothing secret: no code, no backup code, no token.
    for (const secret of [owner.secret, ...owner.backupCodes, ...WRONG_CODES]) {
      expect(message.text).not.toContain(secret);
      expect(message.html).not.toContain(secret);
    }

    // The 11th to the 19th tell nobody again.
    await wrongCodes(owner.email, 9);
    expect(await failedCodes(owner.id)).toBe(19);
    expect(await mailJobsTo(owner.email)).toEqual([WARNING_SUBJECT]);
  });

  it('counts concurrent wrong codes each once', async () => {
    const owner = await member();
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => mfaToken(owner.email)));
    const answers = await Promise.all(
      tokens.flatMap((token) => [secondStep(token, '000000'), secondStep(token, '111111')]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(await failedCodes(owner.id)).toBe(10);
    expect(await mailJobsTo(owner.email)).toEqual([WARNING_SUBJECT]);
  });

  it('forgets the count at a right code', async () => {
    const owner = await member();
    await wrongCodes(owner.email, 7);
    const signedIn = await secondStep(await mfaToken(owner.email), owner.backupCodes[0]);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toHaveProperty('access');
    expect(await failedCodes(owner.id)).toBe(0);
    // 7 + 9 wrong codes, but never 10 in a row: no mail.
    await wrongCodes(owner.email, 9);
    expect(await failedCodes(owner.id)).toBe(9);
    expect(await mailJobsTo(owner.email)).toEqual([]);
  });

  it('locks at 100 wrong codes in a row: a right code is refused too (423), and the owner is told', async () => {
    const owner = await member();
    const hundredth = await wrongCodes(owner.email, TWO_STEP_LOCK_AFTER_FAILURES);
    expect(hundredth).toEqual({ status: 423, body: { detail: TWO_STEP_MESSAGES.locked } });
    expect(await failedCodes(owner.id)).toBe(TWO_STEP_LOCK_AFTER_FAILURES);
    // A warning at 10, 20, … 90, then the lock's own mail: no more.
    expect(await mailJobsTo(owner.email)).toEqual([
      ...Array<string>(9).fill(WARNING_SUBJECT),
      LOCKED_SUBJECT,
    ]);

    // The password step answers as before; the second step is refused, a right code included,
    // and that code is not spent (it works after the unlock, below).
    const token = await mfaToken(owner.email);
    for (const code of [owner.backupCodes[0], '000000']) {
      expect(await secondStep(token, code)).toEqual({
        status: 423,
        body: { detail: TWO_STEP_MESSAGES.locked },
      });
    }
    expect(await failedCodes(owner.id)).toBe(TWO_STEP_LOCK_AFTER_FAILURES);
    // Bad input is still a 400, never a 500.
    expect((await post(TWO_STEP_API_PATHS.login, { mfa_token: token })).status).toBe(400);

    for (let warning = 1; warning <= 9; warning += 1)
      expect((await mail.mailTo(owner.email)).subject).toBe(WARNING_SUBJECT);
    const lockMail = await mail.mailTo(owner.email);
    expect(lockMail.subject).toBe(LOCKED_SUBJECT);
    expect(lockMail.text).toContain(`${TWO_STEP_LOCK_AFTER_FAILURES} times in a row`);
    expect(linkIn(lockMail.text, '/forgot-password').origin).toBe(WEB_ORIGIN);
  });

  it('cannot be moved without the password: wrong passwords count nothing and lock nothing', async () => {
    const owner = await member();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await login(owner.email, `not the password ${attempt}`);
      expect(answer.status).toBe(401);
      expect(answer.body).not.toHaveProperty('mfa_token');
    }
    // An mfa_token of someone else's sign-in, or a made-up one, moves nothing either.
    const stranger = await member();
    const theirs = await mfaToken(stranger.email);
    expect((await secondStep('made-up-token', '000000')).status).toBe(401);
    expect(await failedCodes(owner.id)).toBe(0);
    expect(await mailJobsTo(owner.email)).toEqual([]);
    expect((await secondStep(theirs, stranger.backupCodes[0])).status).toBe(200);

    // A locked account answers a wrong password exactly as any account does: nothing told.
    await locked(owner);
    expect(await login(owner.email, 'not the password either')).toEqual(
      await login(stranger.email, 'not the password either'),
    );
    expect((await secondStep(await mfaToken(owner.email), owner.backupCodes[0])).status).toBe(423);
  });

  it('is lifted by a password reset, with the count', async () => {
    const owner = await member();
    await locked(owner);
    await mail.mailTo(owner.email); // the lock's mail
    expect((await post('/api/auth/password-reset/', { email: owner.email })).status).toBe(200);
    const link = linkIn((await mail.mailTo(owner.email)).text, '/reset-password/');
    const [, , uid, token] = link.pathname.split('/');
    const reset = await post(`/api/auth/password-reset-confirm/${uid}/${token}/`, {
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await failedCodes(owner.id)).toBe(0);
    // The old password no longer gets to the second step; the new one does, and a code signs in.
    expect((await login(owner.email)).status).toBe(401);
    const signedIn = await secondStep(
      await mfaToken(owner.email, NEW_PASSWORD),
      owner.backupCodes[0],
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toHaveProperty('access');
  });

  describe('the admin unlock', () => {
    it('lifts the lock and keeps two-step sign-in on; audited', async () => {
      const admin = await member('admin');
      const owner = await member('user', 'basic');
      const lockedInList = async () => {
        const list = await call('/api/auth/admin/user-subscription/', {
          headers: { authorization: `Bearer ${admin.token}` },
        });
        const rows = list.body.data as { email: string; two_step_locked: boolean }[];
        return rows.find((row) => row.email === owner.email)?.two_step_locked;
      };
      expect(await lockedInList()).toBe(false);
      await locked(owner);
      // The subscriptions list (the admin console's "Unlock sign-in" button) tells who is locked.
      expect(await lockedInList()).toBe(true);
      const answer = await unlock(owner.email.toUpperCase(), admin.token);
      expect(answer).toEqual({ status: 200, body: { success: true } });
      expect(await failedCodes(owner.id)).toBe(0);
      expect(await lockedInList()).toBe(false);
      const [entry] = await api.dataSource.query(
        `SELECT actor_email, action, target_type, target_id, details FROM audit_log WHERE action = 'two_step.unlock' AND target_id = $1`,
        [owner.email],
      );
      expect(entry).toEqual({
        actor_email: admin.email,
        action: 'two_step.unlock',
        target_type: 'user',
        target_id: owner.email,
        details: { failed_codes: TWO_STEP_LOCK_AFTER_FAILURES },
      });
      // Still a second step: the password alone signs nobody in, and the right code does.
      const token = await mfaToken(owner.email);
      expect((await secondStep(token, owner.backupCodes[1])).status).toBe(200);

      // Not locked any more: nothing to unlock (409), nothing recorded.
      const again = await unlock(owner.email, admin.token);
      expect(again).toEqual({ status: 409, body: { detail: TWO_STEP_MESSAGES.notLocked } });
      const entries = await api.dataSource.query(
        `SELECT 1 FROM audit_log WHERE action = 'two_step.unlock' AND target_id = $1`,
        [owner.email],
      );
      expect(entries).toHaveLength(1);
    });

    it('is refused to a user (403) and without a session (401); the lock stays', async () => {
      const owner = await member();
      await locked(owner);
      const asUser = await unlock(owner.email, owner.token);
      expect(asUser).toEqual({ status: 403, body: { detail: PERMISSION_DENIED } });
      expect((await unlock(owner.email)).status).toBe(401);
      expect(await failedCodes(owner.id)).toBe(TWO_STEP_LOCK_AFTER_FAILURES);
    });

    it('answers bad input with a 4xx, never a 500', async () => {
      const admin = await member('admin');
      const withoutTwoStep = await newAccount();
      for (const body of [{}, { email: 'not-an-address' }, { email: 42 }, { email: ['a@b.co'] }]) {
        const answer = await post(TWO_STEP_API_PATHS.adminUnlock, body, admin.token);
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toHaveProperty('email');
      }
      const notJson = await call(TWO_STEP_API_PATHS.adminUnlock, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/plain' },
        body: 'email=someone@example.com',
      });
      expect(notJson.status).toBeGreaterThanOrEqual(400);
      expect(notJson.status).toBeLessThan(500);
      expect(await unlock('nobody-at-all@example.com', admin.token)).toEqual({
        status: 404,
        body: { detail: TWO_STEP_MESSAGES.userNotFound },
      });
      expect(await unlock(withoutTwoStep.email, admin.token)).toEqual({
        status: 404,
        body: { detail: TWO_STEP_MESSAGES.notOn },
      });
      expect(await unlock(admin.email, admin.token)).toEqual({
        status: 400,
        body: { detail: TWO_STEP_MESSAGES.ownUnlock },
      });
    });
  });
});
