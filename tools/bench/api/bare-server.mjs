// The framework floor: a bare Fastify + `pg` server answering the benchmarked routes of the API
// with the same SQL (as TypeORM writes it, aliases included), the same JSON and the same checks
// (an HS256 access token with issuer, audience and session, the session looked up in the database
// on admin routes and writes and trusted for SESSION_CHECK_CACHE_SECONDS on other reads, the role,
// the submitted URL). Whatever the API costs beyond this server is framework and library overhead.
// Keep it in step with the API: the smoke test catches answers that differ, not a query missing.
//
// Run as its own process, as the API is: `node tools/bench/api/bare-server.mjs` with PORT,
// DATABASE_URL, JWT_SECRET and POOL_SIZE (16). It prints `listening <url>` once ready.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const JWT_VERIFY_OPTIONS = { algorithms: ['HS256'], issuer: 'profileproof-api', audience: 'profileproof-web' };
const ROLES = ['user', 'admin'];
const TIERS = ['free', 'basic', 'premium'];
const MONTHLY_LIMITS = { free: 1, basic: 24, premium: null };
const PROCESSED_PAGE_SIZE = 10;
const PENDING_QUEUE_CAP = 500;
const USER_SUBMISSIONS_CAP = 500;
const STATS_DAYS = 30;
const SUBMITTED = 'Profile submitted successfully! We will review it and send you our analysis soon.';
const LIMIT_REACHED = 'Subscription limit reached';
const FORBIDDEN = 'You do not have permission to perform this action.';
const TOKEN_INVALID = 'Invalid or expired access token.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 86_400_000;

// The columns TypeORM selects for a submission with its submitter's id and e-mail.
const SUBMISSION_COLUMNS = `"submission"."id" AS "submission_id", "submission"."user_id" AS "submission_user_id",
  "submission"."linkedin_url" AS "submission_linkedin_url", "submission"."message" AS "submission_message",
  "submission"."form_data" AS "submission_form_data", "submission"."admin_reply" AS "submission_admin_reply",
  "submission"."admin_reply_date" AS "submission_admin_reply_date", "submission"."is_processed" AS "submission_is_processed",
  "submission"."quality_score" AS "submission_quality_score", "submission"."spam_score" AS "submission_spam_score",
  "submission"."created_at" AS "submission_created_at", "submission"."updated_at" AS "submission_updated_at",
  "user"."id" AS "user_id", "user"."email" AS "user_email"
  FROM "submissions" "submission" INNER JOIN "users" "user" ON "user"."id"="submission"."user_id"`;

/** What TypeORM appends to every query builder on an entity with a delete date column. */
const VISIBLE = '( "submission"."deleted_at" IS NULL )';

const SUBSCRIPTION_COLUMNS = `"Subscription"."id" AS "Subscription_id", "Subscription"."user_id" AS "Subscription_user_id",
  "Subscription"."tier" AS "Subscription_tier", "Subscription"."end_date" AS "Subscription_end_date",
  "Subscription"."created_at" AS "Subscription_created_at", "Subscription"."updated_at" AS "Subscription_updated_at",
  "Subscription"."created_by_id" AS "Subscription_created_by_id"`;

