import { type AnalysisFieldKey, type AnalysisScores } from '@profileproof/analysis';
import { Alert, Button, FileTextIcon } from '@profileproof/ui';
import { NotesPanel } from '../../../shared/notes/components/notes-panel';
import type { ReviewDraft } from '../review-draft';
import { AnalysisChecklist } from './analysis-checklist';
import type { FieldChange } from './checklist-fields';
import { LiveScorePanel } from './live-score-panel';
import { SubmissionSummary } from './submission-summary';

/** The Analysis step: the submission, the checklist and its live scores, and the way on. */
export function AnalysisStep({
  draft,
  scores,
  warning,
  onChange,
  onValidity,
  onCancel,
  onGenerate,
}: {
  draft: ReviewDraft;
  scores: AnalysisScores;
  /** Something the analyst should know before going on (e.g. the submission left the queue). */
  warning: string | null;
  onChange: FieldChange;
  onValidity: (key: AnalysisFieldKey, valid: boolean) => void;
  onCancel: () => void;
  onGenerate: () => void;
}) {
  return (
    <div className="analysis-step">
      <SubmissionSummary submission={draft.submission} />
      {warning && <Alert tone="warning">{warning}</Alert>}
      <NotesPanel submissionId={draft.submission.id} />
      <div className="analysis-layout">
        <AnalysisChecklist
          key={draft.submission.id}
          form={draft.form}
          scores={scores}
          onChange={onChange}
          onValidity={onValidity}
        />
        <div className="analysis-layout__side">
          <LiveScorePanel scores={scores} />
          <div className="step-actions step-actions--side">
            <Button onClick={onGenerate} block>
              <FileTextIcon />
              Generate report
            </Button>
            <Button variant="secondary" onClick={onCancel} block>
              Cancel
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
