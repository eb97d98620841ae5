import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES, type AdminSubmission } from '@profileproof/contracts';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import { useSession } from '@profileproof/session';
import { Alert, Page } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { useLiveRefresh } from '../../../shared/api/use-live-refresh';
import { AdminListHeader } from '../../../shared/components/admin-list-header';
import { DeskFiltersForm } from '../../../shared/components/desk-filters-form';
import {
  deskFiltersKey,
  hasDeskFilters,
  readDeskFilters,
  withDeskFilters,
} from '../../../shared/desk-filters';
import { PAGE_PARAM, parsePage, readAsOf, withWalkPage } from '../../../shared/page-param';
import { useFollowAnsweredPage } from '../../../shared/paged-list';
import { useFlashMessage } from '../../../shared/use-flash-message';
import { useDeleteProcessedSubmission } from '../api/delete-processed-submission';
import {
  PROCESSED_SUBMISSIONS_QUERY_KEY,
  processedPageKey,
  useProcessedSubmissions,
} from '../api/processed-submissions';
import { useReviewedView } from '../use-reviewed-view';
import { DeleteReviewedDialog } from './delete-reviewed-dialog';
import { ExportForm } from './export-form';
import { ReviewedContent } from './reviewed-content';
import '../reviewed.css';

/** A reply, a re-opened or a deleted submission changes the reviewed pages. */
const LIVE_QUERIES = [PROCESSED_SUBMISSIONS_QUERY_KEY];

/** A low rating's notice stays long enough to be read between other work. */
const LOW_RATING_NOTICE_MS = 30_000;

/** /admin/reviewed: every submission that has a reply, newest reply first, ten a page; edit (re-send) or delete. */
export function ReviewedScreen() {
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(PAGE_PARAM));
  // Search and filters live in the address (?q=&tier=&from=&to=): a reload keeps them.
  const filters = useMemo(() => readDeskFilters(params), [params]);
  const filtersKey = deskFiltersKey(filters);
  // Pages 2… of a walk read the list as it stood when page 1 was read (?as_of=).
  const asOf = readAsOf(params);
  const list = useProcessedSubmissions(page, filters, asOf);
  const [lowRating, showLowRating] = useFlashMessage(LOW_RATING_NOTICE_MS);
  useLiveRefresh(LIVE_QUERIES, (event) => {
    if (event.type === 'rating.low') showLowRating(DESK_SCREENS.rating.lowNotice);
  });
  const view = useReviewedView({ isAdmin, page, list, filtered: hasDeskFilters(filters) });
  const pageKey = useCallback(
    (answered: number) => processedPageKey(answered, filters, asOf),
    [filters, asOf],
  );
  useFollowAnsweredPage(view.settled, page, view.answeredPage, pageKey);
  const deletion = useDeleteProcessedSubmission();
  const [toDelete, setToDelete] = useState<AdminSubmission | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, showNotice] = useFlashMessage();
  const listTop = useRef<HTMLDivElement>(null);
  // The deleted row held the focus (its Delete button): hand it to the top of the list once the notice shows.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    listTop.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const changePage = (next: number) => {
    setDeleteError(null);
    const walk = view.settled?.as_of ?? asOf;
    setParams((current) => withWalkPage(current, next, walk));
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, email } = toDelete;
    setDeleteError(null);
    deletion.mutate(id, {
      onSuccess: () => {
        setToDelete(null);
        showNotice(`Deleted the submission from ${email}.`);
        setRefocus(true);
      },
      onError: (error) => {
        setToDelete(null);
        setDeleteError(adminErrorMessage(error, MESSAGES.admin.deleteFailed));
      },
    });
  };

  return (
    <Page>
      <AdminListHeader
        title="Reviewed Submissions"
        subtitle="Every reply you have sent, newest first. Edit one to correct and re-send it."
        refresh={view.refresh && { busy: view.refresh.busy, onRefresh: () => void list.refetch() }}
      />
      {isAdmin && (
        <DeskFiltersForm
          key={filtersKey}
          kind="reviewed"
          filters={filters}
          onApply={(next) => {
            setDeleteError(null);
            // New filters: a new walk from page 1.
            setParams((current) => withWalkPage(withDeskFilters(current, next), 1, undefined));
          }}
        />
      )}
      <div ref={listTop} className="reviewed-top" tabIndex={-1}>
        {view.count && (
          <>
            <ExportForm search={{ q: filters.q || undefined, tier: filters.tier || undefined }} />
            <p className="reviewed-count">{view.count}</p>
          </>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        {lowRating && <Alert tone="warning">{lowRating}</Alert>}
        {deleteError && <Alert tone="error">{deleteError}</Alert>}
      </div>
      <ReviewedContent
        view={view}
        onRetry={() => void list.refetch()}
        onDelete={setToDelete}
        onPage={changePage}
      />
      <DeleteReviewedDialog
        submission={toDelete}
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}
