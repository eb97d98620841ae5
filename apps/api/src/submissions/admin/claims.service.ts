import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCESS_TOKEN_INVALID,
  type Claim,
  CLAIM_MESSAGES,
  CLAIM_MINUTES,
  type ClaimConflictBody,
  SUBMISSION_NOT_FOUND,
} from '@profileproof/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog, type AuditRecord } from '../../audit/audit-log.service';
import { LiveEvents } from '../../live-events/live-events.service';

/** The admin who acts. */
export type Actor = AuditRecord['actor'];

/*
 * Claims are read and written by the database's clock_timestamp(), not now(): now() is frozen when
 * the transaction starts, which is before it waited for the submission's lock.
 */

/** The submission ($1) locked for the rest of the transaction: every claim, release and reply takes this lock first. */
const LOCK_SUBMISSION_SQL = `SELECT "is_processed" FROM "submissions" WHERE "id" = $1 AND "deleted_at" IS NULL FOR UPDATE`;

/** The live claim on a submission ($1) and its holder. */
const LIVE_CLAIM_SQL = `SELECT "claim"."admin_id", "holder"."email" AS "claimed_by", "claim"."claimed_until"
  FROM "submission_claims" "claim" JOIN "users" "holder" ON "holder"."id" = "claim"."admin_id"
  WHERE "claim"."submission_id" = $1 AND "claim"."claimed_until" > clock_timestamp()`;

/** Claims a submission ($1) for an admin ($2) for $3 minutes from now, whatever row (expired, the admin's own, taken over) was there. */
const UPSERT_CLAIM_SQL = `INSERT INTO "submission_claims" ("submission_id", "admin_id", "claimed_until", "claimed_at")
  VALUES ($1, $2, clock_timestamp() + make_interval(mins => $3::int), clock_timestamp())
  ON CONFLICT ON CONSTRAINT "submission_claims_pkey" DO UPDATE
    SET "admin_id" = EXCLUDED."admin_id", "claimed_until" = EXCLUDED."claimed_until", "claimed_at" = EXCLUDED."claimed_at"
  RETURNING "claimed_until"`;

const DROP_CLAIM_SQL = `DELETE FROM "submission_claims" WHERE "submission_id" = $1`;

interface LiveClaimRow {
  admin_id: number;
  claimed_by: string;
  claimed_until: Date;
}

/**
 * Who works on a pending submission: an admin claims it for CLAIM_MINUTES (claiming again starts
 * them over), releases it, or takes another admin's claim over (audited). A claim expires by
 * itself: a row past its `claimed_until` is ignored everywhere and overwritten by the next claim;
 * nothing sweeps such rows away (a reply, or marking the submission reviewed, deletes them).
 * Each call is one transaction that first locks the submission's row, as a reply does, so claims
 * and replies to one submission never interleave. Once committed, the admins' screens hear of it
 * (`claim.changed`, after a renewal too: the lapse time they show moved).
 */
@Injectable()
export class ClaimsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly liveEvents: LiveEvents,
  ) {}

  /**
   * Claims a pending submission for `admin`: 404 when there is none, 409 when it is reviewed
   * (unless `edit`: an edit claim, which a reviewed submission takes too), 409 with the holder while
   * another admin's claim is live, unless `takeOver` (then it is recorded).
   */
  async claim(
    submissionId: number,
    admin: Actor,
    { takeOver, edit }: { takeOver: boolean; edit: boolean },
  ): Promise<Claim> {
    const claim = await this.dataSource.transaction(async (manager): Promise<Claim> => {
      const locked = await lockSubmission(manager, submissionId);
      if (locked.is_processed && !edit)
        throw new ConflictException({ detail: CLAIM_MESSAGES.notPending });
      // The admin's row may not be deleted while the claim refers to it.
      const [holder] = (await manager.query(
        'SELECT "email" FROM "users" WHERE "id" = $1 FOR KEY SHARE',
        [admin.id],
      )) as {
        email: string;
      }[];
      if (!holder) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });

      const held = await liveClaim(manager, submissionId);
      if (held && held.admin_id !== admin.id) {
        if (!takeOver) throw heldByAnother(held);
        await this.audit.record(manager, {
          actor: admin,
          action: 'claim.taken_over',
          target: { type: 'submission', id: submissionId },
          details: { from: held.claimed_by, from_until: held.claimed_until.toISOString() },
        });
      }
      const [claimed] = (await manager.query(UPSERT_CLAIM_SQL, [
        submissionId,
        admin.id,
        CLAIM_MINUTES,
      ])) as { claimed_until: Date }[];
      return { claimed_by: holder.email, claimed_until: claimed.claimed_until.toISOString() };
    });
    await this.liveEvents.publish({ type: 'claim.changed', id: submissionId });
    return claim;
  }

  /**
   * Releases the admin's own claim (done also when there is none): 404 when the submission is
   * missing, 409 with the holder while another admin's claim is live (that one is taken over, not released).
   */
  async release(submissionId: number, admin: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockSubmission(manager, submissionId);
      const held = await liveClaim(manager, submissionId);
      if (held && held.admin_id !== admin.id) throw heldByAnother(held);
      await dropClaim(manager, submissionId);
    });
    await this.liveEvents.publish({ type: 'claim.changed', id: submissionId });
  }
}

/**
 * In a reply's transaction, with the submission locked: 409 with the holder while another admin's
 * claim on it is live; otherwise whether the admin holds a live claim on it (none lets a pending
 * submission's reply through; a reviewed one needs the admin's own edit claim).
 */
export async function refuseIfClaimedByAnother(
  manager: EntityManager,
  submissionId: number,
  adminId: number,
): Promise<boolean> {
  const held = await liveClaim(manager, submissionId);
  if (held && held.admin_id !== adminId) throw heldByAnother(held);
  return held !== undefined;
}

/** Deletes the submission's claim, live or not: it is reviewed now, and only pending submissions are claimed. */
export async function dropClaim(manager: EntityManager, submissionId: number): Promise<void> {
  await manager.query(DROP_CLAIM_SQL, [submissionId]);
}

async function lockSubmission(
  manager: EntityManager,
  submissionId: number,
): Promise<{ is_processed: boolean }> {
  const [locked] = (await manager.query(LOCK_SUBMISSION_SQL, [submissionId])) as {
    is_processed: boolean;
  }[];
  if (!locked) throw new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
  return locked;
}

async function liveClaim(
  manager: EntityManager,
  submissionId: number,
): Promise<LiveClaimRow | undefined> {
  const [held] = (await manager.query(LIVE_CLAIM_SQL, [submissionId])) as LiveClaimRow[];
  return held;
}

function heldByAnother(held: LiveClaimRow): ConflictException {
  const body: ClaimConflictBody = {
    detail: CLAIM_MESSAGES.heldByAnother,
    claimed_by: held.claimed_by,
    claimed_until: held.claimed_until.toISOString(),
  };
  return new ConflictException(body);
}
