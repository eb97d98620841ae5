import { MEDIAN_REPLY_SAMPLE } from '@profileproof/contracts';
import { newTestService, type Stub } from '../../../test/support/new-test-service';
import { ReviewStatsRepository } from './review-stats.repository';
import { ReviewStatsService, STATS_DAYS } from './review-stats.service';

describe(ReviewStatsService.name, () => {
  let sut: ReviewStatsService;
  let stats: Stub<ReviewStatsRepository>;

  beforeEach(async () => {
    const built = newTestService(ReviewStatsService);
    sut = built.sut;
    stats = built.stub(ReviewStatsRepository);
  });

  it('reads every figure in one statement for the UTC day of `now` and answers them as they are', async () => {
    const figures = {
      pending_count: 4,
      reviewed_count: 9,
      submissions_per_day: [{ date: '2025-06-10', count: 2 }],
      average_quality_score: 71.5,
      median_reply_hours: null,
      overdue_now: 2,
      within_window_pct_30d: 87.5,
    };
    stats.findStatistics.mockResolvedValue({ ...figures });

    await expect(sut.statistics(new Date('2025-06-10T23:30:00.000-02:00'))).resolves.toEqual(
      figures,
    );
    expect(stats.findStatistics).toHaveBeenCalledWith(
      '2025-06-11',
      STATS_DAYS,
      MEDIAN_REPLY_SAMPLE,
    );
  });
});

describe(`${ReviewStatsService.name} in a viewer's zone`, () => {
  it("asks for the days up to the zone's today, the UTC day kept for the reply-window share", async () => {
    const built = newTestService(ReviewStatsService);
    const stats = built.stub(ReviewStatsRepository);
    stats.findStatistics.mockResolvedValue({
      pending_count: 0,
      reviewed_count: 0,
      submissions_per_day: [],
      average_quality_score: null,
      median_reply_hours: null,
      overdue_now: 0,
      within_window_pct_30d: null,
    });
    // 20:00Z on 10 June: already 11 June in Kolkata (UTC+5:30), still 10 June in Los Angeles.
    const now = new Date('2025-06-10T20:00:00.000Z');
    await built.sut.statistics(now, 'Asia/Kolkata');
    expect(stats.findStatistics).toHaveBeenLastCalledWith(
      '2025-06-10',
      STATS_DAYS,
      MEDIAN_REPLY_SAMPLE,
      'Asia/Kolkata',
      '2025-06-11',
    );
    await built.sut.statistics(new Date('2025-06-11T05:00:00.000Z'), 'America/Los_Angeles');
    expect(stats.findStatistics).toHaveBeenLastCalledWith(
      '2025-06-11',
      STATS_DAYS,
      MEDIAN_REPLY_SAMPLE,
      'America/Los_Angeles',
      '2025-06-10',
    );
  });
});
