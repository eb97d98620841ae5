import { API_PATHS } from '@profileproof/contracts';
import {
  ACCOUNT_API_PATHS,
  ACCOUNT_MESSAGES,
  type EmailChangePreview,
} from '@profileproof/contracts/account';
import { decode } from 'jsonwebtoken';
import { SessionsService } from '../src/auth/sessions/sessions.service';
import { User } from '../src/users/entities/user.entity';
import { hashPassword } from '../src/users/passwords';
import { UsersService } from '../src/users/users.service';
import { json } from './support/http';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'an account password';
const NEW_PASSWORD = 'quite another secret 42';
const WEB_ORIGIN = 'http://app.profileproof.test';

interface Session {
  access: string;
  refresh: string;
}

/**
 * Issue 36, item 3: a pending e-mail change dies with the owner's defence (a password change, a
 * reset, "sign out everywhere else"), and confirming one shows the new address and asks for the
 * password before it applies. A newer reset link spends the older ones.
 */
describe('pending e-mail changes', () => {
  let api: TestApp;
  let mail: MailCatcher;
  let counter = 0;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    api = await createTestApp({
      env: {
        SMTP_URL: mail.url,
        WEB_ORIGIN,
        AUTH_RATE_LIMIT: '1000',
        LOGIN_ACCOUNT_LIMIT: '3',
        SESSION_CHECK_CACHE_SECONDS: '1',
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  const send = (path: string, body: unknown, token?: string) =>
    api.request(path, json(body, { token }));

  async function login(email: string, password = PASSWORD): Promise<Session> {
    const response = await send(API_PATHS.auth.login, { email, password });
    expect(response.status).toBe(200);
    return (await response.json()) as Session;
  }

  /** A verified account with a password, and two sessions: the owner's and a phished one. */
  async function account(): Promise<{ id: number; email: string; owner: Session; thief: Session }> {
    counter += 1;
    const email = `pending${counter}@example.com`;
    const users = api.app.get(UsersService);
    const user = await users.createWithPassword(email, await hashPassword(PASSWORD));
    if (!user) throw new Error(`${email} exists already`);
    await users.markVerified(user.id);
    return { id: user.id, email, owner: await login(email), thief: await login(email) };
  }

  /** Asks for a change from `session`; answers the link's token (from the mail to the new address). */
  async function requestChange(session: Session, currentEmail: string): Promise<string> {
    const newEmail = `elsewhere${counter}@example.com`;
    const response = await send(
      ACCOUNT_API_PATHS.emailChange,
      { password: PASSWORD, new_email: newEmail },
      session.access,
    );
    expect(response.status).toBe(202);
    await mail.mailTo(currentEmail);
    return (
      linkIn((await mail.mailTo(newEmail)).text, '/account?').searchParams.get('confirm_email') ??
      ''
    );
  }

  const emailOf = async (id: number) =>
    (await api.dataSource.getRepository(User).findOneByOrFail({ id })).email;

  const preview = (token: string, session: Session) =>
    send(ACCOUNT_API_PATHS.emailChangePreview, { token }, session.access);

  it('shows the new address without applying it, then asks for the password before it applies', async () => {
    const holder = await account();
    const token = await requestChange(holder.owner, holder.email);

    const shown = await preview(token, holder.owner);
    expect(shown.status).toBe(200);
    expect((await shown.json()) as EmailChangePreview).toEqual({
      new_email: `elsewhere${counter}@example.com`,
      confirm_with: 'password',
    });
    expect(await emailOf(holder.id)).toBe(holder.email);

    // The old payload (the token alone) no longer applies silently: it asks for the password.
    const bare = await send(ACCOUNT_API_PATHS.emailChangeConfirm, { token }, holder.owner.access);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({
      detail: ACCOUNT_MESSAGES.emailChangePasswordRequired,
      errors: { password: [ACCOUNT_MESSAGES.emailChangePasswordRequired] },
    });
    expect(await emailOf(holder.id)).toBe(holder.email);

    const wrong = await send(
      ACCOUNT_API_PATHS.emailChangeConfirm,
      { token, password: 'not the password' },
      holder.owner.access,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
    });
    expect(await emailOf(holder.id)).toBe(holder.email);

    const confirmed = await send(
      ACCOUNT_API_PATHS.emailChangeConfirm,
      { token, password: PASSWORD },
      holder.owner.access,
    );
    expect(confirmed.status).toBe(200);
    expect(await emailOf(holder.id)).toBe(`elsewhere${counter}@example.com`);
    // Spent: neither shown nor applied again.
    expect((await preview(token, holder.owner)).status).toBe(400);
  });

  it('counts a wrong password at confirmation as a failed login of the account', async () => {
    const holder = await account();
    const token = await requestChange(holder.thief, holder.email);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(
        (
          await send(
            ACCOUNT_API_PATHS.emailChangeConfirm,
            { token, password: `guess ${attempt}` },
            holder.thief.access,
          )
        ).status,
      ).toBe(400);
    const blocked = await send(
      ACCOUNT_API_PATHS.emailChangeConfirm,
      { token, password: PASSWORD },
      holder.thief.access,
    );
    expect(blocked.status).toBe(429);
    expect(await emailOf(holder.id)).toBe(holder.email);
  });

  it("refuses another account's link, shown or confirmed, and a made-up one", async () => {
    const holder = await account();
    const other = await account();
    const token = await requestChange(holder.owner, holder.email);
    expect((await preview(token, other.owner)).status).toBe(400);
    const stolen = await send(
      ACCOUNT_API_PATHS.emailChangeConfirm,
      { token, password: PASSWORD },
      other.owner.access,
    );
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailChangeLinkInvalid });
    expect(await emailOf(other.id)).toBe(other.email);
    const madeUp = await preview('x'.repeat(43), holder.owner);
    expect(madeUp.status).toBe(400);
    expect((await preview('', holder.owner)).status).toBe(400);
    expect((await send(ACCOUNT_API_PATHS.emailChangePreview, {}, holder.owner.access)).status).toBe(
      400,
    );
    expect((await send(ACCOUNT_API_PATHS.emailChangePreview, { token })).status).toBe(401);
  });

  async function expectSpent(token: string, session: Session, password: string): Promise<void> {
    expect((await preview(token, session)).status).toBe(400);
    const confirm = await send(
      ACCOUNT_API_PATHS.emailChangeConfirm,
      { token, password },
      session.access,
    );
    expect(confirm.status).toBe(400);
    expect(await confirm.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailChangeLinkInvalid });
  }

  it("is spent by the owner's password change", async () => {
    const holder = await account();
    const token = await requestChange(holder.thief, holder.email);
    const changed = await send(
      ACCOUNT_API_PATHS.passwordChange,
      { current_password: PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD },
      holder.owner.access,
    );
    expect(changed.status).toBe(200);
    // Confirmable from no session, not even the owner's, with the new password.
    await expectSpent(token, holder.owner, NEW_PASSWORD);
    expect(await emailOf(holder.id)).toBe(holder.email);
  });

  it('is spent by a password reset', async () => {
    const holder = await account();
    const token = await requestChange(holder.thief, holder.email);
    expect((await send(API_PATHS.auth.passwordReset, { email: holder.email })).status).toBe(200);
    const link = linkIn((await mail.mailTo(holder.email)).text, '/reset-password/');
    const [, , uid, resetToken] = link.pathname.split('/');
    const reset = await send(API_PATHS.auth.passwordResetConfirm(uid, resetToken), {
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    await expectSpent(token, await login(holder.email, NEW_PASSWORD), NEW_PASSWORD);
    expect(await emailOf(holder.id)).toBe(holder.email);
  });

  it('is spent by "sign out everywhere else"', async () => {
    const holder = await account();
    const token = await requestChange(holder.thief, holder.email);
    const out = await send(ACCOUNT_API_PATHS.revokeOtherSessions, {}, holder.owner.access);
    expect(out.status).toBe(200);
    await expectSpent(token, holder.owner, PASSWORD);
    expect(await emailOf(holder.id)).toBe(holder.email);
  });

  it('spends older reset links when a new one is sent: only the latest works', async () => {
    const holder = await account();
    const resetLink = async () => {
      expect((await send(API_PATHS.auth.passwordReset, { email: holder.email })).status).toBe(200);
      const [, , uid, token] = linkIn(
        (await mail.mailTo(holder.email)).text,
        '/reset-password/',
      ).pathname.split('/');
      return API_PATHS.auth.passwordResetConfirm(uid, token);
    };
    const older = await resetLink();
    const newer = await resetLink();
    const body = { password: NEW_PASSWORD, password2: NEW_PASSWORD };
    const refused = await send(older, body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      detail: 'The reset link is invalid or has expired.',
    });
    expect((await send(newer, body)).status).toBe(200);
  });

  it('lets an account without a password confirm only right after a fresh Google sign-in', async () => {
    counter += 1;
    const email = `google-only${counter}@example.com`;
    const user = await api.app.get(UsersService).createFromGoogle(email, `sub-${counter}`);
    if (!user) throw new Error('not created');
    const sessions = api.app.get(SessionsService);
    const { EmailTokensService } = await import('../src/auth/email-tokens.service');
    const token = await api.dataSource.transaction((manager) =>
      api.app
        .get(EmailTokensService)
        .issueEmailChange(user.id, `moved-google${counter}@example.com`, manager),
    );
    const stale = await sessions.start({ id: user.id, email, role: 'user' });
    await api.dataSource.query(
      `UPDATE refresh_tokens SET session_started_at = now() - interval '10 minutes' WHERE family_id = $1`,
      [(decode(stale.access) as { sid: string }).sid],
    );
    const shown = await preview(token, stale);
    expect(await shown.json()).toEqual({
      new_email: `moved-google${counter}@example.com`,
      confirm_with: 'fresh_sign_in',
    });
    const refused = await send(ACCOUNT_API_PATHS.emailChangeConfirm, { token }, stale.access);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: ACCOUNT_MESSAGES.emailChangeFreshSignInRequired,
    });
    const fresh = await sessions.start({ id: user.id, email, role: 'user' });
    const confirmed = await send(ACCOUNT_API_PATHS.emailChangeConfirm, { token }, fresh.access);
    expect(confirmed.status).toBe(200);
    expect(await emailOf(user.id)).toBe(`moved-google${counter}@example.com`);
  });
});
