import { ConflictException, NotFoundException } from '@nestjs/common';
import { DESK_MESSAGES, SUBMISSION_NOT_FOUND } from '@profileproof/contracts';
import { newTestService, type ServiceMocks } from '../../../test/support/new-test-service';
import { LiveEvents } from '../../live-events/live-events.service';
import { SubmissionsRepository } from '../submissions.repository';
import { RatingsRepository } from './ratings.repository';
import { RatingsService } from './ratings.service';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe(RatingsService.name, () => {
  let sut: RatingsService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<RatingsRepository>;
  let submissions: jest.Mocked<SubmissionsRepository>;
  let live: jest.Mocked<LiveEvents>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(RatingsService));
    repository = mocks.get(RatingsRepository);
    submissions = mocks.get(SubmissionsRepository);
    live = mocks.get(LiveEvents);
    submissions.lockForRating.mockResolvedValue({ is_processed: true, reply_id: 31 });
    repository.findForUpdate.mockResolvedValue(undefined);
    repository.upsert.mockImplementation(async (_manager, _reply, score, comment, at) => ({
      score,
      comment,
      rated_at: at,
    }));
  });

  it('rates the current reply version and tells nobody about a good rating', async () => {
    await expect(sut.rate(5, 8, { score: 4, comment: 'Good' }, NOW)).resolves.toEqual({
      score: 4,
      comment: 'Good',
      rated_at: NOW.toISOString(),
    });
    expect(submissions.lockForRating).toHaveBeenCalledWith(mocks.manager, 8, 5);
    expect(repository.upsert).toHaveBeenCalledWith(mocks.manager, 31, 4, 'Good', NOW);
    expect(live.publish).not.toHaveBeenCalled();
  });

  it.each([1, 2])('sends a rating of %i to the admins live (no owner audience)', async (score) => {
    await sut.rate(5, 8, { score, comment: null }, NOW);
    expect(live.publish).toHaveBeenCalledWith({ type: 'rating.low', id: 8 });
  });

  it("answers 404 for a submission that is not the caller's, 409 while it has no reply to rate", async () => {
    submissions.lockForRating.mockResolvedValue(undefined);
    await expect(sut.rate(5, 8, { score: 3, comment: null }, NOW)).rejects.toEqual(
      new NotFoundException({ detail: SUBMISSION_NOT_FOUND }),
    );
    submissions.lockForRating.mockResolvedValue({ is_processed: false, reply_id: 31 });
    await expect(sut.rate(5, 8, { score: 3, comment: null }, NOW)).rejects.toEqual(
      new ConflictException({ detail: DESK_MESSAGES.ratingNotReviewed }),
    );
    submissions.lockForRating.mockResolvedValue({ is_processed: true, reply_id: null });
    await expect(sut.rate(5, 8, { score: 3, comment: null }, NOW)).rejects.toBeInstanceOf(
      ConflictException,
    );
    expect(repository.upsert).not.toHaveBeenCalled();
  });

  it('changes a rating up to 7 days after it was first given, then refuses (409)', async () => {
    const given = (daysAgo: number) => ({
      score: 3,
      comment: null,
      created_at: new Date(NOW.getTime() - daysAgo * DAY_MS),
      rated_at: new Date(NOW.getTime() - daysAgo * DAY_MS),
    });
    repository.findForUpdate.mockResolvedValue(given(7));
    await expect(sut.rate(5, 8, { score: 5, comment: null }, NOW)).resolves.toMatchObject({
      score: 5,
    });
    repository.findForUpdate.mockResolvedValue(given(7.01));
    await expect(sut.rate(5, 8, { score: 1, comment: null }, NOW)).rejects.toEqual(
      new ConflictException({ detail: DESK_MESSAGES.ratingLocked }),
    );
    expect(repository.upsert).toHaveBeenCalledTimes(1);
    expect(live.publish).not.toHaveBeenCalled();
  });
});
