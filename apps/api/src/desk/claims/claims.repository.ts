import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { joinUser, UsersRepository } from '../../users/users.repository';

// Claims are read and written by the database's clock_timestamp(), not now(): now() is frozen when
// the transaction starts, which is before it waited for the submission's lock.

/** The submission ($1) locked for the rest of the transaction: every claim, release and reply takes this lock first. */
const LOCK_SUBMISSION_SQL = `SELECT "is_processed" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE`;

/** The live claim on a submission ($1) and its holder. */
const LIVE_CLAIM_SQL = `SELECT "claim"."admin_id", "holder"."email" AS "claimed_by", "claim"."claimed_until"
  FROM "submission_claims" "claim" ${joinUser('holder', '"claim"."admin_id"')}
  WHERE "claim"."submission_id" = $1 AND "claim"."claimed_until" > clock_timestamp()`;

/**
 * Claims a submission ($1) for an admin ($2) for $3 minutes from now, whatever row (expired, the
 * admin's own, taken over) was there. A renewal of the admin's own live claim keeps its
 * `claimed_at`: the reply copies it, and the team view measures handling from it.
 */
const UPSERT_CLAIM_SQL = `INSERT INTO "submission_claims" ("submission_id", "admin_id", "claimed_until", "claimed_at")
  VALUES ($1, $2, clock_timestamp() + make_interval(mins => $3::int), clock_timestamp())
  ON CONFLICT ON CONSTRAINT "submission_claims_pkey" DO UPDATE
    SET "admin_id" = EXCLUDED."admin_id", "claimed_until" = EXCLUDED."claimed_until",
        "claimed_at" = CASE WHEN "submission_claims"."admin_id" = EXCLUDED."admin_id" AND "submission_claims"."claimed_until" > clock_timestamp()
          THEN "submission_claims"."claimed_at" ELSE EXCLUDED."claimed_at" END
  RETURNING "claimed_until"`;

/** Deletes the submission's ($1) claim, live or not. */
const DROP_CLAIM_SQL = `DELETE FROM "submission_claims" WHERE "submission_id" = $1`;

/** A live claim and its holder. */
export interface LiveClaimRow {
  admin_id: number;
  claimed_by: string;
  claimed_until: Date;
}

/**
 * The `submission_claims` table and the locks a claim takes. Every method runs in the caller's
 * transaction (its manager), after or while taking the submission's row lock.
 */
@Injectable()
export class ClaimsRepository {
  constructor(private readonly users: UsersRepository) {}

  /** Locks the visible submission's row; its state, undefined when there is none. */
  async lockSubmission(
    manager: EntityManager,
    submissionId: number,
  ): Promise<{ is_processed: boolean } | undefined> {
    const [locked] = (await manager.query(LOCK_SUBMISSION_SQL, [submissionId])) as {
      is_processed: boolean;
    }[];
    return locked;
  }

  /** Keeps the admin's row from being deleted; the admin's e-mail, undefined when the account is gone. */
  async lockClaimingAdmin(manager: EntityManager, adminId: number): Promise<string | undefined> {
    return (await this.users.lockEmailForKeyShare(manager, adminId)) ?? undefined;
  }

  async findLiveClaim(
    manager: EntityManager,
    submissionId: number,
  ): Promise<LiveClaimRow | undefined> {
    const [held] = (await manager.query(LIVE_CLAIM_SQL, [submissionId])) as LiveClaimRow[];
    return held;
  }

  /** Claims the submission for the admin for `minutes` from now; when the claim lapses. */
  async upsertClaim(
    manager: EntityManager,
    submissionId: number,
    adminId: number,
    minutes: number,
  ): Promise<Date> {
    const [claimed] = (await manager.query(UPSERT_CLAIM_SQL, [submissionId, adminId, minutes])) as {
      claimed_until: Date;
    }[];
    return claimed.claimed_until;
  }

  /** Deletes the submission's claim, live or not. */
  async dropClaim(manager: EntityManager, submissionId: number): Promise<void> {
    await manager.query(DROP_CLAIM_SQL, [submissionId]);
  }
}
