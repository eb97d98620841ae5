import { Injectable } from '@nestjs/common';
import { type AdminStatsResponse, MEDIAN_REPLY_SAMPLE } from '@profileproof/contracts';
import { ReviewStatsRepository } from './review-stats.repository';

/** Days in the submissions-per-day series of the statistics, today (UTC) included. */
export const STATS_DAYS = 30;

/** The admin dashboard's figures (GET /api/admin/stats/). */
@Injectable()
export class ReviewStatsService {
  constructor(private readonly stats: ReviewStatsRepository) {}

  /**
   * - `pending_count`, `reviewed_count`: visible submissions waiting for a review, and reviewed;
   * - `submissions_per_day`: submissions created on each UTC day of the last STATS_DAYS days, today
   *   included, oldest first, zero-filled;
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
  async statistics(now: Date = new Date()): Promise<AdminStatsResponse> {
    const today = now.toISOString().slice(0, 10);
    const stats = await this.stats.findStatistics(today, STATS_DAYS, MEDIAN_REPLY_SAMPLE);
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
