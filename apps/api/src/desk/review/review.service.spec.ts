import { ConflictException } from '@nestjs/common';
import {
  ACCESS_TOKEN_INVALID,
  CLAIM_MESSAGES,
  ONLY_REVIEWED_DELETABLE,
  REPLY_MESSAGES,
  SUBMISSION_NOT_FOUND,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { AuditLog } from '../../audit/audit-log.service';
import { LiveEvents } from '../../live-events/live-events.service';
import { adminSubmissionRow as row } from '../../../test/support/admin-submission-row';
import { newTestService, type Stub, TX_MANAGER } from '../../../test/support/new-test-service';
import { ClaimsService } from '../claims/claims.service';
import { ReviewRepository } from './review.repository';
import { ReviewService } from './review.service';

const ADMIN = { id: 7, email: 'desk@example.com' };
const PROFILE = 'https://www.linkedin.com/in/someone';

const replyInput = (overrides: Partial<Parameters<ReviewService['reply']>[0]> = {}) => ({
  submissionId: 1,
  admin: ADMIN,
  reply: 'Report',
  analysis: { connections: 300 },
  baseVersion: 0,
  ...overrides,
});

describe(ReviewService.name, () => {
  let sut: ReviewService;
  let review: Stub<ReviewRepository>;
  let claims: Stub<ClaimsService>;
  let audit: Stub<AuditLog>;
  let liveEvents: Stub<LiveEvents>;

  beforeEach(async () => {
    const built = newTestService(ReviewService);
    sut = built.sut;
    review = built.stub(ReviewRepository);
    claims = built.stub(ClaimsService);
    audit = built.stub(AuditLog);
    liveEvents = built.stub(LiveEvents);
    review.findVisible.mockResolvedValue(row());
    review.findReplyHistory.mockResolvedValue([]);
  });

  /** Nothing stored, recorded or announced. */
  const expectNothingWritten = () => {
    expect(review.insertReply).not.toHaveBeenCalled();
    expect(review.setProcessed).not.toHaveBeenCalled();
    expect(review.eraseReview).not.toHaveBeenCalled();
    expect(claims.dropClaim).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
    expect(liveEvents.publish).not.toHaveBeenCalled();
  };

  describe('reply', () => {
    beforeEach(() => {
      review.lockForReply.mockResolvedValue({
        linkedin_url: PROFILE,
        user_id: 3,
        is_processed: false,
        has_reply: false,
      });
      review.currentReplyVersion.mockResolvedValue(0);
      review.lockReplyingAdmin.mockResolvedValue(true);
      claims.refuseIfClaimedByAnother.mockResolvedValue(false);
    });

    it('stores the reply with the computed scores in the transaction, records it, drops the claim, then tells the owner', async () => {
      await sut.reply(replyInput());

      expect(review.lockForReply).toHaveBeenCalledWith(TX_MANAGER, 1);
      expect(review.insertReply).toHaveBeenCalledWith(
        TX_MANAGER,
        expect.objectContaining({ submissionId: 1, adminId: ADMIN.id, reply: 'Report' }),
      );
      const [, written] = review.insertReply.mock.calls[0];
      const stored = JSON.parse(written.formData ?? 'null') as { profileScorePercentage: number };
      expect(written.profileScore).toBe(stored.profileScorePercentage);
      expect(audit.record).toHaveBeenCalledWith(
        TX_MANAGER,
        expect.objectContaining({ action: 'reply.sent', actor: ADMIN }),
      );
      expect(claims.dropClaim).toHaveBeenCalledWith(TX_MANAGER, 1);
      expect(liveEvents.publish).toHaveBeenCalledWith(
        { type: 'submission.replied', id: 1 },
        { ownerId: 3 },
      );
    });

    it('stores a reply sent with `analysis: {}` without a checklist: no form data, null scores', async () => {
      await sut.reply(replyInput({ analysis: {} }));

      expect(review.insertReply).toHaveBeenCalledWith(
        TX_MANAGER,
        expect.objectContaining({ formData: null, profileScore: null, spamScore: null }),
      );
      expect(audit.record).toHaveBeenCalledWith(
        TX_MANAGER,
        expect.objectContaining({ details: { profile_score: null, spam_score: null } }),
      );
    });

    it('records a second reply as resent', async () => {
      review.lockForReply.mockResolvedValue({
        linkedin_url: PROFILE,
        user_id: 3,
        is_processed: true,
        has_reply: true,
      });
      review.currentReplyVersion.mockResolvedValue(1);
      claims.refuseIfClaimedByAnother.mockResolvedValue(true);

      await sut.reply(replyInput({ baseVersion: 1 }));

      expect(audit.record).toHaveBeenCalledWith(
        TX_MANAGER,
        expect.objectContaining({ action: 'reply.resent' }),
      );
    });

    it('is refused with 409 and writes nothing while another admin holds the claim', async () => {
      const held = new ConflictException({
        detail: CLAIM_MESSAGES.heldByAnother,
        claimed_by: 'other@example.com',
        claimed_until: '2025-06-10T10:00:00.000Z',
      });
      claims.refuseIfClaimedByAnother.mockRejectedValue(held);

      await expect(sut.reply(replyInput())).rejects.toBe(held);
      expect(claims.refuseIfClaimedByAnother).toHaveBeenCalledWith(TX_MANAGER, 1, ADMIN.id);
      expectNothingWritten();
    });

    it('is refused with 409 and the current version when another reply was sent since the draft', async () => {
      review.currentReplyVersion.mockResolvedValue(2);

      await expect(sut.reply(replyInput({ baseVersion: 1 }))).rejects.toMatchObject({
        status: 409,
        response: { detail: REPLY_MESSAGES.stale, reply_version: 2 },
      });
      expectNothingWritten();
    });

    it('takes a new version of a reviewed submission only from the admin who claimed it for editing', async () => {
      review.lockForReply.mockResolvedValue({
        linkedin_url: PROFILE,
        user_id: 3,
        is_processed: true,
        has_reply: true,
      });
      review.currentReplyVersion.mockResolvedValue(1);

      await expect(sut.reply(replyInput({ baseVersion: 1 }))).rejects.toMatchObject({
        status: 409,
        response: { detail: REPLY_MESSAGES.editRequired },
      });
      expectNothingWritten();
    });

    it('refuses a malformed checklist with 400 before looking the submission up', async () => {
      await expect(sut.reply(replyInput({ analysis: 'not a checklist' }))).rejects.toMatchObject({
        status: 400,
        response: { detail: VALIDATION_FAILED, errors: { analysis: expect.any(Array) } },
      });
      expect(review.lockForReply).not.toHaveBeenCalled();
      expectNothingWritten();
    });

    it('refuses placeholders left in the report with 400', async () => {
      await expect(sut.reply(replyInput({ reply: 'Hello {name}' }))).rejects.toMatchObject({
        status: 400,
        response: { errors: { reply: expect.any(Array) } },
      });
      expectNothingWritten();
    });

    it('answers 404 for a missing or deleted submission', async () => {
      review.lockForReply.mockResolvedValue(undefined);

      await expect(sut.reply(replyInput())).rejects.toMatchObject({
        status: 404,
        response: { detail: SUBMISSION_NOT_FOUND },
      });
      expectNothingWritten();
    });

    it("answers 401 when the admin's account is gone", async () => {
      review.lockReplyingAdmin.mockResolvedValue(false);

      await expect(sut.reply(replyInput())).rejects.toMatchObject({
        status: 401,
        response: { detail: ACCESS_TOKEN_INVALID },
      });
      expectNothingWritten();
    });
  });

  describe('setProcessed', () => {
    it('records a reopen and keeps the claim', async () => {
      review.lockForStatus.mockResolvedValue({ is_processed: true, user_id: 3 });

      await sut.setProcessed(1, false, ADMIN);

      expect(review.setProcessed).toHaveBeenCalledWith(TX_MANAGER, 1, false);
      expect(audit.record).toHaveBeenCalledWith(TX_MANAGER, {
        actor: ADMIN,
        action: 'submission.reopened',
        target: { type: 'submission', id: 1 },
      });
      expect(claims.dropClaim).not.toHaveBeenCalled();
      expect(liveEvents.publish).toHaveBeenCalledWith(
        { type: 'submission.changed', id: 1 },
        { ownerId: 3 },
      );
    });

    it('records marking reviewed and drops the claim', async () => {
      review.lockForStatus.mockResolvedValue({ is_processed: false, user_id: 3 });

      await sut.setProcessed(1, true, ADMIN);

      expect(audit.record).toHaveBeenCalledWith(
        TX_MANAGER,
        expect.objectContaining({ action: 'submission.marked_reviewed' }),
      );
      expect(claims.dropClaim).toHaveBeenCalledWith(TX_MANAGER, 1);
    });

    it('changes, records and announces nothing when the state is already the one asked for', async () => {
      review.lockForStatus.mockResolvedValue({ is_processed: true, user_id: 3 });

      const detail = await sut.setProcessed(1, true, ADMIN);

      expect(detail.id).toBe(1);
      expectNothingWritten();
    });
  });

  describe('deleteReviewed', () => {
    it('is refused with 409 for a pending submission, erasing nothing', async () => {
      review.lockForDelete.mockResolvedValue({ is_processed: false, user_id: 3, owner: 'o@x.io' });

      await expect(sut.deleteReviewed(1, ADMIN)).rejects.toMatchObject({
        status: 409,
        response: { detail: ONLY_REVIEWED_DELETABLE },
      });
      expectNothingWritten();
    });

    it("erases the review and records the owner's e-mail", async () => {
      review.lockForDelete.mockResolvedValue({ is_processed: true, user_id: 3, owner: 'o@x.io' });

      await sut.deleteReviewed(1, ADMIN);

      expect(review.eraseReview).toHaveBeenCalledWith(TX_MANAGER, 1, expect.any(Date));
      expect(audit.record).toHaveBeenCalledWith(
        TX_MANAGER,
        expect.objectContaining({ action: 'submission.deleted', details: { owner: 'o@x.io' } }),
      );
      expect(liveEvents.publish).toHaveBeenCalledWith(
        { type: 'submission.changed', id: 1 },
        { ownerId: 3 },
      );
    });
  });
});
