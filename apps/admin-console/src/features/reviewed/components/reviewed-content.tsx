import type { AdminSubmission } from '@profileproof/contracts';
import { ErrorPanel, LoadingState } from '@profileproof/ui';
import { ListErrorAlert } from '../../../shared/components/list-error-alert';
import { NotAdminPanel } from '../../../shared/components/not-admin-panel';
import { Pager } from '../../../shared/components/pager';
import type { ReviewedView } from '../use-reviewed-view';
import { ReviewedEmpty, ReviewedNoMatch } from './reviewed-empty';
import { ReviewedItem } from './reviewed-item';

/** The list area of /admin/reviewed, as its view says: the rows and the pager, or why there are none. */
export function ReviewedContent({
  view,
  onRetry,
  onDelete,
  onPage,
}: {
  view: ReviewedView;
  onRetry: () => void;
  onDelete: (submission: AdminSubmission) => void;
  onPage: (page: number) => void;
}) {
  const retry = view.canRetry ? onRetry : undefined;
  switch (view.show) {
    case 'notAdmin':
      return <NotAdminPanel />;
    case 'empty':
      return <ReviewedEmpty />;
    case 'noMatch':
      return <ReviewedNoMatch />;
    case 'error':
      return (
        <ErrorPanel
          title="Reviewed submissions could not be shown"
          message={view.loadError ?? ''}
          onRetry={retry}
        />
      );
    case 'loading':
      return <LoadingState label="Loading reviewed submissions..." />;
  }
  return (
    <>
      {view.loadError && <ListErrorAlert message={view.loadError} onRetry={retry} />}
      <ul
        className={view.listBusy ? 'reviewed-list reviewed-list--loading' : 'reviewed-list'}
        aria-busy={view.listBusy || undefined}
      >
        {view.submissions.map((submission) => (
          <li key={submission.id}>
            <ReviewedItem submission={submission} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      {view.totalPages > 1 && (
        <Pager
          page={view.shownPage}
          totalPages={view.totalPages}
          label="Pages of reviewed submissions"
          onChange={onPage}
        />
      )}
    </>
  );
}
