import type { UseQueryResult } from '@tanstack/react-query';
import { MEDIAN_REPLY_SAMPLE, SCORE_RANGE, type AdminStatsResponse } from '@profileproof/contracts';
import { formatCount, hoursInWords } from '../durations';
import { DailyChart } from './daily-chart';

function Tile({
  label,
  value,
  note,
  alert = false,
}: {
  label: string;
  value: string;
  note?: string;
  /** Needs attention: shown in red, and the note says why in words. */
  alert?: boolean;
}) {
  return (
    <div className={['stats-tile', alert && 'stats-tile--alert'].filter(Boolean).join(' ')}>
      <dt className="stats-tile__label">{label}</dt>
      <dd className="stats-tile__value">
        {value}
        {note && <span className="stats-tile__note">{note}</span>}
      </dd>
    </div>
  );
}

/** Figures over the queue. A failed load says so quietly: the queue below keeps working. */
export function StatsPanel({ stats }: { stats: UseQueryResult<AdminStatsResponse, unknown> }) {
  const data = stats.data;
  if (!data) {
    return (
      <section className="stats-panel stats-panel--quiet" aria-label="Statistics">
        {stats.isError ? (
          <p className="stats-panel__message">
            Statistics are unavailable right now.{' '}
            <button
              type="button"
              className="queue-link-button"
              onClick={() => void stats.refetch()}
            >
              Try again
            </button>
          </p>
        ) : (
          <p className="stats-panel__message">Loading statistics...</p>
        )}
      </section>
    );
  }
  const average = data.average_quality_score;
  return (
    <section className="stats-panel" aria-label="Statistics">
      <dl className="stats-panel__tiles">
        <Tile label="Pending" value={formatCount(data.pending_count)} />
        <Tile
          label="Overdue now"
          value={formatCount(data.overdue_now)}
          note={data.overdue_now > 0 ? 'past their promised time' : 'none late'}
          alert={data.overdue_now > 0}
        />
        <Tile
          label="Answered within the promised window"
          value={
            data.within_window_pct_30d === null ? '—' : `${Math.round(data.within_window_pct_30d)}%`
          }
          note={data.within_window_pct_30d === null ? 'no replies in 30 days' : 'last 30 days'}
        />
        <Tile label="Reviewed" value={formatCount(data.reviewed_count)} />
        <Tile
          label="Average quality score"
          value={average === null ? '—' : String(Math.round(average))}
          note={average === null ? 'no reviews yet' : `/${SCORE_RANGE.max}`}
        />
        <Tile
          label="Median time to reply"
          value={data.median_reply_hours === null ? '—' : hoursInWords(data.median_reply_hours)}
          note={
            data.median_reply_hours === null
              ? 'no replies yet'
              : `latest ${formatCount(MEDIAN_REPLY_SAMPLE)} replies`
          }
        />
      </dl>
      <DailyChart days={data.submissions_per_day} />
    </section>
  );
}
