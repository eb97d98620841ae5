// The admin's review as SQL text: the lists, one submission, and the reply's locks and writes.
// Plain constants without side effects, run by the repositories of the submissions side (review,
// export); still to be folded into them (issue 38, item 1).
import { REPLIED_BY_COLUMN, SUBMISSION_COLUMNS } from '../submissions.sql';

/**
 * The live claim on the submission `s` (`claim`, one row per submission at most; a row past its
 * `claimed_until` is no claim); the e-mail of the admin who holds it is a subquery of the columns
 * (`holder`), run only for a row with a claim. Both are lookups by primary key. A subquery rather
 * than a second join because every list plans its statement on each request, and planning grows
 * with the joins: the subquery costs the pending queue less than a second join (measured in
 * CHANGELOG.md, "Benchmark findings: the API at the framework floor").
 */
const CLAIM_JOIN = `LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()`;

/**
 * A submission's reply version: how many replies were sent for it (each send adds one to its reply
 * history, which only a delete empties). An index-only count along
 * submission_replies_submission_id_created_at_idx.
 */
const REPLY_VERSION_OF_S = `SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id"`;

/**
 * How many internal notes the desk wrote on the submission `s`: an index-only count along
 * submission_notes_submission_id_created_at_idx (admins' lists only, never the customer's).
 */
const NOTES_COUNT_OF_S = `SELECT count(*)::int FROM "submission_notes" "note" WHERE "note"."submission_id" = "s"."id"`;

/** A submission with its submitter's e-mail and subscription (`sub`, left-joined: one row per user at most), and its live claim. */
const ADMIN_SUBMISSION_FROM = `FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
  ${CLAIM_JOIN}`;
const ADMIN_SUBMISSION_COLUMNS = `${SUBMISSION_COLUMNS}, "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  (SELECT "holder"."email" FROM "users" "holder" WHERE "holder"."id" = "claim"."admin_id") AS "claimed_by", "claim"."claimed_until",
  (${REPLY_VERSION_OF_S}) AS "reply_version", (${NOTES_COUNT_OF_S}) AS "notes_count", "s"."due_by"`;

/** One visible submission ($1), as the lists give it. */
export const VISIBLE_SUBMISSION_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS} ${ADMIN_SUBMISSION_FROM}
  WHERE "s"."id" = $1 AND "s"."deleted_at" IS NULL`;

/** The pending queue's order: earliest due first, then oldest; the key of submissions_pending_due_by_idx. */
export const PENDING_ORDER = `"s"."due_by", "s"."created_at", "s"."id"`;

/** Pending submissions, earliest due first, then oldest (along the partial pending index), at most $1. */
export const PENDING_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS} ${ADMIN_SUBMISSION_FROM}
  WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
  ORDER BY ${PENDING_ORDER}
  LIMIT $1`;

/**
 * The desk's filters. Each statement comes in two variants, without and with a search, and takes
 * its parameters in the same places in both:
 *
 * - search (`q`): the ids whose profile link or submitter's e-mail contains the text, any case (the
 *   parameter is an ILIKE pattern '%…%', wildcards escaped), read first through the trigram indexes
 *   (migration DeskSearch) into a materialised `matched` set that the statement starts from: a
 *   handful of matches costs a handful of rows at any size. Not an `OR`-ed condition: PostgreSQL
 *   turns `IN (subquery)` into a join only when it stands alone, so "no search OR IN (…)" would test
 *   every row against the matches (seconds at a million). Without a search the variant reads
 *   `$n IS NULL` in its place, which keeps the parameter's type.
 * - tier: the submitter's effective tier now, as the cards show it (an expired or unknown
 *   subscription is Free); a null parameter folds away (statements are planned with their values).
 */
export function searchCte(param: string): string {
  return `WITH "matched" AS MATERIALIZED (
    SELECT "m"."id" FROM "submissions" "m" WHERE "m"."linkedin_url" ILIKE ${param}
    UNION SELECT "m"."id" FROM "users" "mu" JOIN "submissions" "m" ON "m"."user_id" = "mu"."id" WHERE "mu"."email" ILIKE ${param}
  ) `;
}

/**
 * The search's test of one submission `s` (as searchCte's two reads, for a row already in hand):
 * for the few rows a walk moved, where reading the search's matches would cost more.
 */
export const SEARCH_MATCHES_S = (param: string) =>
  `("s"."linkedin_url" ILIKE ${param} OR EXISTS (SELECT 1 FROM "users" "mu" WHERE "mu"."id" = "s"."user_id" AND "mu"."email" ILIKE ${param}))`;

