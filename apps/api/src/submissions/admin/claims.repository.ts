import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DROP_CLAIM_SQL,
  LIVE_CLAIM_SQL,
  LOCK_CLAIMING_ADMIN_SQL,
  LOCK_SUBMISSION_SQL,
  UPSERT_CLAIM_SQL,
} from './claims.sql';

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
    const [holder] = (await manager.query(LOCK_CLAIMING_ADMIN_SQL, [adminId])) as {
      email: string;
    }[];
    return holder?.email;
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
