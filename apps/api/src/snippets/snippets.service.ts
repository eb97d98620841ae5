import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCESS_TOKEN_INVALID,
  type AuditAction,
  type Snippet,
  SNIPPET_MESSAGES,
  type SnippetRequest,
  SNIPPETS_CAP,
} from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import type { AuthenticatedUser } from '../auth/authenticated-user';

/** A snippet with the e-mail of its last saver (`u`, left-joined: null once that account is gone). */
const SNIPPET_COLUMNS = `"s"."id", "s"."title", "s"."body", "s"."created_at", "s"."updated_at", "u"."email" AS "updated_by"`;
const SNIPPET_FROM = `FROM "report_snippets" "s" LEFT JOIN "users" "u" ON "u"."id" = "s"."updated_by_id"`;

/** Every snippet (at most SNIPPETS_CAP), by title regardless of case, then id. */
const LIST_SQL = `SELECT ${SNIPPET_COLUMNS} ${SNIPPET_FROM} ORDER BY lower("s"."title"), "s"."id"`;
const ONE_SQL = `SELECT ${SNIPPET_COLUMNS} ${SNIPPET_FROM} WHERE "s"."id" = $1`;

interface SnippetRow {
  id: number;
  title: string;
  body: string;
  created_at: Date;
  updated_at: Date;
  updated_by: string | null;
}

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<Snippet[]> {
    const rows = (await this.dataSource.query(LIST_SQL)) as SnippetRow[];
    return rows.map(snippetOf);
  }

  async one(id: number): Promise<Snippet> {
    const [row] = (await this.dataSource.query(ONE_SQL, [id])) as SnippetRow[];
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
      await manager.query('LOCK TABLE "report_snippets" IN SHARE ROW EXCLUSIVE MODE');
      const [{ count }] = (await manager.query(
        'SELECT count(*)::int AS "count" FROM "report_snippets"',
      )) as { count: number }[];
      if (count >= SNIPPETS_CAP) throw new ConflictException({ detail: SNIPPET_MESSAGES.full });
      const [row] = (await manager.query(
        `INSERT INTO "report_snippets" ("title", "body", "updated_by_id") VALUES ($1, $2, $3)
         RETURNING "id", "title", "body", "created_at", "updated_at", $4::text AS "updated_by"`,
        [input.title, input.body, admin.id, email],
      )) as SnippetRow[];
      await this.record(manager, admin, 'snippet.created', row);
      return snippetOf(row);
    });
  }

  async update(admin: AuthenticatedUser, id: number, input: SnippetRequest): Promise<Snippet> {
    return this.dataSource.transaction(async (manager) => {
      const email = await this.lockAdmin(manager, admin.id);
      const [rows] = (await manager.query(
        `UPDATE "report_snippets" SET "title" = $2, "body" = $3, "updated_by_id" = $4, "updated_at" = now() WHERE "id" = $1
         RETURNING "id", "title", "body", "created_at", "updated_at", $5::text AS "updated_by"`,
        [id, input.title, input.body, admin.id, email],
      )) as [SnippetRow[], number];
      const [row] = rows;
      if (!row) throw snippetNotFound();
      await this.record(manager, admin, 'snippet.updated', row);
      return snippetOf(row);
    });
  }

  async remove(admin: AuthenticatedUser, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        'DELETE FROM "report_snippets" WHERE "id" = $1 RETURNING "id", "title"',
        [id],
      )) as [Pick<SnippetRow, 'id' | 'title'>[], number];
      const [row] = rows;
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
    const [admin] = (await manager.query(
      'SELECT "email" FROM "users" WHERE "id" = $1 FOR KEY SHARE',
      [adminId],
    )) as { email: string }[];
    if (!admin) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });
    return admin.email;
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