/** The submissions a filtered statement starts from (`s`): all, or those the search matched. */
export function filteredFrom(search: boolean): string {
  return search
    ? `"matched" JOIN "submissions" "s" ON "s"."id" = "matched"."id"`
    : `"submissions" "s"`;
}

/** In the variant without a search: the (null) search parameter, typed. */
export const noSearch = (search: boolean, param: string) =>
  search ? 'true' : `${param}::text IS NULL`;

const TIER_NOW = `CASE WHEN lower(trim("sub"."tier")) IN ('basic', 'premium') AND ("sub"."end_date" IS NULL OR "sub"."end_date" > now())
    THEN lower(trim("sub"."tier")) ELSE 'free' END`;
export const tierCondition = (param: string) =>
  `(${param}::text IS NULL OR ${TIER_NOW} = ${param})`;

/**
 * The pending queue with filters, in its order, at most $1: search $2, tier $3, only those past
 * their due time now when $4 is true. Unfiltered, PENDING_SQL (the same rows) is read instead.
 */
const pendingFiltered = (
  search: boolean,
) => `${search ? searchCte('$2') : ''}SELECT ${ADMIN_SUBMISSION_COLUMNS}
  FROM ${filteredFrom(search)} JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
  ${CLAIM_JOIN}
  WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
    AND ${noSearch(search, '$2')}
    AND ${tierCondition('$3')}
    AND (NOT $4::boolean OR "s"."due_by" < now())
  ORDER BY ${PENDING_ORDER}
  LIMIT $1`;
export const PENDING_FILTERED_SQL = pendingFiltered(false);
export const PENDING_SEARCH_SQL = pendingFiltered(true);

/** FILTERED_COUNT_CAP of libs/contracts (this file imports only SQL): a filtered count never reads past it. */
export const FILTERED_COUNT_CAP = 10_000;

/**
 * The reviewed list's order: latest reply first, those without a reply last, newest id first among
 * equals; the key of the index submissions_reviewed_order_idx (read backwards).
 */
const REVIEWED_ORDER_KEY = `coalesce("admin_reply_date", '-infinity'::timestamptz)`;

/** The visible submission ($1) locked for marking it reviewed or pending: its state and owner. */
export const LOCK_FOR_STATUS_SQL =
  'SELECT "is_processed", "user_id" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE';

/** The visible submission ($1) locked for a reply: what the reply's rules read. */
export const LOCK_FOR_REPLY_SQL =
  'SELECT "linkedin_url", "user_id", "is_processed", "admin_reply" IS NOT NULL AS "has_reply" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE';

/** The submission's ($1) reply version. */
export const REPLY_VERSION_SQL = `SELECT (${REPLY_VERSION_OF_S}) AS "reply_version" FROM "submissions" "s" WHERE "s"."id" = $1`;

/** The admin's row ($1), kept from being deleted while the reply refers to it. */
export const LOCK_REPLYING_ADMIN_SQL = 'SELECT "id" FROM "users" WHERE "id" = $1 FOR KEY SHARE';

/** The reply ($2, sent at $3) and its checklist ($4) and scores ($5, $6) on the submission ($1), now reviewed. */
export const APPLY_REPLY_SQL = `UPDATE "submissions"
         SET "admin_reply" = $2, "admin_reply_date" = $3, "is_processed" = true, "form_data" = $4::jsonb,
             "quality_score" = $5, "spam_score" = $6, "updated_at" = now()
         WHERE "id" = $1`;

/**
 * A version of the reply history, with when the replying admin ($2) claimed the submission ($1):
 * their claim is still there (the reply drops it afterwards); null for a reply sent without one.
 */
export const INSERT_REPLY_VERSION_SQL = `INSERT INTO "submission_replies" ("submission_id", "admin_id", "reply", "form_data", "created_at", "claimed_at")
         VALUES ($1, $2, $3, $4::jsonb, $5,
           (SELECT "claim"."claimed_at" FROM "submission_claims" "claim" WHERE "claim"."submission_id" = $1 AND "claim"."admin_id" = $2))`;

/** The visible submission ($1) locked for a delete, with its owner's e-mail. */
export const LOCK_FOR_DELETE_SQL = `SELECT "s"."is_processed", "s"."user_id", "u"."email" AS "owner"
         FROM "submissions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
         WHERE "s"."id" = $1 AND "s"."deleted_at" IS NULL
         FOR UPDATE OF "s"`;

/** The desk's internal notes on a submission ($1), erased with what its review produced when it is deleted. */
export const ERASE_NOTES_SQL = `DELETE FROM "submission_notes" WHERE "submission_id" = $1`;

