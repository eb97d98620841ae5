import { scoreBand } from '@profileproof/analysis';
import type { ProfileHistoryResponse } from '@profileproof/contracts';
import { ScoreRing } from '@profileproof/ui/score-ring';

/** A profile's latest score and its change since the review before, by the submission that holds it. */
export interface ScoreTrend {
  score: number;
  /** Points since the previous review of the same profile; null for its first review. */
  change: number | null;
  reviews: number;
}

/** For each profile's latest review, its score and trend, keyed by that submission's id. */
export function latestScoreTrends(
  history: ProfileHistoryResponse | undefined,
): Map<number, ScoreTrend> {
  const trends = new Map<number, ScoreTrend>();
  for (const profile of history?.profiles ?? []) {
    const latest = profile.reviews[profile.reviews.length - 1];
    const before = profile.reviews[profile.reviews.length - 2];
    if (!latest) continue;
    trends.set(latest.submission_id, {
      score: latest.profile_score,
      change: before ? latest.profile_score - before.profile_score : null,
      reviews: profile.reviews.length,
    });
  }
  return trends;
}

function changeText(change: number): string {
  if (change > 0) return `▲ ${change} since the last review`;
  if (change < 0) return `▼ ${-change} since the last review`;
  return 'No change since the last review';
}

/** The profile's latest score as a small ring, with the way it moved in words and an arrow. */
export function ScoreTrendChip({ trend }: { trend: ScoreTrend }) {
  const direction =
    trend.change === null ? 'first' : trend.change > 0 ? 'up' : trend.change < 0 ? 'down' : 'flat';
  return (
    <div className={`score-trend score-trend--${direction}`}>
      <ScoreRing
        score={trend.score}
        band={scoreBand(trend.score)}
        label="Latest profile score"
        size="small"
      />
      <p className="score-trend__text">
        <span className="score-trend__label">Latest score</span>
        <span className="score-trend__change">
          {trend.change === null ? 'First review of this profile' : changeText(trend.change)}
        </span>
      </p>
    </div>
  );
}
