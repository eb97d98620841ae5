import { Injectable } from '@nestjs/common';
import {
  type AdminStatsResponse,
  DEFAULT_TIME_ZONE,
  MEDIAN_REPLY_SAMPLE,
} from '@profileproof/contracts';
import { ReviewStatsRepository } from './review-stats.repository';
import { zoneDay } from './viewer-zone';

/** Days in the submissions-per-day series of the statistics, today (in the viewer's zone) included. */
export const STATS_DAYS = 30;

/** The admin dashboard's figures (GET /api/admin/stats/). */
@Injectable()
export class ReviewStatsService {
  constructor(private readonly stats: ReviewStatsRepository) {}

  /**
   * - `pending_count`, `reviewed_count`: visible submissions waiting for a review, and reviewed;
   * - `submissions_per_day`: submissions created on each day of the last STATS_DAYS days, today
   *   included, oldest first, zero-filled; days of `zone` (an IANA name checked by parseTimeZone;
   *   UTC by default): a submission at 22:50 on Saturday in Los Angeles counts on that Saturday;
   * - `average_quality_score`: the mean profile score of reviewed submissions that have one, to one
   *   decimal; null when none has;
   * - `median_reply_hours`: the median hours from submission to its current reply, over the latest
   *   MEDIAN_REPLY_SAMPLE replies (reviewed submissions with a reply, by reply date), to one
   *   decimal; null when there is no reply;
   * - `overdue_now`: pending submissions past their `due_by`;
   * - `within_window_pct_30d`: of the replies sent in the last STATS_DAYS UTC days (by the current
   *   reply's date), the share sent by their `due_by`, percent to one decimal; null without any.
   *
   * Deleted submissions count in none of them.
   */
  async statistics(
    now: Date = new Date(),
    zone: string = DEFAULT_TIME_ZONE,
  ): Promise<AdminStatsResponse> {
    const today = now.toISOString().slice(0, 10);
    const stats =
      zone === DEFAULT_TIME_ZONE
        ? await this.stats.findStatistics(today, STATS_DAYS, MEDIAN_REPLY_SAMPLE)
        : await this.stats.findStatistics(
            today,
            STATS_DAYS,
            MEDIAN_REPLY_SAMPLE,
            zone,
            zoneDay(now, zone),
          );
    return {
      pending_count: stats.pending_count,
      reviewed_count: stats.reviewed_count,
      submissions_per_day: stats.submissions_per_day,
      average_quality_score: stats.average_quality_score,
      median_reply_hours: stats.median_reply_hours,
      overdue_now: stats.overdue_now,
      within_window_pct_30d: stats.within_window_pct_30d,
    };
  }
}
