import { hash, verify } from '@node-rs/argon2';
import { API_PATHS } from '@profileproof/contracts';
import { ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { User } from '../src/users/entities/user.entity';
import { UsersService } from '../src/users/users.service';
import { json } from './support/http';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { createTestApp, type TestApp } from './support/test-app';

/** `Café-Montréal-42` with composed accents (NFC), as most keyboards type it. */
const COMPOSED = 'Caf\u00E9-Montr\u00E9al-42';
/** The same password with decomposed accents (NFD: e + U+0301), as some keyboards and pastes give. */
const DECOMPOSED = 'Cafe\u0301-Montre\u0301al-42';

/**
 * Issue 36, item 5: a password is one password in any Unicode form (NIST SP 800-63B 5.1.1.2,
 * RFC 8265 OpaqueString: NFC, non-ASCII spaces as U+0020) at sign-up, reset, change and sign-in;
 * hashes made before keep working and are upgraded on a right sign-in.
 */
describe('passwords in any Unicode form', () => {
  let api: TestApp;
  let mail: MailCatcher;
  let counter = 0;

  beforeAll(async () => {
    expect(COMPOSED).not.toBe(DECOMPOSED);
    expect(COMPOSED.normalize('NFD')).toBe(DECOMPOSED);
    mail = await MailCatcher.start();
    api = await createTestApp({
      env: {
        SMTP_URL: mail.url,
        AUTH_RATE_LIMIT: '1000',
        LOGIN_ACCOUNT_LIMIT: '3',
        ADMIN_EMAIL: 'unicode-admin@example.com',
        ADMIN_PASSWORD: DECOMPOSED,
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  const send = (path: string, body: unknown, token?: string) =>
    api.request(path, json(body, { token }));
  const loginStatus = async (email: string, password: string) =>
    (await send(API_PATHS.auth.login, { email, password })).status;
  const hashOf = async (email: string) =>
    (await api.dataSource.getRepository(User).findOneByOrFail({ email })).passwordHash ?? '';

  /** Signs up with `password` and opens the verification link. */
  async function signedUp(password: string): Promise<string> {
    counter += 1;
    const email = `unicode${counter}@example.com`;
    const answer = await send(API_PATHS.auth.signup, { email, password, password2: password });
    expect(answer.status).toBe(201);
    const token = linkIn((await mail.mailTo(email)).text, '/verify-email/').pathname.split('/')[2];
    expect((await send(API_PATHS.auth.verifyEmail, { token })).status).toBe(200);
    return email;
  }

  it('signs in with the decomposed form of a password set composed, and the other way round', async () => {
    const composed = await signedUp(COMPOSED);
    expect(await loginStatus(composed, DECOMPOSED)).toBe(200);
    expect(await loginStatus(composed, COMPOSED)).toBe(200);
    const decomposed = await signedUp(DECOMPOSED);
    expect(await loginStatus(decomposed, COMPOSED)).toBe(200);
    expect(await loginStatus(decomposed, DECOMPOSED)).toBe(200);
    // Stored as one hash of the composed form.
    expect(await verify(await hashOf(decomposed), COMPOSED)).toBe(true);
  });

  it('takes a no-break or ideographic space as a space', async () => {
    const email = await signedUp('long\u00A0walk\u3000home-17');
    expect(await loginStatus(email, 'long walk home-17')).toBe(200);
  });

  it('keeps case and width apart: another password is another password', async () => {
    const email = await signedUp(COMPOSED);
    expect(await loginStatus(email, COMPOSED.toLowerCase())).toBe(401);
    expect(await loginStatus(email, '\uFF23af\u00E9-Montr\u00E9al-42')).toBe(401); // fullwidth Ｃ
  });

  it('still counts a wrong try in any form, and blocks as before', async () => {
    const email = await signedUp(COMPOSED);
    for (const wrong of ['Cafe\u0301-Montre\u0301al-43', 'nope', 'Caf\u00E9-Montr\u00E9al-41'])
      expect(await loginStatus(email, wrong)).toBe(401);
    expect(await loginStatus(email, DECOMPOSED)).toBe(429);
  });

  it('keeps a hash made before (of the decomposed form as typed) working, and upgrades it', async () => {
    counter += 1;
    const email = `old-hash${counter}@example.com`;
    const users = api.app.get(UsersService);
    // As the API stored it before passwords were normalised: the form typed, hashed as it was.
    const user = await users.createWithPassword(email, await hash(DECOMPOSED));
    if (!user) throw new Error('not created');
    await users.markVerified(user.id);
    const before = await hashOf(email);
    expect(await loginStatus(email, COMPOSED)).toBe(200);
    const after = await hashOf(email);
    expect(after).not.toBe(before);
    expect(await verify(after, COMPOSED)).toBe(true);
    expect(await loginStatus(email, DECOMPOSED)).toBe(200);
    expect(await loginStatus(email, 'Cafe-Montreal-42')).toBe(401);
  });

  it('normalises at a password change and a reset', async () => {
    const email = await signedUp('first secret 9');
    const session = (await (
      await send(API_PATHS.auth.login, { email, password: 'first secret 9' })
    ).json()) as { access: string };
    const changed = await send(
      ACCOUNT_API_PATHS.passwordChange,
      { current_password: 'first secret 9', password: DECOMPOSED, password2: DECOMPOSED },
      session.access,
    );
    expect(changed.status).toBe(200);
    expect(await loginStatus(email, COMPOSED)).toBe(200);

    expect((await send(API_PATHS.auth.passwordReset, { email })).status).toBe(200);
    const [, , uid, token] = linkIn(
      (await mail.mailTo(email)).text,
      '/reset-password/',
    ).pathname.split('/');
    const reset = await send(API_PATHS.auth.passwordResetConfirm(uid, token), {
      password: 'N\u00E4chste-R\u00FCckkehr-8',
      password2: 'N\u00E4chste-R\u00FCckkehr-8',
    });
    expect(reset.status).toBe(200);
    expect(await loginStatus(email, 'Na\u0308chste-Ru\u0308ckkehr-8')).toBe(200);
  });

  it('normalises ADMIN_PASSWORD: set decomposed, it signs in composed', async () => {
    expect(await loginStatus('unicode-admin@example.com', COMPOSED)).toBe(200);
  });
});