const SQL = {
  userSubmissions: `SELECT ${SUBMISSION_COLUMNS} WHERE ( "submission"."user_id" = $1 ) AND ${VISIBLE}
    ORDER BY "submission"."created_at" DESC, "submission"."id" DESC LIMIT ${USER_SUBMISSIONS_CAP}`,
  pending: `SELECT ${SUBMISSION_COLUMNS} WHERE ( "submission"."is_processed" = false ) AND ${VISIBLE}
    ORDER BY "submission"."created_at" ASC, "submission"."id" ASC LIMIT ${PENDING_QUEUE_CAP}`,
  countReviewed: `SELECT COUNT(1) AS "cnt" FROM "submissions" "Submission"
    WHERE ( (("Submission"."is_processed" = $1)) ) AND ( "Submission"."deleted_at" IS NULL )`,
  // TypeORM writes the limit and offset into the text.
  reviewedPage: (limit, offset) => `SELECT ${SUBMISSION_COLUMNS} WHERE ( "submission"."is_processed" = true ) AND ${VISIBLE}
    ORDER BY "submission"."admin_reply_date" DESC NULLS LAST, "submission"."id" DESC LIMIT ${limit} OFFSET ${offset}`,
  subscriptionOf: `SELECT ${SUBSCRIPTION_COLUMNS} FROM "subscriptions" "Subscription" WHERE (("Subscription"."user_id" = $1)) LIMIT 1`,
  countSince: `SELECT COUNT(1) AS "cnt" FROM "submissions" "Submission"
    WHERE (("Submission"."user_id" = $1) AND ("Submission"."created_at" >= $2))`,
  lockUser: 'SELECT id FROM users WHERE id = $1 FOR UPDATE',
  insertSubmission: `INSERT INTO "submissions"("user_id", "linkedin_url", "message", "form_data", "admin_reply", "admin_reply_date",
    "is_processed", "quality_score", "spam_score", "created_at", "updated_at", "deleted_at")
    VALUES ($1, $2, $3, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, $4, DEFAULT, DEFAULT)
    RETURNING "id", "is_processed", "created_at", "updated_at", "deleted_at"`,
  session: `SELECT "token"."session_started_at", "token"."created_at", "token"."expires_at", "user"."role"
    FROM "refresh_tokens" "token" JOIN "users" "user" ON "user"."id" = "token"."user_id"
    WHERE "token"."family_id" = $1 AND "token"."revoked_at" IS NULL AND "token"."user_id" = $2
    LIMIT 1`,
  statsSummary: `SELECT
      count(*) FILTER (WHERE NOT "is_processed")::int AS "pending_count",
      count(*) FILTER (WHERE "is_processed")::int AS "reviewed_count",
      round(avg("quality_score") FILTER (WHERE "is_processed"), 1)::float8 AS "average_quality_score",
      round(
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY (extract(epoch FROM "admin_reply_date" - "created_at") / 3600)::float8)
          FILTER (WHERE "is_processed" AND "admin_reply_date" IS NOT NULL))::numeric,
        1
      )::float8 AS "median_reply_hours"
    FROM "submissions"
    WHERE "deleted_at" IS NULL`,
  statsPerDay: `SELECT to_char("day", 'YYYY-MM-DD') AS "date", count("submission"."id")::int AS "count"
    FROM generate_series(
      date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC') - make_interval(days => $2::int - 1),
      date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC'),
      interval '1 day'
    ) AS "day"
    LEFT JOIN "submissions" "submission"
      ON "submission"."created_at" >= "day" AT TIME ZONE 'UTC'
     AND "submission"."created_at" < ("day" + interval '1 day') AT TIME ZONE 'UTC'
     AND "submission"."deleted_at" IS NULL
    GROUP BY "day"
    ORDER BY "day"`,
};

/** The tiers of a page's submitters, as TypeORM's `find({select, where: {userId: In(ids)}})` asks. */
function tiersSql(count) {
  const params = Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ');
  return `SELECT "Subscription"."user_id" AS "Subscription_user_id", "Subscription"."tier" AS "Subscription_tier",
    "Subscription"."end_date" AS "Subscription_end_date", "Subscription"."id" AS "Subscription_id"
    FROM "subscriptions" "Subscription" WHERE (("Subscription"."user_id" IN (${params})))`;
}

class HttpError extends Error {
  constructor(status, body) {
    super(body.detail);
    this.status = status;
    this.body = body;
  }
}

function verifyAccessToken(header, secret) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  let claims;
  try {
    claims = jwt.verify(match[1], secret, JWT_VERIFY_OPTIONS);
  } catch {
    claims = null;
  }
  const valid =
    claims?.type === 'access' &&
    typeof claims.sub === 'string' &&
    /^[1-9]\d{0,9}$/.test(claims.sub) &&
    Number(claims.sub) <= 2_147_483_647 &&
    typeof claims.email === 'string' &&
    ROLES.includes(claims.role) &&
    typeof claims.sid === 'string' &&
    UUID.test(claims.sid);
  if (!valid) throw new HttpError(401, { detail: TOKEN_INVALID });
  return { id: Number(claims.sub), email: claims.email, role: claims.role, sessionId: claims.sid };
}

/**
 * The API's session check: the session's live refresh token, its lifetime and the user's role,
 * from the database on `fresh` checks; other reads trust a positive answer for a while.
 */
