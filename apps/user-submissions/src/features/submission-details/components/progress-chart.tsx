import type { ProfileHistory } from '@profileproof/contracts';
import { formatDate, formatDateTime } from '@profileproof/ui';

type Review = ProfileHistory['reviews'][number];

const GRID = [100, 50, 0];

/** Where a review sits across the plot, in percent: the first at the left edge, the last at the right. */
const across = (index: number, count: number) => (count === 1 ? 50 : (index / (count - 1)) * 100);

/** The x-axis label's alignment: the edge labels stay inside the plot. */
const labelShift = (index: number, count: number) =>
  count === 1 ? '-50%' : index === 0 ? '0' : index === count - 1 ? '-100%' : '-50%';

/**
 * The score and the spam likelihood across the reviews of one profile, oldest first: the score a
 * solid line with round points, spam a dashed line with square points (told apart without colour),
 * with a sentence for assistive technology and the same figures as a table. The lines stretch with
 * the width; the labels are text, so they read at the same size on a phone and a desktop.
 */
export function ProgressChart({ reviews }: { reviews: readonly Review[] }) {
  const count = reviews.length;
  const points = (pick: (review: Review) => number) =>
    reviews.map((review, index) => `${across(index, count)},${100 - pick(review)}`).join(' ');
  const first = reviews[0];
  const last = reviews[count - 1];
  const summary = `Across ${count} reviews, the profile score went from ${first.profile_score} to ${last.profile_score} and the spam likelihood from ${first.spam_score} to ${last.spam_score} (both out of 100).`;
  return (
    <figure className="progress-chart">
      <figcaption className="progress-chart__legend">
        <span className="progress-chart__key progress-chart__key--score">Profile score</span>
        <span className="progress-chart__key progress-chart__key--spam">Spam likelihood</span>
      </figcaption>
      <div className="progress-chart__frame" role="img" aria-label={summary}>
        <div className="progress-chart__axis" aria-hidden="true">
          {GRID.map((value) => (
            <span key={value} style={{ top: `${100 - value}%` }}>
              {value}
            </span>
          ))}
        </div>
        <div className="progress-chart__plot" aria-hidden="true">
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="progress-chart__svg">
            {GRID.map((value) => (
              <line
                key={value}
                x1={0}
                x2={100}
                y1={100 - value}
                y2={100 - value}
                className="progress-chart__grid"
              />
            ))}
            <polyline
              points={points((review) => review.spam_score)}
              className="progress-chart__line progress-chart__line--spam"
            />
            <polyline
              points={points((review) => review.profile_score)}
              className="progress-chart__line progress-chart__line--score"
            />
          </svg>
          {reviews.map((review, index) => (
            <span key={review.submission_id}>
              <span
                className="progress-chart__point progress-chart__point--spam"
                style={{ left: `${across(index, count)}%`, top: `${100 - review.spam_score}%` }}
              />
              <span
                className="progress-chart__point progress-chart__point--score"
                style={{ left: `${across(index, count)}%`, top: `${100 - review.profile_score}%` }}
              />
            </span>
          ))}
        </div>
        <div className="progress-chart__dates" aria-hidden="true">
          {reviews.map((review, index) => (
            <span
              key={review.submission_id}
              style={{
                left: `${across(index, count)}%`,
                transform: `translateX(${labelShift(index, count)})`,
              }}
            >
              {formatDate(review.replied_at)}
            </span>
          ))}
        </div>
      </div>
      <details className="progress-chart__table">
        <summary>Show the figures as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Review</th>
              <th scope="col">Profile score</th>
              <th scope="col">Spam likelihood</th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((review) => (
              <tr key={review.submission_id}>
                <th scope="row">{formatDateTime(review.replied_at)}</th>
                <td>{review.profile_score} / 100</td>
                <td>{review.spam_score} / 100</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
