import { API_PATHS, MESSAGES } from '@profileproof/contracts';
import {
  ACCOUNT_MESSAGES,
  type AccountExport,
  type AccountSession,
  ERASED_MARKER,
  ACCOUNT_API_PATHS,
} from '@profileproof/contracts/account';
import { decode } from 'jsonwebtoken';
import { SubmissionReply } from '../src/submissions/entities/submission-reply.entity';
import { Submission } from '../src/submissions/entities/submission.entity';
import { User, type UserRole } from '../src/users/entities/user.entity';
import { hashPassword } from '../src/users/passwords';
import { UsersService } from '../src/users/users.service';
import { bearer, json } from './support/http';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'an account password';
const NEW_PASSWORD = 'quite another secret 42';
const WEB_ORIGIN = 'http://app.profileproof.test';
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TOKEN_ENDED = { detail: 'Invalid or expired access token.' };

interface Session {
  access: string;
  refresh: string;
  sessionId: string;
}

interface Account {
  id: number;
  email: string;
  /** The first session (signed in from Firefox on a Mac). */
  first: Session;
}

/**
 * The Account page's calls (issue 25, without two-step sign-in): password and e-mail changes,
 * sessions, the data export and closing the account — each for the caller only, each password
 * check counted as a login attempt.
 */
