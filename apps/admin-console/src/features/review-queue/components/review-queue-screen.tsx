import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { scoreAnalysis } from '@profileproof/analysis';
import { MESSAGES, PENDING_PAGE_SIZE, ROUTES } from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { Alert, buttonClassName, ConfirmDialog, ErrorPanel, formatDateTime, LoadingState, Page, PageHeader } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { AdminNav } from '../../../shared/components/admin-nav';
import { useLiveRefresh } from '../../../shared/api/use-live-refresh';
import { ADMIN_STATS_QUERY_KEY, useAdminStats } from '../api/admin-stats';
import { PENDING_SUBMISSIONS_QUERY_KEY, usePendingSubmissions } from '../api/pending-submissions';
import { CLAIM_TEXTS, claimConflictOf } from '../claims';
import { nextWindowLimit, queueExtent, waitingCount } from '../queue-window';
import { claimBlocksWork, reportRefusal } from '../review-workflow';
import { useReviewShortcuts } from '../use-review-shortcuts';
import { useReviewWorkflow } from '../use-review-workflow';
import { AnalysisStep } from './analysis-step';
import { ClaimPanel } from './claim-panel';
import { PreviewStep } from './preview-step';
import { QueuePanel, RefreshControls } from './queue-panel';
import { panelId, ReviewTabs, tabId } from './review-tabs';
import { ShortcutsDialog } from './shortcuts-dialog';
import { StatsPanel } from './stats-panel';
import '../review-queue.css';

const LEFT_QUEUE_WARNING =
  'This submission is no longer in the pending queue: another analyst may have replied to it. Sending now replaces their reply.';

/**
 * /admin/dashboard: the analyst's workplace. Submissions (the pending queue) → Analysis (the
 * checklist with live scores) → Preview (the report, editable) → send; back to the queue after
 * 2 seconds. With ?edit={id} it reopens a processed submission, and returns to /admin/reviewed.
 * The checklist and the send work from the keyboard too ("?" lists the keys).
 */
/** What the stream's events make the dashboard read again: the queue (every window of it) and the statistics. */
const LIVE_QUERIES = [PENDING_SUBMISSIONS_QUERY_KEY, ADMIN_STATS_QUERY_KEY];

