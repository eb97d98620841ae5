import {
  ACCESS_TOKEN_INVALID,
  CLAIM_MESSAGES,
  CLAIM_MINUTES,
  SUBMISSION_NOT_FOUND,
} from '@profileproof/contracts';
import { AuditLog } from '../../audit/audit-log.service';
import { LiveEvents } from '../../live-events/live-events.service';
import { newTestService, type Stub, TX_MANAGER } from '../../../test/support/new-test-service';
import { ClaimsRepository } from './claims.repository';
import { ClaimsService } from './claims.service';

const ADMIN = { id: 7, email: 'desk@example.com' };
const UNTIL = new Date('2025-06-10T10:00:00.000Z');
const OTHERS = { admin_id: 9, claimed_by: 'other@example.com', claimed_until: UNTIL };

describe(ClaimsService.name, () => {
  let sut: ClaimsService;
  let claims: Stub<ClaimsRepository>;
  let audit: Stub<AuditLog>;
  let liveEvents: Stub<LiveEvents>;

  beforeEach(async () => {
    const built = newTestService(ClaimsService);
    sut = built.sut;
    claims = built.stub(ClaimsRepository);
    audit = built.stub(AuditLog);
    liveEvents = built.stub(LiveEvents);
    claims.lockSubmission.mockResolvedValue({ is_processed: false });
    claims.lockClaimingAdmin.mockResolvedValue(ADMIN.email);
    claims.findLiveClaim.mockResolvedValue(undefined);
    claims.upsertClaim.mockResolvedValue(UNTIL);
  });

  describe('claim', () => {
    it('claims a pending submission for CLAIM_MINUTES in the transaction, then tells the screens', async () => {
      await expect(sut.claim(1, ADMIN, { takeOver: false, edit: false })).resolves.toEqual({
        claimed_by: ADMIN.email,
        claimed_until: UNTIL.toISOString(),
      });
      expect(claims.lockSubmission).toHaveBeenCalledWith(TX_MANAGER, 1);
      expect(claims.upsertClaim).toHaveBeenCalledWith(TX_MANAGER, 1, ADMIN.id, CLAIM_MINUTES);
      expect(audit.record).not.toHaveBeenCalled();
      expect(liveEvents.publish).toHaveBeenCalledWith({ type: 'claim.changed', id: 1 });
    });

    it("is refused with 409 and the holder while another admin's claim is live", async () => {
      claims.findLiveClaim.mockResolvedValue(OTHERS);

      await expect(sut.claim(1, ADMIN, { takeOver: false, edit: false })).rejects.toMatchObject({
        status: 409,
        response: {
          detail: CLAIM_MESSAGES.heldByAnother,
          claimed_by: OTHERS.claimed_by,
          claimed_until: UNTIL.toISOString(),
        },
      });
      expect(claims.upsertClaim).not.toHaveBeenCalled();
      expect(liveEvents.publish).not.toHaveBeenCalled();
    });

    it("takes another admin's claim over when asked, and records from whom", async () => {
      claims.findLiveClaim.mockResolvedValue(OTHERS);

      await sut.claim(1, ADMIN, { takeOver: true, edit: false });

      expect(audit.record).toHaveBeenCalledWith(TX_MANAGER, {
        actor: ADMIN,
        action: 'claim.taken_over',
        target: { type: 'submission', id: 1 },
        details: { from: OTHERS.claimed_by, from_until: UNTIL.toISOString() },
      });
      expect(claims.upsertClaim).toHaveBeenCalled();
    });

    it('refuses a reviewed submission with 409 unless the claim is for editing', async () => {
      claims.lockSubmission.mockResolvedValue({ is_processed: true });

      await expect(sut.claim(1, ADMIN, { takeOver: false, edit: false })).rejects.toMatchObject({
        status: 409,
        response: { detail: CLAIM_MESSAGES.notPending },
      });
      expect(claims.upsertClaim).not.toHaveBeenCalled();

      await sut.claim(1, ADMIN, { takeOver: false, edit: true });
      expect(claims.upsertClaim).toHaveBeenCalledTimes(1);
    });

    it('answers 404 for a missing submission and 401 for an account gone', async () => {
      claims.lockSubmission.mockResolvedValueOnce(undefined);
      await expect(sut.claim(1, ADMIN, { takeOver: false, edit: false })).rejects.toMatchObject({
        status: 404,
        response: { detail: SUBMISSION_NOT_FOUND },
      });

      claims.lockClaimingAdmin.mockResolvedValueOnce(undefined);
      await expect(sut.claim(1, ADMIN, { takeOver: false, edit: false })).rejects.toMatchObject({
        status: 401,
        response: { detail: ACCESS_TOKEN_INVALID },
      });
      expect(claims.upsertClaim).not.toHaveBeenCalled();
    });
  });

  describe('release', () => {
    it("drops the admin's own claim", async () => {
      claims.findLiveClaim.mockResolvedValue({ ...OTHERS, admin_id: ADMIN.id });

      await sut.release(1, ADMIN);

      expect(claims.dropClaim).toHaveBeenCalledWith(TX_MANAGER, 1);
      expect(liveEvents.publish).toHaveBeenCalledWith({ type: 'claim.changed', id: 1 });
    });

    it("leaves another admin's claim alone (409)", async () => {
      claims.findLiveClaim.mockResolvedValue(OTHERS);

      await expect(sut.release(1, ADMIN)).rejects.toMatchObject({ status: 409 });
      expect(claims.dropClaim).not.toHaveBeenCalled();
    });
  });

  describe('refuseIfClaimedByAnother', () => {
    it('tells whether the admin holds the live claim, and answers 409 when another does', async () => {
      await expect(sut.refuseIfClaimedByAnother(TX_MANAGER, 1, ADMIN.id)).resolves.toBe(false);

      claims.findLiveClaim.mockResolvedValue({ ...OTHERS, admin_id: ADMIN.id });
      await expect(sut.refuseIfClaimedByAnother(TX_MANAGER, 1, ADMIN.id)).resolves.toBe(true);

      claims.findLiveClaim.mockResolvedValue(OTHERS);
      await expect(sut.refuseIfClaimedByAnother(TX_MANAGER, 1, ADMIN.id)).rejects.toMatchObject({
        status: 409,
        response: { claimed_by: OTHERS.claimed_by },
      });
      expect(claims.findLiveClaim).toHaveBeenCalledWith(TX_MANAGER, 1);
    });
  });
});
