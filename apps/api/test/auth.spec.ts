import { createHash } from 'node:crypto';
import { verify as verifyArgon2 } from '@node-rs/argon2';
import type { ConfigType } from '@nestjs/config';
import { type AuthResponse, MESSAGES } from '@profileproof/contracts';
import { PASSWORD_CONTEXT_MESSAGES } from '@profileproof/contracts/password-context';
import { decode, sign, type SignOptions } from 'jsonwebtoken';
import { EmailToken } from '../src/auth/entities/email-token.entity';
import { RefreshToken } from '../src/auth/sessions/entities/refresh-token.entity';
import { authConfig } from '../src/config';
import { User } from '../src/users/entities/user.entity';
import { UsersService } from '../src/users/users.service';
import { AccessProbeModule } from './support/access-probe.module';
import { bearer, json } from './support/http';
import { captureStdout } from './support/logs';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { createTestApp, type TestApp } from './support/test-app';

const WEB_ORIGIN = 'http://app.example.test';
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'console keys 2024';
const PASSWORD = 'correct horse battery';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

describe('authentication', () => {
  let api: TestApp;
  let mail: MailCatcher;
  /** Every answer body and log line, for the leak checks at the end. */
  const answers: string[] = [];
  let logged: string[] = [];
  /** Every password and token the tests handled. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    logged = captureStdout();
    mail = await MailCatcher.start();
    api = await createTestApp({
      imports: [AccessProbeModule],
      env: {
        SMTP_URL: mail.url,
        WEB_ORIGIN,
        MAIL_FROM: 'ProfileProof <hello@profileproof.test>',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'debug',
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
    jest.restoreAllMocks();
  });

  async function call(path: string, init?: RequestInit): Promise<Answer> {
    const response = await api.request(path, init);
    const text = await response.text();
    answers.push(text);
    return {
      status: response.status,
      body: text ? JSON.parse(text) : {},
      headers: response.headers,
    };
  }

  const post = (path: string, body: unknown, token?: string) => call(path, json(body, { token }));

  async function signup(email: string, password = PASSWORD, password2 = password): Promise<Answer> {
    secrets.add(password);
    return post('/api/auth/signup/', { email, password, password2 });
  }

  /** The token of the next verification mail to `email`. */
  async function verificationToken(email: string): Promise<string> {
    const message = await mail.mailTo(email);
    const token = linkIn(message.text, '/verify-email/').pathname.split('/').pop() ?? '';
    secrets.add(token);
    return token;
  }

  async function login(email: string, password = PASSWORD): Promise<Answer> {
    const answer = await post('/api/auth/login/', { email, password });
    if (answer.status === 200) {
      secrets.add(answer.body.access as string);
      secrets.add(answer.body.refresh as string);
    }
    return answer;
  }

  /** A verified account, signed up and verified through the API; answers its login. */
  async function verifiedAccount(email: string, password = PASSWORD): Promise<AuthResponse> {
    expect((await signup(email, password)).status).toBe(201);
    expect(
      (await post('/api/auth/verify-email/', { token: await verificationToken(email) })).status,
    ).toBe(200);
    const answer = await login(email, password);
    expect(answer.status).toBe(200);
    return answer.body as unknown as AuthResponse;
  }

  const userRow = (email: string) =>
    api.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOneOrFail();

  async function refresh(token: string): Promise<Answer> {
    const answer = await post('/api/auth/refresh/', { refresh: token });
    if (answer.status === 200) secrets.add(answer.body.refresh as string);
    return answer;
  }

  describe('sign-up', () => {
    it('creates an unverified account with an argon2id hash and mails a verification link', async () => {
      const answer = await signup('  New.User@Example.com ');
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        message: 'Registration successful. Please check your email to verify your account.',
      });

      const user = await userRow('new.user@example.com');
      expect(user).toMatchObject({
        // Stored in canonical form (issue 36): trimmed, lower-cased.
        email: 'new.user@example.com',
        role: 'user',
        isVerified: false,
        googleSub: null,
      });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyArgon2(user.passwordHash ?? '', PASSWORD)).toBe(true);

      const message = await mail.mailTo('New.User@Example.com');
      expect(message.subject).toBe('Verify your ProfileProof e-mail address');
      expect(message.from).toBe('ProfileProof <hello@profileproof.test>');
      const link = linkIn(message.text, '/verify-email/');
      expect(link.origin).toBe(WEB_ORIGIN);
      const token = link.pathname.split('/').pop() ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(message.html).toContain(link.href);
      expect(message.text).toContain('24 hours');

      // Only the token's hash is stored.
      const stored = await api.dataSource
        .getRepository(EmailToken)
        .findOneByOrFail({ userId: user.id });
      expect(stored).toMatchObject({
        purpose: 'verify_email',
        tokenHash: sha256(token),
        usedAt: null,
      });
      const hoursValid = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000;
      expect(hoursValid).toBeCloseTo(24, 1);
    });

    it.each([
      [{ password: PASSWORD, password2: PASSWORD }, 'email', 'Email is required'],
      [{ email: '   ', password: PASSWORD, password2: PASSWORD }, 'email', 'Email is required'],
      [
        { email: 'not-an-address', password: PASSWORD, password2: PASSWORD },
        'email',
        'Please provide valid Email address',
      ],
      [
        { email: 'no space@example.com', password: PASSWORD, password2: PASSWORD },
        'email',
        'Please provide valid Email address',
      ],
      [
        { email: 'nodot@example', password: PASSWORD, password2: PASSWORD },
        'email',
        'Please provide valid Email address',
      ],
      [
        { email: `${'a'.repeat(250)}@x.com`, password: PASSWORD, password2: PASSWORD },
        'email',
        'Please provide valid Email address',
      ],
      [
        { email: 42, password: PASSWORD, password2: PASSWORD },
        'email',
        'Please provide valid Email address',
      ],
      [{ email: 'v@example.com', password2: PASSWORD }, 'password', 'Password is required'],
      [
        { email: 'v@example.com', password: 'short', password2: 'short' },
        'password',
        'Password must be at least 8 characters',
      ],
      [
        { email: 'v@example.com', password: 'x'.repeat(129), password2: 'x'.repeat(129) },
        'password',
        'Password must be at most 128 characters',
      ],
      [
        { email: 'v@example.com', password: 'password', password2: 'password' },
        'password',
        MESSAGES.validation.passwordTooCommon,
      ],
      [
        { email: 'v@example.com', password: 'PassWord1', password2: 'PassWord1' },
        'password',
        MESSAGES.validation.passwordTooCommon,
      ],
      [
        { email: 'v@example.com', password: 'iloveyou', password2: 'iloveyou' },
        'password',
        MESSAGES.validation.passwordTooCommon,
      ],
      [
        {
          email: 'grace.hopper@example.com',
          password: 'Grace.Hopper@example.com',
          password2: 'Grace.Hopper@example.com',
        },
        'password',
        PASSWORD_CONTEXT_MESSAGES.containsEmail,
      ],
      [
        {
          email: 'grace.hopper@example.com',
          password: 'GraceHopper1906',
          password2: 'GraceHopper1906',
        },
        'password',
        PASSWORD_CONTEXT_MESSAGES.containsEmail,
      ],
      [
        {
          email: ' grace+news@example.com',
          password: 'amazing-grace-42',
          password2: 'amazing-grace-42',
        },
        'password',
        PASSWORD_CONTEXT_MESSAGES.containsEmail,
      ],
      [
        {
          email: 'v@example.com',
          password: 'my Profile-Proof key',
          password2: 'my Profile-Proof key',
        },
        'password',
        PASSWORD_CONTEXT_MESSAGES.containsProductName,
      ],
      [
        { email: 'v@example.com', password: 'PROFILEPROOF', password2: 'PROFILEPROOF' },
        'password',
        PASSWORD_CONTEXT_MESSAGES.containsProductName,
      ],
      [{ email: 'v@example.com', password: PASSWORD }, 'password2', 'Please confirm your password'],
      [
        { email: 'v@example.com', password: PASSWORD, password2: `${PASSWORD}!` },
        'password2',
        'Passwords do not match',
      ],
    ])('refuses %j: %s "%s"', async (body, field, message) => {
      const answer = await post('/api/auth/signup/', body);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe('Validation failed');
      // One message per field: the first rule it breaks.
      expect(answer.body.errors).toEqual({ [field]: [message] });
    });

    it('refuses one of the most common passwords: no account, no mail', async () => {
      const answer = await signup('common@example.com', 'Qwerty123');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        detail: 'Validation failed',
        errors: { password: [MESSAGES.validation.passwordTooCommon] },
      });
      expect(MESSAGES.validation.passwordTooCommon).toBe(
        'This password is too common. Please choose a less predictable one.',
      );
      expect(
        await api.dataSource.getRepository(User).countBy({ email: 'common@example.com' }),
      ).toBe(0);
      expect(mail.pendingFor('common@example.com')).toEqual([]);
    });

    it('refuses a password built from the address or the product name: no account, no mail', async () => {
      const answer = await signup('margaret.hamilton@example.com', 'margaret-hamilton-1969');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        detail: 'Validation failed',
        errors: { password: [PASSWORD_CONTEXT_MESSAGES.containsEmail] },
      });
      expect(PASSWORD_CONTEXT_MESSAGES.containsEmail).toBe(
        'Your password must not contain your email address or the part of it before the @.',
      );
      expect(PASSWORD_CONTEXT_MESSAGES.containsProductName).toBe(
        'Your password must not contain the name ProfileProof.',
      );
      expect(
        await api.dataSource
          .getRepository(User)
          .countBy({ email: 'margaret.hamilton@example.com' }),
      ).toBe(0);
      expect(mail.pendingFor('margaret.hamilton@example.com')).toEqual([]);
      // A local part under 4 characters may appear inside a longer password.
      expect((await signup('ada@example.com', 'adamant table 42')).status).toBe(201);
    });

    it('accepts a long passphrase, up to 128 characters', async () => {
      const passphrase = 'a sentence long enough to remember and hard to guess, '
        .repeat(3)
        .slice(0, 128);
      expect(passphrase).toHaveLength(128);
      await verifiedAccount('passphrase@example.com', passphrase);
      expect((await login('passphrase@example.com', passphrase)).status).toBe(200);
    });

    it('reports every invalid field at once, and refuses unknown fields', async () => {
      const answer = await post('/api/auth/signup/', {
        email: '',
        password: '',
        password2: '',
        role: 'admin',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        email: ['Email is required'],
        password: ['Password is required'],
        password2: ['Please confirm your password'],
        role: ['property role should not exist'],
      });
    });

    it("resends the verification mail for a registered, unverified address, binding the new link to the new password (the account's is unchanged until a link is used)", async () => {
      expect((await signup('again@example.com')).status).toBe(201);
      const firstToken = await verificationToken('again@example.com');
      const hashBefore = (await userRow('again@example.com')).passwordHash;

      const again = await signup(' AGAIN@example.com', 'a different password');
      expect(again.status).toBe(200);
      expect(again.body).toEqual({
        message:
          'This email is already registered but not verified. We have sent you a new verification email: please check your inbox.',
        verification_resent: true,
      });
      const secondToken = await verificationToken('again@example.com');
      expect(secondToken).not.toBe(firstToken);
      expect((await userRow('again@example.com')).passwordHash).toBe(hashBefore);
      expect(await api.dataSource.getRepository(User).countBy({ email: 'again@example.com' })).toBe(
        1,
      );

      // Either link verifies, with the password of the sign-up that asked for it (see account-takeover.spec.ts).
      expect((await post('/api/auth/verify-email/', { token: secondToken })).status).toBe(200);
      expect((await login('again@example.com')).status).toBe(401);
      expect((await login('again@example.com', 'a different password')).status).toBe(200);
    });

    it('creates one account when the same address signs up twice at once', async () => {
      const answers = await Promise.all([signup('twice@example.com'), signup('twice@example.com')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(await api.dataSource.getRepository(User).countBy({ email: 'twice@example.com' })).toBe(
        1,
      );
    });
  });

  describe('e-mail verification', () => {
    it('verifies once: the same link fails the second time', async () => {
      await signup('verify@example.com');
      const token = await verificationToken('verify@example.com');
      const first = await post('/api/auth/verify-email/', { token });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ detail: 'Email verified successfully.' });
      expect((await userRow('verify@example.com')).isVerified).toBe(true);

      const second = await post('/api/auth/verify-email/', { token });
      expect(second.status).toBe(400);
      expect(second.body).toEqual({ detail: 'The verification link is invalid or has expired.' });
    });

    it('spends the other verification links of the account', async () => {
      await signup('two-links@example.com');
      const first = await verificationToken('two-links@example.com');
      await post('/api/auth/resend-verification/', { email: 'two-links@example.com' });
      const second = await verificationToken('two-links@example.com');
      expect((await post('/api/auth/verify-email/', { token: second })).status).toBe(200);
      expect((await post('/api/auth/verify-email/', { token: first })).status).toBe(400);
    });

    it('refuses unknown and expired tokens', async () => {
      expect((await post('/api/auth/verify-email/', { token: 'x'.repeat(43) })).body).toEqual({
        detail: 'The verification link is invalid or has expired.',
      });

      await signup('expired@example.com');
      const token = await verificationToken('expired@example.com');
      await api.dataSource
        .getRepository(EmailToken)
        .update({ tokenHash: sha256(token) }, { expiresAt: new Date(Date.now() - 1000) });
      const answer = await post('/api/auth/verify-email/', { token });
      expect(answer.status).toBe(400);
      expect((await userRow('expired@example.com')).isVerified).toBe(false);
    });

    it('validates the body', async () => {
      expect((await post('/api/auth/verify-email/', {})).body.errors).toEqual({
        token: ['Token is required'],
      });
      expect((await post('/api/auth/verify-email/', { token: 7 })).body.errors).toEqual({
        token: ['Token must be a string'],
      });
    });
  });

  describe('resend verification', () => {
    it('answers the same for an unknown, a verified and an unverified address, and mails only the last', async () => {
      await verifiedAccount('resend-verified@example.com');
      await signup('resend-pending@example.com');
      await verificationToken('resend-pending@example.com');
      const tokensBefore = await api.dataSource.getRepository(EmailToken).count();

      const unknown = await post('/api/auth/resend-verification/', { email: 'nobody@example.com' });
      const verified = await post('/api/auth/resend-verification/', {
        email: 'resend-verified@example.com',
      });
      expect(await api.dataSource.getRepository(EmailToken).count()).toBe(tokensBefore);
      const pending = await post('/api/auth/resend-verification/', {
        email: 'RESEND-pending@example.com',
      });

      for (const answer of [unknown, verified, pending]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          detail:
            'If an account with this email exists and is not verified yet, a new verification link has been sent.',
        });
      }
      const token = await verificationToken('resend-pending@example.com');
      expect((await post('/api/auth/verify-email/', { token })).status).toBe(200);
      expect(mail.pendingFor('nobody@example.com')).toEqual([]);
      expect(mail.pendingFor('resend-verified@example.com')).toEqual([]);
    });

    it('validates the address', async () => {
      expect((await post('/api/auth/resend-verification/', {})).body.errors).toEqual({
        email: ['Email is required'],
      });
      expect((await post('/api/auth/resend-verification/', { email: 'x' })).body.errors).toEqual({
        email: ['Please provide valid Email address'],
      });
    });
  });

  describe('login', () => {
    it('answers the Auth response with a short-lived HS256 access token', async () => {
      await verifiedAccount('login@example.com');
      const answer = await login(' LOGIN@example.com ');
      expect(answer.status).toBe(200);
      const user = await userRow('login@example.com');
      expect(answer.body).toEqual({
        access: expect.any(String),
        refresh: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        role: 'user',
        email: 'login@example.com',
        user_id: user.id,
        is_new_user: false,
      });
      const token = decode(answer.body.access as string, { complete: true });
      expect(token?.header.alg).toBe('HS256');
      const claims = token?.payload as Record<string, unknown>;
      expect(claims).toMatchObject({
        sub: String(user.id),
        role: 'user',
        email: 'login@example.com',
        type: 'access',
        iss: 'profileproof-api',
        aud: 'profileproof-web',
      });
      expect((claims.exp as number) - (claims.iat as number)).toBe(900);

      const stored = await api.dataSource
        .getRepository(RefreshToken)
        .findOneByOrFail({ tokenHash: sha256(answer.body.refresh as string) });
      expect(stored).toMatchObject({ userId: user.id, revokedAt: null, replacedById: null });
      // The access token names its session: the refresh token's family.
      expect(claims.sid).toBe(stored.familyId);
    });

    it('gives one answer for an unknown address, a wrong password and an account without a password', async () => {
      await verifiedAccount('wrong@example.com');
      await api.app
        .get(UsersService)
        .createFromGoogle('google-only@example.com', 'google-sub-only');
      const answers = [
        await login('nobody@example.com'),
        await login('wrong@example.com', 'not the password'),
        await login('google-only@example.com', 'any password at all'),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ detail: MESSAGES.login.invalidCredentials });
      }
    });

    it('refuses an unverified account with the right password with 403, and the wrong one with 401', async () => {
      await signup('unverified@example.com');
      const right = await login('unverified@example.com');
      expect(right.status).toBe(403);
      expect(right.body).toEqual({
        detail:
          'Please verify your email address before logging in. Check your inbox for the verification link.',
      });
      expect((await login('unverified@example.com', 'wrong password')).status).toBe(401);
    });

    it('validates the body', async () => {
      expect((await post('/api/auth/login/', {})).body.errors).toEqual({
        email: ['Email is required'],
        password: ['Password is required'],
      });
    });

    it('logs in the admin configured by ADMIN_EMAIL/ADMIN_PASSWORD with role admin', async () => {
      const answer = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(answer.status).toBe(200);
      expect(answer.body.role).toBe('admin');
    });

    it('never gives an admin account a common password (what ADMIN_PASSWORD and admin:create run)', async () => {
      const users = api.app.get(UsersService);
      await expect(users.ensureAdmin('new-admin@example.com', 'Password1')).rejects.toThrow(
        MESSAGES.validation.passwordTooCommon,
      );
      expect(await users.findByEmail('new-admin@example.com')).toBeNull();
      await expect(users.ensureAdmin(ADMIN_EMAIL, 'letmein123')).rejects.toThrow(
        MESSAGES.validation.passwordTooCommon,
      );
      expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    });

    it('never gives an admin account a password built from its address or the product name', async () => {
      const users = api.app.get(UsersService);
      await expect(users.ensureAdmin('ops.lead@example.com', 'Ops.Lead-2024!')).rejects.toThrow(
        PASSWORD_CONTEXT_MESSAGES.containsEmail,
      );
      await expect(users.ensureAdmin('ops.lead@example.com', 'ProfileProof-2024!')).rejects.toThrow(
        PASSWORD_CONTEXT_MESSAGES.containsProductName,
      );
      expect(await users.findByEmail('ops.lead@example.com')).toBeNull();
      await expect(users.ensureAdmin(ADMIN_EMAIL, 'admin-console-2024')).rejects.toThrow(
        PASSWORD_CONTEXT_MESSAGES.containsEmail,
      );
      expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    });
  });

  describe('access tokens and the guards', () => {
    let user: AuthResponse;
    let secret: string;
    const claimsOf = (overrides: Record<string, unknown> = {}) => ({
      sub: String(user.user_id),
      role: 'user',
      email: user.email,
      type: 'access',
      // The session the token belongs to (see sessions.spec.ts).
      sid: (decode(user.access) as { sid: string }).sid,
      ...overrides,
    });
    const signed = (claims: object, options: SignOptions = {}, key?: string) =>
      sign(claims, key ?? secret, {
        algorithm: 'HS256',
        issuer: 'profileproof-api',
        audience: 'profileproof-web',
        ...options,
      });

    beforeAll(async () => {
      user = await verifiedAccount('guarded@example.com');
      secret = api.app.get<ConfigType<typeof authConfig>>(authConfig.KEY).jwtSecret;
    });

    it('answers the profile to its user', async () => {
      const answer = await call('/api/auth/profile/', bearer(user.access));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        id: user.user_id,
        email: 'guarded@example.com',
        role: 'user',
        is_verified: true,
        has_password: true,
        two_step_enabled: false,
      });
      expect((await call('/api/auth/profile', bearer(user.access))).status).toBe(200);
    });

    it('refuses a request without a token', async () => {
      const answer = await call('/api/auth/profile/');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(
        (await call('/api/auth/profile/', { headers: { authorization: 'Basic abc' } })).status,
      ).toBe(401);
    });

    it.each([
      ['garbage', () => 'not.a.token'],
      ['expired', () => signed({ ...claimsOf(), exp: Math.floor(Date.now() / 1000) - 60 })],
      [
        'signed with another secret',
        () => signed(claimsOf(), { expiresIn: 60 }, 'another secret of at least 32 characters!'),
      ],
      [
        'signed with HS512 (algorithm not allowed)',
        () => signed(claimsOf(), { expiresIn: 60, algorithm: 'HS512' }),
      ],
      [
        'unsigned (alg none)',
        () =>
          sign(claimsOf(), '', {
            algorithm: 'none',
            issuer: 'profileproof-api',
            audience: 'profileproof-web',
          }),
      ],
      [
        'for another audience',
        () => signed(claimsOf(), { expiresIn: 60, audience: 'someone-else' }),
      ],
      ['from another issuer', () => signed(claimsOf(), { expiresIn: 60, issuer: 'someone-else' })],
      ['of another type', () => signed(claimsOf({ type: 'refresh' }), { expiresIn: 60 })],
      ['with an unknown role', () => signed(claimsOf({ role: 'root' }), { expiresIn: 60 })],
      ['without a session (sid)', () => signed(claimsOf({ sid: undefined }), { expiresIn: 60 })],
      [
        'with a session id that is not one',
        () => signed(claimsOf({ sid: "x' OR '1'='1" }), { expiresIn: 60 }),
      ],
      ['a refresh token', () => user.refresh],
    ])('refuses an access token %s with 401', async (_case, token) => {
      const answer = await call('/api/auth/profile/', bearer(token()));
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: 'Invalid or expired access token.' });
    });

    it('accepts a token it signed itself with the same claims (the cases above fail for their reason only)', async () => {
      expect(
        (await call('/api/auth/profile/', bearer(signed(claimsOf(), { expiresIn: 60 })))).status,
      ).toBe(200);
    });

    it('lets @Roles routes refuse other roles with 403 and admit admins', async () => {
      expect((await call('/api/probe/access/admin')).status).toBe(401);
      const asUser = await call('/api/probe/access/admin', bearer(user.access));
      expect(asUser.status).toBe(403);
      expect(asUser.body).toEqual({ detail: 'You do not have permission to perform this action.' });

      const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const asAdmin = await call('/api/probe/access/admin', bearer(admin.body.access as string));
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body).toEqual({ role: 'admin' });
    });

    it('hands the authenticated user to the route (@CurrentUser)', async () => {
      const answer = await call('/api/probe/access/signed-in', bearer(user.access));
      expect(answer.body).toEqual({ id: user.user_id, email: 'guarded@example.com', role: 'user' });
    });

    it('documents the routes in OpenAPI: tag, body, answers, bearer security where needed', async () => {
      const { paths } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<
          string,
          Record<
            string,
            {
              tags: string[];
              security?: unknown;
              parameters?: unknown[];
              requestBody?: unknown;
              responses: object;
            }
          >
        >;
      };
      const routes = [
        'signup',
        'verify-email',
        'resend-verification',
        'login',
        'refresh',
        'logout',
        'password-reset',
        'google',
      ];
      for (const route of routes) {
        const operation = paths[`/api/auth/${route}`].post;
        expect(operation.tags).toEqual(['auth']);
        expect(operation.requestBody).toBeDefined();
        expect(operation.security).toBeUndefined();
        expect(operation.parameters ?? []).toEqual([]);
      }
      expect(
        paths['/api/auth/password-reset-confirm/{uid}/{token}'].post.requestBody,
      ).toBeDefined();
      expect(paths['/api/auth/profile'].get.security).toEqual([{ bearer: [] }]);
      expect(paths['/api/auth/google/start'].get.responses).toHaveProperty('302');
      expect(paths['/api/auth/login'].post.responses).toHaveProperty('429');
    });

    it('keeps public routes public', async () => {
      expect((await call('/api/health')).status).toBe(200);
      expect((await api.request('/api/docs-json')).status).toBe(200);
    });
  });

  describe('refresh tokens', () => {
    it('rotate: the pair is new, the access token works, the old refresh token is spent', async () => {
      const session = await verifiedAccount('rotate@example.com');
      const rotated = await refresh(session.refresh);
      expect(rotated.status).toBe(200);
      expect(rotated.body).toEqual({
        access: expect.any(String),
        refresh: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(rotated.body.refresh).not.toBe(session.refresh);
      expect((await call('/api/auth/profile/', bearer(rotated.body.access as string))).status).toBe(
        200,
      );

      const [old, next] = await Promise.all([
        api.dataSource
          .getRepository(RefreshToken)
          .findOneByOrFail({ tokenHash: sha256(session.refresh) }),
        api.dataSource
          .getRepository(RefreshToken)
          .findOneByOrFail({ tokenHash: sha256(rotated.body.refresh as string) }),
      ]);
      expect(old.revokedAt).not.toBeNull();
      expect(old.replacedById).toBe(next.id);
      expect(next.familyId).toBe(old.familyId);

      expect((await refresh(rotated.body.refresh as string)).status).toBe(200);
    });

    it('revoke the whole family when a spent token is used again after the grace, and only that family', async () => {
      const session = await verifiedAccount('reuse@example.com');
      const otherSession = await login('reuse@example.com');
      const rotated = await refresh(session.refresh);
      expect(rotated.status).toBe(200);
      // Rotated longer ago than REFRESH_REUSE_GRACE_SECONDS (refresh-grace.spec.ts: within it).
      await api.dataSource
        .getRepository(RefreshToken)
        .update(
          { tokenHash: sha256(session.refresh) },
          { revokedAt: new Date(Date.now() - 61_000) },
        );

      const reused = await refresh(session.refresh);
      expect(reused.status).toBe(401);
      expect(reused.body).toEqual({ detail: 'Invalid or expired refresh token.' });
      // The token issued in the rotation stopped working too.
      expect((await refresh(rotated.body.refresh as string)).status).toBe(401);
      // Another sign-in of the same user is another family.
      expect((await refresh(otherSession.body.refresh as string)).status).toBe(200);
    });

    it("serialise two uses of one token: the second, within the grace, gets the first one's live token", async () => {
      const session = await verifiedAccount('race@example.com');
      const answers = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[0].body.refresh).toBe(answers[1].body.refresh);
      expect((await refresh(answers[0].body.refresh as string)).status).toBe(200);
    });

    it('refuse unknown and expired tokens, and validate the body', async () => {
      expect((await refresh('x'.repeat(43))).status).toBe(401);
      const session = await verifiedAccount('expired-refresh@example.com');
      await api.dataSource
        .getRepository(RefreshToken)
        .update({ tokenHash: sha256(session.refresh) }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await refresh(session.refresh)).status).toBe(401);
      expect((await post('/api/auth/refresh/', {})).body.errors).toEqual({
        refresh: ['Refresh token is required'],
      });
    });
  });

  describe('logout', () => {
    it('ends the session server-side, with or without an access token', async () => {
      const session = await verifiedAccount('logout@example.com');
      const rotated = await refresh(session.refresh);
      const answer = await post('/api/auth/logout/', { refresh: rotated.body.refresh });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ detail: 'Logged out.' });
      expect((await refresh(rotated.body.refresh as string)).status).toBe(401);

      const second = await login('logout@example.com');
      const withAccess = await post(
        '/api/auth/logout/',
        { refresh: second.body.refresh },
        second.body.access as string,
      );
      expect(withAccess.status).toBe(200);
      expect((await refresh(second.body.refresh as string)).status).toBe(401);
    });

    it('answers the same for an unknown token or none', async () => {
      for (const body of [{ refresh: 'x'.repeat(43) }, {}]) {
        const answer = await post('/api/auth/logout/', body);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ detail: 'Logged out.' });
      }
    });
  });

  describe('password reset', () => {
    const RESET_SENT = {
      detail: 'If an account exists for this email, a password reset link has been sent.',
    };

    /** The {uid} and {token} of the next reset mail to `email`. */
    async function resetLink(email: string): Promise<{ uid: string; token: string; url: URL }> {
      const message = await mail.mailTo(email);
      expect(message.subject).toBe('Reset your ProfileProof password');
      const url = linkIn(message.text, '/reset-password/');
      const [, , uid, token] = url.pathname.split('/');
      secrets.add(token);
      return { uid, token, url };
    }

    const confirm = (uid: string, token: string, password: string, password2 = password) => {
      secrets.add(password);
      return post(`/api/auth/password-reset-confirm/${uid}/${token}/`, { password, password2 });
    };

    it('answers the same for an unknown address, and mails a link to a known one', async () => {
      await verifiedAccount('forgot@example.com');
      const known = await post('/api/auth/password-reset/', { email: 'Forgot@example.com' });
      const unknown = await post('/api/auth/password-reset/', { email: 'nobody-here@example.com' });
      for (const answer of [known, unknown]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(RESET_SENT);
      }
      const { uid, token, url } = await resetLink('forgot@example.com');
      const user = await userRow('forgot@example.com');
      expect(url.origin).toBe(WEB_ORIGIN);
      expect(Buffer.from(uid, 'base64url').toString()).toBe(String(user.id));
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await api.dataSource
        .getRepository(EmailToken)
        .findOneByOrFail({ tokenHash: sha256(token) });
      expect(stored.purpose).toBe('password_reset');
      expect((stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000).toBeCloseTo(
        1,
        1,
      );
      expect(mail.pendingFor('nobody-here@example.com')).toEqual([]);
    });

    it('sets the new password, spends every reset link and ends every session', async () => {
      const first = await verifiedAccount('reset@example.com');
      const second = await login('reset@example.com');
      await post('/api/auth/password-reset/', { email: 'reset@example.com' });
      const older = await resetLink('reset@example.com');
      await post('/api/auth/password-reset/', { email: 'reset@example.com' });
      const link = await resetLink('reset@example.com');

      const answer = await confirm(link.uid, link.token, 'a brand new password');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        detail: 'Your password has been reset. You can now log in with your new password.',
      });

      expect((await login('reset@example.com')).status).toBe(401);
      expect((await login('reset@example.com', 'a brand new password')).status).toBe(200);
      expect((await refresh(first.refresh)).status).toBe(401);
      expect((await refresh(second.body.refresh as string)).status).toBe(401);

      const invalid = { detail: 'The reset link is invalid or has expired.' };
      const reused = await confirm(link.uid, link.token, 'yet another password');
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual(invalid);
      expect((await confirm(older.uid, older.token, 'yet another password')).body).toEqual(invalid);
      expect((await login('reset@example.com', 'a brand new password')).status).toBe(200);
    });

    it('verifies the address of an unverified account (the link proved the mailbox)', async () => {
      await signup('reset-unverified@example.com');
      await verificationToken('reset-unverified@example.com');
      await post('/api/auth/password-reset/', { email: 'reset-unverified@example.com' });
      const link = await resetLink('reset-unverified@example.com');
      expect((await confirm(link.uid, link.token, 'password after reset')).status).toBe(200);
      expect((await login('reset-unverified@example.com', 'password after reset')).status).toBe(
        200,
      );
    });

    it("refuses a link with another user's uid, a malformed uid, an unknown or an expired token", async () => {
      await verifiedAccount('reset-other@example.com');
      await post('/api/auth/password-reset/', { email: 'reset-other@example.com' });
      const link = await resetLink('reset-other@example.com');
      const admin = await userRow(ADMIN_EMAIL);
      const otherUid = Buffer.from(String(admin.id)).toString('base64url');
      const invalid = { detail: 'The reset link is invalid or has expired.' };
      for (const [uid, token] of [
        [otherUid, link.token],
        ['!!', link.token],
        [Buffer.from('0').toString('base64url'), link.token],
        [link.uid, 'y'.repeat(43)],
      ]) {
        const answer = await confirm(uid, token, 'new password 123');
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(invalid);
      }
      await api.dataSource
        .getRepository(EmailToken)
        .update({ tokenHash: sha256(link.token) }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await confirm(link.uid, link.token, 'new password 123')).body).toEqual(invalid);
      expect((await login('reset-other@example.com')).status).toBe(200);
    });

    it("refuses a new password built from the account's address, and the link stays usable", async () => {
      await verifiedAccount('katherine.johnson@example.com');
      await post('/api/auth/password-reset/', { email: 'katherine.johnson@example.com' });
      const link = await resetLink('katherine.johnson@example.com');
      for (const password of ['katherine.johnson@example.com', 'Katherine_Johnson_1918']) {
        const answer = await confirm(link.uid, link.token, password);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          detail: 'Validation failed',
          errors: { password: [PASSWORD_CONTEXT_MESSAGES.containsEmail] },
        });
      }
      expect((await login('katherine.johnson@example.com')).status).toBe(200);
      expect((await confirm(link.uid, link.token, 'orbital mechanics 1962')).status).toBe(200);
      expect((await login('katherine.johnson@example.com', 'orbital mechanics 1962')).status).toBe(
        200,
      );
    });

    it.each([
      [{ password2: 'whatever1' }, 'password', 'Please enter a password'],
      [
        { password: 'ProfileProof 2024', password2: 'ProfileProof 2024' },
        'password',
        PASSWORD_CONTEXT_MESSAGES.containsProductName,
      ],
      [
        { password: 'short', password2: 'short' },
        'password',
        'Password must be at least 8 characters long',
      ],
      [
        { password: 'x'.repeat(129), password2: 'x'.repeat(129) },
        'password',
        'Password must be at most 128 characters',
      ],
      [
        { password: 'Sunshine1', password2: 'Sunshine1' },
        'password',
        MESSAGES.validation.passwordTooCommon,
      ],
      [{ password: 'long enough' }, 'password2', 'Please confirm your password'],
      [
        { password: 'long enough', password2: 'long enougH' },
        'password2',
        'Passwords do not match',
      ],
    ])('validates the new password: %j', async (body, field, message) => {
      const answer = await post(`/api/auth/password-reset-confirm/MQ/${'z'.repeat(43)}/`, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ detail: 'Validation failed', errors: { [field]: [message] } });
    });

    it('validates the address', async () => {
      expect((await post('/api/auth/password-reset/', {})).body.errors).toEqual({
        email: ['Please enter your email address'],
      });
      expect((await post('/api/auth/password-reset/', { email: 'x@y' })).body.errors).toEqual({
        email: ['Please provide valid Email address'],
      });
    });
  });

  describe('Google sign-in without GOOGLE_CLIENT_ID/SECRET', () => {
    it('answers 503 with a detail', async () => {
      const answer = await post('/api/auth/google/', {
        credential: 'header.payload.signature',
        action: 'login',
        flow_secret: 'a'.repeat(43),
      });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ detail: 'Google sign-in is not configured.' });
    });
  });

  describe('what must never leak', () => {
    it('no answer carries a password hash, a token hash or a password', async () => {
      const [tokenHashes, passwordHashes] = await Promise.all([
        api.dataSource.query<{ token_hash: string }[]>(
          'SELECT token_hash FROM refresh_tokens UNION ALL SELECT token_hash FROM email_tokens',
        ),
        api.dataSource.query<{ password_hash: string }[]>(
          'SELECT password_hash FROM users WHERE password_hash IS NOT NULL UNION ALL SELECT password_hash FROM email_tokens WHERE password_hash IS NOT NULL',
        ),
      ]);
      expect(tokenHashes.length).toBeGreaterThan(20);
      const everything = answers.join('\n');
      expect(everything).not.toMatch(/password_hash|passwordHash|token_hash|tokenHash|\$argon2/);
      for (const { token_hash: hash } of tokenHashes) expect(everything).not.toContain(hash);
      for (const { password_hash: hash } of passwordHashes) expect(everything).not.toContain(hash);
      for (const password of [PASSWORD, ADMIN_PASSWORD, 'a brand new password'])
        expect(everything).not.toContain(password);
    });

    it('no log line carries a password, a token or a hash', async () => {
      const logs = logged.join('');
      expect(logs).toContain('POST /api/auth/login/ 200');
      expect(logs).not.toMatch(/\$argon2|password_hash/);
      expect(secrets.size).toBeGreaterThan(20);
      for (const secret of secrets) expect(logs).not.toContain(secret);
    });
  });
});
