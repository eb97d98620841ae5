import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditAction, AuditTargetType } from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { keyText } from '../desk/lists/reviewed-walk.repository';
import type { AuditFilters } from './dto/audit-queries';

/** An entry as it is appended: the actor is a copy (null: the operator), the details JSON. */
export interface NewAuditEntry {
  actorId: number | null;
  actorEmail: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  details: Record<string, unknown>;
}

export interface AuditRow {
  id: number;
  actor_email: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  details: Record<string, unknown>;
  created_at: Date;
  /** created_at as a walk's key (UTC, microseconds). */
  walk_key: string;
}

/** Where a page of the log is read: entries at or before `asOf`, past `after` (key, id) in a direction. */
export interface AuditWalk {
  asOf: Date;
  after: { key: string; id: string } | null;
  direction: 'forward' | 'backward';
}

const INSERT_ENTRY_SQL = `INSERT INTO "audit_log" ("actor_id", "actor_email", "action", "target_type", "target_id", "details")
  VALUES ($1, $2, $3, $4, $5, $6::jsonb)`;

/** The marker that replaces a closed account's address in the audit log. */
export const CLOSED_ACCOUNT = '(closed account)';

/**
 * Each address that acted in the log and is not one of $1 (the current admins' addresses, compared
 * lowercased), with the id of its latest entry, by lowercased address in byte order. The addresses
 * are found by skipping along audit_log_actor_idx from one to the next (a recursive CTE: PostgreSQL
 * has no skip scan), so the read grows with the number of actors, not of entries.
 */
const LOGGED_ACTORS_SQL = `WITH RECURSIVE "logged" AS (
    (SELECT lower("actor_email") AS "key" FROM "audit_log" ORDER BY lower("actor_email") LIMIT 1)
    UNION ALL
    SELECT (SELECT lower("actor_email") FROM "audit_log" WHERE lower("actor_email") > "logged"."key" ORDER BY lower("actor_email") LIMIT 1)
    FROM "logged" WHERE "logged"."key" IS NOT NULL
  )
  SELECT "latest"."actor_id" AS "id", "latest"."actor_email" AS "email"
  FROM "logged"
  CROSS JOIN LATERAL (
    SELECT "actor_id", "actor_email" FROM "audit_log" WHERE lower("actor_email") = "logged"."key"
    ORDER BY "created_at" DESC, "id" DESC LIMIT 1
  ) AS "latest"
  WHERE "logged"."key" IS NOT NULL
    AND "logged"."key" <> ALL (SELECT lower("admin") FROM unnest($1::text[]) AS "admin")
  ORDER BY lower("latest"."actor_email") COLLATE "C"`;

/** An address that acted in the log: the actor id of its latest entry (null: the operator or an account deleted since). */
export interface LoggedActorRow {
  id: number | null;
  email: string;
}

/**
 * Every statement of the audit log (migration ReviewOperations: append-only, a trigger refuses
 * UPDATE and DELETE). Each filter of the listing has its index (audit_log_actor_idx on
 * lower(actor_email), audit_log_action_idx), read backwards with the order; without filters,
 * audit_log_created_at_idx.
 */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends the entry through `manager`: the transaction of the action it records. */
  async append(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
    await manager.query(INSERT_ENTRY_SQL, [
      entry.actorId,
      entry.actorEmail,
      entry.action,
      entry.targetType,
      entry.targetId,
      JSON.stringify(entry.details),
    ]);
  }

  /** When the newest entry was appended, rounded up to the millisecond; null for an empty log. */
  async findNewestAt(): Promise<Date | null> {
    const [{ newest }] = (await this.dataSource.query(
      `SELECT date_trunc('milliseconds', max("created_at") + interval '999 microseconds') AS "newest" FROM "audit_log"`,
    )) as { newest: Date | null }[];
    return newest;
  }

  /** How many entries match the filters among those created at or before `asOf`. */
  async countMatching(filters: AuditFilters, asOf: Date): Promise<number> {
    const { where, values } = whereClause(filters, asOf);
    const [{ total_count: totalCount }] = (await this.dataSource.query(
      `SELECT count(*)::int AS "total_count" FROM "audit_log" ${where}`,
      values,
    )) as { total_count: number }[];
    return totalCount;
  }

  /**
   * The matching entries created at or before `walk.asOf`, newest first (backward: oldest first),
   * past the entry `walk.after` (its created_at key and id) when given; `limit` of them after
   * skipping `offset`. Each with its key (`walk_key`: created_at, UTC, microseconds).
   */
  async findNewestFirst(
    filters: AuditFilters,
    walk: AuditWalk,
    offset: number,
    limit: number,
  ): Promise<AuditRow[]> {
    const { where, values } = whereClause(filters, walk.asOf);
    const order = walk.direction === 'forward' ? 'DESC' : 'ASC';
    let past = '';
    if (walk.after) {
      values.push(walk.after.key, walk.after.id);
      past = ` AND ("created_at", "id") ${walk.direction === 'forward' ? '<' : '>'} ($${values.length - 1}::timestamptz, $${values.length}::bigint)`;
    }
    return (await this.dataSource.query(
      `SELECT "id", "actor_email", "action", "target_type", "target_id", "details", "created_at",
         ${keyText('"created_at"')} AS "walk_key"
       FROM "audit_log" ${where}${past}
       ORDER BY "created_at" ${order}, "id" ${order}
       OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, offset, limit],
    )) as AuditRow[];
  }

  /** The addresses that acted in the log, except `adminEmails` (compared lowercased), by lowercased address; read through `manager`. */
  async findLoggedActors(manager: EntityManager, adminEmails: string[]): Promise<LoggedActorRow[]> {
    return (await manager.query(LOGGED_ACTORS_SQL, [adminEmails])) as LoggedActorRow[];
  }

  /**
   * A closing account leaves the log, in its transaction: its address as an actor and as a target
   * becomes CLOSED_ACCOUNT (the entries, with the actor's id, stay).
   */
  async eraseAccount(manager: EntityManager, userId: number, email: string): Promise<void> {
    await manager.query(`UPDATE "audit_log" SET "actor_email" = $2 WHERE "actor_id" = $1`, [
      userId,
      CLOSED_ACCOUNT,
    ]);
    await manager.query(
      `UPDATE "audit_log" SET "target_id" = $2 WHERE "target_type" = 'user' AND lower("target_id") = lower($1)`,
      [email, CLOSED_ACCOUNT],
    );
  }
}

/** The filters' conditions, and the walk's bound: entries created at or before `asOf`. */
function whereClause(filters: AuditFilters, asOf: Date): { where: string; values: unknown[] } {
  const values: unknown[] = [asOf];
  const conditions: string[] = ['"created_at" <= $1'];
  if (filters.actor !== null) {
    values.push(filters.actor);
    conditions.push(`lower("actor_email") = $${values.length}`);
  }
  if (filters.action !== null) {
    values.push(filters.action);
    conditions.push(`"action" = $${values.length}`);
  }
  return { where: `WHERE ${conditions.join(' AND ')}`, values };
}
