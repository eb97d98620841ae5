import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import {
  ACCESS_TOKEN_INVALID,
  API_PATHS,
  CREDENTIALS_MISSING,
  EVENT_TICKET_SECONDS,
  type LiveEvent,
  withQuery,
} from '@profileproof/contracts';
import Redis from 'ioredis';
import { Client } from 'pg';
import { redactUrl } from '../src/app/logging';
import { encodeUserId } from '../src/auth/auth.service';
import { EmailTokensService } from '../src/auth/email-tokens.service';
import { SessionsService } from '../src/auth/sessions/sessions.service';
import { RETRY_MS } from '../src/live-events/event-streams';
import {
  MAX_STREAMS_PER_USER,
  SLOT_LEASE_SECONDS,
  streamSlotsKey,
} from '../src/live-events/stream-slots';
import { LISTENER_APPLICATION_NAME } from '../src/live-events/fan-out';
import {
  SERVER_STREAMS_FULL,
  TICKET_INVALID,
  TOO_MANY_STREAMS,
} from '../src/live-events/live-events.controller';
import { LiveEvents } from '../src/live-events/live-events.service';
import { accountFactory, type TestAccount } from './support/accounts';
import {
  type EventStreamReader,
  openStream,
  requestTicket,
  streamFor,
  ticketFor,
} from './support/event-stream';
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
  const response = await api.request(
    API_PATHS.contact.submit,
    json({ linkedin_url: PROFILE }, { token: account.token }),
  );
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
    {
      type: 'event-ticket',
      role: 'admin',
      jti: randomUUID(),
      iss: 'profileproof-api',
      aud: 'profileproof-events',
      ...claims,
    },
    { algorithm: 'HS256' },
  );
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** A new ticket and stream until one opens: the server learns of a closed stream when its socket closes. */
async function openWhenRoom(api: TestApp, token: string): Promise<EventStreamReader> {
  for (let attempt = 0; ; attempt += 1) {
    const stream = await openStream(api, await ticketFor(api, token));
    if (stream.response.status === 200 || attempt === 50) return stream;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls `read` until it gives `expected` (the server gives a slot back when it sees the socket close); the last value. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 50 && value !== expected; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

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
      const user = await newAccount();
      const own = { sub: String(admin.id), sid: admin.sessionId };
      const refused = [
        admin.token,
        signTicket({ ...own, exp: inSeconds(-5) }),
        signTicket({ ...own, exp: inSeconds(30) }, randomBytes(32).toString('base64url')),
        signTicket({ ...own, exp: inSeconds(30), type: 'access' }),
        signTicket({ ...own, exp: inSeconds(30), aud: 'profileproof-web' }),
        signTicket({ ...own, sub: '0', exp: inSeconds(30) }),
        signTicket({ ...own, exp: inSeconds(30), role: 'root' }),
        signTicket({ sub: String(admin.id), exp: inSeconds(30) }),
        signTicket({ ...own, exp: inSeconds(30), sid: 'not-a-session' }),
        // A session that is not the user's, and the user's with a role they do not have.
        signTicket({ ...own, exp: inSeconds(30), sid: user.sessionId }),
        signTicket({
          sub: String(user.id),
          sid: user.sessionId,
          exp: inSeconds(30),
          role: 'admin',
        }),
      ];
      for (const ticket of refused) {
        const stream = await openStream(first, ticket);
        expect({ ticket, status: stream.response.status }).toEqual({ ticket, status: 401 });
        expect(await stream.response.json()).toEqual(TICKET_REFUSED);
      }
      // The same claims, properly signed and in time, do open one: the refusals were for the reason given.
      const valid = kept(await openStream(first, signTicket({ ...own, exp: inSeconds(30) })));
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
      expect(redactUrl('/api/events/?ticket=eyJhbGciOi.x.y&t=1')).toBe(
        '/api/events/?ticket=[redacted]&t=1',
      );
    });
  });

  describe('the stream', () => {
    it('is text/event-stream, unbuffered, with the API’s security and CORS headers and a retry hint', async () => {
      const user = await newAccount();
      const stream = kept(
        await openStream(first, await ticketFor(first, user.token), {
          origin: 'http://localhost:4200',
        }),
      );
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
      for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1)
        open.push(await streamFor(user.token, first));
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
        const response = await first.request(withQuery(API_PATHS.events.stream, { ticket }), {
          method: 'HEAD',
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/event-stream');
      }
      const stream = kept(await streamFor(user.token, first));
      expect(stream.response.status).toBe(200);
    });
  });

  describe(
    ON_SERVER
      ? 'across two instances (PostgreSQL LISTEN/NOTIFY)'
      : 'on the embedded database (one process, in-process fan-out)',
    () => {
      it('brings a submit to the admins’ and the owner’s streams, whichever instance each is on', async () => {
        const admin = await newAccount({ role: 'admin' });
        const owner = await newAccount({ tier: 'premium' });
        const adminStream = kept(await streamFor(admin.token, first, second));
        const ownerStream = kept(await streamFor(owner.token, second));
        const id = await submit(first, owner);
        const created: LiveEvent = { type: 'submission.created', id };
        expect(await adminStream.nextEvent()).toEqual({
          type: 'submission.created',
          data: created,
        });
        expect(await ownerStream.nextEvent()).toEqual({
          type: 'submission.created',
          data: created,
        });
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
        expect(await watcherStream.nextEvent()).toEqual({
          type: 'submission.created',
          data: { type: 'submission.created', id: own },
        });
        expect(await adminStream.nextEvent()).toEqual({
          type: 'submission.created',
          data: { type: 'submission.created', id: theirs },
        });
        expect(await adminStream.nextEvent()).toEqual({
          type: 'submission.created',
          data: { type: 'submission.created', id: own },
        });
      });

      it('delivers what any module publishes through LiveEvents, to its audience only', async () => {
        const admin = await newAccount({ role: 'admin' });
        const owner = await newAccount();
        const adminStream = kept(await streamFor(admin.token, second));
        const ownerStream = kept(await streamFor(owner.token, second));
        const events = first.app.get(LiveEvents);
        await events.publish({ type: 'claim.changed', id: 41 });
        await events.publish({ type: 'submission.replied', id: 42 }, { ownerId: owner.id });
        expect(await adminStream.nextEvent()).toEqual({
          type: 'claim.changed',
          data: { type: 'claim.changed', id: 41 },
        });
        expect(await adminStream.nextEvent()).toEqual({
          type: 'submission.replied',
          data: { type: 'submission.replied', id: 42 },
        });
        expect(await ownerStream.nextEvent()).toEqual({
          type: 'submission.replied',
          data: { type: 'submission.replied', id: 42 },
        });
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
          first.request(
            path,
            body === undefined
              ? { method, ...bearer(admin.token) }
              : json(body, { method, token: admin.token }),
          );

        expect((await act(API_PATHS.admin.claim(id), 'POST')).status).toBe(200);
        expect(
          (
            await act(API_PATHS.contact.reply(id), 'POST', {
              reply: 'Looks good.',
              analysis: {},
              base_version: 0,
            })
          ).status,
        ).toBe(200);
        expect(
          (await act(API_PATHS.admin.submission(id), 'PATCH', { is_processed: false })).status,
        ).toBe(200);
        expect(
          (await act(API_PATHS.admin.submission(id), 'PATCH', { is_processed: true })).status,
        ).toBe(200);
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
        for (const type of [
          'submission.replied',
          'submission.changed',
          'submission.changed',
          'submission.changed',
        ] as const) {
          expect(await ownerStream.nextEvent()).toEqual(event(type));
        }
        // Someone else hears nothing of it: their next event is about their own submission.
        const own = await submit(first, bystander);
        expect(await bystanderStream.nextEvent()).toEqual({
          type: 'submission.created',
          data: { type: 'submission.created', id: own },
        });
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
          expect(await onFirst.nextEvent()).toEqual({
            type: 'submission.created',
            data: { type: 'submission.created', id },
          });
          expect(await onSecond.nextEvent()).toEqual({
            type: 'submission.created',
            data: { type: 'submission.created', id },
          });
        });
      }
    },
  );

  describe('when sessions end', () => {
    const replied = (id: number) => ({
      type: 'submission.replied',
      data: { type: 'submission.replied', id },
    });
    /** An event for `ownerId` (and the admins): a stream still open receives it, an ended one has ended before it. */
    const publishFor = (ownerId: number, id: number) =>
      first.app.get(LiveEvents).publish({ type: 'submission.replied', id }, { ownerId });
    const logout = (refresh: string) => first.request(API_PATHS.auth.logout, json({ refresh }));

    it('opens no stream with a ticket taken before the session ended, or before the user’s role changed', async () => {
      const user = await newAccount();
      const ticket = await ticketFor(first, user.token);
      expect((await logout(user.refresh)).status).toBe(200);
      const afterLogout = await openStream(second, ticket);
      expect(afterLogout.response.status).toBe(401);
      expect(await afterLogout.response.json()).toEqual(TICKET_REFUSED);

      const admin = await newAccount({ role: 'admin' });
      const adminTicket = await ticketFor(first, admin.token);
      await first.dataSource.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.id]);
      const afterDemotion = await openStream(second, adminTicket);
      expect(afterDemotion.response.status).toBe(401);
    });

    it('ends the streams of a session at its logout, on every instance, and only that session’s', async () => {
      const user = await newAccount();
      const other = await first.app
        .get(SessionsService)
        .start({ id: user.id, email: user.email, role: 'user' });
      const onFirst = kept(await streamFor(user.token, first));
      const onSecond = kept(await streamFor(user.token, second));
      const otherSession = kept(await streamFor(other.access, second));

      expect((await logout(user.refresh)).status).toBe(200);
      await publishFor(user.id, 501);
      expect(await onFirst.nextEvent()).toBeNull();
      expect(await onSecond.nextEvent()).toBeNull();
      expect(await otherSession.nextEvent()).toEqual(replied(501));
    });

    it('ends every stream of the user on every instance at a password reset', async () => {
      const user = await newAccount();
      const bystander = await newAccount();
      const other = await first.app
        .get(SessionsService)
        .start({ id: user.id, email: user.email, role: 'user' });
      const streamsOfUser = [
        kept(await streamFor(user.token, first)),
        kept(await streamFor(other.access, second)),
      ];
      const bystanderStream = kept(await streamFor(bystander.token, second));

      const token = await first.app.get(EmailTokensService).issue(user.id, 'password_reset');
      const password = 'a brand new passphrase';
      const reset = await first.request(
        API_PATHS.auth.passwordResetConfirm(encodeUserId(user.id), token),
        json({ password, password2: password }),
      );
      expect(reset.status).toBe(200);
      await publishFor(user.id, 502);
      await publishFor(bystander.id, 503);
      for (const stream of streamsOfUser) expect(await stream.nextEvent()).toBeNull();
      expect(await bystanderStream.nextEvent()).toEqual(replied(503));
    });

    it('ends the streams of a session whose spent refresh token is presented again after the grace', async () => {
      const user = await newAccount();
      const stream = kept(await streamFor(user.token, second));
      const refresh = (token: string) =>
        first.request(API_PATHS.auth.refresh, json({ refresh: token }));
      expect((await refresh(user.refresh)).status).toBe(200);
      // Rotated longer ago than REFRESH_REUSE_GRACE_SECONDS (within it, the same token is answered).
      await first.dataSource.query(
        `UPDATE refresh_tokens SET revoked_at = revoked_at - interval '1 minute' WHERE user_id = $1`,
        [user.id],
      );
      expect((await refresh(user.refresh)).status).toBe(401);
      await publishFor(user.id, 504);
      expect(await stream.nextEvent()).toBeNull();
    });

    if (ON_SERVER) {
      // Only a server can be changed by hand while the API runs: the embedded database serves the API alone.
      it('ends a demoted admin’s streams on every instance when the role is changed in the database', async () => {
        const demoted = await newAccount({ role: 'admin' });
        const admin = await newAccount({ role: 'admin' });
        const streamsOfDemoted = [
          kept(await streamFor(demoted.token, first)),
          kept(await streamFor(demoted.token, second)),
        ];
        const adminStream = kept(await streamFor(admin.token, second));
        await first.dataSource.query(`UPDATE users SET role = 'user' WHERE id = $1`, [demoted.id]);
        await first.app.get(LiveEvents).publish({ type: 'claim.changed', id: 505 });
        for (const stream of streamsOfDemoted) expect(await stream.nextEvent()).toBeNull();
        expect(await adminStream.nextEvent()).toEqual({
          type: 'claim.changed',
          data: { type: 'claim.changed', id: 505 },
        });
      });
    }
  });

  describe('stream slots (Redis)', () => {
    const redis = new Redis(REDIS_URL, { keyPrefix: env.REDIS_KEY_PREFIX, lazyConnect: true });
    afterAll(() => redis.disconnect());
    const liveSlots = (userId: number) => redis.zcount(streamSlotsKey(userId), Date.now(), '+inf');

    it(`allow ${MAX_STREAMS_PER_USER} streams per user over every instance together; one more is refused (429, Retry-After)`, async () => {
      const user = await newAccount();
      const open: EventStreamReader[] = [];
      for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1)
        open.push(kept(await streamFor(user.token, first)));
      const refused = await openStream(second, await ticketFor(second, user.token));
      expect(refused.response.status).toBe(429);
      expect(refused.response.headers.get('retry-after')).toBe(String(SLOT_LEASE_SECONDS));
      expect(await refused.response.json()).toEqual({ detail: TOO_MANY_STREAMS });

      open.pop()?.close();
      const reopened = kept(await openWhenRoom(second, user.token));
      expect(reopened.response.status).toBe(200);
    });

    it('hold a lease that the instance renews; a slot left by an instance that crashed lapses by itself', async () => {
      const user = await newAccount();
      const stream = kept(await streamFor(user.token, first));
      const [slot, lease] = await redis.zrange(streamSlotsKey(user.id), 0, -1, 'WITHSCORES');
      expect(slot).toEqual(expect.any(String));
      expect(Number(lease)).toBeGreaterThan(Date.now());
      expect(Number(lease)).toBeLessThanOrEqual(Date.now() + SLOT_LEASE_SECONDS * 1000 + 1000);
      expect(await redis.pttl(streamSlotsKey(user.id))).toBeGreaterThan(0);

      // What a crashed instance leaves: slots whose leases it no longer renews.
      const crashed = Array.from({ length: MAX_STREAMS_PER_USER }, (_, index) => [
        Date.now() - 1000,
        `crashed-${index}`,
      ]).flat();
      await redis.zadd(streamSlotsKey(user.id), ...crashed);
      for (let index = 1; index < MAX_STREAMS_PER_USER; index += 1)
        kept(await streamFor(user.token, second));
      expect((await openStream(first, await ticketFor(first, user.token))).response.status).toBe(
        429,
      );
      expect(await redis.zcard(streamSlotsKey(user.id))).toBe(MAX_STREAMS_PER_USER);

      stream.close();
      expect(await eventually(() => liveSlots(user.id), MAX_STREAMS_PER_USER - 1)).toBe(
        MAX_STREAMS_PER_USER - 1,
      );
    });
  });
});