/*
 * The walk (issue 37, item 3): the reviewed list as it stood at an instant `as_of`, so that paging
 * from page 1 shows every row of the list at that instant exactly once (less those deleted since)
 * whatever is sent, edited or deleted meanwhile. A row's place in the list is its sort key — its
 * latest reply date, '-infinity' without one — as of `as_of`:
 *
 * - a row whose key is at or before `as_of` had that key then (a reply only moves its row up): it
 *   is read along submissions_reviewed_order_idx like the live list;
 * - a row whose key is after `as_of` was replied to since (a first reply, or an edit): its key
 *   then is its latest reply version (`submission_replies`) at or before `as_of`, and a row without
 *   one was not in the list then and is left out of the walk. These "moved" rows are the top of
 *   the index (only those replied to during the walk): a short range, whatever the list's size.
 *
 * Keys leave SQL as text, 'YYYY-MM-DDTHH:MI:SS.ffffffZ' (microseconds, UTC; null for '-infinity'),
 * so a cursor carries them exactly.
 */

/** The reviewed list's order key of the submission `alias`. */
export const orderKeyOf = (alias: string) =>
  `coalesce(${alias}."admin_reply_date", '-infinity'::timestamptz)`;

/** A timestamptz expression as a key text (null for an infinite one). */
export const keyText = (expression: string) =>
  `CASE WHEN isfinite(${expression}) THEN to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END`;

/** The order key of the submission `alias` as of the instant `asOf`: its latest reply version then (null: none). */
export const keyAsOf = (alias: string, asOf: string) =>
  `(SELECT max("version"."created_at") FROM "submission_replies" "version" WHERE "version"."submission_id" = ${alias}."id" AND "version"."created_at" <= ${asOf})`;

/**
 * The most rows replied to since a walk's instant that the walk places at their keys then: far
 * more replies than a desk sends while one admin pages. Read as the top of the index, newest
 * first: the ORDER BY and LIMIT make the planner take the index's top range (it has no estimate
 * for a range of the index's expression and would otherwise read the whole table).
 */
export const MOVED_CAP = 1_000;
export const MOVED_RANGE = (alias: string) =>
  `ORDER BY ${orderKeyOf(alias)} DESC, ${alias}."id" DESC LIMIT ${MOVED_CAP}`;

/**
 * The reviewed rows replied to since the instant `asOf` (at most MOVED_CAP, the top of the index),
 * each with its key as of then (null: no reply by then), as the subquery "moved" (id, key). Shared
 * by the walk of the reviewed list and the CSV export, which place those rows at their keys then.
 */
export const movedSince = (asOf: string) => `(
        SELECT "top"."id", ${keyAsOf('"top"', asOf)} AS "key" FROM (
          SELECT "c"."id" FROM "submissions" "c"
          WHERE "c"."is_processed" = true AND "c"."deleted_at" IS NULL AND ${orderKeyOf('"c"')} > ${asOf}
          ${MOVED_RANGE('"c"')}
        ) AS "top"
      ) AS "moved"`;

/** A cursor's key ($k, null = '-infinity'). */
const cursorKey = (param: string) => `coalesce(${param}::timestamptz, '-infinity'::timestamptz)`;

/**
 * The newest order key of the reviewed list, rounded up to the millisecond (an instant a JS Date
 * holds; null when the list is empty or none of its rows has a reply date: '-infinity'): the top of submissions_reviewed_order_idx. A walk that
 * starts now starts at the later of now and this, so that a row dated ahead of this instance's
 * clock (another instance's clock, imported data) is in the list it walks.
 */
const NEWEST_REVIEWED_KEY = `SELECT CASE WHEN isfinite("top"."key") THEN date_trunc('milliseconds', "top"."key") + interval '999 microseconds' END
    FROM (SELECT max(${orderKeyOf('"newest"')}) AS "key"
      FROM "submissions" "newest" WHERE "newest"."is_processed" = true AND "newest"."deleted_at" IS NULL) AS "top"`;
export const NEWEST_REVIEWED_KEY_SQL = `SELECT (${NEWEST_REVIEWED_KEY}) AS "newest"`;

/**
 * The unfiltered walk's head ($1 requested page, $2 rows a page, $3 as_of; $4 false: a walk that
 * starts now, as of the later of $3 and NEWEST_REVIEWED_KEY, `as_of` says which): the count of the list
 * as of $3 (the tallies' count, less the rows replied to since, plus those of them that had a
 * reply by then), the page to show (clamped to the last), `start`: how many rows of the index at
 * or before $3 come before the page, less the moved rows (`moved`: id and key as of $3, as JSON)
 * that could come before it; and the tallies' bucket holding that index row (skip rows of it).
 */
