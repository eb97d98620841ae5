import { scoreBand } from '@profileproof/analysis';
import { SCORE_RANGE } from '@profileproof/contracts';

const RADIUS = 19;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The stored profile score as a small ring, readable at a glance down a list; a meter for assistive technology. */
export function ScoreChip({ score }: { score: number | null }) {
  if (score === null) {
    return (
      <div className="score-chip score-chip--none">
        <span className="score-chip__none">No score</span>
      </div>
    );
  }
  const filled = (score / SCORE_RANGE.max) * CIRCUMFERENCE;
  return (
    <div
      className={`score-chip score-chip--${scoreBand(score)}`}
      role="meter"
      aria-label="Profile score"
      aria-valuemin={SCORE_RANGE.min}
      aria-valuemax={SCORE_RANGE.max}
      aria-valuenow={score}
      aria-valuetext={`${score} out of ${SCORE_RANGE.max}`}
    >
      <svg className="score-chip__ring" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle className="score-chip__track" cx="24" cy="24" r={RADIUS} />
        <circle className="score-chip__value" cx="24" cy="24" r={RADIUS} strokeDasharray={`${filled} ${CIRCUMFERENCE}`} transform="rotate(-90 24 24)" />
      </svg>
      <span className="score-chip__number" aria-hidden="true">
        {score}
      </span>
    </div>
  );
}
