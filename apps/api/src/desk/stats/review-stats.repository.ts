import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type AdminStatsResponse,
  DEFAULT_TIME_ZONE,
  TIME_ZONE_INVALID,
  TIME_ZONE_PARAM,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { medianReplyHoursSql } from '../../submissions/submissions.repository';

/** The figures other than the days: $1 is today's UTC date, $2 the days, $3 the median's sample. */
const FIGURES = `(SELECT coalesce(sum("pending_count"), 0)::int FROM "submission_totals") AS "pending_count",
    ((SELECT coalesce(sum("pending_count"), 0)::int FROM "submission_totals")
      - (SELECT count(*)::int FROM "submissions"
         WHERE "is_processed" = false AND "deleted_at" IS NULL AND "due_by" >= now())) AS "overdue_now",
    (SELECT round(100 * sum("within_count")::numeric / nullif(sum("replied_count"), 0), 1)::float8
       FROM "reply_window_days" WHERE "day" > $1::date - $2::int) AS "within_window_pct_30d",
    (SELECT coalesce(sum("reviewed_count"), 0)::int FROM "reviewed_buckets") AS "reviewed_count",
    (SELECT round(sum("quality_sum")::numeric / nullif(sum("quality_count"), 0), 1)::float8 FROM "submission_totals")
      AS "average_quality_score",
    ${medianReplyHoursSql('$3')} AS "median_reply_hours"`;

/**
 * Every figure of the dashboard in one statement, none of which reads more rows as submissions
 * accumulate: the counts, the average score and the days come from the tallies the database keeps
 * (migration ReviewTallies: slots added up), the median from the latest $3 replies along the
 * reviewed list's index (its entries carry both dates). $1 is today's UTC date, $2 the days.
 * The days are UTC days: the statement for a client that names no zone (or UTC).
 *
 * `overdue_now` is the pending count less those not yet due: a range of the pending queue's index
 * from now on, which holds at most a window's worth of arrivals however large the backlog grows.
 * `within_window_pct_30d` adds up the reply-window tallies of the last $2 days (migration DeskSearch).
 */
const STATS_SQL = `SELECT
    ${FIGURES},
    (SELECT json_agg(json_build_object('date', to_char("day", 'YYYY-MM-DD'), 'count', "count") ORDER BY "day")
       FROM (
         SELECT "series"."day"::date AS "day", coalesce(sum("tally"."submitted_count"), 0)::int AS "count"
         FROM generate_series($1::date - ($2::int - 1), $1::date, interval '1 day') AS "series" ("day")
         LEFT JOIN "submission_days" "tally" ON "tally"."day" = "series"."day"::date
         GROUP BY 1
       ) AS "days") AS "submissions_per_day"`;

/**
 * STATS_SQL with the days of another zone: $4 is today's date in that zone, $5 the zone's IANA
 * name (a bound parameter, recognised by the API before it gets here). The tallies are per UTC
 * day, and a zone's day (Kolkata's starts at 18:30 UTC, Los Angeles' at 08:00 or 07:00) cuts two of
 * them, so these days are counted from the rows created in the window: `created_at AT TIME ZONE
 * $5`, grouped by date. That reads the window's submissions (about $2 days of arrivals, a range of
 * submissions_live_created_at_idx, migration ZonedStatsIndex), not every row's tally; the other figures are as in STATS_SQL (`within_window_pct_30d` stays a window of
 * UTC days).
 */
const STATS_ZONED_SQL = `SELECT
    ${FIGURES},
    (SELECT json_agg(json_build_object('date', to_char("series"."day", 'YYYY-MM-DD'), 'count', coalesce("zoned"."count", 0))
                     ORDER BY "series"."day")
       FROM generate_series($4::date - ($2::int - 1), $4::date, interval '1 day') AS "series" ("day")
       LEFT JOIN (
         SELECT ("created_at" AT TIME ZONE $5::text)::date AS "day", count(*)::int AS "count"
         FROM "submissions"
         WHERE "deleted_at" IS NULL
           AND "created_at" >= ($4::date - ($2::int - 1))::timestamp AT TIME ZONE $5::text
           AND "created_at" < ($4::date + 1)::timestamp AT TIME ZONE $5::text
         GROUP BY 1
       ) AS "zoned" ON "zoned"."day" = "series"."day"::date) AS "submissions_per_day"`;

/** PostgreSQL's SQLSTATE for a time zone its database does not know (invalid_parameter_value). */
const UNKNOWN_ZONE_SQLSTATE = '22023';

/** The tallies and the reviewed list's index, read for the admin dashboard. */
@Injectable()
export class ReviewStatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Every figure of the dashboard: `days` days up to `today` (UTC, YYYY-MM-DD), the median over
   * `medianSample` replies. With a `zone` other than UTC, the days are that zone's: `zoneToday`
   * (its date now, YYYY-MM-DD) and the `days` before it. A zone the runtime knows but the
   * database does not (a newer tz database in one of them) is a 400, as an unknown one is.
   */
  async findStatistics(
    today: string,
    days: number,
    medianSample: number,
    zone: string = DEFAULT_TIME_ZONE,
    zoneToday: string = today,
  ): Promise<AdminStatsResponse> {
    if (zone === DEFAULT_TIME_ZONE) {
      const [stats] = await this.dataSource.query<AdminStatsResponse[]>(STATS_SQL, [
        today,
        days,
        medianSample,
      ]);
      return stats;
    }
    try {
      const [stats] = await this.dataSource.query<AdminStatsResponse[]>(STATS_ZONED_SQL, [
        today,
        days,
        medianSample,
        zoneToday,
        zone,
      ]);
      return stats;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === UNKNOWN_ZONE_SQLSTATE)
        throw new BadRequestException({
          detail: VALIDATION_FAILED,
          errors: { [TIME_ZONE_PARAM]: [TIME_ZONE_INVALID] },
        });
      throw error;
    }
  }
}
