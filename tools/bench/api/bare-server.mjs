// The framework floor: a bare Fastify + `pg` server answering the benchmarked routes of the API
// with the same SQL (as TypeORM writes it, aliases included), the same JSON, the same response
// headers (the API's security headers, CORS, no-store and a request id) and the same checks
// (an HS256 access token with issuer, audience and session, the session looked up in the database
// on admin routes and writes and trusted for SESSION_CHECK_CACHE_SECONDS on other reads, the role,
// the submitted URL). Whatever the API costs beyond this server is framework and library overhead.
// Keep its answers in step with the API: the smoke test catches answers that differ, not a query
// missing.
//
// Here: the routes; bare-answers.mjs builds the answers, field by field, bare-sql.mjs gives the
// statements (the API's own) and bare-checks.mjs the checks.
//
// Run as its own process, as the API is: `node tools/bench/api/bare-server.mjs` with PORT,
// DATABASE_URL, JWT_SECRET, POOL_SIZE (16) and ANSWER_HEADERS (a JSON object; the harness copies
// it from an answer of the API). It prints `listening <url>` once ready.
import { createSecretKey, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import {
  filteredReviewed,
  PROCESSED_PAGE_SIZE,
  submit,
  toAdminSubmission,
  toSubmission,
  usageFor,
  walkCursor,
} from './bare-answers.mjs';
import {
  HttpError,
  parseLimit,
  parsePage,
  parseSearchPattern,
  parseTierFilter,
  requireRole,
  sessionChecker,
  verifyAccessToken,
} from './bare-checks.mjs';
import { SQL } from './bare-sql.mjs';

const PENDING_PAGE_SIZE = 50;
const STATS_DAYS = 30;
const MEDIAN_REPLY_SAMPLE = 1000;

/**
 * Every answer carries `headers`, as every answer of the API carries its own: each header costs
 * the server and the load generator alike, so the floor sends them too. An `x-request-id` among
 * them is a fresh UUID per request, as the API's.
 */
function sendAnswerHeaders(app, headers) {
  const { 'x-request-id': requestId, ...fixed } = headers;
  if (requestId === undefined && Object.keys(fixed).length === 0) return;
  app.addHook('onRequest', (_request, reply, done) => {
    if (requestId !== undefined) reply.header('x-request-id', randomUUID());
    reply.headers(fixed);
    done();
  });
}

/** The server, listening; `close()` stops it and its pool. */
export async function startBareServer({
  port = 0,
  host = '127.0.0.1',
  databaseUrl,
  jwtSecret,
  poolSize = 16,
  sessionLimits,
  answerHeaders = {},
}) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  sendAnswerHeaders(app, answerHeaders);
  // A KeyObject, as the API hands it to jsonwebtoken: given a string, it tries to read a PEM public key first on every call.
  const jwtKey = createSecretKey(Buffer.from(jwtSecret, 'utf8'));
  const checkSession = sessionChecker(pool, {
    refreshTokenTtlDays: 30,
    refreshIdleDays: 14,
    cacheMs: 30_000,
    ...sessionLimits,
  });
  const admin = ['admin'];
  /** `roles` null: any signed-in user. Admin routes and writes check the session in the database. */
  const authenticated = (roles, handler) => async (request, reply) => {
    const user = verifyAccessToken(request.headers.authorization, jwtKey);
    await checkSession(user, roles !== null || request.method !== 'GET');
    if (roles) requireRole(user, roles);
    return handler(user, request, reply);
  };
  const anyRole = null;

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.body);
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send({ detail: error.message });
    reply.log.error(error);
    return reply.code(500).send({ detail: 'Internal server error' });
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get(
    '/api/contact/user-submissions/',
    authenticated(anyRole, async (user) =>
      (await pool.query(SQL.userSubmissions, [user.id])).rows.map(toSubmission),
    ),
  );

  app.get(
    '/api/auth/subscription/',
    authenticated(anyRole, async (user) => {
      const now = new Date();
      const { subscription, tier, expired, usage } = await usageFor(pool, user.id, now);
      return {
        tier,
        end_date: subscription?.end_date?.toISOString() ?? null,
        subscription_id: subscription?.id ?? null,
        debug_info: {
          source: subscription ? 'subscription' : 'default',
          expired,
          checked_at: now.toISOString(),
        },
        usage,
      };
    }),
  );

  app.get(
    '/api/admin/submissions/',
    authenticated(admin, async (_user, request) => {
      const { status } = request.query;
      if (status !== undefined && status !== 'pending') {
        throw new HttpError(400, {
          detail: 'Validation failed',
          errors: { status: ['Status must be one of: pending'] },
        });
      }
      const limit = parseLimit(request.query.limit, PENDING_PAGE_SIZE);
      // The benchmarked filters (search and tier); the unfiltered queue reads PENDING_SQL, as the API does.
      const search = parseSearchPattern(request.query.q);
      const tier = parseTierFilter(request.query.tier);
      const now = new Date();
      const { rows } =
        search === null && tier === null
          ? await pool.query(SQL.pending, [limit])
          : await pool.query(search === null ? SQL.pendingFiltered : SQL.pendingSearch, [
              limit,
              search,
              tier,
              false,
            ]);
      return { submissions: rows.map((row) => toAdminSubmission(row, now)) };
    }),
  );

  app.get(
    '/api/admin/processed/',
    authenticated(admin, async (_user, request) => {
      const requested = parsePage(request.query.page);
      const search = parseSearchPattern(request.query.q);
      const tier = parseTierFilter(request.query.tier);
      const now = new Date();
      if (search !== null || tier !== null)
        return filteredReviewed(pool, requested, search, tier, now);
      // A walk that starts now (the API's statements; nothing was replied to since its instant).
      const [head] = (
        await pool.query(SQL.reviewedWalkHead, [requested, PROCESSED_PAGE_SIZE, now, false])
      ).rows;
      const rows =
        head.bound_at === null
          ? []
          : (
              await pool.query(SQL.reviewedWalkIndex, [
                head.bound_at,
                head.bound_id,
                head.skip,
                PROCESSED_PAGE_SIZE + head.moved.length,
              ])
            ).rows.slice(0, PROCESSED_PAGE_SIZE);
      const totalPages = Math.ceil(head.total_count / PROCESSED_PAGE_SIZE);
      return {
        submissions: rows.map((row) => ({
          ...toAdminSubmission(row, now),
          replied_by: row.replied_by,
        })),
        total_count: head.total_count,
        total_pages: totalPages,
        current_page: head.current_page,
        as_of: head.as_of.toISOString(),
        next_cursor: head.current_page < totalPages ? walkCursor(rows.at(-1)) : null,
        previous_cursor: head.current_page > 1 ? walkCursor(rows[0]) : null,
      };
    }),
  );

  app.get(
    '/api/admin/stats/',
    authenticated(admin, async () => {
      const today = new Date().toISOString().slice(0, 10);
      const [stats] = (await pool.query(SQL.stats, [today, STATS_DAYS, MEDIAN_REPLY_SAMPLE])).rows;
      return {
        pending_count: stats.pending_count,
        reviewed_count: stats.reviewed_count,
        submissions_per_day: stats.submissions_per_day,
        average_quality_score: stats.average_quality_score,
        median_reply_hours: stats.median_reply_hours,
        overdue_now: stats.overdue_now,
        within_window_pct_30d: stats.within_window_pct_30d,
      };
    }),
  );

  app.post(
    '/api/contact/submit/',
    authenticated(anyRole, async (user, request, reply) => {
      const { id, answer } = await submit(pool, user.id, request.body);
      // Once committed, the live event every instance's listener receives (as the API publishes it).
      const event = { e: { type: 'submission.created', id }, o: user.id };
      await pool.query(SQL.notify, [SQL.eventsChannel, JSON.stringify(event)]);
      return reply.code(201).send(answer);
    }),
  );

  // As each API instance does: a connection of its own listening for the live events, each parsed.
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', ({ payload }) => JSON.parse(payload ?? 'null'));
  await listener.query(SQL.listen);

  const url = await app.listen({ port, host });
  return {
    url,
    close: async () => {
      await app.close();
      await listener.end();
      await pool.end();
    },
  };
}

async function main() {
  const env = process.env;
  const server = await startBareServer({
    port: Number(env.PORT ?? 0),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    poolSize: Number(env.POOL_SIZE ?? 16),
    sessionLimits: {
      refreshTokenTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30),
      refreshIdleDays: Number(env.REFRESH_IDLE_DAYS ?? 14),
      cacheMs: Number(env.SESSION_CHECK_CACHE_SECONDS ?? 30) * 1000,
    },
    answerHeaders: env.ANSWER_HEADERS ? JSON.parse(env.ANSWER_HEADERS) : {},
  });
  process.stdout.write(`listening ${server.url}\n`);
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    process.stderr.write(`The bare server could not start: ${error.stack ?? error}\n`);
    process.exit(1);
  });
}
