import {
  ACCESS_TOKEN_INVALID,
  MESSAGES,
  PROFILE_ALREADY_PENDING,
  PROFILE_SUBMITTED,
  type Tier,
} from '@profileproof/contracts';
import { deskConfig } from '../config/desk.config';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { newTestService, type Stub, TX_MANAGER } from '../../test/support/new-test-service';
import { UsersRepository } from '../users/users.repository';
import { SubmissionsRepository } from './submissions.repository';
import { SubmissionsService } from './submissions.service';

const PROFILE = 'https://www.linkedin.com/in/someone';

/** What `usageFor` reports, trimmed to what the submit reads. */
const usage = (used: number, limit: number | null, tier: Tier = 'basic') =>
  ({ usage: { used, limit }, effective: { tier } }) as unknown as Awaited<
    ReturnType<SubscriptionsService['usageFor']>
  >;

/** A deployment's reply windows: Free 10 h, Basic 2 h, Premium 30 min. */
const DESK = { replyWindowMs: { free: 36_000_000, basic: 7_200_000, premium: 1_800_000 } };

describe(SubmissionsService.name, () => {
  let sut: SubmissionsService;
  let submissions: Stub<SubmissionsRepository>;
  let subscriptions: Stub<SubscriptionsService>;
  let users: Stub<UsersRepository>;

  beforeEach(async () => {
    const built = newTestService(SubmissionsService, [[deskConfig.KEY, DESK]]);
    sut = built.sut;
    submissions = built.stub(SubmissionsRepository);
    subscriptions = built.stub(SubscriptionsService);
    users = built.stub(UsersRepository);
    users.lockForUpdate.mockResolvedValue(true);
    submissions.insertUnlessPending.mockResolvedValue({ id: 41 });
  });

  describe('submit', () => {
    it("locks the user, counts the month's quota and inserts, all in the transaction", async () => {
      subscriptions.usageFor.mockResolvedValue(usage(0, 24));

      await expect(sut.submit(3, PROFILE, 'Hi')).resolves.toEqual({
        status: 201,
        id: 41,
        answer: { message: PROFILE_SUBMITTED, limit_reached: false, submission_id: 41 },
        created: true,
        replayed: false,
      });
      expect(users.lockForUpdate).toHaveBeenCalledWith(TX_MANAGER, 3);
      expect(subscriptions.usageFor).toHaveBeenCalledWith(3, TX_MANAGER, expect.any(Date));
      const [, , countedAt] = subscriptions.usageFor.mock.calls[0];
      expect(submissions.insertUnlessPending).toHaveBeenCalledWith(
        TX_MANAGER,
        {
          userId: 3,
          linkedinUrl: PROFILE,
          message: 'Hi',
          createdAt: countedAt,
          dueBy: new Date((countedAt as Date).getTime() + 7_200_000),
        },
        true,
      );
    });

    it.each([
      ['free', 36_000_000],
      ['premium', 1_800_000],
    ] as const)(
      "makes a %s user's submission due after the deployment's window for that tier",
      async (tier, windowMs) => {
        subscriptions.usageFor.mockResolvedValue(usage(0, null, tier));

        await sut.submit(3, PROFILE, null);

        const [, inserted] = submissions.insertUnlessPending.mock.calls[0];
        expect(inserted.dueBy.getTime() - inserted.createdAt.getTime()).toBe(windowMs);
      },
    );

    it('says when this submission used the last of the quota', async () => {
      subscriptions.usageFor.mockResolvedValue(usage(0, 1));

      await expect(sut.submit(3, PROFILE, null)).resolves.toMatchObject({
        answer: { limit_reached: true },
      });
    });

    it('refuses with 403 limit_reached and inserts nothing once the quota is used up', async () => {
      subscriptions.usageFor.mockResolvedValue(usage(24, 24));
      submissions.insertUnlessPending.mockResolvedValue({});

      await expect(sut.submit(3, PROFILE, null)).rejects.toMatchObject({
        status: 403,
        response: {
          detail: MESSAGES.submit.limitReached,
          limit_reached: true,
          message: MESSAGES.submit.limitReached,
        },
      });
      // The statement is told the quota is used up: it inserts nothing (and finds no pending one).
      expect(submissions.insertUnlessPending).toHaveBeenCalledWith(
        TX_MANAGER,
        expect.anything(),
        false,
      );
    });

    it('points to the pending submission of the profile, even with the quota used up', async () => {
      subscriptions.usageFor.mockResolvedValue(usage(24, 24));
      submissions.insertUnlessPending.mockResolvedValue({ pendingId: 7 });

      await expect(sut.submit(3, PROFILE, null)).resolves.toEqual({
        status: 200,
        id: 7,
        answer: {
          message: PROFILE_ALREADY_PENDING,
          limit_reached: true,
          submission_id: 7,
          already_pending: true,
        },
        created: false,
        replayed: false,
      });
    });

    it('has no limit without one (premium)', async () => {
      subscriptions.usageFor.mockResolvedValue(usage(500, null));

      await expect(sut.submit(3, PROFILE, null)).resolves.toMatchObject({
        answer: { limit_reached: false },
      });
    });

    it('answers 401 and inserts nothing for an account deleted since its token was issued', async () => {
      users.lockForUpdate.mockResolvedValue(false);

      await expect(sut.submit(3, PROFILE, null)).rejects.toMatchObject({
        status: 401,
        response: { detail: ACCESS_TOKEN_INVALID },
      });
      expect(subscriptions.usageFor).not.toHaveBeenCalled();
      expect(submissions.insertUnlessPending).not.toHaveBeenCalled();
    });
  });
});
