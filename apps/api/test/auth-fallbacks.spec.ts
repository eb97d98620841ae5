import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { json } from './support/http';
import { captureStdout } from './support/logs';
import { linkIn, parseMessage } from './support/mail-catcher';
import { createTestApp, type TestApp } from './support/test-app';

const WEB_ORIGIN = 'http://app.example.test';
const LIMIT = 3;
const TOO_MANY = { detail: 'Too many attempts. Please wait a moment and try again.' };

/** An app with a low rate limit, no SMTP server (mail goes to the outbox) and no Google client. */
describe('auth rate limits, mail outbox and unconfigured Google sign-in', () => {
  let api: TestApp;
  let logged: string[] = [];

  beforeAll(async () => {
    logged = captureStdout();
    api = await createTestApp({
      env: {
        WEB_ORIGIN,
        SMTP_URL: undefined,
        GOOGLE_CLIENT_ID: undefined,
        GOOGLE_CLIENT_SECRET: undefined,
        AUTH_RATE_LIMIT: String(LIMIT),
        AUTH_RATE_TTL_SECONDS: '60',
        LOG_LEVEL: 'info',
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    jest.restoreAllMocks();
  });

  const outbox = () => join(api.database.dataDir, 'outbox');

  /** Requests per rate-limited route so far: each route's counter runs for the whole file. */
  const attempts = new Map<string, number>();
  const post = (path: string, body: unknown) => {
    attempts.set(path, (attempts.get(path) ?? 0) + 1);
    return api.request(path, json(body));
  };

  describe('without SMTP_URL', () => {
    it('writes each mail to DATA_DIR/outbox and logs its link', async () => {
      const signup = await post('/api/auth/signup/', {
        email: 'outbox@example.com',
        password: 'long enough',
        password2: 'long enough',
      });
      expect(signup.status).toBe(201);

      const file = await eventually(() =>
        readdirSync(outbox()).find((name) => name.endsWith('.eml')),
      );
      expect(file).toMatch(/^\d+-[0-9a-f]{8}\.eml$/);
      const message = parseMessage(readFileSync(join(outbox(), file), 'utf8'));
      expect(message.headers.get('to')).toBe('outbox@example.com');
      expect(message.headers.get('subject')).toBe('Verify your ProfileProof e-mail address');
      const text = message.parts.find((part) => part.type.startsWith('text/plain'))?.body ?? '';
      const link = linkIn(text, '/verify-email/');
      expect(link.origin).toBe(WEB_ORIGIN);
      // The log line follows the file (the mail goes out in the background): wait for it.
      await eventually(() => (logged.join('').includes(`link: ${link.href}`) ? true : undefined));
      expect(logged.join('')).toContain(`link: ${link.href}`);

      const token = link.pathname.split('/').pop();
      expect((await api.request('/api/auth/verify-email/', json({ token }))).status).toBe(200);
    });
  });

  describe('rate limits', () => {
    it.each([
      '/api/auth/login/',
      '/api/auth/signup/',
      '/api/auth/resend-verification/',
      '/api/auth/password-reset/',
      '/api/auth/password-reset-confirm/MQ/token/',
      '/api/auth/google/',
    ])('allow the limit of attempts per minute on %s, then answer 429', async (path) => {
      while ((attempts.get(path) ?? 0) < LIMIT) {
        expect((await post(path, {})).status).toBe(400);
      }
      const refused = await post(path, {});
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('count each route on its own, and leave the other routes alone', async () => {
      // login is used up by now (the test above), verification and refresh are not limited.
      expect((await post('/api/auth/login/', {})).status).toBe(429);
      for (let attempt = 0; attempt < LIMIT + 2; attempt++) {
        expect((await api.request('/api/auth/refresh/', json({ refresh: 'unknown' }))).status).toBe(
          401,
        );
        expect(
          (await api.request('/api/auth/verify-email/', json({ token: 'unknown' }))).status,
        ).toBe(400);
      }
    });
  });

  describe('Google sign-in without GOOGLE_CLIENT_ID/SECRET', () => {
    const NOT_CONFIGURED = { detail: 'Google sign-in is not configured.' };

    it('answers 503 to the popup (the token exchange: see auth.spec)', async () => {
      const start = await api.request(
        `/api/auth/google/start?action=login&flow_hash=${'a'.repeat(64)}`,
        { redirect: 'manual' },
      );
      expect(start.status).toBe(503);
      expect(await start.json()).toEqual(NOT_CONFIGURED);
    });

    it('sends a stray return to the callback page with an error', async () => {
      const callback = await api.request('/api/auth/google/callback?code=abc&state=def', {
        redirect: 'manual',
      });
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe(
        `${WEB_ORIGIN}/auth/google/callback#error=not_configured`,
      );
    });
  });
});

/** Polls until `read` gives a value (mail is written in the background). */
async function eventually<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = read();
      if (value !== undefined) return value;
    } catch {
      // Not there yet.
    }
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