export function ReviewQueueScreen() {
  const { isAdmin, user } = useSession();
  const base = useId();
  const [autoRefresh, setAutoRefresh] = useState(true);
  // How many of the oldest pending submissions the queue shows: "Show more" adds PENDING_PAGE_SIZE.
  const [queueLimit, setQueueLimit] = useState(PENDING_PAGE_SIZE);
  const queue = usePendingSubmissions({ autoRefresh, limit: queueLimit });
  const stats = useAdminStats({ autoRefresh });
  const review = useReviewWorkflow({ refetchQueue: queue.refetch });
  useLiveRefresh(LIVE_QUERIES, review.onLiveEvent);
  const { step, draft, sentTo, editParam, edit, reply, claim } = review;
  const scores = useMemo(() => (draft ? scoreAnalysis(draft.form) : null), [draft]);
  const editFailed = editParam !== null && !draft && (review.editId === null || edit.isError);
  const editLoading = editParam !== null && !draft && edit.isPending;

  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // `s` asks before sending: one stray key must not send a report (Enter confirms, Escape cancels).
  const [confirmingSend, setConfirmingSend] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const workBlocked = claimBlocksWork(claim);
  const canSendNow = step === 'preview' && draft !== null && !reply.isPending && !sentTo && !workBlocked;
  // A question left open when sending stopped being possible (a take-over, say) is not asked again later.
  useEffect(() => {
    if (!canSendNow) setConfirmingSend(false);
  }, [canSendNow]);
  useReviewShortcuts({
    enabled: isAdmin && !shortcutsOpen && !confirmingSend && !editFailed && !editLoading,
    panel: panelRef,
    generate: step === 'analysis' && draft && !workBlocked ? review.generate : null,
    // A report that cannot go out is refused at once, under the field, as the button does.
    send: canSendNow ? () => (draft && reportRefusal(draft) === null ? setConfirmingSend(true) : review.send()) : null,
    showHelp: () => setShortcutsOpen(true),
  });

  // A new step starts at its top: if the analyst scrolled past the tabs (a long checklist), bring them back.
  const workspace = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = workspace.current;
    if (element && element.getBoundingClientRect().top < 0 && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'start' });
    }
  }, [step]);

  const header = (
    <>
      <PageHeader
        eyebrow="Admin console"
        title="Admin Dashboard"
        subtitle="Work through the pending queue: analyse each profile, check the report, send it."
        actions={
          isAdmin && (
            <RefreshControls
              autoRefresh={autoRefresh}
              onToggleAutoRefresh={() => setAutoRefresh((on) => !on)}
              refreshing={queue.isFetching || stats.isFetching}
              onRefresh={() => {
                void queue.refetch();
                void stats.refetch();
              }}
            />
          )
        }
      />
      <AdminNav />
    </>
  );

  if (!isAdmin) {
    return (
      <Page>
        {header}
        <ErrorPanel title="Access refused" message={MESSAGES.admin.notAdmin}>
          <Link to={ROUTES.login} className={buttonClassName('primary')}>
            Log in
          </Link>
        </ErrorPanel>
      </Page>
    );
  }

  if (editFailed || editLoading) {
    return (
      <Page>
        {header}
        {editFailed ? (
          <ErrorPanel
            title="This reply cannot be edited"
            message={edit.isError ? adminErrorMessage(edit.error, MESSAGES.admin.editLoadFailed) : MESSAGES.admin.editLoadFailed}
          >
            <Link to={ROUTES.adminReviewed} className={buttonClassName('primary')}>
              Back to reviewed submissions
            </Link>
          </ErrorPanel>
        ) : (
          <LoadingState label="Loading the submission to edit..." />
        )}
      </Page>
    );
  }

  const list = queue.data?.submissions;
  const extent = queue.data && queueExtent(queue.data, stats.data?.pending_count);
  const leftQueue =
    draft !== null && !draft.editing && !sentTo && list !== undefined && !list.some((item) => item.id === draft.submission.id);
  const editing = draft?.editing ?? null;
  const lastSent = editing?.reply_history.at(-1)?.sent_at ?? editing?.admin_reply_date ?? null;
  const versions = editing?.reply_history.length ?? 0;

  let warning: string | null = null;
  if (leftQueue) warning = LEFT_QUEUE_WARNING;
  else if (claim?.status === 'failed') warning = claim.message;
  else if (draft?.storedChecklistInvalid) warning = MESSAGES.admin.storedChecklistInvalid;
  const replyRefusedBy = claimConflictOf(reply.error);

  let panel;
  if (step !== 'submissions' && draft && claimBlocksWork(claim)) {
    panel = <ClaimPanel draft={draft} claim={claim} onTakeOver={review.takeOver} onBackToQueue={review.backToQueue} />;
  } else if (step === 'analysis' && draft && scores) {
    panel = (
      <AnalysisStep
        draft={draft}
        scores={scores}
        warning={warning}
        onChange={review.changeField}
        onValidity={review.setFieldValidity}
        onCancel={review.cancel}
        onGenerate={review.generate}
      />
    );
  } else if (step === 'preview' && draft) {
    panel = (
      <PreviewStep
        draft={draft}
        onReportChange={review.editReport}
        onCancel={review.cancel}
        onSend={review.send}
        sending={reply.isPending}
        sentNotice={
          sentTo
            ? `${MESSAGES.admin.replySent(sentTo.email)} ${sentTo.editing ? 'Returning to the reviewed submissions...' : 'Returning to the queue...'}`
            : null
        }
        reportError={review.reportError}
        sendError={
          replyRefusedBy
            ? CLAIM_TEXTS.replyRefused(replyRefusedBy.claimed_by)
            : reply.isError
              ? adminErrorMessage(reply.error, MESSAGES.admin.replyFailed)
              : null
        }
      />
    );
  } else {
    panel = (
      <QueuePanel
        queue={queue}
        extent={extent}
        me={user?.email}
        activeId={draft?.submission.id ?? null}
        onOpen={review.open}
        onShowMore={() => setQueueLimit(nextWindowLimit)}
      />
    );
  }

  return (
    <Page>
      {header}
      <StatsPanel stats={stats} />
      {editing && (
        <div className="edit-banner" role="note">
          <strong>Editing a reply{lastSent ? ` sent on ${formatDateTime(lastSent)}` : ''}.</strong> Sending replaces what {editing.email}{' '}
          sees; the reply history keeps every version
          {versions > 0 ? ` (${versions} so far)` : ''}. <Link to={ROUTES.adminReviewed}>Back to reviewed submissions</Link>
        </div>
      )}
      <div className="review-workspace" ref={workspace}>
        <ReviewTabs
          base={base}
          current={step}
          onSelect={review.selectStep}
          details={{
            submissions: extent ? `${waitingCount(extent)} pending` : undefined,
            analysis: draft ? draft.submission.email : 'Select a submission',
            preview: draft?.report.trim() ? `${draft.report.length.toLocaleString()} characters` : 'Generate a report',
          }}
        />
        <p className="review-workspace__hint">
          <button type="button" className="queue-link-button" onClick={() => setShortcutsOpen(true)}>
            Press <kbd>?</kbd> for keyboard shortcuts
          </button>
        </p>
        <div className="review-workspace__messages">
          {review.notice && <Alert tone="warning">{review.notice}</Alert>}
          {review.flash && <Alert tone="success">{review.flash}</Alert>}
        </div>
        <div role="tabpanel" id={panelId(base)} aria-labelledby={tabId(base, step)} className="review-workspace__panel" ref={panelRef}>
          {panel}
        </div>
      </div>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <ConfirmDialog
        open={confirmingSend && canSendNow}
        title="Send this reply?"
        tone="primary"
        initialFocus="confirm"
        confirmLabel="Send reply"
        onConfirm={() => {
          setConfirmingSend(false);
          review.send();
        }}
        onCancel={() => setConfirmingSend(false)}
      >
        <p>
          The report goes to <strong>{draft?.submission.email}</strong> now: they read it on their submission page. Enter sends it, Escape
          goes back to the report.
        </p>
      </ConfirmDialog>
    </Page>
  );
}