export const REVIEWED_WALK_HEAD_SQL = `WITH "instant" AS (
    SELECT CASE WHEN $4::boolean THEN $3::timestamptz ELSE greatest($3::timestamptz, (${NEWEST_REVIEWED_KEY})) END AS "at"
  ), "changed" AS (
    SELECT "s"."id", ${keyAsOf('"s"', '(SELECT "at" FROM "instant")')} AS "key" FROM "submissions" "s"
    WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL
      AND ${orderKeyOf('"s"')} > $3::timestamptz AND ${orderKeyOf('"s"')} > (SELECT "at" FROM "instant")
    ${MOVED_RANGE('"s"')}
  ), "moves" AS (
    SELECT count(*) AS "changed_count", count("key") AS "moved_count",
           coalesce(json_agg(json_build_object('id', "id"::text, 'key', ${keyText('"key"')})) FILTER (WHERE "key" IS NOT NULL), '[]'::json) AS "moved"
    FROM "changed"
  ), "buckets" AS (
    SELECT "bound_at", "bound_id", "reviewed_count",
           sum("reviewed_count") OVER (ORDER BY "bound_at" DESC, "bound_id" DESC) - "reviewed_count" AS "before"
    FROM "reviewed_buckets" WHERE "reviewed_count" > 0
  ), "total" AS (
    SELECT (SELECT coalesce(sum("reviewed_count"), 0) FROM "buckets") - "changed_count" + "moved_count" AS "total_count",
           "changed_count", "moved_count", "moved"
    FROM "moves"
  ), "page" AS (
    SELECT "total_count", "changed_count", "moved_count", "moved",
           least($1::bigint, greatest(ceil("total_count" / $2::numeric)::bigint, 1)) AS "current_page"
    FROM "total"
  ), "start" AS (
    SELECT *, greatest(("current_page" - 1) * $2 - "moved_count", 0) AS "start" FROM "page"
  )
  SELECT (SELECT "at" FROM "instant") AS "as_of",
         "start"."total_count"::int AS "total_count", "start"."current_page"::int AS "current_page",
         "start"."start"::int AS "start", "start"."moved",
         "bucket"."bound_at", "bucket"."bound_id", ("start"."start" + "start"."changed_count" - "bucket"."before")::int AS "skip"
  FROM "start" LEFT JOIN LATERAL (
    SELECT "bound_at", "bound_id", "before" FROM "buckets"
    WHERE "buckets"."before" + "buckets"."reviewed_count" > "start"."start" + "start"."changed_count"
    ORDER BY "bound_at" DESC, "bound_id" DESC
    LIMIT 1
  ) AS "bucket" ON true`;

/**
 * Rows of the reviewed list along its index from the bucket's bound ($1, $2): skip $3, take $4,
 * with their key text (`walk_key`). The caller drops those whose
 * key is after the walk's as_of (replied to since the head was read).
 */
export const REVIEWED_WALK_INDEX_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS}, ${REPLIED_BY_COLUMN}, ${keyText(orderKeyOf('"s"'))} AS "walk_key"
  FROM (
    SELECT "id" FROM "submissions"
    WHERE "is_processed" = true AND "deleted_at" IS NULL AND (${REVIEWED_ORDER_KEY}, "id") < ($1::timestamptz, $2::bigint)
    ORDER BY ${REVIEWED_ORDER_KEY} DESC, "id" DESC
    OFFSET $3 LIMIT $4
  ) AS "page"
  JOIN "submissions" "s" ON "s"."id" = "page"."id"
  JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
  ${CLAIM_JOIN}
  ORDER BY coalesce("s"."admin_reply_date", '-infinity'::timestamptz) DESC, "s"."id" DESC`;

/** The visible reviewed submissions $1 (an array of ids) as the lists give them, in no order. */
export const REVIEWED_BY_IDS_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS}, ${REPLIED_BY_COLUMN}
  ${ADMIN_SUBMISSION_FROM}
  WHERE "s"."id" = ANY($1::bigint[]) AND "s"."is_processed" = true AND "s"."deleted_at" IS NULL`;

type WalkDirection = 'forward' | 'backward';

/**
 * The walk's rows as a CTE "walk" (id, key), the filters $1–$4 applied (the reply-date bounds to
 * the key as of $5): those at or before $5 along the index (at most `limit` of them), and the
 * moved ones. With a cursor, only those after ($6 key, $7 id) in the direction's order.
 */
