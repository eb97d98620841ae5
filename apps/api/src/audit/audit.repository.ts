import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditAction, AuditActorsResponse, AuditTargetType } from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
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
}

const INSERT_ENTRY_SQL = `INSERT INTO "audit_log" ("actor_id", "actor_email", "action", "target_type", "target_id", "details")
  VALUES ($1, $2, $3, $4, $5, $6::jsonb)`;

/**
 * Everyone the log can be filtered by: the current admins (along users_admin_email_idx), then each
 * other address that acted in the log, with the id of its latest entry. The log's addresses are
 * found by skipping along audit_log_actor_idx from one to the next (a recursive CTE: PostgreSQL
 * has no skip scan), so the read grows with the number of actors, not of entries.
 */
export const AUDIT_ACTORS_SQL = `WITH RECURSIVE "logged" AS (
    (SELECT lower("actor_email") AS "key" FROM "audit_log" ORDER BY lower("actor_email") LIMIT 1)
    UNION ALL
    SELECT (SELECT lower("actor_email") FROM "audit_log" WHERE lower("actor_email") > "logged"."key" ORDER BY lower("actor_email") LIMIT 1)
    FROM "logged" WHERE "logged"."key" IS NOT NULL
  ), "actors" AS (
    SELECT "id", "email", true AS "is_current_admin" FROM "users" WHERE "role" = 'admin'
    UNION ALL
    SELECT "latest"."actor_id", "latest"."actor_email", false
    FROM "logged"
    CROSS JOIN LATERAL (
      SELECT "actor_id", "actor_email" FROM "audit_log" WHERE lower("actor_email") = "logged"."key"
      ORDER BY "created_at" DESC, "id" DESC LIMIT 1
    ) AS "latest"
    WHERE "logged"."key" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "users" WHERE "role" = 'admin' AND lower("email") = "logged"."key")
  )
  SELECT "id", "email", "is_current_admin" FROM "actors" ORDER BY "is_current_admin" DESC, lower("email") COLLATE "C"`;

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

  /** How many entries match the filters. */
  async countMatching(filters: AuditFilters): Promise<number> {
    const { where, values } = whereClause(filters);
    const [{ total_count: totalCount }] = (await this.dataSource.query(
      `SELECT count(*)::int AS "total_count" FROM "audit_log" ${where}`,
      values,
    )) as { total_count: number }[];
    return totalCount;
  }

  /** The matching entries newest first, `limit` of them after skipping `offset`. */
  async findNewestFirst(filters: AuditFilters, offset: number, limit: number): Promise<AuditRow[]> {
    const { where, values } = whereClause(filters);
    return (await this.dataSource.query(
      `SELECT "id", "actor_email", "action", "target_type", "target_id", "details", "created_at" FROM "audit_log" ${where}
       ORDER BY "created_at" DESC, "id" DESC
       OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, offset, limit],
    )) as AuditRow[];
  }

  /** The current admins, then the other addresses that acted in the log; by e-mail. */
  async findActors(): Promise<AuditActorsResponse['actors']> {
    return (await this.dataSource.query(AUDIT_ACTORS_SQL)) as AuditActorsResponse['actors'];
  }
}

function whereClause(filters: AuditFilters): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filters.actor !== null) {
    values.push(filters.actor);
    conditions.push(`lower("actor_email") = $${values.length}`);
  }
  if (filters.action !== null) {
    values.push(filters.action);
    conditions.push(`"action" = $${values.length}`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}
