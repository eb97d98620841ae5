import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@profileproof/contracts';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import { SMTPServer } from 'smtp-server';
import { maskEmails } from '../src/app/logging';
import { type AppConfig, appConfig, type MailConfig, mailConfig } from '../src/config';
import { MailService } from '../src/mail/mail.service';
import { accountFactory } from './support/accounts';
import { json } from './support/http';
import { captureStdout } from './support/logs';
import { MailCatcher } from './support/mail-catcher';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'plum-orbit-cactus-41';

describe('maskEmails', () => {
  it.each([
    ['jane.doe@example.com', 'j***@example.com'],
    ['"to":"Jane+news@Mail.Example.co.uk"}', '"to":"J***@Mail.Example.co.uk"}'],
    ['?email=jane.doe%40example.com&t=1', '?email=j***%40example.com&t=1'],
    ['a@example.com and bob@example.org.', 'a***@example.com and b***@example.org.'],
    ['already j***@example.com', 'already j***@example.com'],
  ])('masks the local part of %s', (text, masked) => {
    expect(maskEmails(text)).toBe(masked);
  });

  it.each([
    'postgres://postgres@127.0.0.1:5432/db',
    'user@localhost',
    'no address here',
    '@example.com',
    'a@b',
    'x@@example.com',
  ])('leaves %s alone', (text) => {
    expect(maskEmails(text)).toBe(text);
  });
});

/** Log lines (development's concise ones and production's JSON) never carry a whole address. */
describe('e-mail addresses in the logs', () => {
  let logged: string[] = [];
  const log = () => logged.join('');

  beforeAll(() => {
    logged = captureStdout();
  });

  afterAll(() => jest.restoreAllMocks());

  const signUp = (api: TestApp, email: string) =>
    api.request(API_PATHS.auth.signup, json({ email, password: PASSWORD, password2: PASSWORD }));

  describe('development: mail to the outbox', () => {
    let api: TestApp;

    beforeAll(async () => {
      api = await createTestApp({
        env: { SMTP_URL: undefined, LOG_LEVEL: 'debug', AUTH_RATE_LIMIT: '1000' },
      });
    });

    afterAll(() => api?.close());

    it('masks the recipient of a mail written to the outbox', async () => {
      const email = `outbox.${randomBytes(3).toString('hex')}@example.com`;
      expect((await signUp(api, email)).status).toBe(201);
      const line = await logLine(() => log(), 'No SMTP_URL');
      expect(line).toContain(`to o***@example.com written to`);
      expect(log()).not.toContain(email);
    });

    it('masks an address in a request URL', async () => {
      const admin = await accountFactory(api, 'log-admin')({ role: 'admin' });
      const email = `query.${randomBytes(3).toString('hex')}@example.com`;
      const response = await api.request(
        `${API_PATHS.admin.userSubscription}?email=${encodeURIComponent(email)}`,
        {
          method: 'DELETE',
          headers: { authorization: `Bearer ${admin.token}` },
        },
      );
      expect(response.status).toBe(404);
      expect(await logLine(() => log(), 'DELETE /api/auth/admin/user-subscription/')).toContain(
        '?email=q***%40example.com',
      );
      expect(log()).not.toContain(encodeURIComponent(email));
    });

    it('masks the recipient of a mail the server refused, and the address quoted in its refusal', async () => {
      const refusing = await refusingSmtpServer();
      const { port } = refusing.server.address() as AddressInfo;
      // The app's MailService with another server: what it logs goes through the app's logger.
      const mail = new MailService(
        { ...api.app.get<MailConfig>(mailConfig.KEY), smtpUrl: `smtp://127.0.0.1:${port}` },
        api.app.get<AppConfig>(appConfig.KEY),
      );
      const email = `refused.${randomBytes(3).toString('hex')}@example.com`;
      // As a mail job's attempt does: the failure is logged, and thrown without the address (the
      // job is retried).
      const failure = await mail
        .send({ to: email, subject: 'Refused', text: 'text', html: '<p>html</p>' })
        .then(
          () => null,
          (error: Error) => error,
        );
      mail.onApplicationShutdown();
      expect(failure?.message).toContain('<r***@example.com>: Recipient address rejected');
      expect(failure?.message).not.toContain(email);
      const line = await logLine(() => log(), 'could not be sent');
      expect(line).toContain('to r***@example.com could not be sent');
      expect(line).toContain('<r***@example.com>: Recipient address rejected');
      expect(log()).not.toContain(email);
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    });
  });

  describe('production: mail through SMTP', () => {
    let api: TestApp;
    let catcher: MailCatcher;

    beforeAll(async () => {
      // Mail is sent by a job, outside any request: it logs through nestjs-pino's logger for work
      // out of a request, which the first app of the process sets (one app per process outside
      // tests). This describe's app is the first to set it again.
      __resetOutOfContextForTests();
      catcher = await MailCatcher.start();
      api = await createTestApp({
        env: {
          NODE_ENV: 'production',
          JWT_SECRET: randomBytes(32).toString('hex'),
          SMTP_URL: catcher.url,
          LOG_LEVEL: 'debug',
          AUTH_RATE_LIMIT: '1000',
        },
      });
    });

    afterAll(async () => {
      await api?.close();
      await catcher?.stop();
    });

    it('masks the recipient of a mail sent, in the JSON log', async () => {
      const email = `sent.${randomBytes(3).toString('hex')}@example.com`;
      expect((await signUp(api, email)).status).toBe(201);
      await catcher.mailTo(email);
      const line = await logLine(() => log(), 'sent to s***@example.com');
      expect(JSON.parse(line)).toMatchObject({
        context: 'Mail',
        msg: expect.stringContaining('sent to s***@example.com'),
      });
      expect(log()).not.toContain(email);
    });
  });
});

/** The first line of `text()` containing `marker`, waiting for it (mail goes out in the background). */
async function logLine(text: () => string, marker: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = text()
      .split('\n')
      .find((candidate) => candidate.includes(marker));
    if (line) return line;
    if (Date.now() > deadline)
      throw new Error(`No log line with "${marker}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An SMTP server that refuses every recipient, quoting the address, as real ones do. */
async function refusingSmtpServer(): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) =>
      callback(new Error(`<${address.address}>: Recipient address rejected`)),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
