import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ACCESS_TOKEN_INVALID,
  type AuditAction,
  type Snippet,
  SNIPPET_MESSAGES,
  type SnippetRequest,
  SNIPPETS_CAP,
} from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.service';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { type SnippetRow, SnippetsRepository } from './snippets.repository';

function snippetOf(row: SnippetRow): Snippet {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
  };
}

function snippetNotFound(): NotFoundException {
  return new NotFoundException({ detail: SNIPPET_MESSAGES.notFound });
}

/**
 * The desk's report snippets, shared by every admin. Each change is one transaction that also
 * appends its audit entry (`{title}`), so a change and its record are stored together or not at all.
 */
@Injectable()
export class SnippetsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: SnippetsRepository,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<Snippet[]> {
    return (await this.repository.listByTitle()).map(snippetOf);
  }

  async one(id: number): Promise<Snippet> {
    const row = await this.repository.findById(id);
    if (!row) throw snippetNotFound();
    return snippetOf(row);
  }

  /**
   * Adds a snippet unless the desk already keeps SNIPPETS_CAP (409). The count and the insert run
   * under a lock of the table that concurrent creations also take (SHARE ROW EXCLUSIVE conflicts
   * with itself), so two admins adding the last one at once cannot both succeed.
   */
  async create(admin: AuthenticatedUser, input: SnippetRequest): Promise<Snippet> {
    return this.dataSource.transaction(async (manager) => {
      const email = await this.lockAdmin(manager, admin.id);
      await this.repository.lockAgainstCreations(manager);
      if ((await this.repository.count(manager)) >= SNIPPETS_CAP)
        throw new ConflictException({ detail: SNIPPET_MESSAGES.full });
      const row = await this.repository.insert(manager, input, admin.id, email);
      await this.record(manager, admin, 'snippet.created', row);
      return snippetOf(row);
    });
  }

  async update(admin: AuthenticatedUser, id: number, input: SnippetRequest): Promise<Snippet> {
    return this.dataSource.transaction(async (manager) => {
      const email = await this.lockAdmin(manager, admin.id);
      const row = await this.repository.replace(manager, id, input, admin.id, email);
      if (!row) throw snippetNotFound();
      await this.record(manager, admin, 'snippet.updated', row);
      return snippetOf(row);
    });
  }

  async remove(admin: AuthenticatedUser, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.repository.deleteById(manager, id);
      if (!row) throw snippetNotFound();
      await this.record(manager, admin, 'snippet.deleted', row);
    });
  }

  /**
   * The saving admin's current e-mail, their row locked against deletion until the snippet that
   * refers to it is stored (FOR KEY SHARE, taken before the table's lock); 401 for an account
   * deleted since its token was issued.
   */
  private async lockAdmin(manager: EntityManager, adminId: number): Promise<string> {
    const email = await this.repository.lockSavingAdmin(manager, adminId);
    if (email === null) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
    return email;
  }

  private record(
    manager: EntityManager,
    admin: AuthenticatedUser,
    action: AuditAction,
    snippet: Pick<SnippetRow, 'id' | 'title'>,
  ) {
    return this.audit.record(manager, {
      actor: { id: admin.id, email: admin.email },
      action,
      target: { type: 'snippet', id: snippet.id },
      details: { title: snippet.title },
    });
  }
}
