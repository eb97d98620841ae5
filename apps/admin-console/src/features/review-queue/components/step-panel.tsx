import { useMemo, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { scoreAnalysis } from '@profileproof/analysis';
import type { PendingWindow } from '../api/pending-submissions';
import { claimBlocksWork } from '../review-workflow';
import type { ReviewQueueView } from '../use-review-queue-view';
import type { useReviewWorkflow } from '../use-review-workflow';
import { AnalysisStep } from './analysis-step';
import { ClaimPanel } from './claim-panel';
import { PreviewStep } from './preview-step';
import { QueuePanel } from './queue-panel';

/** What the dashboard's tabpanel holds: the open step, or the claim panel that blocks it. */
export function StepPanel({
  view,
  review,
  queue,
  me,
  filters,
  filtered,
  onShowMore,
}: {
  view: ReviewQueueView;
  review: ReturnType<typeof useReviewWorkflow>;
  queue: UseQueryResult<PendingWindow, unknown>;
  me: string | undefined;
  /** The queue's search and filters, above its list. */
  filters: ReactNode;
  /** Filters are applied: an empty list is "no match", not "all caught up". */
  filtered: boolean;
  onShowMore: () => void;
}) {
  const { draft, claim } = review;
  const scores = useMemo(() => (draft ? scoreAnalysis(draft.form) : null), [draft]);

  if (view.panel === 'claim' && draft && claimBlocksWork(claim)) {
    return (
      <ClaimPanel
        draft={draft}
        claim={claim}
        onTakeOver={review.takeOver}
        onBackToQueue={review.backToQueue}
      />
    );
  }
  if (view.panel === 'analysis' && draft && scores) {
    return (
      <AnalysisStep
        draft={draft}
        scores={scores}
        warning={view.warning}
        onChange={review.changeField}
        onValidity={review.setFieldValidity}
        onCancel={review.cancel}
        onGenerate={review.generate}
      />
    );
  }
  if (view.panel === 'preview' && draft) {
    return (
      <PreviewStep
        draft={draft}
        onReportChange={review.editReport}
        onCancel={review.cancel}
        onSend={review.send}
        sending={review.reply.isPending}
        sentNotice={view.sentNotice}
        reportError={review.reportError}
        sendError={view.sendError}
      />
    );
  }
  return (
    <QueuePanel
      queue={queue}
      extent={view.extent}
      me={me}
      filters={filters}
      filtered={filtered}
      activeId={draft?.submission.id ?? null}
      onOpen={review.open}
      onShowMore={onShowMore}
    />
  );
}
