import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { joinFieldErrors } from '@profileproof/contracts';
import { isHttpError, useSession } from '@profileproof/session';
import { ActivityIcon, Alert, Button, Card, ErrorPanel, LoadingState, Page, PageHeader, RefreshIcon } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { isAdminRefusal } from '../../../shared/api/admin-request';
import { useLiveRefresh } from '../../../shared/api/use-live-refresh';
import { AdminNav } from '../../../shared/components/admin-nav';
import { NotAdminPanel } from '../../../shared/components/not-admin-panel';
import { Pager } from '../../../shared/components/pager';
import { withPage } from '../../../shared/page-param';
import { filtersToParams, hasFilters, readActivityView, readSnippetId, withSnippet, type ActivityFilters } from '../activity-entries';
import { AUDIT_ENTRIES_QUERY_KEY, auditPageKey, useAuditEntries } from '../api/audit-entries';
import { ActivityFiltersForm } from './activity-filters-form';
import { ActivityTable } from './activity-table';
import { SnippetDialog } from './snippet-dialog';
import '../activity.css';

const LOAD_FAILED = 'Failed to load the activity';

/** A refused filter (400) names the field and why; anything else as every admin screen words it. */
function loadErrorText(error: unknown): string {
  const fields = isHttpError(error, 400) ? (error.body?.errors ?? null) : null;
  return fields ? `${LOAD_FAILED}: ${joinFieldErrors(fields)}` : adminErrorMessage(error, LOAD_FAILED);
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Card className="pp-panel pp-panel--info activity-empty">
      <div className="pp-panel__icon" aria-hidden="true">
        <ActivityIcon size={24} />
      </div>
      <h2>{filtered ? 'No entries match these filters.' : 'No activity yet.'}</h2>
      <p className="pp-panel__message">
        {filtered
          ? 'Try another admin or action, or clear the filters to see every entry.'
          : 'Replies, re-opened and deleted submissions, plan changes, claims taken over, snippet edits and CSV exports are listed here as they happen.'}
      </p>
      {filtered && (
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Card>
  );
}

const countLabel = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'entry' : 'entries'}`;

/**
 * /admin/activity: the audit log, newest first, 20 a page, filtered by admin and action. Page and
 * filters live in the address (?page=&actor=&action=), so a reload, a shared link and Back keep them.
 */
/** Most admin actions are also live events: the log is read again as they happen. */
const LIVE_QUERIES = [AUDIT_ENTRIES_QUERY_KEY];

export function ActivityScreen() {
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = readActivityView(params);
  const { page, actor, action } = view;
  const snippetId = readSnippetId(params);
  const list = useAuditEntries(view);
  useLiveRefresh(LIVE_QUERIES);
  const answer = list.data;
  const settled = answer && !list.isPlaceholderData ? answer : undefined;

  // Past the last page the server answers the last one: show its number, keep its answer for it.
  const answeredPage = settled ? Math.max(1, settled.current_page) : page;
  useEffect(() => {
    if (!settled || answeredPage === page) return;
    queryClient.setQueryData(auditPageKey({ actor, action, page: answeredPage }), settled);
    setParams((current) => withPage(current, answeredPage), { replace: true });
  }, [action, actor, answeredPage, page, queryClient, setParams, settled]);

  const applyFilters = (filters: ActivityFilters) => setParams(filtersToParams(filters));
  const changePage = (next: number) => setParams((current) => withPage(current, next));

  let content;
  if (!isAdmin) {
    content = <NotAdminPanel />;
  } else if (answer && answer.entries.length > 0) {
    const shownPage = list.isPlaceholderData ? page : answeredPage;
    const totalPages = Math.max(1, answer.total_pages, shownPage);
    content = (
      <>
        {list.isError && (
          <Alert tone="error">
            <div className="activity-inline-error">
              <span>{loadErrorText(list.error)}</span>
              {!isAdminRefusal(list.error) && (
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              )}
            </div>
          </Alert>
        )}
        <ActivityTable entries={answer.entries} busy={list.isPlaceholderData} />
        {totalPages > 1 && <Pager page={shownPage} totalPages={totalPages} label="Pages of activity" onChange={changePage} />}
      </>
    );
  } else if (list.isError) {
    content = (
      <ErrorPanel
        title="The activity could not be shown"
        message={loadErrorText(list.error)}
        onRetry={isAdminRefusal(list.error) || isHttpError(list.error, 400) ? undefined : () => void list.refetch()}
      />
    );
  } else if (answer && !list.isPlaceholderData) {
    content = <EmptyState filtered={hasFilters(view)} onClear={() => applyFilters({ actor: '', action: '' })} />;
  } else {
    content = <LoadingState label="Loading activity..." />;
  }

  return (
    <Page>
      <PageHeader
        eyebrow="Admin console"
        title="Activity"
        subtitle="What every admin did, newest first. Entries are kept for good: nobody can edit or delete them."
        actions={
          isAdmin && answer ? (
            <Button variant="secondary" onClick={() => void list.refetch()} busy={list.isFetching && !list.isPlaceholderData}>
              {!(list.isFetching && !list.isPlaceholderData) && <RefreshIcon />}
              Refresh
            </Button>
          ) : undefined
        }
      />
      <AdminNav />
      {isAdmin && (
        <div className="activity-top">
          <ActivityFiltersForm key={`${actor}\n${action}`} filters={view} onApply={applyFilters} />
          {settled && settled.total_count > 0 && <p className="activity-count">{countLabel(settled.total_count)}</p>}
        </div>
      )}
      {content}
      {isAdmin && snippetId !== null && <SnippetDialog id={snippetId} onClose={() => setParams((current) => withSnippet(current, null))} />}
    </Page>
  );
}
