import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SubmissionRow } from '../../submissions/submission-contract';
import { SUBMISSION_COLUMNS } from '../../submissions/submissions.repository';
import { emailOfUser, joinUser, userEmailMatches } from '../../users/users.repository';
import { notesCountOf } from '../notes/notes.repository';

/*
 * The pending queue as tuned SQL, and the fragments every admin read of a submission composes: the
 * admin row's columns (submitter, subscription, live claim, reply version, notes count) and the
 * desk's filters (search, tier). The reviewed list's walk, one submission's review and the CSV
 * export build their statements from them.
 */

/**
 * The live claim on the submission `s` (`claim`, one row per submission at most; a row past its
 * `claimed_until` is no claim); the e-mail of the admin who holds it is a subquery of the columns,
 * run only for a row with a claim. Both are lookups by primary key. A subquery rather
 * than a second join because every list plans its statement on each request, and planning grows
 * with the joins: the subquery costs the pending queue less than a second join (measured in
 * CHANGELOG.md, "Benchmark findings: the API at the framework floor").
 */
export const CLAIM_JOIN = `LEFT JOIN "submission_claims" "claim" ON "claim"."submission_id" = "s"."id" AND "claim"."claimed_until" > now()`;

/**
 * A submission's reply version: how many replies were sent for it (each send adds one to its reply
 * history, which only a delete empties). An index-only count along
 * submission_replies_submission_id_created_at_idx.
 */
export const REPLY_VERSION_OF_S = `SELECT count(*)::int FROM "submission_replies" "version" WHERE "version"."submission_id" = "s"."id"`;

/** The submitter's subscription (`sub`, left-joined: one row per user at most), which the tier filter and the cards read. */
export const SUBSCRIPTION_JOIN = `LEFT JOIN "subscriptions_in_force" "sub" ON "sub"."user_id" = "s"."user_id"`;

/** The joins of the submission `s` as the admin lists show it: its submitter (`u`), subscription and live claim. */
export const ADMIN_SUBMISSION_JOINS = `${joinUser('u', '"s"."user_id"')}
  ${SUBSCRIPTION_JOIN}
  ${CLAIM_JOIN}`;

/** A submission with its submitter's e-mail and subscription, and its live claim. */
export const ADMIN_SUBMISSION_FROM = `FROM "submissions" "s" ${ADMIN_SUBMISSION_JOINS}`;
/** The columns of a submission as the admin lists show it: a row of `AdminSubmissionRow`. */
export const ADMIN_SUBMISSION_COLUMNS = `${SUBMISSION_COLUMNS}, "sub"."tier" AS "subscription_tier", "sub"."end_date" AS "subscription_end_date",
  ${emailOfUser('"claim"."admin_id"')} AS "claimed_by", "claim"."claimed_until",
  (${REPLY_VERSION_OF_S}) AS "reply_version", ${notesCountOf('"s"."id"')} AS "notes_count", "s"."due_by"`;

/** A submission as the admin lists show it: a row of ADMIN_SUBMISSION_COLUMNS. */
export interface AdminSubmissionRow extends SubmissionRow {
  subscription_tier: string | null;
  subscription_end_date: Date | null;
  /** Null (and so is claimed_until) when nobody holds a live claim. */
  claimed_by: string | null;
  claimed_until: Date | null;
  reply_version: number;
  notes_count: number;
  due_by: Date;
}

/** The pending queue's order: earliest due first, then oldest; the key of submissions_pending_due_by_idx. */
const PENDING_ORDER = `"s"."due_by", "s"."created_at", "s"."id"`;

/** Pending submissions, earliest due first, then oldest (along the partial pending index), at most $1. */
const PENDING_SQL = `SELECT ${ADMIN_SUBMISSION_COLUMNS} ${ADMIN_SUBMISSION_FROM}
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
    UNION SELECT "m"."id" FROM "submissions" "m" ${joinUser('mu', '"m"."user_id"')} WHERE "mu"."email" ILIKE ${param}
  ) `;
}

/**
 * The search's test of one submission `s` (as searchCte's two reads, for a row already in hand):
 * for the few rows a walk moved, where reading the search's matches would cost more.
 */
export const SEARCH_MATCHES_S = (param: string) =>
  `("s"."linkedin_url" ILIKE ${param} OR ${userEmailMatches('"s"."user_id"', param)})`;

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
  FROM ${filteredFrom(search)} ${ADMIN_SUBMISSION_JOINS}
  WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
    AND ${noSearch(search, '$2')}
    AND ${tierCondition('$3')}
    AND (NOT $4::boolean OR "s"."due_by" < now())
  ORDER BY ${PENDING_ORDER}
  LIMIT $1`;
const PENDING_FILTERED_SQL = pendingFiltered(false);
const PENDING_SEARCH_SQL = pendingFiltered(true);

/**
 * The desk's filters as the statements take them: null = no filter. `search` is an ILIKE pattern
 * ('%…%', wildcards escaped); `replyFrom`/`replyBefore` bound the reply date (the second exclusive).
 */
export interface SqlFilters {
  search: string | null;
  tier: string | null;
  overdueOnly: boolean;
  replyFrom: Date | null;
  replyBefore: Date | null;
}

/** The `submissions` table as the desk's pending queue reads it (tuned SQL, no entities). */
@Injectable()
export class PendingQueueRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findPendingPage(limit: number): Promise<AdminSubmissionRow[]> {
    return this.dataSource.query<AdminSubmissionRow[]>(PENDING_SQL, [limit]);
  }

  /** The pending queue with filters, in its order, at most `limit`. */
  findPendingFiltered(filters: SqlFilters, limit: number): Promise<AdminSubmissionRow[]> {
    const sql = filters.search === null ? PENDING_FILTERED_SQL : PENDING_SEARCH_SQL;
    return this.dataSource.query<AdminSubmissionRow[]>(sql, [
      limit,
      filters.search,
      filters.tier,
      filters.overdueOnly,
    ]);
  }
}
