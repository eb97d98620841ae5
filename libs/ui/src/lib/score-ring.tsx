import { SCORE_RANGE } from '@profileproof/contracts';
import './score-ring.css';

/**
 * The bands of an overall score, as `scoreBand` of @profileproof/analysis names them. Passed in
 * rather than computed, so the UI kit needs no domain library; each band has one colour token.
 */
export type ScoreRingBand = 'strong' | 'solid' | 'average' | 'weak';

/** `small`: a chip down a list (the number only); `large`: a page's gauge (the number "of 100"). */
export type ScoreRingSize = 'small' | 'large';

export interface ScoreRingProps {
  /** Clamped into `SCORE_RANGE` (0 to 100). */
  score: number;
  band: ScoreRingBand;
  /** The meter's accessible name. */
  label: string;
  size?: ScoreRingSize;
}

/** Drawing units of each size: the viewBox's side and the ring's radius (stroke widths are in the CSS). */
const GEOMETRY: Readonly<Record<ScoreRingSize, { box: number; radius: number }>> = {
  small: { box: 48, radius: 19 },
  large: { box: 120, radius: 52 },
};

/** A score as a coloured ring around its number, exposed to assistive technology as a meter. */
export function ScoreRing({ score, band, label, size = 'large' }: ScoreRingProps) {
  const { min, max } = SCORE_RANGE;
  const value = Math.min(max, Math.max(min, score));
  const { box, radius } = GEOMETRY[size];
  const centre = box / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className={`pp-score-ring pp-score-ring--${size} pp-score-ring--${band}`}
      role="meter"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`${value} out of ${max}`}
    >
      <svg
        className="pp-score-ring__ring"
        viewBox={`0 0 ${box} ${box}`}
        aria-hidden="true"
        focusable="false"
      >
        <circle className="pp-score-ring__track" cx={centre} cy={centre} r={radius} />
        <circle
          className="pp-score-ring__value"
          cx={centre}
          cy={centre}
          r={radius}
          strokeDasharray={`${(value / max) * circumference} ${circumference}`}
          transform={`rotate(-90 ${centre} ${centre})`}
        />
      </svg>
      <div className="pp-score-ring__text" aria-hidden="true">
        <span className="pp-score-ring__number">{value}</span>
        {size === 'large' && <span className="pp-score-ring__max">of {max}</span>}
      </div>
    </div>
  );
}
