import { verify as verifyArgon2 } from '@node-rs/argon2';
import { EmailToken } from '../src/auth/entities/email-token.entity';
import { User } from '../src/users/entities/user.entity';
import { json } from './support/http';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { SqlStatements } from './support/sql-statements';
import { createTestApp, type TestApp } from './support/test-app';

const WEB_ORIGIN = 'http://app.example.test';
const PASSWORD = 'correct horse battery';

/**
 * The statements of the request, without those of the mail worker, which works the jobs of earlier
 * requests meanwhile on the same pool (fetching, recording deliveries, completing).
 */
function requestOnly<T>(run: { result: T; statements: string[] }): {
  result: T;
  statements: string[];
} {
  const byWorker = (statement: string) =>
    /mail_deliveries/.test(statement) ||
    (/\bpgboss\./.test(statement) && !statement.startsWith('INSERT INTO pgboss.job '));
  return { ...run, statements: run.statements.filter((statement) => !byWorker(statement)) };
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Whether an address has an account must not show in the answers of sign-up and forgot-password,
 * nor in the work they do (its time follows the work). Timing itself is measured by
 * `npm run bench:enumeration`, never asserted here.
 */
describe('e-mail enumeration', () => {
  let api: TestApp;
  let mail: MailCatcher;
  let sql: SqlStatements;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    api = await createTestApp({ env: { SMTP_URL: mail.url, WEB_ORIGIN, AUTH_RATE_LIMIT: '1000' } });
    sql = new SqlStatements(api.dataSource);
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  async function post(path: string, body: unknown): Promise<Answer> {
    const response = await api.request(path, json(body));
    return { status: response.status, body: await response.json() };
  }

  const signup = (email: string, password = PASSWORD) =>
    post('/api/auth/signup/', { email, password, password2: password });

  async function verifiedAccount(email: string): Promise<User> {
    expect((await signup(email)).status).toBe(201);
    const token = linkIn((await mail.mailTo(email)).text, '/verify-email/')
      .pathname.split('/')
      .pop();
    expect((await post('/api/auth/verify-email/', { token })).status).toBe(200);
    return api.dataSource.getRepository(User).findOneByOrFail({ email });
  }

  describe('sign-up', () => {
    it('answers a verified address exactly as a new one, changes nothing, and tells the owner', async () => {
      const owner = await verifiedAccount('owner@example.com');
      const tokensBefore = await api.dataSource
        .getRepository(EmailToken)
        .countBy({ userId: owner.id });

      const taken = await signup(' Owner@Example.com', 'a password of the intruder');
      const fresh = await signup('newcomer@example.com', 'a password of the intruder');
      expect(taken).toEqual(fresh);
      expect(taken).toEqual({
        status: 201,
        body: {
          message: 'Registration successful. Please check your email to verify your account.',
        },
      });

      // The account is as it was: same password hash, still verified, no new link, no second account.
      const after = await api.dataSource.getRepository(User).findOneByOrFail({ id: owner.id });
      expect(after).toMatchObject({
        passwordHash: owner.passwordHash,
        isVerified: true,
        email: 'owner@example.com',
      });
      expect(await verifyArgon2(after.passwordHash ?? '', PASSWORD)).toBe(true);
      expect(await api.dataSource.getRepository(EmailToken).countBy({ userId: owner.id })).toBe(
        tokensBefore,
      );
      expect(await api.dataSource.getRepository(User).countBy({ email: 'Owner@Example.com' })).toBe(
        0,
      );
      expect(
        (await post('/api/auth/login/', { email: 'owner@example.com', password: PASSWORD })).status,
      ).toBe(200);
      expect(
        (
          await post('/api/auth/login/', {
            email: 'owner@example.com',
            password: 'a password of the intruder',
          })
        ).status,
      ).toBe(401);

      // The owner learns of it, with the way in; the newcomer gets the usual verification mail.
      const notice = await mail.mailTo('owner@example.com');
      expect(notice.subject).toBe(
        'Someone tried to create a ProfileProof account with your address',
      );
      expect(notice.text).toContain(
        'Someone tried to create a ProfileProof account with your e-mail address.',
      );
      expect(notice.text).toContain(`Log in to ProfileProof: ${WEB_ORIGIN}/login`);
      expect(notice.text).toContain(
        `Forgotten your password? Choose a new one: ${WEB_ORIGIN}/forgot-password`,
      );
      expect(notice.text).toContain('If this was not you, you can ignore this e-mail');
      expect(notice.html).toContain(`href="${WEB_ORIGIN}/login"`);
      expect(notice.html).toContain(`href="${WEB_ORIGIN}/forgot-password"`);
      expect(notice.text).not.toContain('a password of the intruder');
      expect((await mail.mailTo('newcomer@example.com')).subject).toBe(
        'Verify your ProfileProof e-mail address',
      );
      expect(mail.pendingFor('owner@example.com')).toEqual([]);
    });

    it('does the same for an account made with Google (no password): the owner is told, nothing is set', async () => {
      await api.dataSource
        .getRepository(User)
        .insert({ email: 'google.user@example.com', googleSub: 'sub-1', isVerified: true });
      expect(await signup('google.user@example.com')).toEqual({
        status: 201,
        body: {
          message: 'Registration successful. Please check your email to verify your account.',
        },
      });
      expect(
        await api.dataSource
          .getRepository(User)
          .findOneByOrFail({ email: 'google.user@example.com' }),
      ).toMatchObject({
        passwordHash: null,
        isVerified: true,
      });
      expect((await mail.mailTo('google.user@example.com')).subject).toBe(
        'Someone tried to create a ProfileProof account with your address',
      );
    });

    it('sends the same statements for a verified address as for a new one, storing nothing for the first', async () => {
      await verifiedAccount('same-work@example.com');
      const tokensBefore = await api.dataSource.getRepository(EmailToken).count();
      const runs = [];
      // Interleaved, twice each.
      for (const email of [
        'same-work@example.com',
        'same-work-1@example.com',
        'Same-Work@example.com',
        'same-work-2@example.com',
      ]) {
        runs.push(requestOnly(await sql.during(() => signup(email, 'another long password'))));
      }
      for (const run of runs) {
        expect(run.result).toEqual(runs[0].result);
        expect(run.statements).toEqual(runs[0].statements);
      }
      expect(runs[0].statements).toEqual([
        'START TRANSACTION',
        expect.stringMatching(/^INSERT INTO "users"/),
        expect.stringMatching(/^SELECT .* FROM "users"/),
        expect.stringMatching(/^INSERT INTO email_tokens/),
        expect.stringMatching(/^INSERT INTO pgboss\.job /),
        'COMMIT',
      ]);
      // Links for the two new accounts only.
      expect(await api.dataSource.getRepository(EmailToken).count()).toBe(tokensBefore + 2);
      for (const email of [
        'same-work@example.com',
        'same-work@example.com',
        'same-work-1@example.com',
        'same-work-2@example.com',
      ]) {
        await mail.mailTo(email);
      }
    });
  });

  describe('forgot-password', () => {
    it('sends the same statements for an address with an account and one without', async () => {
      await verifiedAccount('forgetful@example.com');
      // Interleaved, twice each, so a difference cannot hide behind a warm cache.
      const runs = [];
      for (const email of [
        'forgetful@example.com',
        'nobody@example.com',
        'Forgetful@example.com',
        'no-one@example.com',
      ]) {
        runs.push(
          requestOnly(await sql.during(() => post('/api/auth/password-reset/', { email }))),
        );
      }
      for (const run of runs) {
        expect(run.result).toEqual({
          status: 200,
          body: {
            detail: 'If an account exists for this email, a password reset link has been sent.',
          },
        });
        expect(run.statements).toEqual(runs[0].statements);
      }
      expect(runs[0].statements).toEqual([
        'START TRANSACTION',
        expect.stringMatching(/^SELECT .* FROM "users"/),
        // The account's older reset links are spent (issue 36): for nobody, the same statement.
        expect.stringMatching(/^UPDATE "email_tokens"/),
        expect.stringMatching(/^INSERT INTO email_tokens/),
        expect.stringMatching(/^INSERT INTO pgboss\.job /),
        'COMMIT',
      ]);

      // The work is the same; only the account's owner gets a link, and only for the account a token is stored.
      expect((await mail.mailTo('forgetful@example.com')).subject).toBe(
        'Reset your ProfileProof password',
      );
      expect((await mail.mailTo('forgetful@example.com')).subject).toBe(
        'Reset your ProfileProof password',
      );
      expect(mail.pendingFor('nobody@example.com')).toEqual([]);
      const resetTokens = await api.dataSource
        .getRepository(EmailToken)
        .countBy({ purpose: 'password_reset' });
      expect(resetTokens).toBe(2);
    });
  });
});
