import { ACCESS_TOKEN_INVALID, MESSAGES, PROFILE_SUBMITTED } from '@profileproof/contracts';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { newTestService, type Stub, TX_MANAGER } from '../../test/support/new-test-service';
import { SubmissionsRepository } from './submissions.repository';
import { SubmissionsService } from './submissions.service';

const PROFILE = 'https://www.linkedin.com/in/someone';

/** What `usageFor` reports, trimmed to what the submit reads. */
const usage = (used: number, limit: number | null) =>
  ({ usage: { used, limit } }) as unknown as Awaited<ReturnType<SubscriptionsService['usageFor']>>;

describe(SubmissionsService.name, () => {
  let sut: SubmissionsService;
  let submissions: Stub<SubmissionsRepository>;
  let subscriptions: Stub<SubscriptionsService>;

  beforeEach(async () => {
    const built = newTestService(SubmissionsService);
    sut = built.sut;
    submissions = built.stub(SubmissionsRepository);
    subscriptions = built.stub(SubscriptionsService);
    submissions.lockUserForQuota.mockResolvedValue(true);
    submissions.insertSubmission.mockResolvedValue(41);
  });

  describe('submit', () => {
    it("locks the user, counts the month's quota and inserts, all in the transaction", async () => {
      subscriptions.usageFor.mockResolvedValue(usage(0, 24));

      await expect(sut.submit(3, PROFILE, 'Hi')).resolves.toEqual({
        id: 41,
        answer: { message: PROFILE_SUBMITTED, limit_reached: false },
      });
      expect(submissions.lockUserForQuota).toHaveBeenCalledWith(TX_MANAGER, 3);
      expect(subscriptions.usageFor).toHaveBeenCalledWith(3, TX_MANAGER, expect.any(Date));
      const [, , countedAt] = subscriptions.usageFor.mock.calls[0];
      expect(submissions.insertSubmission).toHaveBeenCalledWith(TX_MANAGER, {
        userId: 3,
        linkedinUrl: PROFILE,
        message: 'Hi',
        createdAt: countedAt,
      });
    });

    it('says when this submission used the last of the quota', async () => {
      subscriptions.usageFor.mockResolvedValue(usage(0, 1));

      await expect(sut.submit(3, PROFILE, null)).resolves.toMatchObject({
        answer: { limit_reached: true },
      });
    });

    it('refuses with 403 limit_reached and inserts nothing once the quota is used up', async () => {
      subscriptions.usageFor.mockResolvedValue(usage(24, 24));

      await expect(sut.submit(3, PROFILE, null)).rejects.toMatchObject({
        status: 403,
        response: {
          detail: MESSAGES.submit.limitReached,
          limit_reached: true,
          message: MESSAGES.submit.limitReached,
        },
      });
      expect(submissions.insertSubmission).not.toHaveBeenCalled();
    });

    it('has no limit without one (premium)', async () => {
      subscriptions.usageFor.mockResolvedValue(usage(500, null));

      await expect(sut.submit(3, PROFILE, null)).resolves.toMatchObject({
        answer: { limit_reached: false },
      });
    });

    it('answers 401 and inserts nothing for an account deleted since its token was issued', async () => {
      submissions.lockUserForQuota.mockResolvedValue(false);

      await expect(sut.submit(3, PROFILE, null)).rejects.toMatchObject({
        status: 401,
        response: { detail: ACCESS_TOKEN_INVALID },
      });
      expect(subscriptions.usageFor).not.toHaveBeenCalled();
      expect(submissions.insertSubmission).not.toHaveBeenCalled();
    });
  });
});
