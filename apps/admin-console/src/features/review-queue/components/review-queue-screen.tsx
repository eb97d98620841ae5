import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PENDING_PAGE_SIZE } from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { Alert, Page } from '@profileproof/ui';
import { AdminListHeader } from '../../../shared/components/admin-list-header';
import { DeskFiltersForm } from '../../../shared/components/desk-filters-form';
import {
  deskFiltersKey,
  hasDeskFilters,
  readDeskFilters,
  withDeskFilters,
} from '../../../shared/desk-filters';
import { useLiveRefresh } from '../../../shared/api/use-live-refresh';
import { ADMIN_STATS_QUERY_KEY, useAdminStats } from '../api/admin-stats';
import { PENDING_SUBMISSIONS_QUERY_KEY, usePendingSubmissions } from '../api/pending-submissions';
import { nextWindowLimit } from '../queue-window';
import { useDashboardKeys } from '../use-dashboard-keys';
import { useReviewQueueView } from '../use-review-queue-view';
import { useReviewWorkflow } from '../use-review-workflow';
import { DashboardGate } from './dashboard-gate';
import { EditBanner } from './edit-banner';
import { RestoredDraftNotice } from './restored-draft-notice';
import { panelId, ReviewTabs, tabId } from './review-tabs';
import { SendConfirmDialog } from './send-confirm-dialog';
import { ShortcutsDialog } from './shortcuts-dialog';
import { StatsPanel } from './stats-panel';
import { StepPanel } from './step-panel';
import '../review-queue.css';

/** What the stream's events make the dashboard read again: the queue (every window of it) and the statistics. */
const LIVE_QUERIES = [PENDING_SUBMISSIONS_QUERY_KEY, ADMIN_STATS_QUERY_KEY];

/**
 * /admin/dashboard: the analyst's workplace. Submissions (the pending queue) → Analysis (the
 * checklist with live scores) → Preview (the report, editable) → send; back to the queue after
 * 2 seconds. With ?edit={id} it reopens a processed submission, and returns to /admin/reviewed.
 * The checklist and the send work from the keyboard too ("?" lists the keys).
 */
export function ReviewQueueScreen() {
  // Another account signed in meanwhile (another tab): a fresh workspace, with that account's kept draft.
  return <ReviewQueueWorkspace key={useSession().user?.email ?? ''} />;
}

function ReviewQueueWorkspace() {
  const { isAdmin, user } = useSession();
  const base = useId();
  const [autoRefresh, setAutoRefresh] = useState(true);
  // How many of the oldest pending submissions the queue shows: "Show more" adds PENDING_PAGE_SIZE.
  const [queueLimit, setQueueLimit] = useState(PENDING_PAGE_SIZE);
  // The queue's search and filters live in the address (?q=&tier=&overdue=true): a reload keeps them.
  const [params, setParams] = useSearchParams();
  const filters = readDeskFilters(params);
  const filtered = hasDeskFilters(filters);
  const queue = usePendingSubmissions({ autoRefresh, limit: queueLimit, filters });
  const stats = useAdminStats({ autoRefresh });
  const review = useReviewWorkflow({ refetchQueue: queue.refetch });
  useLiveRefresh(LIVE_QUERIES, review.onLiveEvent);
  const view = useReviewQueueView({
    ...review,
    isAdmin,
    queue: queue.data,
    // The statistics count the whole queue: with filters, only the list itself says how many match.
    pendingCount: filtered ? undefined : stats.data?.pending_count,
  });
  const keys = useDashboardKeys({
    enabled: view.show === 'workspace',
    review,
    canSendNow: view.canSendNow,
  });

  // A new step starts at its top: if the analyst scrolled past the tabs (a long checklist), bring them back.
  const workspace = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = workspace.current;
    if (
      element &&
      element.getBoundingClientRect().top < 0 &&
      typeof element.scrollIntoView === 'function'
    ) {
      element.scrollIntoView({ block: 'start' });
    }
  }, [review.step]);

  const header = (
    <AdminListHeader
      title="Admin Dashboard"
      subtitle="Work through the pending queue: analyse each profile, check the report, send it."
      refresh={
        isAdmin
          ? {
              busy: queue.isFetching || stats.isFetching,
              onRefresh: () => {
                void queue.refetch();
                void stats.refetch();
              },
            }
          : null
      }
      autoRefresh={{ on: autoRefresh, onToggle: () => setAutoRefresh((on) => !on) }}
    />
  );

  if (view.show !== 'workspace') {
    return (
      <Page>
        {header}
        <DashboardGate view={view} />
      </Page>
    );
  }

  return (
    <Page>
      {header}
      <StatsPanel stats={stats} />
      {view.editBanner && <EditBanner banner={view.editBanner} />}
      <div className="review-workspace" ref={workspace}>
        <ReviewTabs
          base={base}
          current={review.step}
          onSelect={review.selectStep}
          details={view.tabDetails}
        />
        <p className="review-workspace__hint">
          <button
            type="button"
            className="queue-link-button"
            onClick={() => keys.setShortcutsOpen(true)}
          >
            Press <kbd>?</kbd> for keyboard shortcuts
          </button>
        </p>
        <div className="review-workspace__messages">
          {review.restoredAt && review.draft && !review.sentTo && (
            <RestoredDraftNotice savedAt={review.restoredAt} onDiscard={review.discardRestored} />
          )}
          {review.notice && <Alert tone="warning">{review.notice}</Alert>}
          {review.flash && <Alert tone="success">{review.flash}</Alert>}
        </div>
        <div
          role="tabpanel"
          id={panelId(base)}
          aria-labelledby={tabId(base, review.step)}
          className="review-workspace__panel"
          ref={keys.panelRef}
        >
          <StepPanel
            view={view}
            review={review}
            queue={queue}
            me={user?.email}
            filtered={filtered}
            filters={
              <DeskFiltersForm
                key={deskFiltersKey(filters)}
                kind="queue"
                filters={filters}
                onApply={(next) => {
                  setQueueLimit(PENDING_PAGE_SIZE);
                  setParams((current) => withDeskFilters(current, next));
                }}
              />
            }
            onShowMore={() => setQueueLimit(nextWindowLimit)}
          />
        </div>
      </div>
      <ShortcutsDialog open={keys.shortcutsOpen} onClose={() => keys.setShortcutsOpen(false)} />
      <SendConfirmDialog
        open={keys.confirmingSend}
        email={review.draft?.submission.email}
        onConfirm={keys.confirmSend}
        onCancel={keys.cancelSend}
      />
    </Page>
  );
}
