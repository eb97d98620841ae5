import { isValidEmail, MESSAGES } from '@profileproof/contracts';
import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { User } from '../src/users/entities/user.entity';
import { json } from './support/http';
import { MailCatcher } from './support/mail-catcher';
import { ProbeModule } from './support/probe.module';
import { createTestApp, type TestApp } from './support/test-app';

const INVALID_EMAIL = {
  detail: 'Validation failed',
  errors: { email: [MESSAGES.validation.emailInvalid] },
};
const TOO_DEEP = { detail: 'The request is nested too deeply (at most 32 levels)' };
const TOO_MANY = { detail: 'The request has too many values (at most 10,000)' };

/** `{"a": [[[…]]]}`, `depth` arrays deep, as text: JSON.stringify itself would recurse. */
const deeplyNested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const PASSWORD = 'a long passphrase 42';

describe('hostile input', () => {
  let api: TestApp;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    api = await createTestApp({
      imports: [ProbeModule],
      env: { SMTP_URL: mail.url, AUTH_RATE_LIMIT: '1000000' },
    });
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  async function call(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: unknown }> {
    const response = await api.request(path, init);
    return { status: response.status, body: await response.json() };
  }

  describe('e-mail addresses', () => {
    // Cubic for the old rule /^\S+@\S+\.\S+$/: one request held the API for many seconds, and it answered nothing else meanwhile.
    const hostile = `${'@.'.repeat(3200)} x`;

    it.each([
      '/api/auth/login/',
      '/api/auth/signup/',
      '/api/auth/password-reset/',
      '/api/auth/resend-verification/',
    ])('refuses a hostile address at %s at once, with the spec message', async (path) => {
      const fields = path.endsWith('login/')
        ? { email: hostile, password: PASSWORD }
        : path.endsWith('signup/')
          ? { email: hostile, password: PASSWORD, password2: PASSWORD }
          : { email: hostile };
      const [answer, health] = await Promise.all([
        call(path, json(fields)),
        api.request('/api/health'),
      ]);
      expect(answer).toEqual({ status: 400, body: INVALID_EMAIL });
      expect(health.status).toBe(200);
    });

    it('refuses an address of 255 characters, and takes one of 254', async () => {
      const domain = '@example.com';
      const longest = `${'a'.repeat(254 - domain.length)}${domain}`;
      const tooLong = await call('/api/auth/resend-verification/', json({ email: `a${longest}` }));
      expect(tooLong).toEqual({ status: 400, body: INVALID_EMAIL });
      expect((await call('/api/auth/resend-verification/', json({ email: longest }))).status).toBe(
        200,
      );
    });

    it('refuses several recipients in one address at sign-up: no account, no mail', async () => {
      for (const email of [
        'victim@example.com,attacker@evil.example',
        'victim@example.com;attacker@evil.example',
      ]) {
        const answer = await call(
          '/api/auth/signup/',
          json({ email, password: PASSWORD, password2: PASSWORD }),
        );
        expect(answer).toEqual({ status: 400, body: INVALID_EMAIL });
      }
      expect(await api.dataSource.getRepository(User).count()).toBe(0);
      await expectNoMailTo('victim@example.com', 'attacker@evil.example');
    });

    it('refuses a password reset for an address holding several recipients, even one stored before the rule', async () => {
      const email = 'victim@example.com,attacker@evil.example';
      await api.dataSource.getRepository(User).insert({ email, role: 'user', isVerified: true });
      const answer = await call('/api/auth/password-reset/', json({ email }));
      expect(answer).toEqual({ status: 400, body: INVALID_EMAIL });
      await expectNoMailTo('victim@example.com', 'attacker@evil.example');
    });

    /** Sends a mail the API does send, then checks that nothing else arrived before it. */
    async function expectNoMailTo(...addresses: string[]): Promise<void> {
      const control = `control-${Date.now()}@example.com`;
      await call(
        '/api/auth/signup/',
        json({ email: control, password: PASSWORD, password2: PASSWORD }),
      );
      await mail.mailTo(control);
      for (const address of addresses) expect(mail.pendingFor(address)).toEqual([]);
    }

    it('accepts only what the mailer reads as exactly that one address', () => {
      // Ordinary characters, and now and then one with a meaning in address syntax.
      const unit = fc.oneof(
        { arbitrary: fc.constantFrom(...'ab1.-_+'), weight: 6 },
        { arbitrary: fc.constantFrom(...'\'!#$%&*/=?^`{|}~"(),:;<>@[]\\ \t\n'), weight: 1 },
      );
      const text = fc.string({ unit, minLength: 1, maxLength: 8 });
      let accepted = 0;
      fc.assert(
        fc.property(text, text, text, (local, domain, tld) => {
          const email = `${local}@${domain}.${tld}`;
          if (!isValidEmail(email)) return;
          accepted += 1;
          expect(addressparser(email)).toEqual([{ address: email, name: '' }]);
        }),
        { numRuns: 3000 },
      );
      // Enough of them passed the rule for the property to say something.
      expect(accepted).toBeGreaterThan(100);
    });
  });

  describe('nesting and size', () => {
    it('refuses a body nested 40,000 deep with 400, on any route, signed in or not', async () => {
      for (const path of ['/api/probe/echo', '/api/auth/login/', '/api/contact/submit/']) {
        const answer = await call(path, json(deeplyNested(40_000)));
        expect(answer).toEqual({ status: 400, body: TOO_DEEP });
      }
    });

    it('refuses a body nested 33 deep, and reads one nested 32 deep', async () => {
      expect(await call('/api/probe/echo', json(deeplyNested(32)))).toEqual({
        status: 400,
        body: TOO_DEEP,
      });
      // 31 arrays in an object: 32 levels, then the DTO's own rules speak.
      const accepted = await call('/api/probe/echo', json(deeplyNested(31)));
      expect(accepted.status).toBe(400);
      expect(accepted.body).toMatchObject({ detail: 'Validation failed' });
    });

    it('refuses deep nesting inside a field the DTO itself walks', async () => {
      const address = `${'{"city":'.repeat(3000)}"x"${'}'.repeat(3000)}`;
      const answer = await call('/api/probe/echo', json(`{"name":"Ada","address":${address}}`));
      expect(answer).toEqual({ status: 400, body: TOO_DEEP });
    });

    it('refuses more than 10,000 keys and elements', async () => {
      const many = await call(
        '/api/probe/echo',
        json({ name: 'Ada', list: Array.from({ length: 10_000 }, () => 0) }),
      );
      expect(many).toEqual({ status: 400, body: TOO_MANY });
      // Short keys (base 36), to stay under the 100 KB body limit.
      const keys = Object.fromEntries(
        Array.from({ length: 10_001 }, (_, index) => [index.toString(36), 0]),
      );
      expect(await call('/api/probe/echo', json(keys))).toEqual({ status: 400, body: TOO_MANY });
    });

    it('still answers after all of it', async () => {
      expect((await api.request('/api/health')).status).toBe(200);
      expect(
        await call('/api/probe/echo', json({ name: 'Ada', address: { city: 'Paris' } })),
      ).toEqual({
        status: 201,
        body: { name: 'Ada', address: { city: 'Paris' } },
      });
    });
  });
});
