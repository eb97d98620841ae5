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
import { ClaimsRepository, type LiveClaimRow } from './claims.repository';

/** The admin who acts. */
export type Actor = AuditRecord['actor'];

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
    private readonly claims: ClaimsRepository,
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
      const locked = await this.lockSubmission(manager, submissionId);
      if (locked.is_processed && !edit)
        throw new ConflictException({ detail: CLAIM_MESSAGES.notPending });
      // The admin's row may not be deleted while the claim refers to it.
      const holder = await this.claims.lockClaimingAdmin(manager, admin.id);
      if (holder === undefined) throw new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID });

      const held = await this.claims.findLiveClaim(manager, submissionId);
      if (held && held.admin_id !== admin.id) {
        if (!takeOver) throw heldByAnother(held);
        await this.audit.record(manager, {
          actor: admin,
          action: 'claim.taken_over',
          target: { type: 'submission', id: submissionId },
          details: { from: held.claimed_by, from_until: held.claimed_until.toISOString() },
        });
      }
      const claimedUntil = await this.claims.upsertClaim(
        manager,
        submissionId,
        admin.id,
        CLAIM_MINUTES,
      );
      return { claimed_by: holder, claimed_until: claimedUntil.toISOString() };
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
      await this.lockSubmission(manager, submissionId);
      const held = await this.claims.findLiveClaim(manager, submissionId);
      if (held && held.admin_id !== admin.id) throw heldByAnother(held);
      await this.claims.dropClaim(manager, submissionId);
    });
    await this.liveEvents.publish({ type: 'claim.changed', id: submissionId });
  }

  /**
   * In a reply's transaction, with the submission locked: 409 with the holder while another admin's
   * claim on it is live; otherwise whether the admin holds a live claim on it (none lets a pending
   * submission's reply through; a reviewed one needs the admin's own edit claim).
   */
  async refuseIfClaimedByAnother(
    manager: EntityManager,
    submissionId: number,
    adminId: number,
  ): Promise<boolean> {
    const held = await this.claims.findLiveClaim(manager, submissionId);
    if (held && held.admin_id !== adminId) throw heldByAnother(held);
    return held !== undefined;
  }

  /** In the caller's transaction: deletes the submission's claim, live or not (it is reviewed now, and only pending submissions are claimed). */
  async dropClaim(manager: EntityManager, submissionId: number): Promise<void> {
    await this.claims.dropClaim(manager, submissionId);
  }

  private async lockSubmission(
    manager: EntityManager,
    submissionId: number,
  ): Promise<{ is_processed: boolean }> {
    const locked = await this.claims.lockSubmission(manager, submissionId);
    if (!locked) throw new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
    return locked;
  }
}

function heldByAnother(held: LiveClaimRow): ConflictException {
  const body: ClaimConflictBody = {
    detail: CLAIM_MESSAGES.heldByAnother,
    claimed_by: held.claimed_by,
    claimed_until: held.claimed_until.toISOString(),
  };
  return new ConflictException(body);
}
