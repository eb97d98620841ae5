import { Logger } from '@nestjs/common';
import { API_PATHS, MESSAGES } from '@profileproof/contracts';
import { ACCOUNT_API_PATHS, ADDRESS_MESSAGES } from '@profileproof/contracts/account';
import type { QueryRunner } from 'typeorm';
import { CanonicalEmails1796400100000 } from '../src/database/migrations/1796400100000-CanonicalEmails';
import { User } from '../src/users/entities/user.entity';
import { hashPassword } from '../src/users/passwords';
import { UsersService } from '../src/users/users.service';
import { accountFactory } from './support/accounts';
import { json } from './support/http';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'an account password';

/**
 * Issue 36, item 4: one canonical form of an address (NFKC, local part lower-cased, domain through
 * IDNA) is the account's unique key, every lookup, every rate-limit key and every mail recipient;
 * spellings that pass for another address are refused with a 400; existing rows migrate, and a
 * collision is reported, not merged.
 */
describe('one canonical identity per address', () => {
  let api: TestApp;
  let mail: MailCatcher;
  let counter = 0;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    api = await createTestApp({
      env: { SMTP_URL: mail.url, AUTH_RATE_LIMIT: '1000', LOGIN_ACCOUNT_LIMIT: '3' },
    });
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
    jest.restoreAllMocks();
  });

  const send = (path: string, body: unknown, token?: string) =>
    api.request(path, json(body, { token }));
  const signup = (email: string) =>
    send(API_PATHS.auth.signup, { email, password: PASSWORD, password2: PASSWORD });
  const users = () => api.dataSource.getRepository(User);

  /** A verified account with PASSWORD, straight in the database (stored as the service stores it). */
  async function verified(email: string): Promise<User> {
    const service = api.app.get(UsersService);
    const user = await service.createWithPassword(email, await hashPassword(PASSWORD));
    if (!user) throw new Error(`${email} exists already`);
    await service.markVerified(user.id);
    return user;
  }

  describe('spellings that pass for another address', () => {
    it.each([
      ['the Kelvin sign for k', '\u212Aate@example.com', ADDRESS_MESSAGES.lookAlike],
      ['fullwidth letters', '\uFF4B\uFF41\uFF54\uFF45@example.com', ADDRESS_MESSAGES.lookAlike],
      ['a long s', '\u017Fam@example.com', ADDRESS_MESSAGES.lookAlike],
      ['a ligature', 'o\uFB01ce@example.com', ADDRESS_MESSAGES.lookAlike],
      ['a fullwidth domain', 'kate@\uFF45xample.com', ADDRESS_MESSAGES.lookAlike],
      ['an invisible soft hyphen', 'ka\u00ADte@example.com', ADDRESS_MESSAGES.lookAlike],
      ['a Cyrillic а among Latin letters', 'k\u0430te@example.com', ADDRESS_MESSAGES.mixedScripts],
      [
        'a Cyrillic word that reads as Latin',
        '\u0430\u0440\u0435@example.com',
        ADDRESS_MESSAGES.mixedScripts,
      ],
    ])('refuses %s with a 400 that says why, creating nothing', async (_kind, email, message) => {
      const before = await users().count();
      const answer = await signup(email);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        detail: 'Validation failed',
        errors: { email: [message] },
      });
      expect(await users().count()).toBe(before);
    });

    it('refuses them at login, forgot-password and an e-mail change too (never a 500)', async () => {
      const holder = await verified(`holder${(counter += 1)}@example.com`);
      const session = (await (
        await send(API_PATHS.auth.login, { email: holder.email, password: PASSWORD })
      ).json()) as { access: string };
      for (const [path, body, token] of [
        [API_PATHS.auth.login, { email: '\u212Aate@example.com', password: PASSWORD }],
        [API_PATHS.auth.passwordReset, { email: '\u212Aate@example.com' }],
        [API_PATHS.auth.resendVerification, { email: 'k\u0430te@example.com' }],
        [
          ACCOUNT_API_PATHS.emailChange,
          { password: PASSWORD, new_email: '\uFF4Bate@example.com' },
          session.access,
        ],
      ] as const) {
        const answer = await send(path, body, token);
        expect(answer.status).toBe(400);
      }
    });
  });

  it('keeps the squatter out: a look-alike of a taken address finds the real account', async () => {
    const owner = await verified('kate@example.com');
    // Whatever gets past the rule (the Kelvin sign from a Google identity, say) folds onto k.
    expect(
      await api.app.get(UsersService).createWithPassword('\u212Aate@example.com', 'x'),
    ).toBeNull();
    expect((await api.app.get(UsersService).findByEmail('\u212AATE@EXAMPLE.COM'))?.id).toBe(
      owner.id,
    );
    // The owner's sign-up with another spelling is told as a taken address is, and mailed there.
    expect((await signup('  KATE@Example.COM ')).status).toBe(201);
    const tried = await mail.mailTo('kate@example.com');
    expect(tried.subject).toMatch(/Someone tried to create/);
    expect(await users().countBy({ email: 'kate@example.com' })).toBe(1);
  });

  it('stores the canonical form: lower case, IDNA domain, and mails it there', async () => {
    expect((await signup('Ana.Lima@B\u00FCcher.Example')).status).toBe(201);
    const stored = await users().findOneByOrFail({ email: 'ana.lima@xn--bcher-kva.example' });
    expect(stored.isVerified).toBe(false);
    // The verification link went to the stored address, and any spelling finds the account.
    // (The test's SMTP server reports a punycode domain decoded: it was sent to xn--bcher-kva.)
    const link = linkIn((await mail.mailTo('ana.lima@b\u00FCcher.example')).text, '/verify-email/');
    expect(
      (await send(API_PATHS.auth.verifyEmail, { token: link.pathname.split('/')[2] })).status,
    ).toBe(200);
    for (const spelling of ['ANA.LIMA@b\u00FCcher.example', 'ana.lima@XN--BCHER-KVA.example'])
      expect(
        (await send(API_PATHS.auth.login, { email: spelling, password: PASSWORD })).status,
      ).toBe(200);
  });

  it('composes accents: a decomposed spelling is the same account', async () => {
    const user = await verified('Jose\u0301@example.com');
    expect(user.email).toBe('jos\u00E9@example.com');
    expect(
      (await send(API_PATHS.auth.login, { email: 'JOS\u00C9@example.com', password: PASSWORD }))
        .status,
    ).toBe(200);
    expect((await signup('jos\u00E9@example.com')).status).toBe(201);
    expect(await users().countBy({ email: 'jos\u00E9@example.com' })).toBe(1);
  });

  it('keeps letters that do not fold apart: ı and İ are not i', async () => {
    for (const email of ['ilker@example.com', '\u0131lker@example.com', '\u0130lker@example.com'])
      expect((await signup(email)).status).toBe(201);
    expect(
      (
        await users().find({
          where: [
            { email: 'ilker@example.com' },
            { email: '\u0131lker@example.com' },
            { email: 'i\u0307lker@example.com' },
          ],
        })
      ).length,
    ).toBe(3);
  });

  it('counts failed logins of every spelling of an address together', async () => {
    const holder = await verified(`counted${(counter += 1)}@example.com`);
    const spellings = [
      holder.email.toUpperCase(),
      ` ${holder.email} `,
      holder.email.replace('c', 'C'),
    ];
    for (const email of spellings)
      expect((await send(API_PATHS.auth.login, { email, password: 'wrong guess' })).status).toBe(
        401,
      );
    const blocked = await send(API_PATHS.auth.login, { email: holder.email, password: PASSWORD });
    expect(blocked.status).toBe(429);
  });

  it('mails a reset link to the address as stored, whatever the spelling typed', async () => {
    const holder = await verified(`reset${(counter += 1)}@example.com`);
    expect(
      (await send(API_PATHS.auth.passwordReset, { email: holder.email.toUpperCase() })).status,
    ).toBe(200);
    expect((await mail.mailTo(holder.email)).subject).toBe('Reset your ProfileProof password');
    expect(mail.pendingFor(holder.email.toUpperCase())).toEqual([]);
  });

  it('moves an e-mail change to the canonical address, and tells a taken one at its stored address', async () => {
    const holder = await verified(`mover${(counter += 1)}@example.com`);
    const taken = await verified(`taken${counter}@example.com`);
    const session = (await (
      await send(API_PATHS.auth.login, { email: holder.email, password: PASSWORD })
    ).json()) as { access: string };
    const same = await send(
      ACCOUNT_API_PATHS.emailChange,
      { password: PASSWORD, new_email: holder.email.toUpperCase() },
      session.access,
    );
    expect(same.status).toBe(400);

    expect(
      (
        await send(
          ACCOUNT_API_PATHS.emailChange,
          { password: PASSWORD, new_email: ` ${taken.email.toUpperCase()} ` },
          session.access,
        )
      ).status,
    ).toBe(202);
    expect((await mail.mailTo(taken.email)).text).not.toMatch(/https?:\/\//);
    expect((await mail.mailTo(holder.email)).text).toContain('t***@example.com');

    const free = `New.Home${counter}@B\u00FCcher.example`;
    await send(
      ACCOUNT_API_PATHS.emailChange,
      { password: PASSWORD, new_email: free },
      session.access,
    );
    await mail.mailTo(holder.email);
    const canonical = `new.home${counter}@xn--bcher-kva.example`;
    const token =
      linkIn(
        (await mail.mailTo(`new.home${counter}@b\u00FCcher.example`)).text,
        '/account?',
      ).searchParams.get('confirm_email') ?? '';
    const shown = await send(ACCOUNT_API_PATHS.emailChangePreview, { token }, session.access);
    expect(await shown.json()).toMatchObject({ new_email: canonical });
    expect(
      (
        await send(
          ACCOUNT_API_PATHS.emailChangeConfirm,
          { token, password: PASSWORD },
          session.access,
        )
      ).status,
    ).toBe(200);
    expect((await users().findOneByOrFail({ id: holder.id })).email).toBe(canonical);
  });

  it('finds an account for the admin tools by any spelling', async () => {
    const admin = await accountFactory(api, 'canonical-admin')({ role: 'admin' });
    const customer = await verified(`customer${(counter += 1)}@example.com`);
    const assigned = await send(
      '/api/auth/admin/user-subscription/',
      { email: customer.email.toUpperCase(), tier: 'basic' },
      admin.token,
    );
    expect(assigned.status).toBe(200);
  });

  describe('the migration', () => {
    it('moves rows of the old form to the canonical one, and reports a collision without merging it', async () => {
      const migration = new CanonicalEmails1796400100000();
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      // Back to the old key (unique on lower(email)), to insert rows as they were stored before.
      await api.dataSource.transaction((manager) =>
        migration.down(manager.queryRunner as QueryRunner),
      );
      const insert = async (email: string) =>
        (await users().insert({ email, isVerified: true })).identifiers[0].id as number;
      const mixedCase = await insert('Old.Style@Example.COM');
      const idn = await insert('ana@B\u00FCcher.example');
      const real = await insert('lisa@example.com');
      const squatter = await insert('li\u017Fa@example.com'); // ſ: folds onto s
      const twinA = await insert('Twin@\uFF45xample.com'); // neither in canonical form
      const twinB = await insert('twin@Example.com'.replace('Example', 'EXAMPLE'));

      await api.dataSource.transaction((manager) =>
        migration.up(manager.queryRunner as QueryRunner),
      );
      const log = warnings.mock.calls.map(([message]) => String(message)).join('\n');
      warnings.mockRestore();

      const emailOf = async (id: number) => (await users().findOneByOrFail({ id })).email;
      expect(await emailOf(mixedCase)).toBe('old.style@example.com');
      expect(await emailOf(idn)).toBe('ana@xn--bcher-kva.example');
      // Collisions: left as they were, reported with their ids (no address in the log).
      expect(await emailOf(real)).toBe('lisa@example.com');
      expect(await emailOf(squatter)).toBe('li\u017Fa@example.com');
      expect(await emailOf(twinA)).toBe('Twin@\uFF45xample.com');
      expect(await emailOf(twinB)).toBe('twin@EXAMPLE.com');
      expect(CanonicalEmails1796400100000.lastCollisions).toEqual(
        expect.arrayContaining([{ ids: [real, squatter] }, { ids: [twinA, twinB] }]),
      );
      expect(log).toContain(`the accounts ${real}, ${squatter} have one address`);
      expect(log).toContain(`the accounts ${twinA}, ${twinB} have one address`);
      expect(log).not.toContain('lisa@');
      // The one in canonical form is the one that signs in; the key still holds.
      expect((await api.app.get(UsersService).findByEmail('LISA@example.com'))?.id).toBe(real);
      await expect(users().insert({ email: 'old.style@example.com' })).rejects.toThrow(
        /users_email_key/,
      );
    });
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    for (const email of [
      '@',
      'a@b',
      '\u212A',
      'x@\u00AD.com',
      `${'\u00FC'.repeat(60)}@${'\u00FC'.repeat(60)}.${'\u00FC'.repeat(60)}.de`,
      'a@xn--.com',
      'a@%41.com',
      'a@ex#ample.com',
    ]) {
      const answer = await signup(email);
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
    }
    expect(MESSAGES.validation.emailInvalid).toBeTruthy();
  });
});