function sessionChecker(pool, limits) {
  const trusted = new Map();
  return async (user, fresh) => {
    const key = `${user.sessionId}:${user.id}:${user.role}`;
    const now = Date.now();
    if (!fresh && (trusted.get(key) ?? 0) > now) return;
    const { rows } = await pool.query(SQL.session, [user.sessionId, user.id]);
    const row = rows[0];
    const holds =
      row !== undefined &&
      row.role === user.role &&
      row.expires_at.getTime() > now &&
      row.session_started_at.getTime() + limits.refreshTokenTtlDays * DAY_MS > now &&
      row.created_at.getTime() + limits.refreshIdleDays * DAY_MS > now;
    trusted.delete(key);
    if (!holds) throw new HttpError(401, { detail: TOKEN_INVALID });
    if (limits.cacheMs > 0) trusted.set(key, now + limits.cacheMs);
  };
}

function requireRole(user, roles) {
  if (!roles.includes(user.role)) throw new HttpError(403, { detail: FORBIDDEN });
}

function isExpired(endDate, now) {
  return endDate !== null && endDate.getTime() <= now.getTime();
}

function tierGranted(tier, endDate, now) {
  if (isExpired(endDate, now)) return 'free';
  const normalised = typeof tier === 'string' ? tier.trim().toLowerCase() : '';
  return TIERS.includes(normalised) ? normalised : 'free';
}

function toSubmission(row) {
  return {
    id: row.submission_id,
    email: row.user_email,
    linkedin_url: row.submission_linkedin_url,
    message: row.submission_message,
    created_at: row.submission_created_at.toISOString(),
    is_processed: row.submission_is_processed,
    admin_reply: row.submission_admin_reply,
    admin_reply_date: row.submission_admin_reply_date?.toISOString() ?? null,
    form_data: row.submission_form_data,
  };
}

async function withTiers(db, rows, now) {
  const ids = [...new Set(rows.map((row) => row.submission_user_id))];
  const tiers = new Map(ids.map((id) => [id, 'free']));
  if (ids.length > 0) {
    const { rows: subscriptions } = await db.query(tiersSql(ids.length), ids);
    for (const row of subscriptions)
      tiers.set(row.Subscription_user_id, tierGranted(row.Subscription_tier, row.Subscription_end_date, now));
  }
  return rows.map((row) => ({ ...toSubmission(row), tier: tiers.get(row.submission_user_id) ?? 'free' }));
}

function quotaPeriod(now) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), resetsAt: new Date(Date.UTC(year, month + 1, 1)) };
}

async function usageFor(db, userId, now) {
  const { rows } = await db.query(SQL.subscriptionOf, [userId]);
  const subscription = rows[0] ?? null;
  const endDate = subscription?.Subscription_end_date ?? null;
  const tier = subscription ? tierGranted(subscription.Subscription_tier, endDate, now) : 'free';
  const period = quotaPeriod(now);
  const counted = await db.query(SQL.countSince, [userId, period.start]);
  const used = Number(counted.rows[0].cnt);
  const limit = MONTHLY_LIMITS[tier];
  return {
    subscription,
    tier,
    expired: subscription ? isExpired(endDate, now) : false,
    usage: {
      used,
      limit,
      remaining: limit === null ? null : Math.max(0, limit - used),
      period_start: period.start.toISOString(),
      resets_at: period.resetsAt.toISOString(),
    },
  };
}

function parsePage(value) {
  if (value === undefined) return 1;
  const page = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
  if (page < 1 || page > Number.MAX_SAFE_INTEGER) {
    throw new HttpError(400, { detail: 'Validation failed', errors: { page: ['Page must be a whole number of at least 1'] } });
  }
  return page;
}

function hasWhitespaceOrControl(value) {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || /\s/.test(value[index])) return true;
  }
  return false;
}

function isLinkedInProfileUrl(value) {
  if (hasWhitespaceOrControl(value)) return false;
  let url;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '' || url.port !== '') return false;
  return url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com');
}

function submitBody(body) {
  const errors = {};
  const url = typeof body?.linkedin_url === 'string' ? body.linkedin_url.trim() : body?.linkedin_url;
  if (url === undefined || url === null || url === '') errors.linkedin_url = ['LinkedIn URL is required'];
  else if (typeof url !== 'string' || url.length > 2048 || !isLinkedInProfileUrl(url)) {
    errors.linkedin_url = ['Please enter a valid LinkedIn profile URL'];
  }
  const message = typeof body?.message === 'string' ? body.message.trim() || null : (body?.message ?? null);
  if (message !== null && (typeof message !== 'string' || message.length > 2000)) errors.message = ['Message must be a string'];
  if (Object.keys(errors).length > 0) throw new HttpError(400, { detail: 'Validation failed', errors });
  return { url, message };
}

