import type { SubmissionsPerDay } from '@profileproof/contracts';
import { formatStatsDay } from '../durations';
import { viewerDaysLabel } from '../../../shared/viewer-zone';

const CHART_HEIGHT = 56;
const BAR_GAP = 2;
const BAR_WIDTH = 8;

/** Submissions per day as bars, with a sentence and a table for assistive technology. */
export function DailyChart({ days }: { days: SubmissionsPerDay[] }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce<SubmissionsPerDay | null>(
    (best, day) => (best === null || day.count > best.count ? day : best),
    null,
  );
  const max = Math.max(1, peak?.count ?? 0);
  const width = days.length * (BAR_WIDTH + BAR_GAP) - BAR_GAP;
  const summary =
    days.length === 0
      ? 'No submissions data.'
      : `${total} ${total === 1 ? 'submission' : 'submissions'} in the last ${days.length} days` +
        (peak && peak.count > 0
          ? `; busiest day ${formatStatsDay(peak.date)} with ${peak.count}.`
          : '.');
  return (
    <figure className="stats-chart">
      <figcaption className="stats-chart__caption">
        <span className="stats-tile__label">Submissions per day</span>
        <span className="stats-chart__total">
          {total} in {days.length} days
        </span>
      </figcaption>
      <svg
        className="stats-chart__svg"
        viewBox={`0 0 ${Math.max(width, 1)} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {days.map((day, index) => {
          const height = day.count === 0 ? 2 : Math.max(4, (day.count / max) * CHART_HEIGHT);
          return (
            <rect
              key={day.date}
              className={
                day.count === 0 ? 'stats-chart__bar stats-chart__bar--zero' : 'stats-chart__bar'
              }
              x={index * (BAR_WIDTH + BAR_GAP)}
              y={CHART_HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
              rx={1.5}
            >
              <title>{`${formatStatsDay(day.date)}: ${day.count}`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="stats-chart__axis" aria-hidden="true">
          <span>{formatStatsDay(days[0].date)}</span>
          <span>{formatStatsDay(days[days.length - 1].date)}</span>
        </div>
      )}
      <p className="stats-chart__zone">{viewerDaysLabel()}</p>
      <table className="pp-visually-hidden">
        <caption>Submissions per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Submissions</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatStatsDay(day.date)}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
