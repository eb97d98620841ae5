import { scoreBand } from '@profileproof/analysis';
import { ScoreRing } from '@profileproof/ui/score-ring';

/** The stored profile score as a small ring, readable at a glance down a list; a dashed circle when there is none. */
export function ScoreChip({ score }: { score: number | null }) {
  if (score === null) {
    return (
      <div className="score-chip-none">
        <span className="score-chip-none__text">No score</span>
      </div>
    );
  }
  return <ScoreRing score={score} band={scoreBand(score)} size="small" label="Profile score" />;
}
