import { Injectable } from '@nestjs/common';
import type { AdminStatsResponse } from '@profileproof/contracts';
import { PoolReader } from '../../database/pool-reader';
import { STATS_SQL } from './review-stats.sql';

/** The tallies and the reviewed list's index, read for the admin dashboard. */
@Injectable()
export class ReviewStatsRepository {
  constructor(private readonly reader: PoolReader) {}

  /** Every figure of the dashboard: `days` days up to `today` (UTC, YYYY-MM-DD), the median over `medianSample` replies. */
  async findStatistics(
    today: string,
    days: number,
    medianSample: number,
  ): Promise<AdminStatsResponse> {
    const [stats] = await this.reader.rows<AdminStatsResponse>(STATS_SQL, [
      today,
      days,
      medianSample,
    ]);
    return stats;
  }
}
