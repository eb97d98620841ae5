import { ErrorPanel, LoadingState } from '@profileproof/ui';
import { ListErrorAlert } from '../../../shared/components/list-error-alert';
import { NotAdminPanel } from '../../../shared/components/not-admin-panel';
import { Pager } from '../../../shared/components/pager';
import type { ActivityListView } from '../use-activity-list-view';
import { ActivityEmpty } from './activity-empty';
import { ActivityTable } from './activity-table';

/** The log area of /admin/activity, as its view says: the entries and the pager, or why there are none. */
export function ActivityContent({
  view,
  onRetry,
  onClearFilters,
  onPage,
}: {
  view: ActivityListView;
  onRetry: () => void;
  onClearFilters: () => void;
  onPage: (page: number) => void;
}) {
  const retry = view.canRetry ? onRetry : undefined;
  switch (view.show) {
    case 'notAdmin':
      return <NotAdminPanel />;
    case 'error':
      return (
        <ErrorPanel
          title="The activity could not be shown"
          message={view.loadError ?? ''}
          onRetry={retry}
        />
      );
    case 'empty':
      return <ActivityEmpty filtered={view.filtered} onClear={onClearFilters} />;
    case 'loading':
      return <LoadingState label="Loading activity..." />;
  }
  return (
    <>
      {view.loadError && <ListErrorAlert message={view.loadError} onRetry={retry} />}
      <ActivityTable entries={view.entries} busy={view.listBusy} />
      {view.totalPages > 1 && (
        <Pager
          page={view.shownPage}
          totalPages={view.totalPages}
          label="Pages of activity"
          onChange={onPage}
        />
      )}
    </>
  );
}