describe('account', () => {
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
        // Writes are checked at once; reads may trust a check for this long.
        SESSION_CHECK_CACHE_SECONDS: '1',
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  const send = (path: string, body: unknown, token: string, method = 'POST') =>
    api.request(path, json(body, { method, token }));

  async function login(
    email: string,
    password = PASSWORD,
    userAgent = FIREFOX_MAC,
  ): Promise<Session> {
    const response = await api.request(API_PATHS.auth.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access: string; refresh: string };
    return { ...body, sessionId: (decode(body.access) as { sid: string }).sid };
  }

  /** A verified account with a password, signed in once. */
  async function account(role: UserRole = 'user'): Promise<Account> {
    counter += 1;
    const email = `holder${counter}@example.com`;
    const users = api.app.get(UsersService);
    const user = await users.createWithPassword(email, await hashPassword(PASSWORD));
    if (!user) throw new Error(`${email} exists already`);
    await users.markVerified(user.id);
    if (role === 'admin') await api.dataSource.getRepository(User).update(user.id, { role });
    return { id: user.id, email, first: await login(email) };
  }

  async function sessionsOf(session: Session): Promise<AccountSession[]> {
    const response = await api.request(ACCOUNT_API_PATHS.sessions, bearer(session.access));
    expect(response.status).toBe(200);
    return (await response.json()) as AccountSession[];
  }

  /** A write that needs a live session: 200 while it holds, 401 once it ended. */
  const writeStatus = (session: Session) =>
    send(ACCOUNT_API_PATHS.revokeOtherSessions, {}, session.access).then((r) => r.status);

  const refreshStatus = (session: Session) =>
    api.request(API_PATHS.auth.refresh, json({ refresh: session.refresh })).then((r) => r.status);

  describe('sessions', () => {
    it('lists each session with its device, masked network, times, and this one marked', async () => {
      const holder = await account();
      const phone = await login(holder.email, PASSWORD, SAFARI_IPHONE);
      const sessions = await sessionsOf(phone);
      expect(sessions).toHaveLength(2);
      const mine = sessions.find((session) => session.current);
      expect(mine).toMatchObject({ id: phone.sessionId, device: 'Safari 17 on iOS' });
      const other = sessions.find((session) => !session.current);
      expect(other).toMatchObject({ id: holder.first.sessionId, device: 'Firefox 128 on macOS' });
      for (const session of sessions) {
        // The tests connect from 127.0.0.1: its /24, never the address itself.
        expect(session.ip).toBe('127.0.0.0/24');
        expect(Date.parse(session.created_at)).not.toBeNaN();
        expect(Date.parse(session.last_used_at)).toBeGreaterThanOrEqual(
          Date.parse(session.created_at),
        );
      }
    });

    it('signs one session out: its tokens stop working, the others go on', async () => {
      const holder = await account();
      const laptop = await login(holder.email);
      const response = await api.request(ACCOUNT_API_PATHS.session(holder.first.sessionId), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${laptop.access}` },
      });
      expect(response.status).toBe(204);
      expect(await writeStatus(holder.first)).toBe(401);
      expect(await refreshStatus(holder.first)).toBe(401);
      expect(await writeStatus(laptop)).toBe(200);
      expect((await sessionsOf(laptop)).map((session) => session.id)).toEqual([laptop.sessionId]);
    });

    it("answers 404 for another user's session, an unknown or malformed id, and ends nothing", async () => {
      const holder = await account();
      const stranger = await account();
      for (const id of [stranger.first.sessionId, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await api.request(ACCOUNT_API_PATHS.session(id), {
          method: 'DELETE',
          headers: { authorization: `Bearer ${holder.first.access}` },
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ detail: ACCOUNT_MESSAGES.sessionNotFound });
      }
      expect(await writeStatus(stranger.first)).toBe(200);
    });

    it('signs out everywhere else and says how many', async () => {
      const holder = await account();
      const second = await login(holder.email);
      const third = await login(holder.email);
      const response = await send(ACCOUNT_API_PATHS.revokeOtherSessions, {}, third.access);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ revoked: 2 });
      expect(await refreshStatus(holder.first)).toBe(401);
      expect(await refreshStatus(second)).toBe(401);
      expect(await writeStatus(third)).toBe(200);
    });

    it('needs a signed-in caller', async () => {
      expect((await api.request(ACCOUNT_API_PATHS.sessions)).status).toBe(401);
      expect((await api.request(ACCOUNT_API_PATHS.export)).status).toBe(401);
      const deleted = await api.request(
        ACCOUNT_API_PATHS.account,
        json({ confirm: 'DELETE' }, { method: 'DELETE' }),
      );
      expect(deleted.status).toBe(401);
    });
  });

  describe('password change', () => {
    it('changes the password, ends the other sessions and keeps this one', async () => {
      const holder = await account();
      const here = await login(holder.email);
      const response = await send(
        ACCOUNT_API_PATHS.passwordChange,
        { current_password: PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD },
        here.access,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: ACCOUNT_MESSAGES.passwordChanged });
      expect(await writeStatus(here)).toBe(200);
      expect(await writeStatus(holder.first)).toBe(401);
      expect(await refreshStatus(holder.first)).toBe(401);
      const old = await api.request(
        API_PATHS.auth.login,
        json({ email: holder.email, password: PASSWORD }),
      );
      expect(old.status).toBe(401);
      await login(holder.email, NEW_PASSWORD);
    });

    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const holder = await account();
      const response = await send(
        ACCOUNT_API_PATHS.passwordChange,
        { current_password: 'not it at all', password: NEW_PASSWORD, password2: NEW_PASSWORD },
        holder.first.access,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        detail: ACCOUNT_MESSAGES.currentPasswordWrong,
        errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
      });
      await login(holder.email, PASSWORD);
    });

    it.each([
      ['too short', 'short1', 'Password must be at least 8 characters long'],
      ['common', 'password123', MESSAGES.validation.passwordTooCommon],
      ['built from the address', 'holderXYZ@example.com', null],
    ])('refuses a %s new password with errors.password', async (_case, password, message) => {
      const holder = await account();
      const candidate = password.replace('holderXYZ', holder.email.split('@')[0]);
      const response = await send(
        ACCOUNT_API_PATHS.passwordChange,
        { current_password: PASSWORD, password: candidate, password2: candidate },
        holder.first.access,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { password: string[] } };
      expect(body.errors.password).toHaveLength(1);
      if (message) expect(body.errors.password[0]).toBe(message);
      await login(holder.email, PASSWORD);
    });

    it('refuses mismatched confirmation and missing fields', async () => {
      const holder = await account();
      const response = await send(
        ACCOUNT_API_PATHS.passwordChange,
        { password: NEW_PASSWORD, password2: 'something else entirely' },
        holder.first.access,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors).sort()).toEqual(['current_password', 'password2']);
    });

    it('counts wrong current passwords as failed logins: blocked with 429 after the limit', async () => {
      const holder = await account();
      const attempt = (current: string) =>
        send(
          ACCOUNT_API_PATHS.passwordChange,
          { current_password: current, password: NEW_PASSWORD, password2: NEW_PASSWORD },
          holder.first.access,
        );
      for (let i = 0; i < 3; i += 1) expect((await attempt(`guess number ${i}`)).status).toBe(400);
      const blocked = await attempt(PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      // The login of the address is blocked alike: one counter per account.
      const loginBlocked = await api.request(
        API_PATHS.auth.login,
        json({ email: holder.email, password: PASSWORD }),
      );
      expect(loginBlocked.status).toBe(429);
    });
  });

  describe('e-mail change', () => {
    it('mails a link to the new address and a notice without a link to the old; the link moves the account', async () => {
      const holder = await account();
      const here = await login(holder.email);
      const newEmail = `moved${counter}@example.com`;
      const response = await send(
        ACCOUNT_API_PATHS.emailChange,
        { password: PASSWORD, new_email: newEmail },
        here.access,
      );
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailChangeSent });
      const notice = await mail.mailTo(holder.email);
      expect(notice.text).not.toMatch(/https?:\/\//);
      expect(notice.html).not.toMatch(/href=/);
      const link = linkIn((await mail.mailTo(newEmail)).text, '/account?');
      expect(link.origin).toBe(WEB_ORIGIN);
      const token = link.searchParams.get('confirm_email') ?? '';
      // Not yet: the address changes only when the link is used.
      expect(
        (await api.dataSource.getRepository(User).findOneByOrFail({ id: holder.id })).email,
      ).toBe(holder.email);

      const confirmed = await send(
        ACCOUNT_API_PATHS.emailChangeConfirm,
        { token, password: PASSWORD },
        here.access,
      );
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailChanged });
      expect(
        (await api.dataSource.getRepository(User).findOneByOrFail({ id: holder.id })).email,
      ).toBe(newEmail);
      expect(await writeStatus(here)).toBe(200);
      expect(await refreshStatus(holder.first)).toBe(401);
      await login(newEmail);
      const oldLogin = await api.request(
        API_PATHS.auth.login,
        json({ email: holder.email, password: PASSWORD }),
      );
      expect(oldLogin.status).toBe(401);

      // The link works once.
      const again = await send(
        ACCOUNT_API_PATHS.emailChangeConfirm,
        { token, password: PASSWORD },
        here.access,
      );
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailChangeLinkInvalid });
    });

    it('answers a taken address exactly as a free one, mails its owner no link, and stores none', async () => {
      const holder = await account();
      const owner = await account();
      const response = await send(
        ACCOUNT_API_PATHS.emailChange,
        { password: PASSWORD, new_email: owner.email.toUpperCase() },
        holder.first.access,
      );
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailChangeSent });
      const toOwner = await mail.mailTo(owner.email);
      expect(toOwner.text).not.toMatch(/https?:\/\//);
      await mail.mailTo(holder.email);
      const [{ count }] = await api.dataSource.query<{ count: string }[]>(
        `SELECT count(*) FROM email_tokens WHERE user_id = $1 AND purpose = 'email_change'`,
        [holder.id],
      );
      expect(Number(count)).toBe(0);
    });

    it("refuses another account's link, a wrong password, an invalid address", async () => {
      const holder = await account();
      const other = await account();
      await send(
        ACCOUNT_API_PATHS.emailChange,
        { password: PASSWORD, new_email: `fresh${counter}@example.com` },
        holder.first.access,
      );
      await mail.mailTo(holder.email);
      const token =
        linkIn(
          (await mail.mailTo(`fresh${counter}@example.com`)).text,
          '/account?',
        ).searchParams.get('confirm_email') ?? '';
      const stolen = await send(
        ACCOUNT_API_PATHS.emailChangeConfirm,
        { token, password: PASSWORD },
        other.first.access,
      );
      expect(stolen.status).toBe(400);
      expect(
        (await api.dataSource.getRepository(User).findOneByOrFail({ id: other.id })).email,
      ).toBe(other.email);

      const wrong = await send(
        ACCOUNT_API_PATHS.emailChange,
        { password: 'wrong one', new_email: 'x@example.com' },
        holder.first.access,
      );
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
      });
      const invalid = await send(
        ACCOUNT_API_PATHS.emailChange,
        { password: PASSWORD, new_email: 'not an address' },
        holder.first.access,
      );
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({ errors: { new_email: [expect.any(String)] } });
      const missing = await send(ACCOUNT_API_PATHS.emailChangeConfirm, {}, holder.first.access);
      expect(missing.status).toBe(400);
      // The holder's own link still works.
      expect(
        (
          await send(
            ACCOUNT_API_PATHS.emailChangeConfirm,
            { token, password: PASSWORD },
            holder.first.access,
          )
        ).status,
      ).toBe(200);
    });
  });

  describe('export', () => {
    it("is an attachment of the caller's own data, never another's, never hashes or tokens", async () => {
      const holder = await account();
      const stranger = await account();
      const submissionId = await insertSubmission(api, holder.id, {
        message: 'Please look at my headline',
        isProcessed: true,
        adminReply: 'Second answer',
        adminReplyDate: new Date(),
        qualityScore: 77,
        formData: { internal: 'checklist' },
      });
      await api.dataSource.getRepository(SubmissionReply).insert([
        { submissionId, reply: 'First answer', adminId: null },
        { submissionId, reply: 'Second answer', adminId: null },
      ]);
      await insertSubmission(api, stranger.id, { message: 'A stranger secret message' });
      // The customer's rating of the second answer is theirs; the desk's internal note is not.
      await api.dataSource.query(
        `INSERT INTO "submission_ratings" ("reply_id", "score", "comment")
           SELECT "id", 4, 'Useful, thanks' FROM "submission_replies" WHERE "submission_id" = $1 AND "reply" = 'Second answer'`,
        [submissionId],
      );
      await api.dataSource.query(
        `INSERT INTO "submission_notes" ("submission_id", "text") VALUES ($1, 'Internal: customer seems hurried')`,
        [submissionId],
      );

      const response = await api.request(ACCOUNT_API_PATHS.export, bearer(holder.first.access));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="profileproof-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const raw = await response.text();
      const data = JSON.parse(raw) as AccountExport;
      expect(data.profile).toMatchObject({
        id: holder.id,
        email: holder.email,
        role: 'user',
        sign_in_methods: ['password'],
      });
      expect(data.submissions).toEqual([
        expect.objectContaining({
          id: submissionId,
          message: 'Please look at my headline',
          reply: 'Second answer',
          replies: [
            expect.objectContaining({ reply: 'First answer' }),
            expect.objectContaining({ reply: 'Second answer' }),
          ],
        }),
      ]);
      expect(data.sessions.map((session) => session.id)).toEqual([holder.first.sessionId]);
      expect(data.ratings).toEqual([
        expect.objectContaining({
          submission_id: submissionId,
          score: 4,
          comment: 'Useful, thanks',
        }),
      ]);
      for (const secret of [
        'Internal: customer seems hurried',
        stranger.email,
        'A stranger secret message',
        holder.first.refresh,
        holder.first.access,
        'checklist',
        'quality_score',
        'password_hash',
        'token_hash',
        '$argon2',
      ]) {
        expect(raw).not.toContain(secret);
      }
    });
  });

  describe('closing the account', () => {
    it('deletes the account and its sessions, erases its submissions but keeps them counted', async () => {
      const holder = await account();
      const other = await login(holder.email);
      const submissionId = await insertSubmission(api, holder.id, {
        message: 'My personal story',
        isProcessed: true,
        adminReply: 'Personal advice',
        adminReplyDate: new Date(),
      });
      await api.dataSource
        .getRepository(SubmissionReply)
        .insert({ submissionId, reply: 'Personal advice', adminId: null });
      const response = await send(
        ACCOUNT_API_PATHS.account,
        { password: PASSWORD, confirm: 'DELETE' },
        holder.first.access,
        'DELETE',
      );
      expect(response.status).toBe(204);

      expect(await api.dataSource.getRepository(User).findOneBy({ id: holder.id })).toBeNull();
      expect(await refreshStatus(other)).toBe(401);
      expect(await writeStatus(other)).toBe(401);
      const gone = await api.request(
        API_PATHS.auth.login,
        json({ email: holder.email, password: PASSWORD }),
      );
      expect(gone.status).toBe(401);
      const row = await api.dataSource
        .getRepository(Submission)
        .findOneOrFail({ where: { id: submissionId }, withDeleted: true });
      expect(row).toMatchObject({
        userId: null,
        linkedinUrl: ERASED_MARKER,
        message: ERASED_MARKER,
        adminReply: ERASED_MARKER,
        formData: null,
      });
      expect(row.deletedAt).not.toBeNull();
      const replies = await api.dataSource.getRepository(SubmissionReply).findBy({ submissionId });
      expect(replies.map((reply) => reply.reply)).toEqual([ERASED_MARKER]);
    });

    it('refuses without the typed word or with a wrong password, changing nothing', async () => {
      const holder = await account();
      const unconfirmed = await send(
        ACCOUNT_API_PATHS.account,
        { password: PASSWORD, confirm: 'delete' },
        holder.first.access,
        'DELETE',
      );
      expect(unconfirmed.status).toBe(400);
      expect(await unconfirmed.json()).toMatchObject({
        errors: { confirm: [ACCOUNT_MESSAGES.confirmRequired] },
      });
      const wrong = await send(
        ACCOUNT_API_PATHS.account,
        { password: 'not the password', confirm: 'DELETE' },
        holder.first.access,
        'DELETE',
      );
      expect(wrong.status).toBe(400);
      expect(await api.dataSource.getRepository(User).findOneBy({ id: holder.id })).not.toBeNull();
      expect(await writeStatus(holder.first)).toBe(200);
    });

    it('keeps the last admin, and lets an admin go while another remains, audit kept without the address', async () => {
      // Admins of earlier tests' databases: none here but these two.
      await api.dataSource.query(`UPDATE users SET role = 'user' WHERE role = 'admin'`);
      const first = await account('admin');
      const second = await account('admin');
      const leave = (admin: Account) =>
        send(
          ACCOUNT_API_PATHS.account,
          { password: PASSWORD, confirm: 'DELETE' },
          admin.first.access,
          'DELETE',
        );
      expect((await leave(first)).status).toBe(204);
      const last = await leave(second);
      expect(last.status).toBe(409);
      expect(await last.json()).toEqual({ detail: ACCOUNT_MESSAGES.lastAdmin });
      expect(await api.dataSource.getRepository(User).findOneBy({ id: second.id })).not.toBeNull();

      const entries: { action: string }[] = await api.dataSource.query(
        `SELECT * FROM "audit_log" WHERE "actor_id" = $1`,
        [first.id],
      );
      expect(entries.map((entry) => entry.action)).toContain('admin.account_closed');
      expect(JSON.stringify(entries)).not.toContain(first.email);
    });

    it('lets an account without a password close only right after a fresh Google sign-in', async () => {
      counter += 1;
      const email = `google${counter}@example.com`;
      const user = await api.app.get(UsersService).createFromGoogle(email, `sub-${counter}`);
      if (!user) throw new Error('not created');
      const { SessionsService } = await import('../src/auth/sessions/sessions.service');
      const sessions = api.app.get(SessionsService);
      const stale = await sessions.start({ id: user.id, email, role: 'user' });
      const staleSid = (decode(stale.access) as { sid: string }).sid;
      await api.dataSource.query(
        `UPDATE refresh_tokens SET session_started_at = now() - interval '10 minutes' WHERE family_id = $1`,
        [staleSid],
      );
      const refused = await send(
        ACCOUNT_API_PATHS.account,
        { confirm: 'DELETE' },
        stale.access,
        'DELETE',
      );
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ detail: ACCOUNT_MESSAGES.freshSignInRequired });

      const fresh = await sessions.start({ id: user.id, email, role: 'user' });
      const closed = await send(
        ACCOUNT_API_PATHS.account,
        { confirm: 'DELETE' },
        fresh.access,
        'DELETE',
      );
      expect(closed.status).toBe(204);
      expect(await api.dataSource.getRepository(User).findOneBy({ id: user.id })).toBeNull();
    });
  });

  it('answers a closed account’s leftover token with 401, never 500', async () => {
    const holder = await account();
    await send(
      ACCOUNT_API_PATHS.account,
      { password: PASSWORD, confirm: 'DELETE' },
      holder.first.access,
      'DELETE',
    );
    const after = await api.request(ACCOUNT_API_PATHS.sessions, bearer(holder.first.access));
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(TOKEN_ENDED);
  });
});
