import type { ReactNode } from 'react';
import {
  minimumOutreachChecks,
  OUTREACH_CHECKS,
  POSITIVE_CHECKS,
  RISK_FLAGS,
  RISK_LEVEL_LABELS,
  type AnalysisScores,
  spamLevel,
} from '@profileproof/analysis';
import { SCORE_RANGE } from '@profileproof/contracts';

/** Colour bands: the report calls 60+ a solid profile and under 40 a weak one. */
function qualityBand(score: number): 'good' | 'fair' | 'poor' {
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'poor';
}

const SPAM_BANDS = { low: 'good', moderate: 'fair', high: 'poor' } as const;

const RISK_BANDS = { low: 'good', medium: 'fair', high: 'poor' } as const;

/** A 0–100 value as a bar, exposed as a meter. */
function ScoreBar({
  label,
  value,
  band,
}: {
  label: string;
  value: number;
  band: 'good' | 'fair' | 'poor';
}) {
  return (
    <div
      className={`score-bar score-bar--${band}`}
      role="meter"
      aria-label={label}
      aria-valuemin={SCORE_RANGE.min}
      aria-valuemax={SCORE_RANGE.max}
      aria-valuenow={value}
      aria-valuetext={`${value} out of ${SCORE_RANGE.max}`}
    >
      <span className="score-bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
}

/** A 0–100 score written large ("62/100") with its bar under it. */
function ScoreFigure({
  label,
  value,
  band,
}: {
  label: string;
  value: number;
  band: 'good' | 'fair' | 'poor';
}) {
  return (
    <>
      <span className="live-scores__figure">
        <span>{value}</span>
        <span className="live-scores__max">/{SCORE_RANGE.max}</span>
      </span>
      <ScoreBar label={label} value={value} band={band} />
    </>
  );
}

/** One score of the panel: its name, its value, and what it counts. */
function ScoreItem({ term, note, children }: { term: string; note?: string; children: ReactNode }) {
  return (
    <div className="live-scores__item">
      <dt>{term}</dt>
      <dd>
        {children}
        {note && <span className="live-scores__note">{note}</span>}
      </dd>
    </div>
  );
}

/**
 * The scores of the checklist as it stands, recomputed on every tick by `scoreAnalysis` (the
 * same code the server uses when the reply is stored).
 */
export function LiveScorePanel({ scores }: { scores: AnalysisScores }) {
  const risk = RISK_LEVEL_LABELS[scores.riskLevel];
  const outreach = scores.goodForOutreach ? 'Yes' : 'No';
  return (
    <section className="live-scores" aria-labelledby="live-scores-title">
      <h2 id="live-scores-title" className="live-scores__title">
        Live scores
      </h2>
      <dl className="live-scores__list">
        <ScoreItem
          term="Quality score"
          note={`${scores.positiveCount} of ${POSITIVE_CHECKS.length} positive checks`}
        >
          <ScoreFigure
            label="Quality score"
            value={scores.qualityScore}
            band={qualityBand(scores.qualityScore)}
          />
        </ScoreItem>
        <ScoreItem
          term="Risk level"
          note={`${scores.riskFlagCount} of ${RISK_FLAGS.length} risk flags`}
        >
          <span
            className={`live-scores__pill live-scores__pill--${RISK_BANDS[scores.riskLevel]}`}
            data-testid="live-risk-level"
          >
            {risk}
          </span>
        </ScoreItem>
        <ScoreItem term="Spam likelihood">
          <ScoreFigure
            label="Spam likelihood"
            value={scores.spamScore}
            band={SPAM_BANDS[spamLevel(scores.spamScore)]}
          />
        </ScoreItem>
        <ScoreItem
          term="Good for outreach"
          note={`${scores.outreachChecksPassed} of ${OUTREACH_CHECKS.length} checks (needs ${minimumOutreachChecks()})`}
        >
          <span
            className={`live-scores__pill live-scores__pill--${scores.goodForOutreach ? 'good' : 'poor'}`}
          >
            {outreach}
          </span>
        </ScoreItem>
      </dl>
      <p className="pp-visually-hidden" aria-live="polite">
        Quality score {scores.qualityScore}, risk level {risk}, spam likelihood {scores.spamScore},
        good for outreach {outreach}.
      </p>
    </section>
  );
}