function walkCte(
  search: boolean,
  direction: WalkDirection,
  limit: string,
  cursor: boolean,
  ordered = true,
): string {
  const after = direction === 'forward' ? '<' : '>';
  const order = direction === 'forward' ? 'DESC' : 'ASC';
  const filters = `AND ${noSearch(search, '$1')} AND ${tierCondition('$2')}`;
  const dates = (key: string) =>
    `($3::timestamptz IS NULL OR ${key} >= $3) AND ($4::timestamptz IS NULL OR ${key} < $4)`;
  const past = (key: string, id: string) =>
    cursor
      ? `AND ($7::bigint IS NULL OR (${key}, ${id}) ${after} (${cursorKey('$6')}, $7::bigint))`
      : '';
  const sub = `LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"`;
  // The moved rows are taken from the top of the index first, unfiltered (a range the planner
  // reads along the index), then each is filtered by its primary key (LATERAL … LIMIT 1: a
  // nested loop, never a join that reads the table): a filter inside would sort the whole list.
  return `${search ? `${searchCte('$1').trimEnd()}, ` : 'WITH '}"walk" AS (
    (SELECT "s"."id", ${orderKeyOf('"s"')} AS "key" FROM ${filteredFrom(search)} ${sub}
      WHERE "s"."is_processed" = true AND "s"."deleted_at" IS NULL ${filters}
        AND ${dates('"s"."admin_reply_date"')}
        AND ${orderKeyOf('"s"')} <= $5::timestamptz ${past(orderKeyOf('"s"'), '"s"."id"')}
      ${ordered ? `ORDER BY ${orderKeyOf('"s"')} ${order}, "s"."id" ${order}` : ''}
      LIMIT ${limit})
    UNION ALL
    (SELECT "moved"."id", "moved"."key" FROM ${movedSince('$5::timestamptz')}
      CROSS JOIN LATERAL (
        SELECT 1 FROM "submissions" "s" ${sub}
        WHERE "s"."id" = "moved"."id" ${filters} ${search ? `AND ${SEARCH_MATCHES_S('$1')}` : ''}
        LIMIT 1
      ) AS "kept"
      WHERE "moved"."key" IS NOT NULL AND ${dates('"moved"."key"')} ${past('"moved"."key"', '"moved"."id"')})
  ) `;
}

/**
 * A page of the walk (filters $1–$4, as of $5, after the cursor $6/$7 when $7 is not null): skip
 * $8, take $9, in the direction's order (forward: the list's; backward: reversed), with each row's
 * key text as of $5 (`walk_key`).
 */
const reviewedWalkPage = (search: boolean, direction: WalkDirection) => {
  const order = direction === 'forward' ? 'DESC' : 'ASC';
  return `${walkCte(search, direction, '$8::bigint + $9::bigint', true)}SELECT ${ADMIN_SUBMISSION_COLUMNS}, ${REPLIED_BY_COLUMN}, ${keyText('"page"."key"')} AS "walk_key"
  FROM (
    SELECT "id", "key" FROM "walk"
    ORDER BY "key" ${order}, "id" ${order}
    OFFSET $8 LIMIT $9
  ) AS "page"
  JOIN "submissions" "s" ON "s"."id" = "page"."id"
  JOIN "users" "u" ON "u"."id" = "s"."user_id"
  LEFT JOIN "subscriptions" "sub" ON "sub"."user_id" = "s"."user_id"
  ${CLAIM_JOIN}
  ORDER BY "page"."key" ${order}, "page"."id" ${order}`;
};
export const REVIEWED_WALK_PAGE_SQL = reviewedWalkPage(false, 'forward');
export const REVIEWED_WALK_SEARCH_PAGE_SQL = reviewedWalkPage(true, 'forward');
export const REVIEWED_WALK_BACK_SQL = reviewedWalkPage(false, 'backward');
export const REVIEWED_WALK_SEARCH_BACK_SQL = reviewedWalkPage(true, 'backward');

/** How many rows the walk (filters $1–$4, as of $5) holds, counted up to FILTERED_COUNT_CAP + 1. */
const reviewedWalkCount = (search: boolean) =>
  `${walkCte(search, 'forward', `${FILTERED_COUNT_CAP + 1}`, false, false)}SELECT count(*)::int AS "total_count" FROM (SELECT 1 FROM "walk" LIMIT ${FILTERED_COUNT_CAP + 1}) AS "counted"`;
export const REVIEWED_WALK_COUNT_SQL = reviewedWalkCount(false);
export const REVIEWED_WALK_SEARCH_COUNT_SQL = reviewedWalkCount(true);
