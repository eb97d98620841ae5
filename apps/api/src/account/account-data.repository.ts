import { Injectable } from '@nestjs/common';
import { ERASED_MARKER } from '@profileproof/contracts/account';
import { DataSource, type EntityManager } from 'typeorm';

/** The marker that replaces a closed account's address in the audit log. */
export const CLOSED_ACCOUNT = '(closed account)';

export interface ExportSubscriptionRow {
  tier: string;
  created_at: Date;
  end_date: Date | null;
}

export interface ExportSubmissionRow {
  id: number;
  linkedin_url: string;
  message: string | null;
  created_at: Date;
  is_processed: boolean;
  admin_reply: string | null;
  admin_reply_date: Date | null;
}

export interface ExportReplyRow {
  submission_id: number;
  reply: string;
  created_at: Date;
}

export interface ExportRatingRow {
  submission_id: number;
  score: number;
  comment: string | null;
  rated_at: Date;
  reply_created_at: Date;
}

/**
 * The statements of the account's own data across domains: what its export reads (only the
 * caller's rows, only the columns meant for them) and what closing it erases.
 */
@Injectable()
export class AccountDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async subscription(userId: number): Promise<ExportSubscriptionRow | null> {
    const [row] = await this.dataSource.query<ExportSubscriptionRow[]>(
      `SELECT "tier", "created_at", "end_date" FROM "subscriptions" WHERE "user_id" = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** The user's listed submissions, oldest first (along submissions_user_id_created_at_idx). */
  submissions(userId: number): Promise<ExportSubmissionRow[]> {
    return this.dataSource.query<ExportSubmissionRow[]>(
      `SELECT "id", "linkedin_url", "message", "created_at", "is_processed", "admin_reply", "admin_reply_date"
         FROM "submissions" WHERE "user_id" = $1 AND "deleted_at" IS NULL
         ORDER BY "created_at", "id"`,
      [userId],
    );
  }

  /** Every reply to these submissions, oldest first; the text and date only (not who wrote it). */
  replies(submissionIds: number[]): Promise<ExportReplyRow[]> {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query<ExportReplyRow[]>(
      `SELECT "submission_id", "reply", "created_at" FROM "submission_replies"
         WHERE "submission_id" = ANY($1::integer[]) ORDER BY "created_at", "id"`,
      [submissionIds],
    );
  }

  /** The user's ratings of these submissions' replies, one per reply version rated, oldest first. */
  ratings(submissionIds: number[]): Promise<ExportRatingRow[]> {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query<ExportRatingRow[]>(
      `SELECT "r"."submission_id", "g"."score", "g"."comment", "g"."rated_at", "r"."created_at" AS "reply_created_at"
         FROM "submission_ratings" "g" JOIN "submission_replies" "r" ON "r"."id" = "g"."reply_id"
         WHERE "r"."submission_id" = ANY($1::integer[]) ORDER BY "g"."rated_at", "g"."reply_id"`,
      [submissionIds],
    );
  }

  /** Other admins than this one; locks every admin row so that two last admins cannot both leave. */
  async otherAdmins(manager: EntityManager, userId: number): Promise<number> {
    const rows: unknown[] = await manager.query(
      `SELECT "id" FROM "users" WHERE "role" = 'admin' AND "id" <> $1 FOR UPDATE`,
      [userId],
    );
    return rows.length;
  }

  /**
   * Erases the personal content the business keeps of a closing account, in its transaction: its
   * submissions (counted in their month's totals) lose their link, message, reply and checklist
   * and leave every list; their replies' texts go; its address leaves the audit log (the entries,
   * with the actor's id, stay).
   */
  async erase(manager: EntityManager, userId: number, email: string): Promise<void> {
    await manager.query(
      `UPDATE "submission_replies" SET "reply" = $2::text, "form_data" = NULL
         WHERE "submission_id" IN (SELECT "id" FROM "submissions" WHERE "user_id" = $1)`,
      [userId, ERASED_MARKER],
    );
    await manager.query(
      `UPDATE "submissions" SET "linkedin_url" = $2::text,
         "message" = CASE WHEN "message" IS NULL THEN NULL ELSE $2::text END,
         "admin_reply" = CASE WHEN "admin_reply" IS NULL THEN NULL ELSE $2::text END,
         "form_data" = NULL, "deleted_at" = COALESCE("deleted_at", now())
       WHERE "user_id" = $1`,
      [userId, ERASED_MARKER],
    );
    await manager.query(`UPDATE "audit_log" SET "actor_email" = $2 WHERE "actor_id" = $1`, [
      userId,
      CLOSED_ACCOUNT,
    ]);
    await manager.query(
      `UPDATE "audit_log" SET "target_id" = $2 WHERE "target_type" = 'user' AND lower("target_id") = lower($1)`,
      [email, CLOSED_ACCOUNT],
    );
  }

  /** Deletes the account; its sessions, links and subscription go with it (ON DELETE CASCADE). */
  async deleteUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM "users" WHERE "id" = $1`, [userId]);
  }
}