describe('the instance’s cap (EVENT_STREAMS_PER_INSTANCE)', () => {
  it('refuses one stream more than the instance may hold, whoever asks (429, Retry-After), and takes it once one ends', async () => {
    const api = await createTestApp({ env: { EVENT_STREAMS_PER_INSTANCE: '2' } });
    const open: EventStreamReader[] = [];
    try {
      const newUser = accountFactory(api, 'capped');
      for (let index = 0; index < 2; index += 1)
        open.push(await streamFor((await newUser()).token, api));
      const late = await newUser();
      const refused = await openStream(api, await ticketFor(api, late.token));
      expect(refused.response.status).toBe(429);
      expect(refused.response.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
      expect(await refused.response.json()).toEqual({ detail: SERVER_STREAMS_FULL });

      open.shift()?.close();
      const admitted = await openWhenRoom(api, late.token);
      open.push(admitted);
      expect(admitted.response.status).toBe(200);
    } finally {
      open.forEach((stream) => stream.close());
      await api.close();
    }
  });
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

  it('gives its slot back when the instance shuts down', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    const redis = new Redis(REDIS_URL, { keyPrefix: env.REDIS_KEY_PREFIX });
    const api = await createTestApp({ env });
    try {
      const user = await accountFactory(api, 'draining')();
      const streams = [await streamFor(user.token, api), await streamFor(user.token, api)];
      expect(await redis.zcard(streamSlotsKey(user.id))).toBe(2);
      await api.close();
      for (const stream of streams) await stream.ended();
      // Given back before the instance let go of Redis, not left to lapse.
      expect(await redis.zcard(streamSlotsKey(user.id))).toBe(0);
    } finally {
      redis.disconnect();
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
