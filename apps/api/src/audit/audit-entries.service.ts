import { BadRequestException, Injectable } from '@nestjs/common';
import {
  AUDIT_PAGE_SIZE,
  type AuditActorsResponse,
  type AuditEntry,
  type AuditListResponse,
  PAGE_INVALID,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { UsersRepository } from '../users/users.repository';
import { type AuditRow, AuditRepository } from './audit.repository';
import { startOf, type Walk, walkAnswer } from '../app/walk-query';
import type { AuditFilters } from './dto/audit-queries';

/**
 * The admins' reading of the audit log (appending is AuditLog's): newest first, filtered by actor
 * and action; the statements are AuditRepository's (the current admins: UsersRepository's).
 */
@Injectable()
export class AuditEntriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AuditRepository,
    private readonly users: UsersRepository,
  ) {}

  /**
   * One page of entries, read as the log stood at the walk's instant (`as_of`; now when a walk
   * starts): entries appended since are left to a new walk, so paging from page 1 shows each entry
   * of then exactly once (the log is append-only: nothing moves or goes). By page number a page
   * past the last one answers the last page (`current_page` says which); with none at all: page 1
   * of 0, empty. By cursor: the entries past the cursor's, sought along (created_at, id). Two reads
   * (the count, then the page); the count is bounded by the instant as well.
   */
  async page(walkOrPage: Walk | number, filters: AuditFilters): Promise<AuditListResponse> {
    let walk: Walk =
      typeof walkOrPage === 'number'
        ? { asOf: new Date(), pinned: false, page: walkOrPage, cursor: null }
        : walkOrPage;
    // The query decorator parses the page; a caller that did not would send OFFSET a bad number.
    if (!Number.isSafeInteger(walk.page) || walk.page < 1)
      throw new BadRequestException({
        detail: VALIDATION_FAILED,
        errors: { page: [PAGE_INVALID] },
      });
    // A walk that starts now: at the later of now and the newest entry (an entry dated ahead of
    // this instance's clock is in the log it walks).
    if (!walk.pinned)
      walk = { ...walk, asOf: startOf(walk.asOf, await this.repository.findNewestAt()) };
    const totalCount = await this.repository.countMatching(filters, walk.asOf);
    const totalPages = Math.ceil(totalCount / AUDIT_PAGE_SIZE);
    const currentPage = Math.min(walk.page, Math.max(totalPages, 1));
    const cursor = walk.cursor;
    const rows = await this.repository.findNewestFirst(
      filters,
      {
        asOf: walk.asOf,
        // An entry's key is never '-infinity': a cursor without one points at nothing.
        after: cursor && { key: cursor.key ?? '-infinity', id: cursor.id },
        direction: cursor?.direction ?? 'forward',
      },
      cursor ? 0 : (currentPage - 1) * AUDIT_PAGE_SIZE,
      cursor ? AUDIT_PAGE_SIZE + 1 : AUDIT_PAGE_SIZE,
    );
    const page = walkAnswer('audit', walk, rows, AUDIT_PAGE_SIZE, currentPage, totalPages);
    return {
      entries: page.rows.map(toAuditEntry),
      total_count: totalCount,
      total_pages: totalPages,
      current_page: page.currentPage,
      as_of: walk.asOf.toISOString(),
      next_cursor: page.next,
      previous_cursor: page.previous,
    };
  }

  /**
   * The admins to filter by: current ones, then former ones (in the log, no admin's address now);
   * by e-mail. Both read in one snapshot (REPEATABLE READ), as one statement would.
   */
  async actors(): Promise<AuditActorsResponse> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const admins = await this.users.findAdmins(manager);
      const former = await this.repository.findLoggedActors(
        manager,
        admins.map((admin) => admin.email),
      );
      return {
        actors: [
          ...admins.map(({ id, email }) => ({ id, email, is_current_admin: true })),
          ...former.map(({ id, email }) => ({ id, email, is_current_admin: false })),
        ],
      };
    });
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