async function submit(pool, userId, body) {
  const { url, message } = submitBody(body);
  const client = await pool.connect();
  try {
    await client.query('START TRANSACTION');
    const locked = await client.query(SQL.lockUser, [userId]);
    if (locked.rows.length === 0) throw new HttpError(401, { detail: 'Invalid or expired access token.' });
    const now = new Date();
    const { usage } = await usageFor(client, userId, now);
    if (usage.limit !== null && usage.used >= usage.limit) {
      throw new HttpError(403, { detail: LIMIT_REACHED, limit_reached: true, message: LIMIT_REACHED });
    }
    await client.query(SQL.insertSubmission, [userId, url, message, now]);
    await client.query('COMMIT');
    return { message: SUBMITTED, limit_reached: usage.limit !== null && usage.used + 1 >= usage.limit };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** The server, listening; `close()` stops it and its pool. */
export async function startBareServer({ port = 0, host = '127.0.0.1', databaseUrl, jwtSecret, poolSize = 16, sessionLimits }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  const checkSession = sessionChecker(pool, { refreshTokenTtlDays: 30, refreshIdleDays: 14, cacheMs: 30_000, ...sessionLimits });
  const admin = ['admin'];
  /** `roles` null: any signed-in user. Admin routes and writes check the session in the database. */
  const authenticated = (roles, handler) => async (request, reply) => {
    const user = verifyAccessToken(request.headers.authorization, jwtSecret);
    await checkSession(user, roles !== null || request.method !== 'GET');
    if (roles) requireRole(user, roles);
    return handler(user, request, reply);
  };
  const anyRole = null;

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.body);
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ detail: error.message });
    reply.log.error(error);
    return reply.code(500).send({ detail: 'Internal server error' });
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get(
    '/api/contact/user-submissions/',
    authenticated(anyRole, async (user) => (await pool.query(SQL.userSubmissions, [user.id])).rows.map(toSubmission)),
  );

  app.get(
    '/api/auth/subscription/',
    authenticated(anyRole, async (user) => {
      const now = new Date();
      const { subscription, tier, expired, usage } = await usageFor(pool, user.id, now);
      return {
        tier,
        end_date: subscription?.Subscription_end_date?.toISOString() ?? null,
        subscription_id: subscription?.Subscription_id ?? null,
        debug_info: { source: subscription ? 'subscription' : 'default', expired, checked_at: now.toISOString() },
        usage,
      };
    }),
  );

  app.get(
    '/api/admin/submissions/',
    authenticated(admin, async (_user, request) => {
      const { status } = request.query;
      if (status !== undefined && status !== 'pending') {
        throw new HttpError(400, { detail: 'Validation failed', errors: { status: ['Status must be one of: pending'] } });
      }
      const now = new Date();
      const { rows } = await pool.query(SQL.pending);
      return { submissions: await withTiers(pool, rows, now) };
    }),
  );

  app.get(
    '/api/admin/processed/',
    authenticated(admin, async (_user, request) => {
      const requested = parsePage(request.query.page);
      const now = new Date();
      const totalCount = Number((await pool.query(SQL.countReviewed, [true])).rows[0].cnt);
      const totalPages = Math.ceil(totalCount / PROCESSED_PAGE_SIZE);
      const currentPage = Math.min(requested, Math.max(totalPages, 1));
      const rows =
        totalCount === 0 ? [] : (await pool.query(SQL.reviewedPage(PROCESSED_PAGE_SIZE, (currentPage - 1) * PROCESSED_PAGE_SIZE))).rows;
      return { submissions: await withTiers(pool, rows, now), total_count: totalCount, total_pages: totalPages, current_page: currentPage };
    }),
  );

  app.get(
    '/api/admin/stats/',
    authenticated(admin, async () => {
      const now = new Date();
      const [summary] = (await pool.query(SQL.statsSummary)).rows;
      const perDay = (await pool.query(SQL.statsPerDay, [now.toISOString(), STATS_DAYS])).rows;
      return {
        pending_count: summary.pending_count,
        reviewed_count: summary.reviewed_count,
        submissions_per_day: perDay.map(({ date, count }) => ({ date, count })),
        average_quality_score: summary.average_quality_score,
        median_reply_hours: summary.median_reply_hours,
      };
    }),
  );

  app.post(
    '/api/contact/submit/',
    authenticated(anyRole, async (user, request, reply) => {
      const answer = await submit(pool, user.id, request.body);
      return reply.code(201).send(answer);
    }),
  );

  const url = await app.listen({ port, host });
  return {
    url,
    close: async () => {
      await app.close();
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
