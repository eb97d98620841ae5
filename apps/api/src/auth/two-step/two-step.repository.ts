import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface StoredCredential {
  secretCiphertext: string;
  enabled: boolean;
  /** Wrong codes of the login's second step in a row (see TWO_STEP_LOCK_AFTER_FAILURES). */
  failedCodes: number;
}

export interface LiveChallenge {
  id: number;
  userId: number;
}

/** The statements of two-step sign-in: credentials and login challenges, all atomic single statements. */
@Injectable()
export class TwoStepRepository {
  constructor(private readonly dataSource: DataSource) {}

  private run<T>(sql: string, parameters: unknown[], manager?: EntityManager): Promise<T[]> {
    return (manager ?? this.dataSource.manager).query(sql, parameters) as Promise<T[]>;
  }

  /** An UPDATE or DELETE: TypeORM answers those with [rows, count]. */
  private async change<T>(
    sql: string,
    parameters: unknown[],
    manager?: EntityManager,
  ): Promise<T[]> {
    const [rows] = (await (manager ?? this.dataSource.manager).query(sql, parameters)) as [
      T[],
      number,
    ];
    return rows;
  }

  /** The user's credential; with `forUpdate` (in a transaction) its row stays locked until the end. */
  async find(
    userId: number,
    manager?: EntityManager,
    forUpdate = false,
  ): Promise<StoredCredential | null> {
    const [row] = await this.run<{
      secret_ciphertext: string;
      enabled: boolean;
      failed_codes: number;
    }>(
      `SELECT "secret_ciphertext", "enabled_at" IS NOT NULL AS "enabled", "failed_codes" FROM "two_step_credentials" WHERE "user_id" = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [userId],
      manager,
    );
    return row
      ? {
          secretCiphertext: row.secret_ciphertext,
          enabled: row.enabled,
          failedCodes: Number(row.failed_codes),
        }
      : null;
  }

  /**
   * Of these users, those with two-step sign-in on, and of those the ones locked out of the
   * second step (`failed_codes` ≥ `lockAt`): the admin list's "Reset two-step sign-in" and
   * "Unlock sign-in". One statement for the whole page of users.
   */
  async statesAmong(
    userIds: number[],
    lockAt: number,
  ): Promise<{ enabled: Set<number>; locked: Set<number> }> {
    const rows =
      userIds.length === 0
        ? []
        : await this.run<{ user_id: number; locked: boolean }>(
            `SELECT "user_id", "failed_codes" >= $2 AS "locked" FROM "two_step_credentials"
             WHERE "user_id" = ANY($1::int[]) AND "enabled_at" IS NOT NULL`,
            [userIds, lockAt],
          );
    return {
      enabled: new Set(rows.map((row) => row.user_id)),
      locked: new Set(rows.filter((row) => row.locked).map((row) => row.user_id)),
    };
  }

  async isEnabled(userId: number): Promise<boolean> {
    return (await this.find(userId))?.enabled ?? false;
  }

  /** Stores a new pending secret; false (nothing changes) when two-step sign-in is already on. */
  async savePending(userId: number, secretCiphertext: string): Promise<boolean> {
    const rows = await this.run(
      `INSERT INTO "two_step_credentials" ("user_id", "secret_ciphertext") VALUES ($1, $2)
         ON CONFLICT ("user_id") DO UPDATE
           SET "secret_ciphertext" = EXCLUDED."secret_ciphertext", "last_used_step" = NULL, "backup_code_hashes" = '{}', "created_at" = now()
           WHERE "two_step_credentials"."enabled_at" IS NULL
         RETURNING 1`,
      [userId, secretCiphertext],
    );
    return rows.length === 1;
  }

  /** Turns a pending set-up on with its first code's step and the backup codes; false if not pending. */
  async enable(userId: number, step: number, backupCodeHashes: string[]): Promise<boolean> {
    const rows = await this.change(
      `UPDATE "two_step_credentials" SET "enabled_at" = now(), "last_used_step" = $2, "backup_code_hashes" = $3
         WHERE "user_id" = $1 AND "enabled_at" IS NULL RETURNING 1`,
      [userId, step, backupCodeHashes],
    );
    return rows.length === 1;
  }

  /** Records the step of an accepted code; false when that step (or a later one) was used already. */
  async useStep(userId: number, step: number, manager?: EntityManager): Promise<boolean> {
    const rows = await this.change(
      `UPDATE "two_step_credentials" SET "last_used_step" = $2
         WHERE "user_id" = $1 AND "enabled_at" IS NOT NULL AND ("last_used_step" IS NULL OR "last_used_step" < $2)
         RETURNING 1`,
      [userId, step],
      manager,
    );
    return rows.length === 1;
  }

  /** Spends a backup code; false when it is not one of the unused ones. */
  async useBackupCode(userId: number, hash: string, manager?: EntityManager): Promise<boolean> {
    const rows = await this.change(
      `UPDATE "two_step_credentials" SET "backup_code_hashes" = array_remove("backup_code_hashes", $2)
         WHERE "user_id" = $1 AND "enabled_at" IS NOT NULL AND $2 = ANY("backup_code_hashes")
         RETURNING 1`,
      [userId, hash],
      manager,
    );
    return rows.length === 1;
  }

  /** Turns two-step sign-in off (or drops a pending set-up) and ends its login challenges; true if it was on. */
  async remove(userId: number, manager?: EntityManager): Promise<boolean> {
    await this.run(`DELETE FROM "mfa_challenges" WHERE "user_id" = $1`, [userId], manager);
    const rows = await this.change<{ enabled: boolean }>(
      `DELETE FROM "two_step_credentials" WHERE "user_id" = $1 RETURNING "enabled_at" IS NOT NULL AS "enabled"`,
      [userId],
      manager,
    );
    return rows[0]?.enabled ?? false;
  }

  /** A new challenge; the user's expired ones are dropped on the way. */
  async createChallenge(userId: number, tokenHash: string, ttlSeconds: number): Promise<void> {
    await this.run(`DELETE FROM "mfa_challenges" WHERE "user_id" = $1 AND "expires_at" <= now()`, [
      userId,
    ]);
    await this.run(
      `INSERT INTO "mfa_challenges" ("user_id", "token_hash", "expires_at") VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [userId, tokenHash, ttlSeconds],
    );
  }

