// The bare server's answers (bare-server.mjs), built field by field as the API builds them: the
// submissions as the customer and the admin see them, the tier and quota, the submit, and the
// reviewed list with a search or tier filter.
import { HttpError, submitBody, TOKEN_INVALID } from './bare-checks.mjs';
import { SQL } from './bare-sql.mjs';

const TIERS = ['free', 'basic', 'premium'];
const MONTHLY_LIMITS = { free: 1, basic: 24, premium: null };
// The reply windows' defaults (REPLY_WINDOW_HOURS in libs/contracts), in milliseconds.
const REPLY_WINDOW_MS = { free: 24 * 3_600_000, basic: 4 * 3_600_000, premium: 3_600_000 };
export const PROCESSED_PAGE_SIZE = 10;
const FILTERED_COUNT_CAP = 10_000;
const SUBMITTED =
  'Profile submitted successfully! We will review it and send you our analysis soon.';
const LIMIT_REACHED = 'Subscription limit reached';

function isExpired(endDate, now) {
  return endDate !== null && endDate.getTime() <= now.getTime();
}

function tierGranted(tier, endDate, now) {
  if (isExpired(endDate, now)) return 'free';
  const normalised = typeof tier === 'string' ? tier.trim().toLowerCase() : '';
  return TIERS.includes(normalised) ? normalised : 'free';
}

export function toSubmission(row) {
  return {
    id: row.id,
    email: row.email,
    linkedin_url: row.linkedin_url,
    message: row.message,
    created_at: row.created_at.toISOString(),
    is_processed: row.is_processed,
    admin_reply: row.admin_reply,
    admin_reply_date: row.admin_reply_date?.toISOString() ?? null,
    form_data: row.form_data,
    rating:
      row.rating === null
        ? null
        : { ...row.rating, rated_at: new Date(row.rating.rated_at).toISOString() },
  };
}

export function toAdminSubmission(row, now) {
  const tier =
    row.subscription_tier === null
      ? 'free'
      : tierGranted(row.subscription_tier, row.subscription_end_date, now);
  const claim =
    row.claimed_by === null || row.claimed_until === null
      ? null
      : { claimed_by: row.claimed_by, claimed_until: row.claimed_until.toISOString() };
  return {
    ...toSubmission(row),
    tier,
    claim,
    reply_version: row.reply_version,
    notes_count: row.notes_count,
    due_by: row.due_by.toISOString(),
    overdue: !row.is_processed && row.due_by.getTime() < now.getTime(),
  };
}

function quotaPeriod(now) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1)),
    resetsAt: new Date(Date.UTC(year, month + 1, 1)),
  };
}

export async function usageFor(db, userId, now) {
  const period = quotaPeriod(now);
  const [row] = (await db.query(SQL.usage, [userId, period.start, now])).rows;
  const subscription = row.id === null ? null : row;
  const tier = subscription ? tierGranted(subscription.tier, subscription.end_date, now) : 'free';
  const limit = MONTHLY_LIMITS[tier];
  return {
    subscription,
    tier,
    expired: subscription ? isExpired(subscription.end_date, now) : false,
    usage: {
      used: row.used,
      limit,
      remaining: limit === null ? null : Math.max(0, limit - row.used),
      period_start: period.start.toISOString(),
      resets_at: period.resetsAt.toISOString(),
    },
  };
}

export async function submit(pool, userId, body) {
  const { url, message } = submitBody(body);
  const client = await pool.connect();
  try {
    await client.query('START TRANSACTION');
    const locked = await client.query(SQL.lockUser, [userId]);
    if (locked.rows.length === 0) throw new HttpError(401, { detail: TOKEN_INVALID });
    const now = new Date();
    const { usage, tier } = await usageFor(client, userId, now);
    const usedUp = usage.limit !== null && usage.used >= usage.limit;
    const dueBy = new Date(now.getTime() + REPLY_WINDOW_MS[tier]);
    // The pending duplicate, else the row if the quota allows it: one statement, as in the API.
    // Every benchmarked submit names a new profile: it finds none.
    const [{ id }] = (
      await client.query(SQL.insertUnlessPending, [userId, url, message, now, dueBy, !usedUp])
    ).rows;
    if (id === null) {
      throw new HttpError(403, {
        detail: LIMIT_REACHED,
        limit_reached: true,
        message: LIMIT_REACHED,
      });
    }
    await client.query('COMMIT');
    return {
      id,
      answer: {
        message: SUBMITTED,
        limit_reached: usage.limit !== null && usage.used + 1 >= usage.limit,
        submission_id: id,
      },
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** A cursor of the API's shape (its value is not compared: it carries the walk's instant). */
export function walkCursor(row) {
  return row
    ? Buffer.from(JSON.stringify({ i: String(row.id), k: row.walk_key })).toString('base64url')
    : null;
}

/** The reviewed list with a search or tier filter: the walk's instant, the capped count, then the page (as the API). */
export async function filteredReviewed(pool, requested, search, tier, now) {
  const [{ newest }] = (await pool.query(SQL.newestReviewed)).rows;
  const asOf = newest !== null && newest > now ? newest : now;
  const filters = [search, tier, null, null];
  const count = search === null ? SQL.reviewedWalkCount : SQL.reviewedWalkSearchCount;
  const page = search === null ? SQL.reviewedWalkPage : SQL.reviewedWalkSearchPage;
  const [{ total_count: counted }] = (await pool.query(count, [...filters, asOf])).rows;
  const totalCount = Math.min(counted, FILTERED_COUNT_CAP);
  const totalPages = Math.ceil(totalCount / PROCESSED_PAGE_SIZE);
  const currentPage = Math.min(requested, Math.max(totalPages, 1));
  const rows =
    totalCount === 0
      ? []
      : (
          await pool.query(page, [
            ...filters,
            asOf,
            null,
            null,
            (currentPage - 1) * PROCESSED_PAGE_SIZE,
            PROCESSED_PAGE_SIZE,
          ])
        ).rows;
  return {
    submissions: rows.map((row) => ({
      ...toAdminSubmission(row, now),
      replied_by: row.replied_by,
    })),
    total_count: totalCount,
    total_pages: totalPages,
    current_page: currentPage,
    ...(counted > FILTERED_COUNT_CAP ? { count_capped: true } : {}),
    as_of: asOf.toISOString(),
    next_cursor: currentPage < totalPages ? walkCursor(rows.at(-1)) : null,
    previous_cursor: currentPage > 1 ? walkCursor(rows[0]) : null,
  };
}
