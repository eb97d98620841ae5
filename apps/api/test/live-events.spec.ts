import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { API_PATHS, EVENT_TICKET_SECONDS, type LiveEvent, withQuery } from '@profileproof/contracts';
import Redis from 'ioredis';
import { Client } from 'pg';
import { redactUrl } from '../src/app/logging';
import { ACCESS_TOKEN_INVALID, CREDENTIALS_MISSING } from '../src/auth/auth-messages';
import { MAX_STREAMS_PER_USER, RETRY_MS } from '../src/live-events/event-streams';
import { LISTENER_APPLICATION_NAME } from '../src/live-events/fan-out';
import { TICKET_INVALID, TOO_MANY_STREAMS } from '../src/live-events/live-events.controller';
import { LiveEvents } from '../src/live-events/live-events.service';
import { accountFactory, type TestAccount } from './support/accounts';
import { type EventStreamReader, openStream, requestTicket, streamFor, ticketFor } from './support/event-stream';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * With DATABASE_URL, two API instances share one PostgreSQL database and one Redis, and events go
 * from one to the other through LISTEN/NOTIFY. The embedded database serves one process only: the
 * "second instance" is then the first, and events stay in that process (what the API does there).
 */
const ON_SERVER = Boolean(process.env.DATABASE_URL);
const REDIS_URL = 'redis://127.0.0.1:6379';
const TICKET_REFUSED = { detail: TICKET_INVALID };
const JWT_SECRET = randomBytes(32).toString('base64url');

const PROFILE = 'https://www.linkedin.com/in/ada-lovelace';

/** Submits a profile as `account`; the id of the new submission (read back from the database). */
async function submit(api: TestApp, account: TestAccount): Promise<number> {
  const response = await api.request(API_PATHS.contact.submit, json({ linkedin_url: PROFILE }, { token: account.token }));
  expect(response.status).toBe(201);
  const [row]: Array<{ id: number }> = await api.dataSource.query(
    'SELECT id FROM submissions WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [account.id],
  );
  return row.id;
}