  /** The challenge of the token while it holds (not expired, fewer than `maxFailures`), locked when in a transaction. */
  async findLiveChallenge(
    tokenHash: string,
    maxFailures: number,
    manager?: EntityManager,
  ): Promise<LiveChallenge | null> {
    const [row] = await this.run<{ id: number; user_id: number }>(
      `SELECT "id", "user_id" FROM "mfa_challenges"
         WHERE "token_hash" = $1 AND "expires_at" > now() AND "failures" < $2${manager ? ' FOR UPDATE' : ''}`,
      [tokenHash, maxFailures],
      manager,
    );
    return row ? { id: row.id, userId: row.user_id } : null;
  }

  /** Counts a wrong code; the challenge is deleted at `maxFailures`. */
  async countFailure(id: number, maxFailures: number, manager: EntityManager): Promise<void> {
    await this.run(
      `UPDATE "mfa_challenges" SET "failures" = "failures" + 1 WHERE "id" = $1`,
      [id],
      manager,
    );
    await this.run(
      `DELETE FROM "mfa_challenges" WHERE "id" = $1 AND "failures" >= $2`,
      [id, maxFailures],
      manager,
    );
  }

  async deleteChallenge(id: number, manager: EntityManager): Promise<void> {
    await this.run(`DELETE FROM "mfa_challenges" WHERE "id" = $1`, [id], manager);
  }

  /**
   * Counts a wrong code of the login's second step against the account, atomically (concurrent
   * ones each count): the wrong codes in a row, this one included; 0 when two-step sign-in is off.
   */
  async countWrongCode(userId: number, manager: EntityManager): Promise<number> {
    const [row] = await this.change<{ failed_codes: number }>(
      `UPDATE "two_step_credentials" SET "failed_codes" = "failed_codes" + 1
         WHERE "user_id" = $1 AND "enabled_at" IS NOT NULL RETURNING "failed_codes"`,
      [userId],
      manager,
    );
    return row ? Number(row.failed_codes) : 0;
  }

  /** Back to no wrong codes in a row (a right code, a password reset); nothing is written when already 0. */
  async forgetWrongCodes(userId: number, manager?: EntityManager): Promise<void> {
    await this.run(
      `UPDATE "two_step_credentials" SET "failed_codes" = 0 WHERE "user_id" = $1 AND "failed_codes" <> 0`,
      [userId],
      manager,
    );
  }

  /** An admin's unlock: the count back to 0 if the account is locked (≥ `lockAt`, two-step sign-in on); false if not. */
  async unlock(userId: number, lockAt: number, manager: EntityManager): Promise<boolean> {
    const rows = await this.change(
      `UPDATE "two_step_credentials" SET "failed_codes" = 0
         WHERE "user_id" = $1 AND "enabled_at" IS NOT NULL AND "failed_codes" >= $2 RETURNING 1`,
      [userId, lockAt],
      manager,
    );
    return rows.length === 1;
  }
}
