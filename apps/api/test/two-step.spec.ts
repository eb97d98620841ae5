import { AUTH_MESSAGES, PERMISSION_DENIED, TOO_MANY_ATTEMPTS } from '@profileproof/contracts';
import { TWO_STEP_MESSAGES, TWO_STEP_REQUIRED_CODE } from '@profileproof/contracts/two-step';
import { Secret, TOTP } from 'otpauth';
import { User } from '../src/users/entities/user.entity';
import { hashPassword } from '../src/users/passwords';
import { accountFactory, type TestAccount } from './support/accounts';
import { json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'quiet harbour lantern';
const STEP_MS = 30_000;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe('two-step sign-in', () => {
  let api: TestApp;
  let newAccount: ReturnType<typeof accountFactory>;
  /** The server's clock, moved a 30-second step at a time: a code is accepted once per step. */
  let now = Date.now();

  beforeAll(async () => {
    // Only Date is faked: the database driver's and the server's timers run as usual.
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
    api = await createTestApp({
      env: { AUTH_RATE_LIMIT: '1000', LOGIN_ACCOUNT_LIMIT: '8', ADMIN_REQUIRE_2FA: 'true' },
    });
    newAccount = accountFactory(api, 'two-step');
  });

  afterAll(async () => {
    await api?.close();
    jest.useRealTimers();
  });

  /** The next 30-second step: codes of earlier steps are spent. */
  function nextStep(): void {
    now += STEP_MS;
    jest.setSystemTime(now);
  }

  async function call(path: string, init?: RequestInit): Promise<Answer> {
    const response = await api.request(path, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  }

  const post = (path: string, body: unknown, token?: string) => call(path, json(body, { token }));

  /** A verified account with a password, signed in. */
  async function member(role: 'user' | 'admin' = 'user'): Promise<TestAccount> {
    const account = await newAccount({ role });
    await api.dataSource
      .getRepository(User)
      .update(account.id, { passwordHash: await hashPassword(PASSWORD) });
    return account;
  }

  const codeOf = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: now,
    });

  /** Sets two-step sign-in up for the account: its secret and backup codes. */
  async function turnOn(account: TestAccount): Promise<{ secret: string; backupCodes: string[] }> {
    const setup = await post('/api/auth/2fa/setup/', {}, account.token);
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    const enabled = await post('/api/auth/2fa/enable/', { code: codeOf(secret) }, account.token);
    expect(enabled.status).toBe(200);
    nextStep();
    return { secret, backupCodes: enabled.body.backup_codes as string[] };
  }

  const login = (email: string, password = PASSWORD) =>
    post('/api/auth/login/', { email, password });

  async function mfaToken(email: string): Promise<string> {
    const answer = await login(email);
    expect(answer.status).toBe(200);
    expect(answer.body.mfa_required).toBe(true);
    return answer.body.mfa_token as string;
  }

  const secondStep = (token: string, code: string) =>
    post('/api/auth/login/2fa/', { mfa_token: token, code });

  describe('set-up', () => {
    it('gives a secret, its otpauth URL and a QR code, and stores the secret encrypted, not yet on', async () => {
      const account = await member();
      const setup = await post('/api/auth/2fa/setup/', {}, account.token);
      expect(setup.status).toBe(200);
      expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/ProfileProof:/);
      expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret as string}`);
      expect(setup.body.qr_svg).toMatch(/^<svg/);
      const [row] = await api.dataSource.query(
        `SELECT secret_ciphertext, enabled_at FROM two_step_credentials WHERE user_id = $1`,
        [account.id],
      );
      expect(row.enabled_at).toBeNull();
      expect(row.secret_ciphertext).not.toContain(setup.body.secret);
      // Not on yet: the password alone still signs in.
      expect((await login(account.email)).body).toHaveProperty('access');
    });

    it('turns on with a right code and answers ten distinct backup codes, stored only hashed', async () => {
      const account = await member();
      const { backupCodes } = await turnOn(account);
      expect(backupCodes).toHaveLength(10);
      expect(new Set(backupCodes).size).toBe(10);
      const [row] = await api.dataSource.query(
        `SELECT array_to_string(backup_code_hashes, ',') AS hashes FROM two_step_credentials WHERE user_id = $1`,
        [account.id],
      );
      for (const code of backupCodes) expect(row.hashes).not.toContain(code.replace('-', ''));
      expect(row.hashes.split(',')).toHaveLength(10);
    });

    it('refuses a wrong code (400 with errors.code) and stays off', async () => {
      const account = await member();
      const setup = await post('/api/auth/2fa/setup/', {}, account.token);
      const code = codeOf(setup.body.secret as string);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const answer = await post('/api/auth/2fa/enable/', { code: wrong }, account.token);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ code: [TWO_STEP_MESSAGES.wrongCode] });
      expect((await login(account.email)).body).toHaveProperty('access');
    });

    it('validates the body: no code, a code too long, not a string', async () => {
      const account = await member();
      for (const body of [{}, { code: 'x'.repeat(33) }, { code: 123456 }]) {
        const answer = await post('/api/auth/2fa/enable/', body, account.token);
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toHaveProperty('code');
      }
    });

    it('asks for set-up before a code (400), and refuses a second set-up while on (409)', async () => {
      const account = await member();
      expect((await post('/api/auth/2fa/enable/', { code: '123456' }, account.token)).status).toBe(
        400,
      );
      await turnOn(account);
      const again = await post('/api/auth/2fa/setup/', {}, account.token);
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe(TWO_STEP_MESSAGES.alreadyOn);
    });

    it('needs a signed-in user (401)', async () => {
      expect((await post('/api/auth/2fa/setup/', {})).status).toBe(401);
      expect((await post('/api/auth/2fa/enable/', { code: '123456' })).status).toBe(401);
      expect((await post('/api/auth/2fa/disable/', { password: PASSWORD, code: '1' })).status).toBe(
        401,
      );
    });
  });

  describe('login', () => {
    it('answers an mfa_token and no tokens after the password, then a session for the code', async () => {
      const account = await member();
      const { secret } = await turnOn(account);
      const first = await login(account.email);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['mfa_required', 'mfa_token']);
      const session = await secondStep(first.body.mfa_token as string, codeOf(secret));
      expect(session.status).toBe(200);
      expect(session.body).toMatchObject({
        email: account.email,
        role: 'user',
        user_id: account.id,
      });
      const profile = await call('/api/auth/profile/', {
        headers: { authorization: `Bearer ${session.body.access as string}` },
      });
      expect(profile.status).toBe(200);
    });

    it('refuses a wrong password before any code (401, no mfa_token)', async () => {
      const account = await member();
      await turnOn(account);
      const answer = await login(account.email, 'not the password at all');
      expect(answer.status).toBe(401);
      expect(answer.body).not.toHaveProperty('mfa_token');
    });

    it('never accepts the same code twice, even with a new mfa_token', async () => {
      const account = await member();
      const { secret } = await turnOn(account);
      const code = codeOf(secret);
      expect((await secondStep(await mfaToken(account.email), code)).status).toBe(200);
      const replay = await secondStep(await mfaToken(account.email), code);
      expect(replay.status).toBe(401);
      expect(replay.body).not.toHaveProperty('access');
    });

    it('spends an mfa_token once', async () => {
      const account = await member();
      const { secret } = await turnOn(account);
      const token = await mfaToken(account.email);
      expect((await secondStep(token, codeOf(secret))).status).toBe(200);
      nextStep();
      const again = await secondStep(token, codeOf(secret));
      expect(again.status).toBe(401);
      expect(again.body.detail).toBe(TWO_STEP_MESSAGES.challengeInvalid);
    });

    it('ends the mfa_token at the fifth wrong code: the right one is refused after', async () => {
      const account = await member();
      const { secret } = await turnOn(account);
      const token = await mfaToken(account.email);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await secondStep(token, '000000');
        expect(wrong.status).toBe(401);
        expect(wrong.body.detail).toBe(TWO_STEP_MESSAGES.wrongCode);
      }
      const sixth = await secondStep(token, codeOf(secret));
      expect(sixth.status).toBe(401);
      expect(sixth.body.detail).toBe(TWO_STEP_MESSAGES.challengeInvalid);
      expect(sixth.body).not.toHaveProperty('access');
    });

    it('blocks the account after repeated wrong codes across mfa_tokens (429), as logins are', async () => {
      const account = await member();
      const { secret } = await turnOn(account);
      let token = await mfaToken(account.email);
      for (let attempt = 1; attempt <= 5; attempt += 1) await secondStep(token, '000000');
      token = await mfaToken(account.email);
      for (let attempt = 1; attempt <= 3; attempt += 1) await secondStep(token, '111111');
      const blocked = await secondStep(token, codeOf(secret));
      expect(blocked.status).toBe(429);
      expect(blocked.body.detail).toBe(TOO_MANY_ATTEMPTS);
    });

    it('refuses an expired mfa_token', async () => {
      const account = await member();
      const { secret } = await turnOn(account);
      const token = await mfaToken(account.email);
      await api.dataSource.query(
        `UPDATE mfa_challenges SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [account.id],
      );
      const answer = await secondStep(token, codeOf(secret));
      expect(answer.status).toBe(401);
      expect(answer.body.detail).toBe(TWO_STEP_MESSAGES.challengeInvalid);
    });

    it('accepts a backup code once, in any case and without the dash', async () => {
      const account = await member();
      const { backupCodes } = await turnOn(account);
      const typed = backupCodes[0].replace('-', '').toUpperCase();
      expect((await secondStep(await mfaToken(account.email), typed)).status).toBe(200);
      const twice = await secondStep(await mfaToken(account.email), backupCodes[0]);
      expect(twice.status).toBe(401);
      expect((await secondStep(await mfaToken(account.email), backupCodes[1])).status).toBe(200);
    });

    it('validates the body (400) and refuses an unknown mfa_token (401)', async () => {
      expect((await post('/api/auth/login/2fa/', { code: '123456' })).status).toBe(400);
      expect((await post('/api/auth/login/2fa/', { mfa_token: 'x' })).status).toBe(400);
      const unknown = await secondStep('not-a-token', '123456');
      expect(unknown.status).toBe(401);
      expect(unknown.body.detail).toBe(TWO_STEP_MESSAGES.challengeInvalid);
    });
  });

  describe('turning off', () => {
    it('needs the password and a code; then the password alone signs in again', async () => {
      const account = await member();
      const { secret } = await turnOn(account);
      const wrongPassword = await post(
        '/api/auth/2fa/disable/',
        { password: 'wrong password here', code: codeOf(secret) },
        account.token,
      );
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.detail).toBe(TWO_STEP_MESSAGES.wrongPasswordOrCode);
      const wrongCode = await post(
        '/api/auth/2fa/disable/',
        { password: PASSWORD, code: '000000' },
        account.token,
      );
      expect(wrongCode.status).toBe(400);
      expect(await login(account.email)).toMatchObject({ body: { mfa_required: true } });

      const off = await post(
        '/api/auth/2fa/disable/',
        { password: PASSWORD, code: codeOf(secret) },
        account.token,
      );
      expect(off.status).toBe(200);
      expect(off.body.detail).toBe(TWO_STEP_MESSAGES.disabled);
      expect((await login(account.email)).body).toHaveProperty('access');
      const again = await post(
        '/api/auth/2fa/disable/',
        { password: PASSWORD, code: '123456' },
        account.token,
      );
      expect(again.status).toBe(400);
      expect(again.body.detail).toBe(TWO_STEP_MESSAGES.notOn);
    });
  });

  describe('admins', () => {
    it('refuses every admin route to an admin without two-step sign-in (403 two_step_required)', async () => {
      const admin = await member('admin');
      for (const path of [
        '/api/admin/stats/',
        '/api/auth/admin/user-subscription/',
        '/api/admin/audit/',
      ]) {
        const answer = await call(path, { headers: { authorization: `Bearer ${admin.token}` } });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({
          detail: TWO_STEP_MESSAGES.required,
          code: TWO_STEP_REQUIRED_CODE,
        });
      }
      // The set-up itself stays open to them.
      await turnOn(admin);
      const stats = await call('/api/admin/stats/', {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(stats.status).toBe(200);
    });

    it("resets a user's two-step sign-in, audited; the subscriptions list tells who has it", async () => {
      const admin = await member('admin');
      await turnOn(admin);
      const user = await newAccount({ tier: 'basic' });
      await turnOn(user);
      const list = await call('/api/auth/admin/user-subscription/', {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(
        (list.body.data as { email: string; two_step_enabled: boolean }[]).find(
          (row) => row.email === user.email,
        ),
      ).toMatchObject({ two_step_enabled: true });

      const reset = await call(
        `/api/auth/admin/user-2fa/?email=${encodeURIComponent(user.email.toUpperCase())}`,
        { method: 'DELETE', headers: { authorization: `Bearer ${admin.token}` } },
      );
      expect(reset).toEqual({ status: 200, body: { success: true } });
      const [entry] = await api.dataSource.query(
        `SELECT actor_email, action, target_type, target_id FROM audit_log WHERE action = 'two_step.reset' AND target_id = $1`,
        [user.email],
      );
      expect(entry).toEqual({
        actor_email: admin.email,
        action: 'two_step.reset',
        target_type: 'user',
        target_id: user.email,
      });
      const again = await call(`/api/auth/admin/user-2fa/?email=${user.email}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(again.status).toBe(404);
      expect(again.body.detail).toBe(TWO_STEP_MESSAGES.notOn);
    });

    it('refuses the reset to non-admins (403), unknown addresses (404) and bad input (400)', async () => {
      const admin = await member('admin');
      await turnOn(admin);
      const user = await member();
      await turnOn(user);
      const asUser = await call(`/api/auth/admin/user-2fa/?email=${admin.email}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(asUser.status).toBe(403);
      expect(asUser.body.detail).toBe(PERMISSION_DENIED);
      expect(await login(admin.email)).toMatchObject({ body: { mfa_required: true } });

      const own = await call(`/api/auth/admin/user-2fa/?email=${admin.email}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(own.status).toBe(400);
      expect(own.body.detail).toBe(TWO_STEP_MESSAGES.ownReset);
      const unknown = await call('/api/auth/admin/user-2fa/?email=nobody@example.com', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe(TWO_STEP_MESSAGES.userNotFound);
      const invalid = await call('/api/auth/admin/user-2fa/?email=not-an-address', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toHaveProperty('email');
      const anonymous = await call(`/api/auth/admin/user-2fa/?email=${user.email}`, {
        method: 'DELETE',
      });
      expect(anonymous.status).toBe(401);
    });
  });

  it('keeps the unverified-address rule before the code', async () => {
    const account = await member();
    await turnOn(account);
    await api.dataSource.getRepository(User).update(account.id, { isVerified: false });
    const answer = await login(account.email);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ detail: AUTH_MESSAGES.unverified });
  });
});
