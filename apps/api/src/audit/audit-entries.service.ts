import { BadRequestException, Injectable } from '@nestjs/common';
import {
  AUDIT_PAGE_SIZE,
  type AuditActorsResponse,
  type AuditEntry,
  type AuditListResponse,
  PAGE_INVALID,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { type AuditRow, AuditRepository } from './audit.repository';
import type { AuditFilters } from './dto/audit-queries';

/**
 * The admins' reading of the audit log (appending is AuditLog's): newest first, filtered by actor
 * and action; the statements are AuditRepository's.
 */
@Injectable()
export class AuditEntriesService {
  constructor(private readonly repository: AuditRepository) {}

  /**
   * One page of entries: a page past the last one answers the last page (`current_page` says
   * which); with none at all: page 1 of 0, empty. Two reads (the count, then the page), not one
   * snapshot: the log grows at the pace of admins' actions, so the count stays small.
   */
  async page(requestedPage: number, filters: AuditFilters): Promise<AuditListResponse> {
    // The query decorator parses the page; a caller that did not would send OFFSET a bad number.
    if (!Number.isSafeInteger(requestedPage) || requestedPage < 1)
      throw new BadRequestException({
        detail: VALIDATION_FAILED,
        errors: { page: [PAGE_INVALID] },
      });
    const totalCount = await this.repository.countMatching(filters);
    const totalPages = Math.ceil(totalCount / AUDIT_PAGE_SIZE);
    const currentPage = Math.min(requestedPage, Math.max(totalPages, 1));
    const rows = await this.repository.findNewestFirst(
      filters,
      (currentPage - 1) * AUDIT_PAGE_SIZE,
      AUDIT_PAGE_SIZE,
    );
    return {
      entries: rows.map(toAuditEntry),
      total_count: totalCount,
      total_pages: totalPages,
      current_page: currentPage,
    };
  }

  /** The admins to filter by: current ones, then former ones (in the log, no admin's address now); by e-mail. */
  async actors(): Promise<AuditActorsResponse> {
    return { actors: await this.repository.findActors() };
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
