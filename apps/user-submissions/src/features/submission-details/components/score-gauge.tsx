import { scoreBand } from '@profileproof/analysis';
import { SCORE_RANGE } from '@profileproof/contracts';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The overall profile score (0–100) as a ring, exposed to assistive technology as a meter. */
export function ScoreGauge({ score, label = 'Overall profile score' }: { score: number; label?: string }) {
  const clamped = Math.min(SCORE_RANGE.max, Math.max(SCORE_RANGE.min, score));
  const filled = (clamped / SCORE_RANGE.max) * CIRCUMFERENCE;
  return (
    <div
      className={`score-gauge score-gauge--${scoreBand(clamped)}`}
      role="meter"
      aria-label={label}
      aria-valuemin={SCORE_RANGE.min}
      aria-valuemax={SCORE_RANGE.max}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped} out of ${SCORE_RANGE.max}`}
    >
      <svg className="score-gauge__ring" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className="score-gauge__track" cx="60" cy="60" r={RADIUS} />
        <circle
          className="score-gauge__value"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <div className="score-gauge__text" aria-hidden="true">
        <span className="score-gauge__number">{clamped}</span>
        <span className="score-gauge__max">of {SCORE_RANGE.max}</span>
      </div>
    </div>
  );
}
