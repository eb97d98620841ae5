import { type HeadlineFigures, RISK_FLAGS, RISK_LEVEL_LABELS } from '@profileproof/analysis';
import { SCORE_RANGE } from '@profileproof/contracts';
import type { ReactNode } from 'react';
import { CheckCircleIcon, ShieldIcon, WarningIcon } from '../icons';
import { ScoreRing } from '../score-ring';

function Tile({
  title,
  children,
  meaning,
}: {
  title: string;
  children: ReactNode;
  meaning: string;
}) {
  return (
    <div className="pp-report-tile">
      <p className="pp-report-tile__title">{title}</p>
      <div className="pp-report-tile__figure">{children}</div>
      <p className="pp-report-tile__meaning">{meaning}</p>
    </div>
  );
}

/**
 * The four figures a customer reads at a glance: the score as a ring, the risk level, the spam
 * likelihood as a meter, outreach-ready yes/no. Each says its value in words, never by colour alone.
 */
export function ReportHeadline({ figures }: { figures: HeadlineFigures }) {
  const { max } = SCORE_RANGE;
  const spam = figures.spamScore;
  return (
    <div className="pp-report-headline">
      <Tile title="Profile score" meaning={figures.scoreMeaning}>
        <ScoreRing score={figures.qualityScore} band={figures.scoreBand} label="Profile score" />
      </Tile>
      <Tile title="Risk level" meaning={figures.riskMeaning}>
        <span className={`pp-report-risk pp-report-risk--${figures.riskLevel}`}>
          {figures.riskLevel === 'low' ? <ShieldIcon size={22} /> : <WarningIcon size={22} />}
          {RISK_LEVEL_LABELS[figures.riskLevel]}
        </span>
        <span className="pp-report-tile__detail">
          {figures.riskFlagCount} of {RISK_FLAGS.length} risk flags
        </span>
      </Tile>
      <Tile title="Spam likelihood" meaning={figures.spamMeaning}>
        <span className="pp-report-tile__value">
          {spam}
          <span className="pp-report-tile__unit"> / {max}</span>
        </span>
        <div
          className={`pp-report-meter pp-report-meter--${figures.spamLevel}`}
          role="meter"
          aria-label="Spam likelihood"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={spam}
          aria-valuetext={`${spam} out of ${max}, ${figures.spamLevel}`}
        >
          <span className="pp-report-meter__fill" style={{ width: `${(spam / max) * 100}%` }} />
        </div>
      </Tile>
      <Tile title="Ready for outreach" meaning={figures.outreachMeaning}>
        <span
          className={`pp-report-verdict pp-report-verdict--${figures.goodForOutreach ? 'yes' : 'no'}`}
        >
          {figures.goodForOutreach ? <CheckCircleIcon size={22} /> : <WarningIcon size={22} />}
          {figures.goodForOutreach ? 'Yes' : 'No'}
        </span>
        <span className="pp-report-tile__detail">
          {figures.outreachChecksPassed} of {figures.outreachChecksTotal} outreach checks
        </span>
      </Tile>
    </div>
  );
}
