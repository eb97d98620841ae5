import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminStatsResponse } from '@profileproof/contracts';
import { DataSource } from 'typeorm';

/** Days in the submissions-per-day series of the statistics, today (UTC) included. */
export const STATS_DAYS = 30;

/** The admin dashboard's figures, computed by the database in two queries (raw SQL: deleted rows are left out by hand). */
@Injectable()
export class ReviewStatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The dashboard figures, computed by the database: counts, submissions per UTC day over the last
   * STATS_DAYS days (today included, zero-filled, oldest first), the mean quality score of reviewed
   * submissions that have one, and the median hours from submission to reply of reviewed ones.
   * Deleted submissions count in none of them.
   */
  async statistics(now: Date = new Date()): Promise<AdminStatsResponse> {
    const [summary] = (await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE NOT "is_processed")::int AS "pending_count",
         count(*) FILTER (WHERE "is_processed")::int AS "reviewed_count",
         round(avg("quality_score") FILTER (WHERE "is_processed"), 1)::float8 AS "average_quality_score",
         round(
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY (extract(epoch FROM "admin_reply_date" - "created_at") / 3600)::float8)
             FILTER (WHERE "is_processed" AND "admin_reply_date" IS NOT NULL))::numeric,
           1
         )::float8 AS "median_reply_hours"
       FROM "submissions"
       WHERE "deleted_at" IS NULL`,
    )) as Pick<AdminStatsResponse, 'pending_count' | 'reviewed_count' | 'average_quality_score' | 'median_reply_hours'>[];

    // Days are UTC calendar days: midnight to midnight in UTC, whatever the session's time zone.
    const perDay = (await this.dataSource.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "date", count("submission"."id")::int AS "count"
       FROM generate_series(
         date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC') - make_interval(days => $2::int - 1),
         date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC'),
         interval '1 day'
       ) AS "day"
       LEFT JOIN "submissions" "submission"
         ON "submission"."created_at" >= "day" AT TIME ZONE 'UTC'
        AND "submission"."created_at" < ("day" + interval '1 day') AT TIME ZONE 'UTC'
        AND "submission"."deleted_at" IS NULL
       GROUP BY "day"
       ORDER BY "day"`,
      [now.toISOString(), STATS_DAYS],
    )) as AdminStatsResponse['submissions_per_day'];

    return {
      pending_count: summary.pending_count,
      reviewed_count: summary.reviewed_count,
      submissions_per_day: perDay.map(({ date, count }) => ({ date, count })),
      average_quality_score: summary.average_quality_score,
      median_reply_hours: summary.median_reply_hours,
    };
  }
}
