import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_TIER, normaliseTier, type Tier, TIERS } from '@profileproof/contracts';
import { SUBSCRIPTION_JOIN } from '../lists/pending-queue.repository';

/**
 * The pending (unreviewed, not deleted) submissions grouped by their submitter's tier right now
 * (an expired subscription grants the default tier, as `tierGrantedBy` decides), with the age of
 * the oldest in seconds. One statement: the partial pending index gives the pending rows, each
 * joined to its user's one subscription row (unique per user).
 */
const PENDING_SUBMISSIONS_SQL = `SELECT
    CASE WHEN "sub"."end_date" IS NULL OR "sub"."end_date" > now() THEN "sub"."tier" END AS "tier",
    count(*)::int AS "pending",
    extract(epoch FROM now() - min("s"."created_at"))::float8 AS "oldest_age_seconds"
  FROM "submissions" "s" ${SUBSCRIPTION_JOIN}
  WHERE "s"."is_processed" = false AND "s"."deleted_at" IS NULL
  GROUP BY 1`;

interface PendingRow {
  tier: string | null;
  pending: number;
  oldest_age_seconds: number;
}

export interface PendingByTier {
  pending: number;
  /** 0 when none is pending. */
  oldestAgeSeconds: number;
}

/** The pending queue by tier, as the metrics (metrics/) read it. */
@Injectable()
export class PendingByTierRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every tier, those with nothing pending at 0. */
  async pendingSubmissions(): Promise<Record<Tier, PendingByTier>> {
    const rows = await this.dataSource.query<PendingRow[]>(PENDING_SUBMISSIONS_SQL);
    const byTier = Object.fromEntries(
      TIERS.map((tier) => [tier, { pending: 0, oldestAgeSeconds: 0 }]),
    ) as Record<Tier, PendingByTier>;
    for (const row of rows) {
      const entry = byTier[normaliseTier(row.tier) ?? DEFAULT_TIER];
      entry.pending += row.pending;
      entry.oldestAgeSeconds = Math.max(entry.oldestAgeSeconds, row.oldest_age_seconds);
    }
    return byTier;
  }
}
