import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@profileproof/session';
import { Page } from '@profileproof/ui';
import { useLiveRefresh } from '../../../shared/api/use-live-refresh';
import { AdminListHeader } from '../../../shared/components/admin-list-header';
import { withWalkPage } from '../../../shared/page-param';
import { useFollowAnsweredPage } from '../../../shared/paged-list';
import {
  filtersToParams,
  readActivityView,
  readSnippetId,
  withSnippet,
  type ActivityFilters,
} from '../activity-entries';
import { AUDIT_ENTRIES_QUERY_KEY, auditPageKey, useAuditEntries } from '../api/audit-entries';
import { useActivityListView } from '../use-activity-list-view';
import { ActivityContent } from './activity-content';
import { ActivityFiltersForm } from './activity-filters-form';
import { SnippetDialog } from './snippet-dialog';
import '../activity.css';

/** Most admin actions are also live events: the log is read again as they happen. */
const LIVE_QUERIES = [AUDIT_ENTRIES_QUERY_KEY];

/**
 * /admin/activity: the audit log, newest first, 20 a page, filtered by admin and action. Page and
 * filters live in the address (?page=&actor=&action=), so a reload, a shared link and Back keep them.
 */
export function ActivityScreen() {
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const view = readActivityView(params);
  const { page, actor, action, asOf } = view;
  const snippetId = readSnippetId(params);
  const list = useAuditEntries(view);
  useLiveRefresh(LIVE_QUERIES);
  const log = useActivityListView({ isAdmin, view, list });
  const pageKey = useCallback(
    (answered: number) => auditPageKey({ actor, action, asOf, page: answered }),
    [actor, action, asOf],
  );
  useFollowAnsweredPage(log.settled, page, log.answeredPage, pageKey);

  const applyFilters = (filters: ActivityFilters) => setParams(filtersToParams(filters));

  return (
    <Page>
      <AdminListHeader
        title="Activity"
        subtitle="What every admin did, newest first. Entries are kept for good: nobody can edit or delete them."
        refresh={log.refresh && { busy: log.refresh.busy, onRefresh: () => void list.refetch() }}
      />
      {isAdmin && (
        <div className="activity-top">
          <ActivityFiltersForm key={`${actor}\n${action}`} filters={view} onApply={applyFilters} />
          {log.count && <p className="activity-count">{log.count}</p>}
        </div>
      )}
      <ActivityContent
        view={log}
        onRetry={() => void list.refetch()}
        onClearFilters={() => applyFilters({ actor: '', action: '' })}
        onPage={(next) =>
          setParams((current) => withWalkPage(current, next, log.settled?.as_of ?? asOf))
        }
      />
      {isAdmin && snippetId !== null && (
        <SnippetDialog
          id={snippetId}
          onClose={() => setParams((current) => withSnippet(current, null))}
        />
      )}
    </Page>
  );
}
