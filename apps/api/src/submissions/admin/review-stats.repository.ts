import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type AdminStatsResponse,
  DEFAULT_TIME_ZONE,
  TIME_ZONE_INVALID,
  TIME_ZONE_PARAM,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { PoolReader } from '../../database/pool-reader';
import { STATS_SQL, STATS_ZONED_SQL } from './review-stats.sql';

/** PostgreSQL's SQLSTATE for a time zone its database does not know (invalid_parameter_value). */
const UNKNOWN_ZONE_SQLSTATE = '22023';

/** The tallies and the reviewed list's index, read for the admin dashboard. */
@Injectable()
export class ReviewStatsRepository {
  constructor(private readonly reader: PoolReader) {}

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
      const [stats] = await this.reader.rows<AdminStatsResponse>(STATS_SQL, [
        today,
        days,
        medianSample,
      ]);
      return stats;
    }
    try {
      const [stats] = await this.reader.rows<AdminStatsResponse>(STATS_ZONED_SQL, [
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
