import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditActorsResponse,
  type AuditEntry,
  type AuditListResponse,
  type AuditTargetType,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import type { AuditFilters } from './dto/audit-queries';

interface AuditRow {
  id: number;
  actor_email: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  details: Record<string, unknown>;
  created_at: Date;
}

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
 * The admins' reading of the audit log (appending is AuditLog's): newest first, filtered by actor
 * and action. Each filter has its index (audit_log_actor_idx on lower(actor_email),
 * audit_log_action_idx), read backwards with the order; without filters, audit_log_created_at_idx.
 */
@Injectable()
export class AuditEntriesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page of entries: a page past the last one answers the last page (`current_page` says
   * which); with none at all: page 1 of 0, empty. Two reads (the count, then the page), not one
   * snapshot: the log grows at the pace of admins' actions, so the count stays small.
   */
  async page(requestedPage: number, filters: AuditFilters): Promise<AuditListResponse> {
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
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

    const [{ total_count: totalCount }] = (await this.dataSource.query(
      `SELECT count(*)::int AS "total_count" FROM "audit_log" ${where}`,
      values,
    )) as { total_count: number }[];
    const totalPages = Math.ceil(totalCount / AUDIT_PAGE_SIZE);
    const currentPage = Math.min(requestedPage, Math.max(totalPages, 1));
    const rows = (await this.dataSource.query(
      `SELECT "id", "actor_email", "action", "target_type", "target_id", "details", "created_at" FROM "audit_log" ${where}
       ORDER BY "created_at" DESC, "id" DESC
       OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, (currentPage - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE],
    )) as AuditRow[];
    return {
      entries: rows.map(toAuditEntry),
      total_count: totalCount,
      total_pages: totalPages,
      current_page: currentPage,
    };
  }

  /** The admins to filter by: current ones, then former ones (in the log, no admin's address now); by e-mail. */
  async actors(): Promise<AuditActorsResponse> {
    const actors = (await this.dataSource.query(AUDIT_ACTORS_SQL)) as AuditActorsResponse['actors'];
    return { actors };
  }
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actor_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    details: row.details,
    created_at: row.created_at.toISOString(),
  };
}