/** A ticket as EventTickets signs one, with any claims: to forge expired or odd ones. */
function signTicket(claims: Record<string, unknown>, secret = JWT_SECRET): string {
  return new JwtService({ secret: createSecretKey(Buffer.from(secret, 'utf8')) }).sign(
    { type: 'event-ticket', role: 'admin', jti: randomUUID(), iss: 'profileproof-api', aud: 'profileproof-events', ...claims },
    { algorithm: 'HS256' },
  );
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('live events', () => {
  const env = {
    JWT_SECRET,
    REDIS_URL,
    REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
    AUTH_RATE_LIMIT: '100000',
  };
  let first: TestApp;
  let second: TestApp;
  let newAccount: ReturnType<typeof accountFactory>;
  const streams: EventStreamReader[] = [];
  /** A stream the test leaves open: closed after the file. */
  const kept = (stream: EventStreamReader) => (streams.push(stream), stream);

  beforeAll(async () => {
    first = await createTestApp({ env });
    second = ON_SERVER ? await createTestApp({ env, database: first.database }) : first;
    newAccount = accountFactory(first, 'live');
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    if (second !== first) await second?.close();
    await first?.close();
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${env.REDIS_KEY_PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  describe('tickets', () => {
    it('are given to a signed-in user, single-use and short-lived, and never cached', async () => {
      const user = await newAccount({ tier: 'premium' });
      const response = await requestTicket(first, user.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.json();
      expect(body).toEqual({ ticket: expect.any(String), expires_in: EVENT_TICKET_SECONDS });
    });

    it('are refused without an access token, or with a bad one', async () => {
      const without = await first.request(API_PATHS.events.ticket, { method: 'POST' });
      expect(without.status).toBe(401);
      expect(await without.json()).toEqual({ detail: CREDENTIALS_MISSING });
      const forged = await requestTicket(first, 'not-a-token');
      expect(forged.status).toBe(401);
      expect(await forged.json()).toEqual({ detail: ACCESS_TOKEN_INVALID });
    });

    it('are not access tokens', async () => {
      const user = await newAccount();
      const ticket = await ticketFor(first, user.token);
      const response = await first.request(API_PATHS.auth.profile, bearer(ticket));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: ACCESS_TOKEN_INVALID });
    });

    it.each([
      ['no ticket', API_PATHS.events.stream],
      ['an empty ticket', withQuery(API_PATHS.events.stream, { ticket: '' })],
      ['garbage', withQuery(API_PATHS.events.stream, { ticket: 'garbage' })],
      ['two tickets', `${API_PATHS.events.stream}?ticket=a&ticket=b`],
    ])('opens no stream with %s: 401', async (_case, path) => {
      const response = await first.request(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(TICKET_REFUSED);
    });

    it('opens no stream with an access token, an expired ticket, a forged one or a ticket for other claims', async () => {
      const admin = await newAccount({ role: 'admin' });
      const refused = [
        admin.token,
        signTicket({ sub: String(admin.id), exp: inSeconds(-5) }),
        signTicket({ sub: String(admin.id), exp: inSeconds(30) }, randomBytes(32).toString('base64url')),
        signTicket({ sub: String(admin.id), exp: inSeconds(30), type: 'access' }),
        signTicket({ sub: String(admin.id), exp: inSeconds(30), aud: 'profileproof-web' }),
        signTicket({ sub: '0', exp: inSeconds(30) }),
        signTicket({ sub: String(admin.id), exp: inSeconds(30), role: 'root' }),
      ];
      for (const ticket of refused) {
        const stream = await openStream(first, ticket);
        expect({ ticket, status: stream.response.status }).toEqual({ ticket, status: 401 });
        expect(await stream.response.json()).toEqual(TICKET_REFUSED);
      }
      // The same claims, properly signed and in time, do open one: the refusals were for the reason given.
      const valid = kept(await openStream(first, signTicket({ sub: String(admin.id), exp: inSeconds(30) })));
      expect(valid.response.status).toBe(200);
    });

    it('opens one stream only: a ticket used on one instance is refused on every instance', async () => {
      const user = await newAccount();
      const ticket = await ticketFor(first, user.token);
      const opened = kept(await openStream(first, ticket));
      expect(opened.response.status).toBe(200);
      for (const api of [second, first]) {
        const again = await openStream(api, ticket);
        expect(again.response.status).toBe(401);
        expect(await again.response.json()).toEqual(TICKET_REFUSED);
      }
    });

    it('never appear in the request log', () => {
      expect(redactUrl('/api/events/?ticket=eyJhbGciOi.x.y&t=1')).toBe('/api/events/?ticket=[redacted]&t=1');
    });
  });

  describe('the stream', () => {
    it('is text/event-stream, unbuffered, with the API’s security and CORS headers and a retry hint', async () => {
      const user = await newAccount();
      const stream = kept(await openStream(first, await ticketFor(first, user.token), { origin: 'http://localhost:4200' }));
      const { headers } = stream.response;
      expect(stream.response.status).toBe(200);
      expect({
        type: headers.get('content-type'),
        cache: headers.get('cache-control'),
        buffering: headers.get('x-accel-buffering'),
        encoding: headers.get('content-encoding'),
        nosniff: headers.get('x-content-type-options'),
        csp: headers.get('content-security-policy'),
        cors: headers.get('access-control-allow-origin'),
        requestId: typeof headers.get('x-request-id'),
      }).toEqual({
        type: 'text/event-stream; charset=utf-8',
        cache: 'no-cache, no-transform',
        buffering: 'no',
        encoding: null,
        nosniff: 'nosniff',
        csp: "default-src 'none';frame-ancestors 'none'",
        cors: 'http://localhost:4200',
        requestId: 'string',
      });
      expect(await stream.next()).toEqual({ retry: String(RETRY_MS), comments: [] });
    });

    it(`is refused past ${MAX_STREAMS_PER_USER} open streams of one user (429), and allowed again once one closes`, async () => {
      const user = await newAccount();
      const open: EventStreamReader[] = [];
      for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) open.push(await streamFor(user.token, first));
      const refused = await openStream(first, await ticketFor(first, user.token));
      expect(refused.response.status).toBe(429);
      expect(await refused.response.json()).toEqual({ detail: TOO_MANY_STREAMS });
      // Another user is not counted against this one.
      kept(await streamFor((await newAccount()).token, first));

      open.pop()?.close();
      // The server learns of the closed connection when its socket closes: a few tries, each a new ticket.
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        const retried = await openStream(first, await ticketFor(first, user.token));
        status = retried.response.status;
        if (status === 200) kept(retried);
      }
      expect(status).toBe(200);
      open.forEach((stream) => stream.close());
    });
  });

  describe('HEAD', () => {
    it('answers the stream’s headers and ends: nothing stays open, the user’s streams are not used up', async () => {
      const user = await newAccount();
      for (let round = 0; round <= MAX_STREAMS_PER_USER; round += 1) {
        const ticket = await ticketFor(first, user.token);
        const response = await first.request(withQuery(API_PATHS.events.stream, { ticket }), { method: 'HEAD' });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/event-stream');
      }
      const stream = kept(await streamFor(user.token, first));
      expect(stream.response.status).toBe(200);
    });
  });

  describe(
    ON_SERVER ? 'across two instances (PostgreSQL LISTEN/NOTIFY)' : 'on the embedded database (one process, in-process fan-out)',
    () => {
      it('brings a submit to the admins’ and the owner’s streams, whichever instance each is on', async () => {
        const admin = await newAccount({ role: 'admin' });
        const owner = await newAccount({ tier: 'premium' });
        const adminStream = kept(await streamFor(admin.token, first, second));
        const ownerStream = kept(await streamFor(owner.token, second));
        const id = await submit(first, owner);
        const created: LiveEvent = { type: 'submission.created', id };
        expect(await adminStream.nextEvent()).toEqual({ type: 'submission.created', data: created });
        expect(await ownerStream.nextEvent()).toEqual({ type: 'submission.created', data: created });
      });

      it('never shows a user another user’s events; an admin sees them all, in order', async () => {
        const admin = await newAccount({ role: 'admin' });
        const someone = await newAccount({ tier: 'premium' });
        const watcher = await newAccount({ tier: 'premium' });
        const adminStream = kept(await streamFor(admin.token, second));
        const watcherStream = kept(await streamFor(watcher.token, second));
        // Each submit answers once its event is sent: had the watcher's stream received the first,
        // it would read it before its own.
        const theirs = await submit(first, someone);
        const own = await submit(first, watcher);
        expect(await watcherStream.nextEvent()).toEqual({ type: 'submission.created', data: { type: 'submission.created', id: own } });
        expect(await adminStream.nextEvent()).toEqual({ type: 'submission.created', data: { type: 'submission.created', id: theirs } });
        expect(await adminStream.nextEvent()).toEqual({ type: 'submission.created', data: { type: 'submission.created', id: own } });
      });

      it('delivers what any module publishes through LiveEvents, to its audience only', async () => {
        const admin = await newAccount({ role: 'admin' });
        const owner = await newAccount();
        const adminStream = kept(await streamFor(admin.token, second));
        const ownerStream = kept(await streamFor(owner.token, second));
        const events = first.app.get(LiveEvents);
        await events.publish({ type: 'claim.changed', id: 41 });
        await events.publish({ type: 'submission.replied', id: 42 }, { ownerId: owner.id });
        expect(await adminStream.nextEvent()).toEqual({ type: 'claim.changed', data: { type: 'claim.changed', id: 41 } });
        expect(await adminStream.nextEvent()).toEqual({ type: 'submission.replied', data: { type: 'submission.replied', id: 42 } });
        expect(await ownerStream.nextEvent()).toEqual({ type: 'submission.replied', data: { type: 'submission.replied', id: 42 } });
      });

      it('brings the admins’ claims and replies, re-opening and deleting to the right streams', async () => {
        const admin = await newAccount({ role: 'admin' });
        const owner = await newAccount({ tier: 'premium' });
        const bystander = await newAccount({ tier: 'premium' });
        const id = await submit(first, owner);
        const adminStream = kept(await streamFor(admin.token, second));
        const ownerStream = kept(await streamFor(owner.token, second));
        const bystanderStream = kept(await streamFor(bystander.token, second));
        const act = (path: string, method: string, body?: unknown) =>
          first.request(path, body === undefined ? { method, ...bearer(admin.token) } : json(body, { method, token: admin.token }));

        expect((await act(API_PATHS.admin.claim(id), 'POST')).status).toBe(200);
        expect((await act(API_PATHS.contact.reply(id), 'POST', { reply: 'Looks good.', analysis: {}, base_version: 0 })).status).toBe(200);
        expect((await act(API_PATHS.admin.submission(id), 'PATCH', { is_processed: false })).status).toBe(200);
        expect((await act(API_PATHS.admin.submission(id), 'PATCH', { is_processed: true })).status).toBe(200);
        expect((await act(API_PATHS.admin.processedItem(id), 'DELETE')).status).toBe(200);
        const event = (type: LiveEvent['type']) => ({ type, data: { type, id } });

        for (const type of [
          'claim.changed',
          'submission.replied',
          'submission.changed',
          'submission.changed',
          'submission.changed',
        ] as const) {
          expect(await adminStream.nextEvent()).toEqual(event(type));
        }
        // The owner hears of the review of their submission, never of the admins' claims.
        for (const type of ['submission.replied', 'submission.changed', 'submission.changed', 'submission.changed'] as const) {
          expect(await ownerStream.nextEvent()).toEqual(event(type));
        }
        // Someone else hears nothing of it: their next event is about their own submission.
        const own = await submit(first, bystander);
        expect(await bystanderStream.nextEvent()).toEqual({ type: 'submission.created', data: { type: 'submission.created', id: own } });
      });

      if (ON_SERVER) {
        // Only a server has a listener connection to lose: the embedded database has none.
        it('tells every stream to resync when the listener’s connection drops, and keeps delivering after it reconnects', async () => {
          const admin = await newAccount({ role: 'admin' });
          const owner = await newAccount({ tier: 'premium' });
          const onFirst = kept(await streamFor(admin.token, first));
          const onSecond = kept(await streamFor(owner.token, second));
          const client = new Client({ connectionString: first.database.env.DATABASE_URL });
          await client.connect();
          try {
            const { rows } = await client.query(
              'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
              [LISTENER_APPLICATION_NAME],
            );
            expect(rows).toEqual([{ ended: true }, { ended: true }]);
          } finally {
            await client.end();
          }
          expect(await onFirst.nextEvent()).toEqual({ type: 'resync', data: { type: 'resync' } });
          expect(await onSecond.nextEvent()).toEqual({ type: 'resync', data: { type: 'resync' } });
          const id = await submit(second, owner);
          expect(await onFirst.nextEvent()).toEqual({ type: 'submission.created', data: { type: 'submission.created', id } });
          expect(await onSecond.nextEvent()).toEqual({ type: 'submission.created', data: { type: 'submission.created', id } });
        });
      }
    },
  );
});

describe('the life of a stream', () => {
  it('ends after the access token’s lifetime; a new ticket then needs a session that still holds', async () => {
    const api = await createTestApp({ env: { JWT_ACCESS_TTL: '3' } });
    try {
      const user = await accountFactory(api, 'short')();
      const stream = await streamFor(user.token, api);
      await stream.ended();
      // By now the access token has expired too: the client refreshes it, then asks again.
      const response = await requestTicket(api, user.token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: ACCESS_TOKEN_INVALID });
    } finally {
      await api.close();
    }
  });

  it('ends properly, not cut off, when the instance shuts down', async () => {
    const api = await createTestApp();
    const admin = await accountFactory(api, 'closing')({ role: 'admin' });
    const stream = await streamFor(admin.token, api);
    expect(await stream.next()).toEqual({ retry: String(RETRY_MS), comments: [] });
    await api.close();
    expect(await stream.next()).toBeNull();
  });
});
